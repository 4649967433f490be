#!/usr/bin/env node
/**
 * `npm run jobs -- failed` lists jobs whose retries are spent; `npm run jobs -- retry <id>` puts
 * one back in its queue. Uses the backend's configuration (DATABASE_URL or DATA_DIR): on the
 * embedded database, stop the backend first, since one process at a time may open its folder.
 * It creates no queue: it reads and retries the jobs of the queues the backend created.
 */
import 'reflect-metadata';
import { isUuid } from '../common/uuid';
import { ConfigError, loadConfig } from '../config/app-config';
import { openDatabase } from '../database/open-database';
import { DatabaseConnectionError } from '../database/open-postgres';
import { DatabaseFolderInUseError } from '../database/pglite-lock';
import { JobQueue } from './job-queue';

const USAGE = 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>';

export const HELP = [
  USAGE,
  '',
  '  failed          list the jobs whose retries are spent, newest first, with their last error',
  '  retry <job id>  put a failed job back in its queue',
  '  --help, -h      print this help',
  '',
  "Uses the backend's configuration (DATABASE_URL or DATA_DIR). On the embedded database, stop the backend first.",
].join('\n');

/** What the command line asks for, read before anything is opened. */
export type JobsInvocation =
  { kind: 'help' } | { kind: 'unknown-option'; message: string } | { kind: 'command'; args: readonly string[] };

export function parseJobsArguments(args: readonly string[]): JobsInvocation {
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { kind: 'help' };
  const option = args.find((arg) => arg.startsWith('-'));
  if (option !== undefined) {
    return { kind: 'unknown-option', message: `jobs: unknown option '${option}'. Try 'npm run jobs -- --help'.` };
  }
  return { kind: 'command', args };
}

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

/** Exit status of a command line the CLI could not read, as getopt-style tools answer. */
const MISUSE = 2;

async function main(): Promise<void> {
  const invocation = parseJobsArguments(process.argv.slice(2));
  if (invocation.kind === 'help') {
    console.info(HELP);
    return;
  }
  if (invocation.kind === 'unknown-option') {
    console.error(invocation.message);
    process.exitCode = MISUSE;
    return;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    const queue = await JobQueue.start(database, config.jobs, []);
    try {
      console.info(await runJobsCommand(queue, invocation.args));
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
