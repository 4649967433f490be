/**
 * Subscription periods, cancellation and receipts (docs/product/billing.md). The server decides
 * with these functions and the billing page words its answers with them, so both agree on what
 * "active until" means and on every date and amount. Amounts are integer cents.
 */

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

/** What the status of a subscription depends on: no timer flips it, the clock reading does. */
export interface SubscriptionTerms {
  /** Canceled at once (stored); a scheduled cancellation keeps `active` until the period ends. */
  canceled: boolean;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date;
}

/** `active_until`: cancellation is scheduled and the period has not ended yet. */
export type BillingStatus = 'active' | 'active_until' | 'canceled';

export function billingStatus(terms: SubscriptionTerms, now: Date): BillingStatus {
  if (terms.canceled) return 'canceled';
  if (!terms.cancelAtPeriodEnd) return 'active';
  return now.getTime() < terms.currentPeriodEnd.getTime() ? 'active_until' : 'canceled';
}

/** Whether the subscription still gives its plan: after the end of a canceled period it does not. */
export function grantsPlan(terms: SubscriptionTerms, now: Date): boolean {
  return billingStatus(terms, now) !== 'canceled';
}

/** `23 December 2026`: every billing date, in UTC, as the page, the receipts and the emails show it. */
export function formatBillingDate(at: Date | string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** `$299.00`. */
export function formatCents(amountCents: number, currency = 'USD'): string {
  return (amountCents / 100).toLocaleString('en-US', { style: 'currency', currency });
}

/** The status as the billing page writes it: `active`, `canceled`, or `active until 23 December 2026`. */
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
  /** Under the next renewal while renewals are not built: the page must not promise a charge. */
  renewalNotCharged: 'Automatic renewal is not switched on yet: nothing will be charged on that date.',
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

export const RECEIPT_STATUSES = ['paid'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
