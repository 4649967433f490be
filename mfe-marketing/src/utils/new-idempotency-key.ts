/**
 * A random UUID v4 for the `Idempotency-Key` header. `crypto.randomUUID` exists only in secure
 * contexts, so a site opened over plain HTTP on a LAN address builds one from random bytes.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte, index) => {
    // Byte 6 carries the version (4), byte 8 the RFC 4122 variant.
    const value = index === 6 ? (byte & 0x0f) | 0x40 : index === 8 ? (byte & 0x3f) | 0x80 : byte;
    return value.toString(16).padStart(2, '0');
  }).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
