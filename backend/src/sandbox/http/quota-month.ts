/** The calendar month (UTC) a moment falls in: quotas are counted per month and renew on its last day's midnight. */
export interface QuotaMonth {
  /** `2026-11-01`, the key the month's counters are stored under. */
  key: string;
  start: Date;
  /** The first moment of the next month, when the quotas renew. */
  end: Date;
}

export function quotaMonth(now: Date): QuotaMonth {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { key: start.toISOString().slice(0, 10), start, end };
}
