#!/usr/bin/env node
/**
 * `npm run jobs -- failed` lists jobs whose retries are spent; `npm run jobs -- retry <id>` puts
 * one back in its queue. Uses the backend's configuration (DATABASE_URL or DATA_DIR): on the
 * embedded database, stop the backend first, since one process at a time may open its folder.
 */
import 'reflect-metadata';
import { isUuid } from '../common/uuid';
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from '../database/open-database';
import { DatabaseConnectionError } from '../database/open-postgres';
import { DatabaseFolderInUseError } from '../database/pglite-lock';
import { JobQueue } from './job-queue';
import { ALL_QUEUES } from './queues';

const USAGE = 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Runs one command against an open queue and returns what to print. */
export async function runJobsCommand(queue: JobQueue, args: readonly string[]): Promise<string> {
  const [command, id, ...rest] = args;
  if (command === 'failed' && id === undefined) {
    const failed = await queue.failedJobs();
    if (failed.length === 0) return 'No failed jobs.';
    return failed
      .map(
        (job) =>
          `${job.id}  ${job.queue}  ${job.attempts} attempt${job.attempts === 1 ? '' : 's'}  ` +
          `failed ${job.failedAt?.toISOString() ?? 'at an unknown time'}  ${job.error}`,
      )
      .join('\n');
  }
  if (command === 'retry' && id !== undefined && rest.length === 0) {
    if (!isUuid(id)) throw new UsageError(`"${id}" is not a job id (a UUID, as \`npm run jobs -- failed\` lists).`);
    if (!(await queue.retry(id))) throw new UsageError(`No failed job has the id ${id}.`);
    return `Job ${id} is queued again.`;
  }
  throw new UsageError(USAGE);
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const queue = await JobQueue.start(database, config.jobs, ALL_QUEUES);
    try {
      console.info(await runJobsCommand(queue, process.argv.slice(2)));
    } finally {
      await queue.stop(0);
    }
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    const expected = [UsageError, ConfigError, DatabaseFolderInUseError, DatabaseConnectionError].some(
      (type) => error instanceof type,
    );
    console.error(expected ? (error as Error).message : error);
    process.exitCode = 1;
  });
}
