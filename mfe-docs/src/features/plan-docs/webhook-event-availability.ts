import type { PlanId } from '@northvault/contracts/plans';
import { isWebhookEventAvailable, WEBHOOK_EVENTS, type WebhookEvent } from '@northvault/contracts/webhooks';

export interface WebhookEventAvailability {
  event: WebhookEvent;
  available: boolean;
}

/** Every webhook event (docs/product/plans.md#webhook-events) in catalogue order, with whether `planId` receives it. */
export function webhookEventAvailability(planId: PlanId): WebhookEventAvailability[] {
  return WEBHOOK_EVENTS.map((event) => ({ event, available: isWebhookEventAvailable(event, planId) }));
}
