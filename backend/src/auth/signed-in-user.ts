import type { BillingAlert, Subscription } from '@northvault/contracts/api';
import type { users } from '../database/schema';

export type UserRow = typeof users.$inferSelect;

/**
 * The account a session cookie resolves to, with the plan it may use: its active subscription,
 * or null when it has none or its provider has not verified its email.
 */
export interface SignedInUser extends UserRow {
  subscription: Subscription | null;
  /** A renewal payment failed (`past_due`) or the plan is suspended for it; null otherwise. */
  billingAlert: BillingAlert | null;
}
