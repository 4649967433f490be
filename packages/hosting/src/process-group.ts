/**
 * Runs the site's services as child processes, prefixes their output with their name,
 * waits for each to answer, and takes them all down together.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface ServiceSpec {
  name: string;
  /** Script run with the current Node binary. */
  script: string;
  args?: string[];
  cwd: string;
  env?: Record<string, string>;
  /** Answers 2xx once the service is ready. */
  readyUrl: string;
}

const COLOURS = [36, 35, 33, 32, 34, 31, 96];

export class ProcessGroup {
  private readonly children = new Map<string, ChildProcess>();
  private stopping = false;
  private width = 0;

  constructor(private readonly onUnexpectedExit: (name: string, code: number | null) => void) {}

  start(spec: ServiceSpec): void {
    this.width = Math.max(this.width, spec.name.length);
    const child = spawn(process.execPath, [spec.script, ...(spec.args ?? [])], {
      cwd: spec.cwd,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.children.set(spec.name, child);
    const colour = COLOURS[(this.children.size - 1) % COLOURS.length];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream! }).on('line', (line) => {
        process.stdout.write(`\x1b[${colour}m${spec.name.padEnd(this.width)} |\x1b[0m ${line}\n`);
      });
    }
    child.once('exit', (code) => {
      this.children.delete(spec.name);
      if (!this.stopping) this.onUnexpectedExit(spec.name, code);
    });
  }

  async waitUntilReady(spec: ServiceSpec, timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.children.has(spec.name)) throw new Error(`${spec.name} exited before it was ready`);
      try {
        const response = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(2000) });
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${spec.name} did not answer ${spec.readyUrl} within ${timeoutMs / 1000} s`);
  }

  async stopAll(): Promise<void> {
    this.stopping = true;
    const exits = [...this.children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
          child.once('exit', () => {
            clearTimeout(kill);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
  }
}
