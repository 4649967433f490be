import { defineQueue } from '../jobs/queue-definition';

/**
 * One look at every running canary. Each job queues the next one; the `stately` policy keeps the
 * chain single however many backend instances start it.
 */
export const CANARY_WATCH_QUEUE = defineQueue<Record<string, never>>('canary-watch', 60, 'stately');
