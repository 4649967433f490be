import { RENEWALS_QUEUE } from '../billing/renewals-job';
import { EMAIL_QUEUE } from '../email/email-job';
import { CANARY_WATCH_QUEUE } from '../telemetry/canary-watch-job';
import { WEBHOOK_DELIVERY_QUEUE } from '../webhooks/webhook-delivery-job';
import type { QueueDefinition } from './queue-definition';

/** Every queue the app uses; each instance creates them at start. */
export const ALL_QUEUES: readonly QueueDefinition<object>[] = [
  EMAIL_QUEUE,
  RENEWALS_QUEUE,
  CANARY_WATCH_QUEUE,
  WEBHOOK_DELIVERY_QUEUE,
];
