/** The queue on the run's engine: transactional writes, retries, the failed state and retrying it by hand. */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../database/database-handle';
import { contactMessages } from '../database/schema';
import { createTestDatabase } from '../testing/test-database';
import { JobQueue } from './job-queue';
import { defineQueue } from './queue-definition';

const TEST_QUEUE = defineQueue<{ n: number }>('test-jobs', 30);

let database: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, { retryLimit: 2, retryDelaySeconds: 1 }, [TEST_QUEUE]);
});

afterAll(async () => {
  await queue?.stop(0);
  await database?.close();
});

const jobsWith = async (n: number) =>
  database.rows<{ id: string; state: string; retry_count: number; retry_backoff: boolean; retry_limit: number }>(
    `select id, state, retry_count, retry_backoff, retry_limit from pgboss.job where name = $1 and (data->>'n')::int = $2`,
    [TEST_QUEUE.name, n],
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('writes a job only when the transaction that causes it commits', async () => {
  await expect(
    database.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.com', message: 'Rolled back' });
      await queue.enqueue(tx, TEST_QUEUE, { n: 1 });
      throw new Error('the request failed after queueing');
    }),
  ).rejects.toThrow('the request failed after queueing');
  expect(await jobsWith(1)).toEqual([]);

  const id = await database.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.com', message: 'Committed' });
    return queue.enqueue(tx, TEST_QUEUE, { n: 2 });
  });
  expect(await jobsWith(2)).toEqual([expect.objectContaining({ id, state: 'created' })]);
});

it('writes a row and its job in one statement: both, or neither when the row is refused', async () => {
  const id = randomUUID();
  const message = () =>
    database.db.insert(contactMessages).values({ id, name: 'Ada', email: 'ada@example.com', message: 'One statement' });
  const jobId = await queue.enqueueWithRow(message(), TEST_QUEUE, { n: 20 });
  expect(await jobsWith(20)).toEqual([expect.objectContaining({ id: jobId, state: 'created' })]);
  expect(await database.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);

  // The same id again: the row's primary key refuses it, and its job is not written either.
  await expect(queue.enqueueWithRow(message(), TEST_QUEUE, { n: 21 })).rejects.toThrow();
  expect(await jobsWith(21)).toEqual([]);
  expect(await database.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);
});

it('retries a failing job with exponential backoff, leaves it failed, and runs it again when retried', async () => {
  let failing = true;
  const attempts: number[] = [];
  await queue.work(TEST_QUEUE, 2, async (job) => {
    if (job.data.n !== 3) return;
    attempts.push(Date.now());
    if (failing) throw new Error('relay refused the message');
  });
  const id = await database.transaction((tx) => queue.enqueue(tx, TEST_QUEUE, { n: 3 }));

  const [failed] = await until(
    () => jobsWith(3),
    ([job]) => job?.state === 'failed',
  );
  expect(failed).toMatchObject({ id, state: 'failed', retry_count: 2, retry_limit: 2, retry_backoff: true });
  expect(attempts).toHaveLength(3);
  expect(await queue.failedJobs()).toContainEqual(
    expect.objectContaining({ id, queue: TEST_QUEUE.name, attempts: 3, error: 'relay refused the message' }),
  );

  failing = false;
  expect(await queue.retry(id)).toBe(true);
  const [completed] = await until(
    () => jobsWith(3),
    ([job]) => job?.state === 'completed',
  );
  expect(completed?.state).toBe('completed');
  expect(attempts).toHaveLength(4);
  expect((await queue.failedJobs()).map((job) => job.id)).not.toContain(id);
});

it('says so when asked to retry a job that is not failed', async () => {
  const id = await database.transaction((tx) => queue.enqueue(tx, TEST_QUEUE, { n: 4 }));
  expect(await queue.retry('00000000-0000-0000-0000-000000000000')).toBe(false);
  expect(await queue.retry(id)).toBe(false);
});
