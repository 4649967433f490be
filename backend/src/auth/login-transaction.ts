/**
 * What a sign-in attempt must remember between the redirect to the provider and the code exchange:
 * state, nonce and the PKCE verifier, and the page to return to. It travels in a sealed HttpOnly cookie, so it is bound to the
 * browser that started the attempt and cannot be forged.
 */
import { openValue, sealValue } from '../common/sealed-value';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The page of the site that started the sign-in, where the browser goes once it is complete. */
  returnTo: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** Long enough to type an email and a password at the provider. */
export const LOGIN_TRANSACTION_TTL_SECONDS = 10 * 60;

const PURPOSE = 'login-transaction';

export function sealLoginTransaction(transaction: LoginTransaction, secret: string): string {
  return sealValue(PURPOSE, transaction, secret);
}

/** The transaction, or null when the cookie is missing, tampered with, malformed or expired. */
export function openLoginTransaction(
  sealed: string | undefined,
  secret: string,
  now: number = Date.now(),
): LoginTransaction | null {
  const value = openValue(PURPOSE, sealed, secret);
  if (value === null) return null;
  const { state, nonce, codeVerifier, returnTo, createdAt } = value;
  if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
  if (typeof returnTo !== 'string') return null;
  if (typeof createdAt !== 'number' || now - createdAt > LOGIN_TRANSACTION_TTL_SECONDS * 1000) return null;
  return { state, nonce, codeVerifier, returnTo, createdAt };
}
