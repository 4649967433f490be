import { Injectable } from '@nestjs/common';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Transaction } from '../database/database-handle';
import { sandboxWebhooks, webhookDeliveries } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import type { RowStatement } from '../jobs/pg-boss-executors';
import type { Subscriber } from '../subscriptions/public';
import { apiId } from '../common/api-ids';
import { WEBHOOK_DELIVERY_QUEUE, type WebhookDeliveryJob, type WebhookEventBody } from './webhook-delivery-job';

/** The event `Send test event` delivers: signed like any other, sent to one endpoint whatever it subscribes to. */
export const PING_EVENT = 'ping';

export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
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
    const deliveries = await this.logDeliveries(tx, owner, endpoints, event);
    await this.jobs.enqueueManyWithRow(tx, row, WEBHOOK_DELIVERY_QUEUE, deliveries);
  }

  /** Raises an event no row of its own causes (a delivery that failed for good) inside `tx`, never to `exceptWebhookId`. */
  async raise(tx: Transaction, owner: EventOwner, event: RaisedEvent, exceptWebhookId?: string): Promise<void> {
    const endpoints = await this.subscribedEndpoints(tx, owner, event.type, exceptWebhookId);
    if (endpoints.length === 0) return;
    await this.jobs.enqueueMany(tx, WEBHOOK_DELIVERY_QUEUE, await this.logDeliveries(tx, owner, endpoints, event));
  }

  /** A `ping` to one endpoint, whatever events it subscribes to (`Send test event`); returns the delivery's id. */
  async ping(tx: Transaction, owner: EventOwner, webhookId: string, createdAt: string): Promise<string> {
    const event: RaisedEvent = {
      type: PING_EVENT,
      createdAt,
      data: { webhook_id: webhookId, message: 'A test event sent from the Webhooks tab.' },
    };
    const [delivery] = await this.logDeliveries(tx, owner, [{ id: webhookId }], event);
    await this.jobs.enqueueMany(tx, WEBHOOK_DELIVERY_QUEUE, [delivery!]);
    return delivery!.data.deliveryId!;
  }

  /** Queues a logged delivery again, with the same event and event id, so the receiver can deduplicate. */
  async resend(tx: Transaction, owner: EventOwner, delivery: WebhookDeliveryRow): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextRetryAt: null, updatedAt: sql`now()` })
      .where(eq(webhookDeliveries.id, delivery.id));
    await this.jobs.enqueueMany(tx, WEBHOOK_DELIVERY_QUEUE, [
      {
        data: { webhookId: delivery.webhookId, event: delivery.event, deliveryId: delivery.id },
        retryLimit: webhookAttempts(owner.planId) - 1,
      },
    ]);
  }

  private subscribedEndpoints(tx: Transaction, owner: EventOwner, type: string, except?: string) {
    return tx
      .select({ id: sandboxWebhooks.id })
      .from(sandboxWebhooks)
      .where(
        and(
          eq(sandboxWebhooks.userId, owner.userId),
          sql`${sandboxWebhooks.events} @> ${JSON.stringify([type])}::jsonb`,
          isNull(sandboxWebhooks.disabledAt),
          except === undefined ? undefined : ne(sandboxWebhooks.id, except),
        ),
      );
  }

  /** Writes one delivery log row per endpoint, and returns their jobs. */
  private async logDeliveries(
    tx: Transaction,
    owner: EventOwner,
    endpoints: readonly { id: string }[],
    event: RaisedEvent,
  ): Promise<Array<{ data: WebhookDeliveryJob; retryLimit: number }>> {
    const body: WebhookEventBody = {
      id: apiId('evt'),
      type: event.type,
      created_at: event.createdAt,
      data: event.data,
    };
    const retryLimit = webhookAttempts(owner.planId) - 1;
    const jobs = endpoints.map((endpoint) => ({
      data: { webhookId: endpoint.id, event: body, deliveryId: apiId('whd', 16) },
      retryLimit,
    }));
    await tx.insert(webhookDeliveries).values(
      jobs.map(({ data }) => ({
        id: data.deliveryId,
        webhookId: data.webhookId,
        userId: owner.userId,
        eventId: body.id,
        eventType: body.type,
        event: body,
      })),
    );
    return jobs;
  }
}
