import type { Subscription } from '@northvault/contracts/api';
import type { users } from '../database/schema';

export type UserRow = typeof users.$inferSelect;

/** The user a session cookie resolves to, with the active subscription bought with their email. */
export interface SignedInUser extends UserRow {
  subscription: Subscription | null;
}
