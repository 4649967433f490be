import { randomFillSync } from 'node:crypto';

/** Crockford base32: no I, L, O or U, so an id read over the phone is not misheard. */
const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Random bytes drawn from the operating system's generator a few kilobytes at a time, each byte
 * handed out once: a ticket id on the hottest write path would otherwise pay a call into the
 * generator (and a fresh buffer) for eight bytes. Node's own randomUUID() keeps a pool the same way.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let used = POOL_BYTES;

/** `PREFIX-` followed by `length` random Crockford characters (5 random bits each). */
export function readableId(prefix: string, length: number): string {
  if (!Number.isInteger(length) || length < 1 || length > POOL_BYTES) {
    throw new RangeError(`An id needs 1 to ${POOL_BYTES} random characters, not ${length}`);
  }
  if (used + length > POOL_BYTES) {
    randomFillSync(pool);
    used = 0;
  }
  let id = `${prefix}-`;
  // 256 is a multiple of 32, so taking five bits of each byte keeps every character equally likely.
  for (let index = used; index < used + length; index += 1) id += CROCKFORD_ALPHABET[pool[index]! & 31];
  used += length;
  return id;
}
