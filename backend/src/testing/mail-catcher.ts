/**
 * MailDev, the mail catcher `npm start` runs, as a child process of the test on free ports with a
 * mail folder of its own; the test reads what was delivered from MailDev's REST API.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { maildevArguments, maildevEntry } from '@northvault/hosting/mail-catcher-command';
import { freePort } from './free-port';

export interface CaughtEmail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string; name: string }>;
  headers: Record<string, string>;
  envelope: { to: Array<{ address: string }> };
}

export class MailCatcher {
  private constructor(
    private readonly child: ChildProcess,
    private readonly folder: string,
    readonly smtpPort: number,
    readonly webPort: number,
  ) {}

  get smtpUrl(): string {
    return `smtp://127.0.0.1:${this.smtpPort}`;
  }

  get apiUrl(): string {
    return `http://127.0.0.1:${this.webPort}/api`;
  }

  static async start(): Promise<MailCatcher> {
    const [smtpPort, webPort] = [await freePort(), await freePort()];
    const folder = mkdtempSync(join(tmpdir(), 'northvault-mail-'));
    const child = spawn(
      process.execPath,
      [maildevEntry(), ...maildevArguments({ smtpPort, webPort, mailDirectory: folder })],
      { stdio: 'ignore' },
    );
    const catcher = new MailCatcher(child, folder, smtpPort, webPort);
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break;
      const ready = await fetch(`${catcher.apiUrl}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return catcher;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await catcher.stop();
    throw new Error('MailDev did not start');
  }

  async emails(): Promise<CaughtEmail[]> {
    const response = await fetch(`${this.apiUrl}/email`);
    if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
    return (await response.json()) as CaughtEmail[];
  }

  /** The raw message as it arrived over SMTP: headers exactly as the sender wrote them. */
  async source(id: string): Promise<string> {
    return (await fetch(`${this.apiUrl}/email/${id}/source`)).text();
  }

  /** Polls until `matching` finds `count` emails (or more), then returns what it found. */
  async waitFor(matching: (email: CaughtEmail) => boolean, count = 1, timeoutMs = 20_000): Promise<CaughtEmail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = (await this.emails()).filter(matching);
      if (found.length >= count || Date.now() > deadline) return found;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    rmSync(this.folder, { recursive: true, force: true });
  }
}
