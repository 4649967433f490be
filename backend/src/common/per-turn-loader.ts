/**
 * What concurrent requests hand in during one turn of the event loop, handed on together: the
 * group commit of the hot writes (jobs/row-job-batches.ts) and the batched session lookup
 * (auth/sessions.service.ts). Under load fifty statements (and round trips) become a few; a lone
 * request waits for nothing but the end of its own turn.
 */
import DataLoader from 'dataloader';

/**
 * A DataLoader whose batches close at the end of the event-loop turn they opened in (setImmediate)
 * rather than after the current promise jobs, so requests whose bodies were read in the same turn
 * join one batch. Nothing is cached: every call is a fresh question, as a session or a row must be.
 * A batch that reaches `maxBatchSize` is closed and the next opened; each leaves at the end of the turn.
 */
export function perTurnLoader<Key, Value>(
  maxBatchSize: number,
  load: DataLoader.BatchLoadFn<Key, Value>,
): DataLoader<Key, Value> {
  return new DataLoader(load, { cache: false, maxBatchSize, batchScheduleFn: (dispatch) => setImmediate(dispatch) });
}
