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
  const message = { id, name: 'Ada', email: 'ada@example.com', message: 'One statement' };
  const jobId = await queue.enqueueWithRow(contactMessages, message, TEST_QUEUE, { n: 20 });
  expect(await jobsWith(20)).toEqual([expect.objectContaining({ id: jobId, state: 'created' })]);
  expect(await database.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);

  // The same id again: the row's primary key refuses it, and its job is not written either.
  await expect(queue.enqueueWithRow(contactMessages, message, TEST_QUEUE, { n: 21 })).rejects.toThrow();
  expect(await jobsWith(21)).toEqual([]);
  expect(await database.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);
});

describe('rows and jobs of concurrent requests', () => {
  const contactStatements = (spy: jest.SpyInstance) =>
    spy.mock.calls.filter(([text]) => String(text).includes('insert into "contact_messages"')).length;

  it('go in one statement, each row with its own job', async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({
      id: randomUUID(),
      name: 'Ada',
      email: 'ada@example.com',
      message: `Batch ${index}`,
    }));
    const spy = jest.spyOn(database, 'rows');
    try {
      const jobIds = await Promise.all(
        rows.map((row, index) => queue.enqueueWithRow(contactMessages, row, TEST_QUEUE, { n: 100 + index })),
      );
      expect(contactStatements(spy)).toBe(1);
      for (const [index, row] of rows.entries()) {
        expect(await database.db.$count(contactMessages, eq(contactMessages.id, row.id))).toBe(1);
        expect(await jobsWith(100 + index)).toEqual([expect.objectContaining({ id: jobIds[index], state: 'created' })]);
      }
    } finally {
      spy.mockRestore();
    }
  });

  it('answer each request for its own row when one row of the batch is refused', async () => {
    const taken = randomUUID();
    await queue.enqueueWithRow(
      contactMessages,
      { id: taken, name: 'Ada', email: 'a@example.com', message: 'x' },
      TEST_QUEUE,
      {
        n: 200,
      },
    );
    const fresh = [randomUUID(), randomUUID()];
    const spy = jest.spyOn(database, 'rows');
    try {
      const outcomes = await Promise.allSettled(
        [fresh[0]!, taken, fresh[1]!].map((id, index) =>
          queue.enqueueWithRow(contactMessages, { id, name: 'Ada', email: 'a@example.com', message: 'y' }, TEST_QUEUE, {
            n: 201 + index,
          }),
        ),
      );
      expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      // The batch, then each of its three rows on its own.
      expect(contactStatements(spy)).toBe(4);
    } finally {
      spy.mockRestore();
    }
    for (const id of fresh) expect(await database.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);
    expect((await jobsWith(201)).length + (await jobsWith(202)).length + (await jobsWith(203)).length).toBe(2);
    expect(await jobsWith(202)).toEqual([]);
  });

  it('are not written again one by one when the database is out: every request gets the outage', async () => {
    const outage = Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });
    const spy = jest.spyOn(database, 'rows').mockRejectedValue(outage);
    try {
      const outcomes = await Promise.allSettled(
        [0, 1, 2].map((index) =>
          queue.enqueueWithRow(
            contactMessages,
            { id: randomUUID(), name: 'Ada', email: 'a@example.com', message: 'z' },
            TEST_QUEUE,
            { n: 300 + index },
          ),
        ),
      );
      expect(outcomes).toEqual([0, 1, 2].map(() => ({ status: 'rejected', reason: expect.anything() })));
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
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
