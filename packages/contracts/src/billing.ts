/**
 * Subscription periods, cancellation and receipts (docs/product/billing.md). The server decides
 * with these functions and the billing page words its answers with them, so both agree on what
 * "active until" means and on every date and amount. Amounts are integer cents.
 */
import { isUpgrade, type Plan, type PlanId } from './plans';

/** The seller named on every receipt (docs/product/business-rules.md#seller). */
export const SELLER = {
  name: 'Northvault',
  website: 'https://northvault.io',
  billingEmail: 'billing@northvault.io',
} as const;

/**
 * The end of a period that starts at `start`: the same day and time one month later, or the
 * month's last day when it is shorter (31 January → 28 or 29 February).
 */
export function addOneMonth(start: Date): Date {
  const end = new Date(start.getTime());
  const day = start.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/**
 * What a subscription row stores: `active`; `past_due` after a renewal charge failed (the plan
 * still holds while the retries run); `suspended` at {@link DUNNING.suspendAfterDays} days past due
 * (the plan's access ends until the card is updated and the amount paid); `canceled`.
 */
export const SUBSCRIPTION_STATES = ['active', 'past_due', 'suspended', 'canceled'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

/** What the status of a subscription depends on: no timer flips a scheduled cancellation, the clock reading does. */
export interface SubscriptionTerms {
  state: SubscriptionState;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

/** `active_until`: cancellation is scheduled and the period has not ended yet. */
export type BillingStatus = 'active' | 'active_until' | 'past_due' | 'suspended' | 'canceled';

export function billingStatus(terms: SubscriptionTerms, now: Date): BillingStatus {
  if (terms.state !== 'active') return terms.state;
  if (!terms.cancelAtPeriodEnd) return 'active';
  return now.getTime() < terms.currentPeriodEnd.getTime() ? 'active_until' : 'canceled';
}

/**
 * Whether the subscription still gives its plan: not after the end of a canceled period, and not
 * while suspended. A past-due plan keeps its access while the retries run.
 */
export function grantsPlan(terms: SubscriptionTerms, now: Date): boolean {
  const status = billingStatus(terms, now);
  return status !== 'canceled' && status !== 'suspended';
}

/**
 * Dunning: after a failed renewal charge the card is tried again this many days after the
 * failure, and the subscription is suspended when it has been past due for `suspendAfterDays`.
 */
export const DUNNING = {
  retryDays: [1, 3, 5],
  suspendAfterDays: 10,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the card is tried again after `failedAttempts` failures since `pastDueSince`; null when no retry is left. */
export function nextRetryAt(pastDueSince: Date, failedAttempts: number): Date | null {
  const day = DUNNING.retryDays[failedAttempts - 1];
  return day === undefined ? null : new Date(pastDueSince.getTime() + day * DAY_MS);
}

/** When a subscription past due since `pastDueSince` is suspended. */
export function suspensionAt(pastDueSince: Date): Date {
  return new Date(pastDueSince.getTime() + DUNNING.suspendAfterDays * DAY_MS);
}

/** `23 December 2026`: every billing date, in UTC, as the page, the receipts and the emails show it. */
export function formatBillingDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** `$299.00`. */
export function formatCents(amountCents: number, currency = 'USD'): string {
  return (amountCents / 100).toLocaleString('en-US', { style: 'currency', currency });
}

/**
 * The status as the billing page writes it: `active`, `past_due`, `suspended`, `canceled`, or
 * `active until 23 December 2026`.
 */
export function billingStatusLabel(status: BillingStatus, currentPeriodEnd: Date | string): string {
  return status === 'active_until' ? `active until ${formatBillingDate(currentPeriodEnd)}` : status;
}

/** Why a customer cancels; optional, and the list is ours. */
export const CANCELLATION_REASONS = [
  { id: 'too_expensive', label: 'It costs too much' },
  { id: 'missing_features', label: 'It lacks a feature I need' },
  { id: 'switching', label: 'I am moving to another provider' },
  { id: 'not_using', label: 'I no longer use it' },
  { id: 'other', label: 'Another reason' },
] as const;

export type CancellationReason = (typeof CANCELLATION_REASONS)[number]['id'];
export const CANCELLATION_REASON_IDS: readonly CancellationReason[] = CANCELLATION_REASONS.map((reason) => reason.id);

export const BILLING_MESSAGES = {
  noSubscription: 'You have no subscription to change.',
  ended: 'This subscription has ended. Choose a plan to subscribe again.',
  receiptNotFound: 'Receipt not found.',
  loadFailed: 'We could not load your billing details. Please try again.',
  changeFailed: 'We could not change your subscription. Please try again.',
  noPlan: 'You have no subscription yet.',
  /** The banner while a renewal charge is unpaid and the plan still works. */
  pastDueBanner:
    'We could not charge your card for your subscription. Your plan keeps working while we try again; update your card to pay now and keep it.',
  /** The banner once the plan is suspended. */
  suspendedBanner:
    "Your subscription is suspended because its payment failed: your plan's access has ended. Update your card to pay and switch it back on at once.",
  /** The user menu's marker beside Billing. */
  menuMarker: 'Payment failed',
  updateCardFailed: 'We could not save your card. Please try again.',
  cardUpdated: 'Your card is saved.',
  reactivated: 'Your card is saved and the payment went through: your subscription is active again.',
  /** An update-card payment for this subscription is already on its way. */
  chargeInProgress: 'A payment for this subscription is already being processed. Please wait a moment.',
  /** Cancel or resume while a renewal payment is unpaid. */
  paymentFailedFirst: 'Your last payment failed. Update your card first, then change your subscription.',
  /** A subscription with no saved card to renew with (a plan bought before cards were saved). */
  noSavedCard: 'No card is saved for renewals. Update your card to keep your plan.',
} as const;

/** Every receipt is `NV-<year>-<6 digits>`, numbered from 1 in each year without gaps. */
export const RECEIPT_NUMBER_PATTERN = /^NV-\d{4}-\d{6}$/;

export function receiptNumber(year: number, sequence: number): string {
  return `NV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The line a receipt states for a plan's first month. */
export function firstMonthDescription(planName: string): string {
  return `Northvault ${planName} plan, first month`;
}

/** The line a receipt states for a renewal (or an overdue period paid with a new card): the period it pays. */
export function renewalDescription(planName: string, periodStart: Date | string, periodEnd: Date | string): string {
  return `Northvault ${planName} plan, ${formatBillingDate(periodStart)} – ${formatBillingDate(periodEnd)}`;
}

export const RECEIPT_STATUSES = ['paid'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

/**
 * What an upgrade costs today, in integer cents: the new plan's price for the part of the period
 * that is left, less the old plan's price for the same part, each rounded to the nearest cent
 * (halves away from zero, as `Math.round` does for positive amounts) before the difference, so
 * the amount equals what a customer can check from two prorated prices. `remainingMs` is clamped
 * to [0, periodMs]; a period with no time left costs nothing.
 */
export function proratedUpgradeCents(
  oldPriceCents: number,
  newPriceCents: number,
  remainingMs: number,
  periodMs: number,
): number {
  if (periodMs <= 0) return 0;
  const remaining = Math.min(Math.max(remainingMs, 0), periodMs);
  const share = (priceCents: number) => Math.round((priceCents * remaining) / periodMs);
  return Math.max(share(newPriceCents) - share(oldPriceCents), 0);
}

/** The preview the billing page shows before a plan change is confirmed; the server computes it. */
export type PlanChangeKind = 'upgrade' | 'downgrade';

/** The button that leads from the current plan to another: `Upgrade to Enterprise`, `Downgrade to Starter`. */
export function planChangeLabel(currentPlanId: PlanId, target: Plan): { kind: PlanChangeKind; label: string } {
  const kind: PlanChangeKind = isUpgrade(currentPlanId, target.id) ? 'upgrade' : 'downgrade';
  return { kind, label: `${kind === 'upgrade' ? 'Upgrade' : 'Downgrade'} to ${target.name}` };
}

/** `You'll pay $187.40 today`. */
export function upgradeChargeSentence(amountCents: number): string {
  return `You'll pay ${formatCents(amountCents)} today`;
}

/** `Your plan changes to Starter on 28 December 2026. Nothing is charged today.` */
export function downgradeSentence(planName: string, effectiveAt: Date | string): string {
  return `Your plan changes to ${planName} on ${formatBillingDate(effectiveAt)}. Nothing is charged today.`;
}

/** The billing page's line while a downgrade waits for the end of the period. */
export function scheduledChangeSentence(planName: string, effectiveAt: Date | string): string {
  return `Changes to ${planName} on ${formatBillingDate(effectiveAt)}`;
}

/** The line an upgrade's receipt states. */
export function upgradeDescription(planName: string): string {
  return `Upgrade to ${planName}, prorated`;
}

export const PLAN_CHANGE_MESSAGES = {
  samePlan: 'You are already on this plan.',
  /** Refused while cancellation is scheduled. */
  cancellationScheduled: 'Your subscription is set to end. Resume it first, then change your plan.',
  noScheduledChange: 'No plan change is scheduled.',
} as const;
