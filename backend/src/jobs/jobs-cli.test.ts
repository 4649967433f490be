/** `npm run jobs -- failed` and `npm run jobs -- retry <id>`, on the run's engine, and its command line. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '../database/database-handle';
import { builtBackendEntry } from '../testing/built-backend';
import { createTestDatabase } from '../testing/test-database';
import { HELP, parseJobsArguments, runJobsCommand } from './jobs-cli';
import { JobQueue } from './job-queue';
import { defineQueue } from './queue-definition';

const FLAKY = defineQueue<{ to: string }>('cli-test', 30);

let database: DatabaseHandle;
let queue: JobQueue;

beforeAll(async () => {
  database = await createTestDatabase();
  queue = await JobQueue.start(database, { retryLimit: 0, retryDelaySeconds: 1 }, [FLAKY]);
});

afterAll(async () => {
  await queue?.stop(0);
  await database?.close();
});

async function stateOf(id: string): Promise<string | undefined> {
  const [row] = await database.rows<{ state: string }>('select state from pgboss.job where id = $1::uuid', [id]);
  return row?.state;
}

async function waitForState(id: string, state: string): Promise<void> {
  for (let tries = 0; tries < 150 && (await stateOf(id)) !== state; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await stateOf(id)).toBe(state);
}

it('lists failed jobs with their error, and retry queues one again', async () => {
  expect(await runJobsCommand(queue, ['failed'])).toBe('No failed jobs.');
  let relayUp = false;
  await queue.work(FLAKY, 1, async () => {
    if (!relayUp) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
  });
  const id = await database.transaction((tx) => queue.enqueue(tx, FLAKY, { to: 'ada@example.com' }));
  await waitForState(id, 'failed');

  expect(await runJobsCommand(queue, ['failed'])).toMatch(
    new RegExp(`^${id}  cli-test  1 attempt  failed \\S+  connect ECONNREFUSED 127.0.0.1:25$`),
  );

  relayUp = true;
  expect(await runJobsCommand(queue, ['retry', id])).toBe(`Job ${id} is queued again.`);
  await waitForState(id, 'completed');
  expect(await runJobsCommand(queue, ['failed'])).toBe('No failed jobs.');
});

it.each([
  [[], 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>'],
  [['retry'], 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>'],
  [['failed', 'extra'], 'Usage: npm run jobs -- failed | npm run jobs -- retry <job id>'],
  [['retry', 'abc'], '"abc" is not a job id (a UUID, as `npm run jobs -- failed` lists).'],
  [['retry', '00000000-0000-0000-0000-000000000000'], 'No failed job has the id 00000000-0000-0000-0000-000000000000.'],
])('answers %j with a sentence', async (args, message) => {
  await expect(runJobsCommand(queue, args)).rejects.toThrow(message);
});

describe('the command line', () => {
  it.each([[['--help']], [['-h']], [['failed', '--help']], [['--frobnicate', '--help']]])(
    '%j asks for the help',
    (args) => {
      expect(parseJobsArguments(args)).toEqual({ kind: 'help' });
    },
  );

  it.each([
    [['--frobnicate'], '--frobnicate'],
    [['failed', '-x'], '-x'],
    [['retry', '--force', '00000000-0000-0000-0000-000000000000'], '--force'],
  ])('%j is refused in one sentence naming the option', (args, option) => {
    expect(parseJobsArguments(args)).toEqual({
      kind: 'unknown-option',
      message: `jobs: unknown option '${option}'. Try 'npm run jobs -- --help'.`,
    });
  });

  it.each([[[]], [['failed']], [['retry', 'abc']]])('%j goes to the command, which judges it', (args) => {
    expect(parseJobsArguments(args)).toEqual({ kind: 'command', args });
  });
});

describe('the built CLI', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'northvault-jobs-cli-'));
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  /** Runs `node dist/jobs/jobs-cli.js` in an empty folder, on an embedded database there. */
  function runCli(...args: string[]) {
    return spawnSync(process.execPath, [builtBackendEntry('jobs/jobs-cli.js'), ...args], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', DATA_DIR: join(folder, 'data') },
      encoding: 'utf8',
      timeout: 20_000,
    });
  }

  it('--help prints the usage on stdout and exits 0, opening no database', () => {
    const run = runCli('--help');
    expect(run.stderr).toBe('');
    expect(run.stdout).toBe(`${HELP}\n`);
    expect(run.status).toBe(0);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('an unknown option prints one line on stderr and exits 2, with no stack trace', () => {
    const run = runCli('--frobnicate');
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe("jobs: unknown option '--frobnicate'. Try 'npm run jobs -- --help'.\n");
    expect(run.status).toBe(2);
    expect(readdirSync(folder)).toEqual([]);
  });
});
