import { defineQueue } from '../jobs/queue-definition';

/** One retention pass; it reads the clock itself, so the job carries nothing. */
export type RequestLogRetentionJob = Record<string, never>;

export const REQUEST_LOG_RETENTION_QUEUE = defineQueue<RequestLogRetentionJob>('request-log-retention', 10 * 60);

/** Daily, at 03:17 UTC. */
export const REQUEST_LOG_RETENTION_SCHEDULE = '17 3 * * *';
