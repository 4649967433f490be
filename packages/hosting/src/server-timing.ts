/**
 * The `Server-Timing` header of a page answer (docs/architecture.md#first-paint-from-prerendered-fragments): how
 * long the site server took to compose the page, `stitch;dur=0.84` in milliseconds. Browsers show it in their
 * developer tools beside the request's own timings, and `npm run bench:api` reads it to hold stitching to its
 * budget. It carries a duration only: no file, release, host or cohort, nothing a visitor could not already time
 * from the outside less precisely.
 */
export const STITCH_METRIC = 'stitch';

/** `stitch;dur=…` for the time from `startedAt` (`process.hrtime.bigint()`) to `now`, to 10 µs. */
export function stitchTiming(startedAt: bigint, now = process.hrtime.bigint()): string {
  const milliseconds = Number(now - startedAt) / 1e6;
  return `${STITCH_METRIC};dur=${milliseconds.toFixed(2)}`;
}

/** The `stitch` duration in a `Server-Timing` header (which may list other metrics), or null when it has none. */
export function stitchDurationOf(header: string | undefined): number | null {
  for (const metric of header?.split(',') ?? []) {
    const [name, ...parameters] = metric.split(';').map((part) => part.trim());
    if (name !== STITCH_METRIC) continue;
    const duration = parameters.map((parameter) => /^dur=(\d+(?:\.\d+)?)$/.exec(parameter)).find(Boolean);
    return duration ? Number(duration[1]) : null;
  }
  return null;
}
