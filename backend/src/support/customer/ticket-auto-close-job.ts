import { defineQueue } from '../../jobs/queue-definition';

/** One pass of the auto-close; it reads the clock itself, so the job carries nothing. */
export type TicketAutoCloseJob = Record<string, never>;

export const TICKET_AUTO_CLOSE_QUEUE = defineQueue<TicketAutoCloseJob>('support-ticket-auto-close', 10 * 60, 'stately');

/** Hourly, at minute 23: a ticket closes within the hour after its seventh solved day. */
export const TICKET_AUTO_CLOSE_SCHEDULE = '23 * * * *';
