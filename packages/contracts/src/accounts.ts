/**
 * Accounts are identities at a sign-in provider; the email is an attribute the provider vouches
 * for or not. A plan belongs to an account, and only an account whose provider says its email is
 * verified can use one.
 */
import type { CurrentUser } from './api';

export const ACCOUNT_MESSAGES = {
  /** Anonymous checkout for an email that has an account (or a plan waiting to be claimed). */
  emailInUse: 'An account already uses this email. Sign in to change its plan.',
  /** The signed-in account's provider does not vouch for its email. */
  verifyEmail: 'Verify your email address with your sign-in provider to use your plan.',
  /** Signed in, paying for your account: the typed email cannot send the plan elsewhere. */
  checkoutEmailLocked: 'Your plan goes to the account you are signed in with.',
} as const;

/** True when someone is signed in whose provider has not verified their email. */
export function needsEmailVerification(user: CurrentUser | null | undefined): boolean {
  return user != null && !user.google_user_data.email_verified;
}
