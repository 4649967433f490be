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

/** The fan-out limit: at most this many delivery attempts leave per second for one account (docs/product/api.md#fan-out-limit). */
export const WEBHOOK_DELIVERIES_PER_SECOND = 50;

/** 409 for a test event or resend to a disabled endpoint. */
export const WEBHOOK_DISABLED_MESSAGE = 'This endpoint is disabled. Enable it first.';

/** 400 for a PATCH that changes nothing. */
export const WEBHOOK_EMPTY_CHANGE_MESSAGE = 'Send at least one of url, events, description or disabled.';

/** 404 for a delivery id that is not one of the caller's. */
export const WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE = 'No webhook delivery with this id belongs to your account.';

/** Why an endpoint is disabled: by its account, or because every delivery failed for 3 days. */
export type WebhookDisabledReason = 'manual' | 'failing';

/** An endpoint as the Webhooks tab shows it (never its secret). Times ISO 8601. */
export interface WebhookEndpointSummary {
  id: string;
  url: string;
  events: string[];
  description: string | null;
  disabled: boolean;
  disabledReason: WebhookDisabledReason | null;
  /** Until when deliveries also carry the previous secret's signature, after `Roll secret`. */
  previousSecretEndsAt: string | null;
  createdAt: string;
}

export interface WebhookEndpointListResponse {
  endpoints: WebhookEndpointSummary[];
  /** The events the account's plan may subscribe to, for the form. */
  availableEvents: string[];
}

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed' | 'skipped';

export interface WebhookDeliveryAttempt {
  attemptedAt: string;
  responseStatus: number | null;
  latencyMs: number;
  /** The first 1 KB of the receiver's answer. */
  responseBody: string | null;
  error: string | null;
}

export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  nextRetryAt: string | null;
  createdAt: string;
  attemptLog: WebhookDeliveryAttempt[];
}

export interface WebhookDeliveryListResponse {
  deliveries: WebhookDeliverySummary[];
}

export interface WebhookSecretResponse {
  secret: string;
  previousSecretEndsAt: string | null;
}

/** The Webhooks tab's request to add (all fields) or change (any of them) an endpoint. */
export interface WebhookEndpointRequest {
  url?: string;
  events?: string[];
  description?: string;
  disabled?: boolean;
}

/** A revealed secret is hidden again on the page after this many seconds. */
export const WEBHOOK_SECRET_REVEAL_SECONDS = 30;

const endpointPath = (webhookId: string) => `/api/webhooks/${encodeURIComponent(webhookId)}`;

/** PATCH changes, DELETE removes the endpoint. */
export const webhookEndpointPath = endpointPath;
/** GET: the endpoint's latest deliveries with their attempts. */
export const webhookDeliveriesPath = (webhookId: string) => `${endpointPath(webhookId)}/deliveries`;
/** POST: a `ping` event to this endpoint. */
export const webhookTestEventPath = (webhookId: string) => `${endpointPath(webhookId)}/test-event`;
/** POST: a new signing secret; the old one signs too for 24 hours. */
export const webhookRollSecretPath = (webhookId: string) => `${endpointPath(webhookId)}/roll-secret`;
/** POST: the current signing secret, shown for WEBHOOK_SECRET_REVEAL_SECONDS. */
export const webhookRevealSecretPath = (webhookId: string) => `${endpointPath(webhookId)}/reveal-secret`;
/** POST: queues the delivery again under the same event id. */
export const webhookResendPath = (deliveryId: string) =>
  `/api/webhooks/deliveries/${encodeURIComponent(deliveryId)}/resend`;
