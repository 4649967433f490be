/** `2025-03-14T09:26:53Z`: the docs' timestamps carry no milliseconds. */
export function isoSeconds(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
