/**
 * The durable job queue: pg-boss on the app's own database. A job is written in the same
 * transaction as the row that causes it, attempts are retried with exponential backoff, and a job
 * that keeps failing stays in the `failed` state until someone retries it.
 */
import { randomUUID } from 'node:crypto';
import type { PgTable } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import type { JobsConfig } from '../config/jobs-config';
import type { DatabaseHandle, Transaction } from '../database/database-handle';
import { multiRowInsert } from '../database/multi-row-insert';
import { databaseExecutor, rowWithJobExecutor, type RowStatement, transactionExecutor } from './pg-boss-executors';
import type { QueueDefinition } from './queue-definition';
import { RowJobBatches } from './row-job-batches';

/** Expired attempts (a worker that died mid-job) are noticed within this many seconds. */
const MAINTENANCE_INTERVAL_SECONDS = 15;
/** How often an idle worker asks for work unless configured (JOB_POLL_INTERVAL_MS); a worker that just had a full batch asks again at once. */
const DEFAULT_POLL_INTERVAL_MS = 1000;

export interface QueuedJob<Data> {
  id: string;
  data: Data;
}

/** Which attempt of its job a run is: a handler may act once the last one fails. */
export interface JobAttempt {
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}

export interface FailedJob {
  id: string;
  queue: string;
  attempts: number;
  createdAt: Date;
  failedAt: Date | null;
  error: string;
}

export class JobQueue {
  private readonly batches = new RowJobBatches((table, rows, queue, jobs) =>
    this.writeRowsWithJobs(table, rows, queue, jobs),
  );

  private constructor(
    private readonly boss: PgBoss,
    private readonly database: DatabaseHandle,
    private readonly pollIntervalMs: number,
  ) {}

  /** Creates (or upgrades) the queue's tables and the given queues, then starts its maintenance. */
  static async start(
    database: DatabaseHandle,
    config: Pick<JobsConfig, 'retryLimit' | 'retryDelaySeconds'> & Partial<Pick<JobsConfig, 'pollIntervalMs'>>,
    queues: readonly QueueDefinition<object>[],
  ): Promise<JobQueue> {
    const boss = new PgBoss({
      db: databaseExecutor(database),
      maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
      // Cron schedules (the renewal pass) are kept in the database: every instance checks them,
      // and pg-boss sends each scheduled job once, whatever the number of instances.
      schedule: true,
    });
    const queue = new JobQueue(boss, database, config.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS);
    boss.on('error', () => undefined);
    await boss.start();
    for (const definition of queues) {
      const options = {
        retryLimit: config.retryLimit,
        retryDelay: config.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.attemptTimeoutSeconds,
      };
      // Several instances start together: creating a queue that exists is a no-op, updating it applies new settings.
      await boss.createQueue(definition.name, {
        name: definition.name,
        ...(definition.policy ? { policy: definition.policy } : {}),
        ...options,
      });
      await boss.updateQueue(definition.name, { name: definition.name, ...options });
    }
    return queue;
  }

  /** Reports errors of the queue's own polling and maintenance (a database outage, for example). */
  onError(listener: (error: Error) => void): void {
    this.boss.removeAllListeners('error');
    this.boss.on('error', listener);
  }

  /** Writes the job inside `tx`: it exists if and only if the transaction commits. */
  async enqueue<Data extends object>(tx: Transaction, queue: QueueDefinition<Data>, data: Data): Promise<string> {
    const id = await this.boss.send(queue.name, data, { db: transactionExecutor(this.database, tx) });
    if (id === null) throw new Error(`The ${queue.name} queue refused a job`);
    return id;
  }

  /**
   * Writes a row into `table` and queues its job, committed together or not at all: for a request
   * whose only writes are that row and its job. Concurrent requests' rows go in one statement and
   * one commit (row-job-batches.ts); the promise resolves once this row's commit is done.
   */
  async enqueueWithRow<Data extends object>(
    table: PgTable,
    row: Record<string, unknown>,
    queue: QueueDefinition<Data>,
    data: Data,
  ): Promise<string> {
    const id = randomUUID();
    await this.batches.add(table, row, queue, { id, data });
    return id;
  }

  /** One statement: the rows' INSERT in front of pg-boss's multi-row job INSERT. */
  private async writeRowsWithJobs<Data extends object>(
    table: PgTable,
    rows: readonly Record<string, unknown>[],
    queue: QueueDefinition<Data>,
    jobs: readonly { id: string; data: Data }[],
  ): Promise<void> {
    const insert = multiRowInsert(table, rows);
    await this.boss.insert(
      jobs.map((job) => ({ id: job.id, name: queue.name, data: job.data })),
      { db: rowWithJobExecutor(this.database, { toSQL: () => insert }) },
    );
  }

  /**
   * Queues a job to run `afterSeconds` from now, outside any transaction. False when the queue's
   * policy refused it (a `stately` queue that already has one waiting).
   */
  async sendLater<Data extends object>(
    queue: QueueDefinition<Data>,
    data: Data,
    afterSeconds: number,
  ): Promise<boolean> {
    return (await this.boss.send(queue.name, data, { startAfter: afterSeconds })) !== null;
  }

  /**
   * Writes a row and several jobs in one statement inside `tx` (pg-boss's multi-row insert), each
   * job with its own retry limit: the row and its jobs commit together with the rest of `tx`.
   */
  async enqueueManyWithRow<Data extends object>(
    tx: Transaction,
    row: RowStatement,
    queue: QueueDefinition<Data>,
    jobs: readonly { data: Data; retryLimit: number }[],
  ): Promise<string[]> {
    // pg-boss's multi-row insert returns no ids, so they are chosen here.
    const withIds = jobs.map(({ data, retryLimit }) => ({ id: randomUUID(), name: queue.name, data, retryLimit }));
    await this.boss.insert(withIds, { db: rowWithJobExecutor(this.database, row, tx) });
    return withIds.map((job) => job.id);
  }

  /** Writes several jobs inside `tx`, each with its own retry limit, in one statement. */
  async enqueueMany<Data extends object>(
    tx: Transaction,
    queue: QueueDefinition<Data>,
    jobs: readonly { data: Data; retryLimit: number }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    const named = jobs.map(({ data, retryLimit }) => ({ name: queue.name, data, retryLimit }));
    await this.boss.insert(named, { db: transactionExecutor(this.database, tx) });
  }

  /**
   * Runs `handle` for each job, up to `concurrency` at a time. A job whose handler throws is
   * retried later (after 1, 2, 4… times the retry delay) and ends `failed` once its retries are spent.
   */
  async work<Data extends object>(
    queue: QueueDefinition<Data>,
    concurrency: number,
    handle: (job: QueuedJob<Data> & JobAttempt) => Promise<void>,
  ): Promise<void> {
    // Known once work() resolves; a batch handled before then simply waits for the next poll.
    const worker: { id?: string } = {};
    worker.id = await this.boss.work<Data>(
      queue.name,
      { batchSize: concurrency, pollingIntervalSeconds: this.pollIntervalMs / 1000, includeMetadata: true },
      async (jobs) => {
        await Promise.all(
          jobs.map(async (job) => {
            try {
              await handle({
                id: job.id,
                data: job.data,
                attempt: job.retryCount + 1,
                lastAttempt: job.retryCount >= job.retryLimit,
              });
            } catch (error) {
              // Only this job fails; pg-boss completes the rest of the batch.
              await this.boss.fail(queue.name, job.id, { message: errorMessage(error) });
            }
          }),
        );
        if (jobs.length === concurrency && worker.id !== undefined) this.boss.notifyWorker(worker.id);
      },
    );
  }

  /**
   * Sends a job to `queue` on the cron `schedule` (UTC), from whichever instance notices first; a
   * schedule set again with the same name is replaced, so every instance may set it at start.
   */
  async schedule<Data extends object>(queue: QueueDefinition<Data>, cron: string, data: Data): Promise<void> {
    await this.boss.schedule(queue.name, cron, data, { tz: 'UTC' });
  }

  /** Jobs whose retries are spent, newest first. */
  async failedJobs(limit = 100): Promise<FailedJob[]> {
    const rows = await this.database.rows<{
      id: string;
      name: string;
      retry_count: number;
      created_on: Date;
      completed_on: Date | null;
      output: { message?: unknown; value?: { message?: unknown } } | null;
    }>(
      `select id, name, retry_count, created_on, completed_on, output from pgboss.job
       where state = 'failed' order by completed_on desc nulls last limit $1`,
      [limit],
    );
    return rows.map((row) => ({
      id: row.id,
      queue: row.name,
      attempts: row.retry_count + 1,
      createdAt: new Date(row.created_on),
      failedAt: row.completed_on === null ? null : new Date(row.completed_on),
      error: String(row.output?.message ?? row.output?.value?.message ?? 'unknown error'),
    }));
  }

  /** Puts a failed job back in its queue; false when no failed job has that id. */
  async retry(id: string): Promise<boolean> {
    const [job] = await this.database.rows<{ name: string }>(
      `select name from pgboss.job where id = $1::uuid and state = 'failed'`,
      [id],
    );
    if (job === undefined) return false;
    await this.boss.retry(job.name, id);
    return true;
  }

  /** Stops polling; jobs being handled get `graceMs` to finish, then are taken back by expiry. */
  async stop(graceMs = 5_000): Promise<void> {
    await this.boss.stop({ graceful: true, wait: true, timeout: graceMs, close: false });
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
