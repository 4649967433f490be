// UTC: a post dated 2024-11-12 must not show as 11 November to a reader west of Greenwich.
const FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2024-11-12` → `12 November 2024`, the way the legal pages write dates. */
export function formatPostDate(isoDate: string): string {
  return FORMAT.format(new Date(`${isoDate}T00:00:00Z`));
}
