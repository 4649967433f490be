/**
 * The secret of an API key: `nv_test_sk_` and 40 random base62 characters (docs/product/api.md#api-keys).
 * Only its SHA-256 is stored: a key is 238 random bits, so a fast hash cannot be guessed backwards,
 * and every /v1 call can check one without the cost of a password hash.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_KEY_PATTERN, API_KEY_PREFIX, API_KEY_RANDOM_LENGTH } from '@northvault/contracts/api-keys';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 below 256: bytes at or above it are dropped, so every character is equally likely. */
const UNBIASED_LIMIT = 248;

/** How many characters after the prefix find the key's row. Not secret: the rest of the key is. */
const LOOKUP_LENGTH = 10;

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < UNBIASED_LIMIT) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}

export function newApiKeySecret(): string {
  return `${API_KEY_PREFIX}${randomBase62(API_KEY_RANDOM_LENGTH)}`;
}

export function hashApiKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** What the database keeps of a key: the lookup characters, its hash and its last four characters. */
export function storedParts(secret: string): { lookup: string; secretHash: string; lastFour: string } {
  return {
    lookup: lookupOf(secret)!,
    secretHash: hashApiKey(secret),
    lastFour: secret.slice(-4),
  };
}

/** The lookup characters of something shaped like a key; null when it is not (so it is unknown). */
export function lookupOf(secret: string): string | null {
  if (!API_KEY_PATTERN.test(secret)) return null;
  return secret.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + LOOKUP_LENGTH);
}

/** Compares the presented key's hash with the stored one in constant time. */
export function matchesHash(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKey(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
