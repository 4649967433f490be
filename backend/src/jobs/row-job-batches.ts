/**
 * Group commit for the hot writes whose request writes one row and queues one job (a support
 * ticket, a contact message): the rows and jobs that concurrent requests hand in during one turn
 * of the event loop are written together, in one statement and so one commit, and each request is
 * answered only once that commit is done. Under load this turns fifty commits (and fifty round
 * trips) into a few; a lone request waits for nothing but the end of its own turn.
 *
 * A statement fails whole: when it was a batch, each of its rows is written again on its own, so
 * every request gets the answer its own row would have had (a clashing ticket id retries that one
 * ticket, the others are written).
 */
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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

interface Waiting {
  row: Record<string, unknown>;
  job: { id: string; data: object };
  resolve(): void;
  reject(error: unknown): void;
}

interface Batch {
  table: PgTable;
  queue: QueueDefinition<object>;
  waiting: Waiting[];
}

export class RowJobBatches {
  /** The batch each (table, queue) pair is filling during this turn of the event loop. */
  private readonly filling = new Map<string, Batch>();

  constructor(private readonly write: WriteRowsWithJobs) {}

  /** Resolves once `row` and its job are committed; rejects with the error writing them alone would give. */
  add<Data extends object>(
    table: PgTable,
    row: Record<string, unknown>,
    queue: QueueDefinition<Data>,
    job: { id: string; data: Data },
  ): Promise<void> {
    const key = `${getTableName(table)}\u0000${queue.name}`;
    let batch = this.filling.get(key);
    if (batch === undefined) {
      const opened: Batch = { table, queue: queue as QueueDefinition<object>, waiting: [] };
      this.filling.set(key, opened);
      // Requests read in this turn of the event loop join before the batch leaves.
      setImmediate(() => this.send(key, opened));
      batch = opened;
    }
    const joined = batch;
    return new Promise<void>((resolve, reject) => {
      joined.waiting.push({ row, job, resolve, reject });
      if (joined.waiting.length >= MAX_BATCH_ROWS) this.send(key, joined);
    });
  }

  private send(key: string, batch: Batch): void {
    // Sent already, because it filled up before its turn ended.
    if (this.filling.get(key) !== batch) return;
    this.filling.delete(key);
    void this.writeBatch(batch);
  }

  private async writeBatch({ table, queue, waiting }: Batch): Promise<void> {
    try {
      await this.write(
        table,
        waiting.map((entry) => entry.row),
        queue,
        waiting.map((entry) => entry.job),
      );
      for (const entry of waiting) entry.resolve();
    } catch (error) {
      if (waiting.length === 1 || !isRowError(error)) {
        for (const entry of waiting) entry.reject(error);
        return;
      }
      await Promise.all(
        waiting.map((entry) => this.write(table, [entry.row], queue, [entry.job]).then(entry.resolve, entry.reject)),
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
