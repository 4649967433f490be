import { defineQueue } from '../jobs/queue-definition';

/** One overdue pass; it reads the clock itself, so the job carries nothing. */
export type OverdueTicketsJob = Record<string, never>;

/** A pass marks a batch of tickets and queues their emails: well under a minute. */
export const OVERDUE_TICKETS_QUEUE = defineQueue<OverdueTicketsJob>('support-overdue', 5 * 60);

/** Every minute: a ticket is marked overdue within a minute of its target. */
export const OVERDUE_TICKETS_SCHEDULE = '* * * * *';
