import { createHash } from 'node:crypto';

/** A digest of what makes two requests "the same" for idempotency; never the card number or CVV. */
export function requestFingerprint(parts: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
