import { randomBytes } from 'node:crypto';

const ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** `acc_7Hq2LxN4pR`, `txn_3Fk9QwE1yZ`: the docs' id format, a prefix and ten random characters. */
export function apiId(prefix: 'acc' | 'txn' | 'wh' | 'whd' | 'whsec' | 'sync' | 'evt', length = 10): string {
  // 256 is not a multiple of 56, so a byte's remainder is slightly uneven; ids need to be unique, not uniform.
  return `${prefix}_${Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}
