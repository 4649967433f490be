import { Injectable } from '@nestjs/common';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../database/database-handle';
import { sandboxWebhooks } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import type { RowStatement } from '../jobs/pg-boss-executors';
import type { Subscriber } from '../subscriptions/public';
import { apiId } from '../common/api-ids';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookEventBody } from './webhook-delivery-job';
import { webhookAttempts } from './webhook-signature';

/** Whose endpoints receive an event, and with how many attempts (their plan's). */
export type EventOwner = Pick<Subscriber, 'userId' | 'planId'>;

export interface RaisedEvent {
  type: string;
  createdAt: string;
  data: object;
}

/**
 * Raises webhook events: one delivery job per endpoint of the owner that subscribes to the event.
 * An event caused by a row is written in the same statement as that row, inside the caller's
 * transaction.
 */
@Injectable()
export class WebhookEvents {
  constructor(private readonly jobs: JobQueue) {}

  async insertWithEvent(
    tx: Transaction,
    owner: EventOwner,
    row: RowStatement & PromiseLike<unknown>,
    event: RaisedEvent,
  ): Promise<void> {
    const endpoints = await this.subscribedEndpoints(tx, owner, event.type);
    if (endpoints.length === 0) {
      await row;
      return;
    }
    await this.jobs.enqueueManyWithRow(tx, row, WEBHOOK_DELIVERY_QUEUE, this.deliveries(owner, endpoints, event));
  }

  /** Raises an event no row of its own causes (a delivery that failed for good) inside `tx`, never to `exceptWebhookId`. */
  async raise(tx: Transaction, owner: EventOwner, event: RaisedEvent, exceptWebhookId?: string): Promise<void> {
    const endpoints = await this.subscribedEndpoints(tx, owner, event.type, exceptWebhookId);
    await this.jobs.enqueueMany(tx, WEBHOOK_DELIVERY_QUEUE, this.deliveries(owner, endpoints, event));
  }

  private subscribedEndpoints(tx: Transaction, owner: EventOwner, type: string, except?: string) {
    return tx
      .select({ id: sandboxWebhooks.id })
      .from(sandboxWebhooks)
      .where(
        and(
          eq(sandboxWebhooks.userId, owner.userId),
          sql`${sandboxWebhooks.events} @> ${JSON.stringify([type])}::jsonb`,
          except === undefined ? undefined : ne(sandboxWebhooks.id, except),
        ),
      );
  }

  private deliveries(owner: EventOwner, endpoints: readonly { id: string }[], event: RaisedEvent) {
    const body: WebhookEventBody = {
      id: apiId('evt'),
      type: event.type,
      created_at: event.createdAt,
      data: event.data,
    };
    const retryLimit = webhookAttempts(owner.planId) - 1;
    return endpoints.map((endpoint) => ({ data: { webhookId: endpoint.id, event: body }, retryLimit }));
  }
}
