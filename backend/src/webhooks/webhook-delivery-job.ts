import { defineQueue } from '../jobs/queue-definition';

/** An event as every delivery's body carries it (docs/product/api.md#webhooks). */
export interface WebhookEventBody {
  id: string;
  type: string;
  created_at: string;
  data: object;
}

/** One event for one endpoint; the endpoint's URL and secret are read when it is delivered. */
export interface WebhookDeliveryJob {
  webhookId: string;
  event: WebhookEventBody;
  /** The delivery log's row (webhook_deliveries); absent in jobs queued before the log existed. */
  deliveryId?: string;
}

/** A delivery waits at most 10 s for the receiver; a minute without an answer means the worker is gone. */
export const WEBHOOK_DELIVERY_QUEUE = defineQueue<WebhookDeliveryJob>('webhook-delivery', 60);
