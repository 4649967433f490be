/**
 * Features register their queues with the job module (`JobsModule.forFeature`); nothing lists them
 * centrally. So: the app creates (and configures) every queue at start on every instance, whether
 * or not it runs workers, and `npm run worker`'s module creates them too and starts a worker on each.
 * EVERY_QUEUE, the list the test snapshot uses, is held to the same set.
 */
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import { loadConfig } from './config/app-config';
import type { DatabaseHandle } from './database/database-handle';
import { JobQueue } from './jobs/job-queue';
import { EVERY_QUEUE } from './testing/every-queue';
import { createTestApp } from './testing/test-app';
import { createTestDatabase } from './testing/test-database';
import { WorkerModule } from './worker.module';

/** Not the default (5) nor the snapshot's (0): only a start that configured the queue sets it. */
const RETRY_LIMIT = '7';

const everyName = EVERY_QUEUE.map((queue) => queue.name).sort();

async function queuesConfiguredAtStart(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.rows<{ name: string }>('select name from pgboss.queue where retry_limit = $1', [
    Number(RETRY_LIMIT),
  ]);
  return rows.map((row) => row.name).sort();
}

afterEach(() => jest.restoreAllMocks());

it('the app creates every registered queue at start, with its workers off', async () => {
  const database = await createTestDatabase();
  const api = await createTestApp({ database, env: { JOB_WORKERS: 'off', JOB_RETRY_LIMIT: RETRY_LIMIT } });
  try {
    expect(await queuesConfiguredAtStart(database)).toEqual(everyName);
  } finally {
    await api.close();
    await database.close();
  }
});

it('`npm run worker` creates every registered queue and starts a worker on each', async () => {
  const database = await createTestDatabase();
  // The workers' own behaviour is tested with their features; here only which queues they work.
  const work = jest.spyOn(JobQueue.prototype, 'work').mockResolvedValue();
  const config = loadConfig({ NODE_ENV: 'test', JOB_WORKERS: 'in-process', JOB_RETRY_LIMIT: RETRY_LIMIT });
  const worker = await NestFactory.createApplicationContext(
    WorkerModule.forRoot({ config, database, logger: pino({ enabled: false }) }),
    { logger: false, abortOnError: false },
  );
  try {
    await worker.init();
    expect(await queuesConfiguredAtStart(database)).toEqual(everyName);
    expect(work.mock.calls.map(([queue]) => queue.name).sort()).toEqual(everyName);
  } finally {
    // The worker module owns the database it is given, as `npm run worker` does.
    await worker.close();
  }
});
