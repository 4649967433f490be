/**
 * Group commit for the hot writes whose request writes one row and queues one job (a support
 * ticket, a contact message): the rows and jobs that concurrent requests hand in during one turn
 * of the event loop (common/per-turn-loader.ts) are written together, in one statement and so one
 * commit, and each request is answered only once that commit is done.
 *
 * A statement fails whole: when it was a batch, each of its rows is written again on its own, so
 * every request gets the answer its own row would have had (a clashing ticket id retries that one
 * ticket, the others are written).
 */
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type DataLoader from 'dataloader';
import { perTurnLoader } from '../common/per-turn-loader';
import type { QueueDefinition } from './queue-definition';

/** A row's statement holds one parameter per column; this keeps a batch well under PostgreSQL's 65,535. */
export const MAX_BATCH_ROWS = 100;

/** Writes `rows` into `table` and one job per row, in one statement: all commit, or none. */
export type WriteRowsWithJobs = <Data extends object>(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  queue: QueueDefinition<Data>,
  jobs: readonly { id: string; data: Data }[],
) => Promise<void>;

interface RowWithJob {
  row: Record<string, unknown>;
  job: { id: string; data: object };
}

/**
 * How one row fared when its batch was written again row by row. A value, not a rejection: the
 * loader would take an Error it is handed for the row's own failure, but nothing else a driver throws.
 */
type Written = { ok: true } | { ok: false; error: unknown };

const WRITTEN: Written = { ok: true };

export class RowJobBatches {
  /** One loader per (table, queue) pair: a handful, made as each pair is first written. */
  private readonly batches = new Map<string, DataLoader<RowWithJob, Written>>();

  constructor(private readonly write: WriteRowsWithJobs) {}

  /** Resolves once `row` and its job are committed; rejects with the error writing them alone would give. */
  async add<Data extends object>(
    table: PgTable,
    row: Record<string, unknown>,
    queue: QueueDefinition<Data>,
    job: { id: string; data: Data },
  ): Promise<void> {
    const key = `${getTableName(table)}\u0000${queue.name}`;
    let batch = this.batches.get(key);
    if (batch === undefined) {
      batch = perTurnLoader<RowWithJob, Written>(MAX_BATCH_ROWS, (entries) =>
        this.writeBatch(table, queue as QueueDefinition<object>, entries),
      );
      this.batches.set(key, batch);
    }
    const written = await batch.load({ row, job });
    if (!written.ok) throw written.error;
  }

  /**
   * The batch in one statement. Refused for a row's content, each row is written again on its own;
   * any other failure (an outage) is thrown, and the loader fails every row of the batch with it.
   */
  private async writeBatch(
    table: PgTable,
    queue: QueueDefinition<object>,
    entries: readonly RowWithJob[],
  ): Promise<Written[]> {
    try {
      await this.write(
        table,
        entries.map((entry) => entry.row),
        queue,
        entries.map((entry) => entry.job),
      );
      return entries.map(() => WRITTEN);
    } catch (error) {
      if (entries.length === 1 || !isRowError(error)) throw error;
      return Promise.all(
        entries.map((entry) =>
          this.write(table, [entry.row], queue, [entry.job]).then(
            () => WRITTEN,
            (rowError: unknown): Written => ({ ok: false, error: rowError }),
          ),
        ),
      );
    }
  }
}

/**
 * PostgreSQL refused the statement for what a row holds: a data exception (SQLSTATE class 22) or
 * a broken constraint (class 23, such as 23505). Anything else (an outage, a timeout) would only
 * be met again once per row.
 */
function isRowError(error: unknown): boolean {
  let current = error;
  // A few levels are plenty (drizzle wraps the driver's error), and a cycle of causes must not loop forever.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^2[23][0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
