/**
 * The per-attempt delivery log (docs/product/api.md#deliveries): each delivery's status, attempts and
 * next retry, and each attempt's answer. Also keeps the endpoint's failing streak, which disables an
 * endpoint whose deliveries have all failed for 3 days and emails its account once.
 */
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxWebhooks, users, webhookDeliveries, webhookDeliveryAttempts } from '../database/schema';
import { EmailOutbox } from '../email/public';

/** An endpoint whose every attempt failed for this long is disabled. */
export const AUTO_DISABLE_AFTER_MS = 3 * 24 * 3600 * 1000;
/** How much of a receiver's answer is kept. */
export const RESPONSE_BODY_BYTES = 1024;

export interface AttemptOutcome {
  attemptedAt: Date;
  latencyMs: number;
  responseStatus: number | null;
  responseBody: string | null;
  error: string | null;
}

type Webhook = typeof sandboxWebhooks.$inferSelect;

@Injectable()
export class DeliveryLog {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emails: EmailOutbox,
  ) {}

  /** A delivery that was not attempted because its endpoint is disabled. */
  async skipped(deliveryId: string | undefined): Promise<void> {
    if (deliveryId === undefined) return;
    await this.database.db
      .update(webhookDeliveries)
      .set({ status: 'skipped', nextRetryAt: null, updatedAt: this.clock.now() })
      .where(eq(webhookDeliveries.id, deliveryId));
  }

  /** Writes the attempt, the delivery's new state and the endpoint's failing streak, in one transaction. */
  async record(
    endpoint: Webhook,
    deliveryId: string | undefined,
    attempt: number,
    lastAttempt: boolean,
    outcome: AttemptOutcome,
  ): Promise<void> {
    const succeeded = outcome.error === null;
    const now = this.clock.now();
    // pg-boss waits retryDelay × 2^(n-1) before retry n (jobs/job-queue.ts).
    const nextRetryAt =
      succeeded || lastAttempt
        ? null
        : new Date(outcome.attemptedAt.getTime() + this.config.jobs.retryDelaySeconds * 1000 * 2 ** (attempt - 1));
    await this.database.transaction(async (tx) => {
      if (deliveryId !== undefined) {
        await tx.insert(webhookDeliveryAttempts).values({ deliveryId, ...outcome });
        await tx
          .update(webhookDeliveries)
          .set({
            status: succeeded ? 'succeeded' : lastAttempt ? 'failed' : 'pending',
            attempts: sql`${webhookDeliveries.attempts} + 1`,
            nextRetryAt,
            updatedAt: now,
          })
          .where(eq(webhookDeliveries.id, deliveryId));
      }
      if (succeeded) {
        await tx.update(sandboxWebhooks).set({ failingSince: null }).where(eq(sandboxWebhooks.id, endpoint.id));
        return;
      }
      const [streak] = await tx
        .update(sandboxWebhooks)
        .set({ failingSince: sql`coalesce(${sandboxWebhooks.failingSince}, ${now.toISOString()}::timestamptz)` })
        .where(eq(sandboxWebhooks.id, endpoint.id))
        .returning({ failingSince: sandboxWebhooks.failingSince });
      const failingSince = streak?.failingSince;
      if (!failingSince || now.getTime() - failingSince.getTime() < AUTO_DISABLE_AFTER_MS) return;
      // Only the attempt that disables it emails: the update matches once.
      const disabled = await tx
        .update(sandboxWebhooks)
        .set({ disabledAt: now, disabledReason: 'failing' })
        .where(and(eq(sandboxWebhooks.id, endpoint.id), isNull(sandboxWebhooks.disabledAt)))
        .returning({ id: sandboxWebhooks.id });
      if (disabled.length === 0) return;
      const [owner] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, endpoint.userId));
      if (!owner) return;
      await this.emails.queue(tx, {
        kind: 'webhook-disabled',
        to: { name: owner.name ?? owner.email, address: owner.email },
        webhookId: endpoint.id,
        url: endpoint.url,
        failingSince: failingSince.toISOString(),
      });
    });
  }
}
