/**
 * The built backend (`node dist/main.js`) as a child process, for tests of what only a real
 * process shows: how it starts, stops on SIGTERM and comes back after `kill -9`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { freePort } from './free-port';

const BUILT = resolve(__dirname, '..', '..', 'dist');

/**
 * A built entry point (`main.js`, `jobs/jobs-cli.js`…), or a failure that says what to do when the
 * build is missing (CI builds before it tests).
 */
export function builtBackendEntry(entry = 'main.js'): string {
  const file = resolve(BUILT, entry);
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build -w backend\` first, then run the tests again.`);
  }
  return file;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface BackendProcess {
  readonly child: ChildProcess;
  /** Resolves when the process has exited (and been reaped). */
  readonly exited: Promise<Exit>;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
}

/**
 * Starts `node dist/main.js` with exactly `env` (plus PATH): nothing of the test run's own
 * environment, such as TEST_DATABASE_URL, leaks into it.
 */
export function spawnBuiltBackend(env: Record<string, string>): BackendProcess {
  const child = spawn(process.execPath, [builtBackendEntry()], {
    // No email is sent unless a test asks: the default relay is the developer's own MailDev.
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', JOB_WORKERS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })));
  return { child, exited, output: () => output };
}

export interface RunningBackend extends BackendProcess {
  readonly url: string;
  /** Sends the signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

/** Starts the built backend on `port` and resolves once GET /api/health answers 200. */
export async function startBuiltBackend(
  env: Record<string, string>,
  options: { port: number; timeoutMs?: number },
): Promise<RunningBackend> {
  const url = `http://127.0.0.1:${options.port}`;
  // The sandbox's listener needs a port of its own too; the default (3001) may be taken by another run.
  const sandboxPort = env.SANDBOX_PORT ?? String(await freePort());
  const backend = spawnBuiltBackend({
    ...env,
    HOST: '127.0.0.1',
    PORT: String(options.port),
    SANDBOX_PORT: sandboxPort,
  });
  let exit: Exit | undefined;
  void backend.exited.then((result) => (exit = result));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (exit === undefined) backend.child.kill(signal);
    return backend.exited;
  };
  // A fresh PGlite folder runs initdb first (several seconds, longer on a busy machine).
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (Date.now() < deadline) {
    if (exit !== undefined) {
      throw new Error(`The backend exited (${JSON.stringify(exit)}) before it answered:\n${backend.output()}`);
    }
    if (await answersHealthy(url)) return { ...backend, url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop('SIGKILL');
  throw new Error(`The backend did not answer ${url}/api/health within the time allowed:\n${backend.output()}`);
}

async function answersHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}
