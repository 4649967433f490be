import { defineQueue } from '../jobs/queue-definition';

/** One renewal pass; it reads the clock itself, so the job carries nothing. */
export type RenewalsJob = Record<string, never>;

/** A pass charges at most a batch of subscriptions, each a gateway call of seconds. */
export const RENEWALS_QUEUE = defineQueue<RenewalsJob>('billing-renewals', 15 * 60);

/** Every ten minutes: a period's renewal is charged within minutes of its end. */
export const RENEWALS_SCHEDULE = '*/10 * * * *';
