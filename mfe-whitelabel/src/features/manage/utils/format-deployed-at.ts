/** `2025-03-01T14:05:00Z` → `Mar 1, 2025, 2:05 PM` in the reader's time zone; an unreadable date as given. */
export function formatDeployedAt(iso: string, locale?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
