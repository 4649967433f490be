/**
 * Every queue the app's features register (`JobsModule.forFeature`), for what runs without the app:
 * the PGlite snapshot creates them once, and suites that start a bare JobQueue use them.
 * `every-queue.test.ts` holds this list to what the app itself creates at start.
 */
import { RENEWALS_QUEUE } from '../billing/renewals-job';
import { EMAIL_QUEUE } from '../email/email-job';
import type { QueueDefinition } from '../jobs/queue-definition';
import { REQUEST_LOG_RETENTION_QUEUE } from '../request-log/request-log-job';
import { OVERDUE_TICKETS_QUEUE } from '../support/overdue-tickets-job';
import { TICKET_AUTO_CLOSE_QUEUE } from '../support/customer/ticket-auto-close-job';
import { CANARY_WATCH_QUEUE } from '../telemetry/canary-watch-job';
import { WEBHOOK_DELIVERY_QUEUE } from '../webhooks/webhook-delivery-job';

export const EVERY_QUEUE: readonly QueueDefinition<object>[] = [
  EMAIL_QUEUE,
  RENEWALS_QUEUE,
  CANARY_WATCH_QUEUE,
  WEBHOOK_DELIVERY_QUEUE,
  REQUEST_LOG_RETENTION_QUEUE,
  OVERDUE_TICKETS_QUEUE,
  TICKET_AUTO_CLOSE_QUEUE,
];
