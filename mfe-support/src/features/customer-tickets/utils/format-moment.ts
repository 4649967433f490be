/** `27 Nov 2026, 10:04 UTC`: one way to write a moment on the ticket pages, whatever the reader's zone. */
export function formatMoment(iso: string): string {
  const text = new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
  return `${text} UTC`;
}
