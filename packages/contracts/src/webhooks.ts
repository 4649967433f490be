import { planGrants } from './permissions';
import type { Permission, PlanId } from './plans';

/** The accounting partner the platform syncs with (docs/product/plans.md#webhook-events). */
export const ACCOUNTING_PARTNER = { id: 'xero', name: 'Xero' } as const;

export interface WebhookEvent {
  name: string;
  description: string;
  /** What a plan must grant to receive the event: the permission of what the event reports. */
  permission: Permission;
}

/** Webhook events and the plans that receive them (docs/product/plans.md#webhook-events). */
export const WEBHOOK_EVENTS: readonly WebhookEvent[] = [
  { name: 'transaction.completed', description: 'A transaction settled on an account.', permission: 'webhooks:manage' },
  {
    name: 'payment.succeeded',
    description: 'An outgoing payment was accepted by the network.',
    permission: 'webhooks:manage',
  },
  {
    name: 'user.subscription.updated',
    description: 'A user changed, renewed or cancelled their subscription.',
    permission: 'webhooks:manage',
  },
  {
    name: 'webhook.delivery.failed',
    description: 'A delivery to one of your endpoints exhausted its retries.',
    permission: 'webhooks:manage',
  },
  {
    name: `${ACCOUNTING_PARTNER.id}.sync.completed`,
    description: `A ${ACCOUNTING_PARTNER.name} synchronisation run finished.`,
    permission: 'xero:sync',
  },
  {
    name: 'account.updated',
    description: 'An account changed status, limits or custom fields.',
    permission: 'webhooks:account_events',
  },
  {
    name: 'user.created',
    description: 'A new end user was onboarded to your platform.',
    permission: 'webhooks:account_events',
  },
  {
    name: 'white_label.deployed',
    description: 'A white-label configuration went live on its domain.',
    permission: 'white_label:manage',
  },
];

export function isWebhookEventAvailable(event: WebhookEvent, plan: PlanId): boolean {
  return planGrants(plan, event.permission);
}

export function webhookEventsFor(plan: PlanId): WebhookEvent[] {
  return WEBHOOK_EVENTS.filter((event) => isWebhookEventAvailable(event, plan));
}

/** 409 `webhook_duplicate`: another endpoint of the account has this URL and one of these events. */
export function webhookDuplicateMessage(endpointId: string, events: readonly string[]): string {
  return `Endpoint ${endpointId} already receives ${events.join(', ')} at this URL. Change that endpoint instead.`;
}

/** 404 for an endpoint id that is not one of the caller's. */
export const WEBHOOK_NOT_FOUND_MESSAGE = 'No webhook endpoint with this id belongs to your account.';
