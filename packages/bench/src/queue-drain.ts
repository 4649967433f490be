/**
 * How fast the job queue empties: 1,000 support tickets are written with the workers off (each
 * queues its confirmation email in its own transaction), then `npm run worker` starts and sends
 * them all to MailDev. The time runs from the worker's "running" line to the 1,000th email caught.
 */
import path from 'node:path';
import type { BenchEngine } from './bench-engines';
import { repositoryRoot, startService } from './child-services';

export const DRAIN_JOBS = 1_000;

export interface DrainResult {
  jobs: number;
  seconds: number;
}

async function caughtEmails(mailApi: string): Promise<number> {
  const response = await fetch(`${mailApi}/email`);
  return ((await response.json()) as unknown[]).length;
}

async function writeTickets(api: string, count: number): Promise<void> {
  let next = 0;
  const writer = async () => {
    while (next < count) {
      next += 1;
      const response = await fetch(`${api}/support`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Drain',
          // An address per ticket: one address gets a few emails an hour (recipient caps), the rest would be held.
          email: `drain+${next}@example.com`,
          subject: `Drain ${next}`,
          message: 'Queued.',
        }),
      });
      if (response.status !== 201) throw new Error(`POST /api/support answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, writer));
}

export async function measureQueueDrain(
  engine: BenchEngine,
  backendEnv: Record<string, string>,
  backendPort: number,
  mail: { smtpUrl: string; api: string },
): Promise<DrainResult> {
  const env = { ...backendEnv, ...engine.env, SMTP_URL: mail.smtpUrl };
  const backend = await startService(
    'backend',
    path.join(repositoryRoot, 'backend/dist/main.js'),
    { ...env, PORT: String(backendPort), JOB_WORKERS: 'off' },
    { url: `http://localhost:${backendPort}/api/health` },
  );
  try {
    await writeTickets(`http://localhost:${backendPort}/api`, DRAIN_JOBS);
  } finally {
    // The embedded database is one process's at a time: the worker opens it next.
    await backend.stop();
  }
  const before = await caughtEmails(mail.api);
  // At info level, so its "running" line shows.
  const worker = await startService(
    'worker',
    path.join(repositoryRoot, 'backend/dist/worker.js'),
    { ...env, LOG_LEVEL: 'info' },
    {
      line: /Job worker running/,
    },
  );
  const started = Date.now();
  try {
    const deadline = started + 120_000;
    while ((await caughtEmails(mail.api)) - before < DRAIN_JOBS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return { jobs: (await caughtEmails(mail.api)) - before, seconds: (Date.now() - started) / 1000 };
  } finally {
    await worker.stop();
  }
}
