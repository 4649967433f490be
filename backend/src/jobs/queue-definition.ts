/**
 * A named queue and the shape of its jobs' data. The type parameter only ties `enqueue` and
 * `work` calls to one data shape; nothing of it exists at run time.
 */
export interface QueueDefinition<Data extends object> {
  readonly name: string;
  /** How long one attempt may run before the queue takes it back and counts it as failed. */
  readonly attemptTimeoutSeconds: number;
  /** pg-boss's queue policy; `stately` keeps at most one job waiting and one running. */
  readonly policy?: 'standard' | 'stately';
  /** Never read: it carries the data type. */
  readonly data?: Data;
}

export function defineQueue<Data extends object>(
  name: string,
  attemptTimeoutSeconds: number,
  policy?: 'standard' | 'stately',
): QueueDefinition<Data> {
  return policy ? { name, attemptTimeoutSeconds, policy } : { name, attemptTimeoutSeconds };
}
