/** Starts the site's services as child processes for a benchmark and takes them down afterwards. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repositoryRoot = path.resolve(__dirname, '../../..');

export interface Service {
  name: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Runs `script` with Node and resolves once `readyUrl` answers 2xx, or once `readyLine` is printed. */
export async function startService(
  name: string,
  script: string,
  env: Record<string, string>,
  ready: { url?: string; line?: RegExp },
  timeoutMs = 120_000,
  args: string[] = [],
): Promise<Service> {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let lineSeen = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (ready.line?.test(output)) lineSeen = true;
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGTERM');
    });

  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited (code ${child.exitCode}):\n${output}`);
    if (ready.line && lineSeen) return { name, child, stop };
    if (ready.url) {
      const ok = await fetch(ready.url, { signal: AbortSignal.timeout(2000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return { name, child, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`${name} was not ready within ${timeoutMs / 1000} s:\n${output}`);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A fixed-width text table. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column]!.length)));
  return cells.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}
