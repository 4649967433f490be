/**
 * What a sign-in attempt must remember between the redirect to the provider and the code exchange:
 * state, nonce and the PKCE verifier. It travels in an HttpOnly cookie signed with SESSION_SECRET,
 * so it is bound to the browser that started the attempt and cannot be forged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface LoginTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** Long enough to type an email and a password at the provider. */
export const LOGIN_TRANSACTION_TTL_SECONDS = 10 * 60;

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function sealLoginTransaction(transaction: LoginTransaction, secret: string): string {
  const payload = Buffer.from(JSON.stringify(transaction)).toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

/** The transaction, or null when the cookie is missing, tampered with, malformed or expired. */
export function openLoginTransaction(
  sealed: string | undefined,
  secret: string,
  now: number = Date.now(),
): LoginTransaction | null {
  const [payload, mac, ...rest] = (sealed ?? '').split('.');
  if (!payload || !mac || rest.length > 0) return null;
  const expected = signature(payload, secret);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const transaction = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<LoginTransaction>;
    const { state, nonce, codeVerifier, createdAt } = transaction;
    if (typeof state !== 'string' || typeof nonce !== 'string' || typeof codeVerifier !== 'string') return null;
    if (typeof createdAt !== 'number' || now - createdAt > LOGIN_TRANSACTION_TTL_SECONDS * 1000) return null;
    return { state, nonce, codeVerifier, createdAt };
  } catch {
    return null;
  }
}
