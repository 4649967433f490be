/**
 * Delivers queued webhook events: one signed POST per attempt. A receiver that does not answer 2xx
 * within the timeout fails the attempt, and the queue tries again with backoff until the plan's
 * attempts are spent; then `webhook.delivery.failed` goes to the subscriber's other endpoints that
 * subscribe to it (never to the failing one, and never for the failure of such a delivery, so two
 * failing endpoints cannot feed each other). Each attempt connects only to an address the policy allows, checked after
 * DNS, and to that very address. Each attempt waits for a slot of the account's fan-out limit
 * (delivery-rate.ts), and is written to the delivery log (delivery-log.ts) with the receiver's answer.
 */
import http from 'node:http';
import https from 'node:https';
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import {
  DELIVERY_TIMEOUT_SECONDS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '@northvault/contracts/webhook-signature';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxWebhooks } from '../database/schema';
import { type JobAttempt, JobQueue, type QueuedJob } from '../jobs/job-queue';
import { isAllowedAssetAddress } from '../network/address-policy';
import { isoSeconds } from '../common/iso-seconds';
import { SandboxSubscribers } from '../subscriptions/public';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob } from './webhook-delivery-job';
import { WebhookEvents } from './webhook-events';
import { signWithSecrets } from './webhook-signature';
import { DeliveryLog, RESPONSE_BODY_BYTES } from './delivery-log';
import { waitForSendSlot } from './delivery-rate';

export const DELIVERY_FAILED_EVENT = 'webhook.delivery.failed';

@Injectable()
export class WebhookDeliveryWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger(WebhookDeliveryWorker.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly queue: JobQueue,
    private readonly events: WebhookEvents,
    private readonly subscribers: SandboxSubscribers,
    private readonly deliveryLog: DeliveryLog,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.jobs.workers !== 'in-process') return;
    await this.queue.work(WEBHOOK_DELIVERY_QUEUE, this.config.jobs.concurrency, async (job) => {
      try {
        await this.deliver(job, job);
      } catch (error) {
        this.logger.warn(
          `Webhook ${job.data.event.type} to ${job.data.webhookId} failed (job ${job.id}): ${(error as Error).message}`,
        );
        if (job.lastAttempt) await this.raiseDeliveryFailed(job, error as Error);
        throw error;
      }
    });
  }

  /** The delivery's last attempt failed: tells the subscriber's other endpoints that asked for it. */
  async raiseDeliveryFailed(job: QueuedJob<WebhookDeliveryJob> & JobAttempt, error: Error): Promise<void> {
    const failed = job.data.event;
    if (failed.type === DELIVERY_FAILED_EVENT) return;
    const [endpoint] = await this.database.db
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.id, job.data.webhookId));
    const owner = endpoint && (await this.subscribers.byId(endpoint.userId));
    if (!endpoint || !owner) return;
    const now = isoSeconds(new Date());
    await this.database.transaction((tx) =>
      this.events.raise(
        tx,
        owner,
        {
          type: DELIVERY_FAILED_EVENT,
          createdAt: now,
          data: {
            webhook_id: endpoint.id,
            url: endpoint.url,
            event_id: failed.id,
            event_type: failed.type,
            attempts: job.attempt,
            last_error: error.message,
            failed_at: now,
          },
        },
        endpoint.id,
      ),
    );
  }

  async deliver(
    job: QueuedJob<WebhookDeliveryJob>,
    attempt: JobAttempt = { attempt: 1, lastAttempt: true },
  ): Promise<void> {
    const [endpoint] = await this.database.db
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.id, job.data.webhookId));
    // A deleted endpoint receives nothing more; a disabled one nothing until it is enabled again.
    if (endpoint === undefined) return;
    if (endpoint.disabledAt !== null) {
      await this.deliveryLog.skipped(job.data.deliveryId);
      return;
    }
    await waitForSendSlot(this.database, endpoint.userId);
    const body = JSON.stringify(job.data.event);
    // The roll's overlap is read on the app's clock, which tests move; the signature's time is the real one.
    const signature = signWithSecrets(signingSecrets(endpoint, this.clock.now()), body, Math.floor(Date.now() / 1000));
    const attemptedAt = new Date();
    const started = performance.now();
    let answer: Answer | undefined;
    let failure: Error | undefined;
    try {
      const url = new URL(endpoint.url);
      const address = await this.allowedAddress(url);
      answer = await post(url, address, body, {
        'Content-Type': 'application/json',
        [WEBHOOK_SIGNATURE_HEADER]: signature,
        [WEBHOOK_EVENT_ID_HEADER]: job.data.event.id,
      });
      if (answer.status < 200 || answer.status > 299)
        failure = new Error(`the receiver answered HTTP ${answer.status}`);
    } catch (error) {
      failure = error as Error;
    }
    await this.deliveryLog.record(endpoint, job.data.deliveryId, attempt.attempt, attempt.lastAttempt, {
      attemptedAt,
      latencyMs: Math.round(performance.now() - started),
      responseStatus: answer?.status ?? null,
      responseBody: answer?.body ?? null,
      error: failure?.message ?? null,
    });
    if (failure) throw failure;
    this.logger.log(`Webhook ${job.data.event.type} delivered to ${endpoint.id} (job ${job.id})`);
  }

  private async allowedAddress(url: URL): Promise<string> {
    const allowLoopback = this.config.sandbox.allowLoopbackWebhooks;
    if (url.protocol !== 'https:' && !allowLoopback) throw new Error('only https:// receivers are delivered to');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
    const refused = addresses.find((address) => !isAllowedAssetAddress(address, allowLoopback));
    if (addresses.length === 0 || refused !== undefined) {
      throw new Error(`${url.host} is on a private or reserved network address, which is never delivered to`);
    }
    return addresses[0]!;
  }
}

/** The endpoint's current secret, and during a roll's overlap the previous one too. */
function signingSecrets(endpoint: typeof sandboxWebhooks.$inferSelect, now: Date): string[] {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretEndsAt !== null &&
    endpoint.previousSecretEndsAt.getTime() > now.getTime();
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** The receiver's status and the first RESPONSE_BODY_BYTES of its body, as text. */
interface Answer {
  status: number;
  body: string;
}

function post(url: URL, address: string, body: string, headers: Record<string, string>): Promise<Answer> {
  const family = isIP(address);
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'Content-Length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_SECONDS * 1000),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).subarray(0, RESPONSE_BODY_BYTES).toString('utf8');
          // A multi-byte character cut at the limit decodes as U+FFFD: drop it.
          resolve({ status: response.statusCode ?? 0, body: text.replace(/\uFFFD$/, '') });
        };
        response.on('data', (chunk: Buffer) => {
          if (kept >= RESPONSE_BODY_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough is kept: the rest is not waited for.
          if (kept >= RESPONSE_BODY_BYTES) {
            finish();
            response.destroy();
          }
        });
        response.on('end', finish);
        response.on('error', finish);
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`unreachable (${error.code ?? error.message})`)),
    );
    request.end(body);
  });
}
