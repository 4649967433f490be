import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../database/database-handle';
import { sandboxWebhooks } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import type { RowStatement } from '../jobs/pg-boss-executors';
import type { SandboxCaller } from './sandbox-caller.guard';
import { sandboxId } from './sandbox-ids';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery-job';
import { webhookAttempts } from './webhook-signature';

/**
 * Raises a webhook event with the row that causes it: the row and one delivery job per endpoint
 * that subscribes to the event are written in one statement, inside the caller's transaction.
 */
@Injectable()
export class WebhookEvents {
  constructor(private readonly jobs: JobQueue) {}

  async insertWithEvent(
    tx: Transaction,
    caller: SandboxCaller,
    row: RowStatement & PromiseLike<unknown>,
    event: { type: string; createdAt: string; data: object },
  ): Promise<void> {
    const endpoints = await tx
      .select({ id: sandboxWebhooks.id })
      .from(sandboxWebhooks)
      .where(
        and(
          eq(sandboxWebhooks.userId, caller.userId),
          sql`${sandboxWebhooks.events} @> ${JSON.stringify([event.type])}::jsonb`,
        ),
      );
    if (endpoints.length === 0) {
      await row;
      return;
    }
    const body = { id: sandboxId('evt'), type: event.type, created_at: event.createdAt, data: event.data };
    const retryLimit = webhookAttempts(caller.planId) - 1;
    await this.jobs.enqueueManyWithRow(
      tx,
      row,
      WEBHOOK_DELIVERY_QUEUE,
      endpoints.map((endpoint) => ({ data: { webhookId: endpoint.id, event: body }, retryLimit })),
    );
  }
}
