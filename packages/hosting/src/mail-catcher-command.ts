/**
 * How to run MailDev, the local mail catcher: `npm start` runs it unless SMTP_URL names a real
 * relay, and tests run their own on free ports. MailDev ships as ESM only, so it runs from its
 * command-line entry as a child process.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface MailCatcherOptions {
  smtpPort: number;
  webPort: number;
  /** Where caught mail is kept (and reloaded from on restart). */
  mailDirectory: string;
}

export function maildevEntry(from = __dirname): string {
  for (let folder = from; folder !== dirname(folder); folder = dirname(folder)) {
    const entry = join(folder, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
    if (existsSync(entry)) return entry;
  }
  throw new Error('MailDev is not installed: run npm install');
}

/** Arguments for the entry: loopback only, since the inbox has no password. */
export function maildevArguments(options: MailCatcherOptions): string[] {
  return [
    ...['--smtp', String(options.smtpPort), '--web', String(options.webPort)],
    ...['--ip', '127.0.0.1', '--web-ip', '127.0.0.1'],
    ...['--mail-directory', options.mailDirectory, '--silent'],
  ];
}
