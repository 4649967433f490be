/**
 * Solved tickets close after `SOLVED_TICKET_CLOSES_AFTER_DAYS` (docs/product/contact-and-support.md#my-tickets):
 * a queued hourly pass, on the injectable clock, closes each ticket whose latest move to `solved` is that old,
 * with its audit row (changed by the system). A reply to a closed ticket then opens a new one.
 */
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { SOLVED_TICKET_CLOSES_AFTER_DAYS } from '@northvault/contracts/support-tickets';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { supportTickets, supportTicketStatusChanges } from '../../database/schema';
import { JobQueue } from '../../jobs/job-queue';
import { changeStatus } from '../desk/desk.service';
import { TICKET_AUTO_CLOSE_QUEUE, TICKET_AUTO_CLOSE_SCHEDULE } from './ticket-auto-close-job';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class TicketAutoClose {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Closes the tickets solved long enough ago; answers how many. */
  async closeSolved(): Promise<number> {
    const now = this.clock.now();
    const cutoff = new Date(now.getTime() - SOLVED_TICKET_CLOSES_AFTER_DAYS * DAY_MS);
    const solvedAt = sql`(
      select max(${supportTicketStatusChanges.changedAt}) from ${supportTicketStatusChanges}
      where ${supportTicketStatusChanges.ticketId} = ${supportTickets.id}
        and ${supportTicketStatusChanges.toStatus} = 'solved'
    )`;
    const due = await this.database.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(and(eq(supportTickets.status, 'solved'), sql`${solvedAt} <= ${cutoff.toISOString()}`));
    let closed = 0;
    for (const { id } of due) {
      await this.database.transaction(async (tx) => {
        // Locked and read again: a reply may have reopened it since.
        const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.id, id)).for('update');
        if (ticket?.status !== 'solved') return;
        await changeStatus(tx, ticket, 'closed', null, now);
        closed += 1;
      });
    }
    return closed;
  }
}

/** Where workers run, the pass is scheduled on the queue's cron and each job runs one pass. */
@Injectable()
export class TicketAutoCloseWorker implements OnApplicationBootstrap {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly queue: JobQueue,
    private readonly autoClose: TicketAutoClose,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.schedule(TICKET_AUTO_CLOSE_QUEUE, TICKET_AUTO_CLOSE_SCHEDULE, {});
    await this.queue.work(TICKET_AUTO_CLOSE_QUEUE, 1, async () => {
      await this.autoClose.closeSolved();
    });
  }
}
