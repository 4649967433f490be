import { randomBytes } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so an id read over the phone is not misheard. */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `PREFIX-` followed by `length` random Crockford characters (5 random bits each). */
export function readableId(prefix: string, length: number): string {
  // 256 is a multiple of 32, so taking five bits of each byte keeps every character equally likely.
  const characters = Array.from(randomBytes(length), (byte) => CROCKFORD_ALPHABET[byte & 31]);
  return `${prefix}-${characters.join('')}`;
}
