const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A row id in the canonical UUID form, checked before it reaches a `uuid` column (which would refuse it). */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
