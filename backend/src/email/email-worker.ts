import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { emailDeliveries } from '../database/schema';
import { JobQueue, type QueuedJob } from '../jobs/job-queue';
import { EMAIL_QUEUE, type EmailJob } from './email-job';
import { MAILER, type Mailer } from './mailer';
import { renderEmail } from './render-email';

/**
 * Sends queued emails. Each job sends at most once even when it runs again: its delivery is
 * recorded as soon as the relay accepts it, and a repeat finds the record and stops. The one gap
 * left (a crash between the relay's "accepted" and that record) resends the same Message-ID,
 * which receivers treat as the same message.
 */
@Injectable()
export class EmailWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger(EmailWorker.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly queue: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.work(EMAIL_QUEUE, this.config.jobs.concurrency, async (job) => {
      try {
        await this.deliver(job);
      } catch (error) {
        // The queue retries it; the log says why, without the message's content.
        this.logger.warn(`Email ${job.data.kind} not sent (job ${job.id}), will retry: ${(error as Error).message}`);
        throw error;
      }
    });
  }

  async deliver(job: QueuedJob<EmailJob>): Promise<void> {
    const { db } = this.database;
    const [sent] = await db.select().from(emailDeliveries).where(eq(emailDeliveries.jobId, job.id));
    if (sent !== undefined) return;
    // An email in a conversation carries the Message-ID its cause stored (a ticket's reply row), so an answer to it
    // finds that row; any other is named after its job.
    const thread = 'thread' in job.data ? job.data.thread : undefined;
    const messageId = thread?.messageId ?? `<${job.id}@${domainOf(this.config.mail.from.address)}>`;
    await this.mailer.send({
      ...renderEmail(job.data, this.config.server.siteOrigin),
      to: job.data.to,
      messageId,
      ...(thread ? { inReplyTo: thread.inReplyTo, references: thread.references, replyTo: thread.replyTo } : {}),
    });
    await db
      .insert(emailDeliveries)
      .values({ jobId: job.id, messageId, recipient: job.data.to.address })
      .onConflictDoNothing();
    this.logger.log(`Email ${job.data.kind} sent (job ${job.id})`);
  }
}

function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
