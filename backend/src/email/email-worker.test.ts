/**
 * A job that runs again (its worker crashed after sending, before the queue heard back) sends
 * nothing the second time, and every attempt of one job carries the same Message-ID.
 */
import { randomUUID } from 'node:crypto';
import { loadConfig } from '../config/app-config';
import type { DatabaseHandle } from '../database/database-handle';
import { emailDeliveries } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import { EMAIL_QUEUE } from './email-job';
import { MailCatcher } from '../testing/mail-catcher';
import { createTestDatabase } from '../testing/test-database';
import type { EmailJob } from './email-job';
import { EmailWorker } from './email-worker';
import { type OutgoingEmail, SmtpMailer } from './mailer';

let mail: MailCatcher;
let database: DatabaseHandle;
let queue: JobQueue;
let mailer: SmtpMailer;
let worker: EmailWorker;

beforeAll(async () => {
  mail = await MailCatcher.start();
  database = await createTestDatabase();
  const config = loadConfig({ SMTP_URL: mail.smtpUrl, JOB_WORKERS: 'off' });
  queue = await JobQueue.start(database, config.jobs, [EMAIL_QUEUE]);
  mailer = new SmtpMailer(config.mail);
  worker = new EmailWorker(config, database, mailer, queue);
});

afterAll(async () => {
  mailer?.close();
  await queue?.stop(0);
  await database?.close();
  await mail?.stop();
});

const contactEmail = (address: string): EmailJob => ({ kind: 'contact-received', to: { name: 'Ada', address } });

it('sends a job once however often it runs', async () => {
  const address = `ada-${randomUUID().slice(0, 8)}@example.com`;
  const job = { id: randomUUID(), data: contactEmail(address) };

  await worker.deliver(job);
  await worker.deliver(job);
  await Promise.all([worker.deliver(job), worker.deliver(job)].map((attempt) => attempt.catch(() => undefined)));

  const delivered = await mail.waitFor((email) => email.to[0]?.address === address, 2, 2_000);
  expect(delivered).toHaveLength(1);
  expect(delivered[0]!.headers['message-id']).toBe(`<${job.id}@northvault.localhost>`);
  expect(await database.db.$count(emailDeliveries)).toBeGreaterThanOrEqual(1);
});

it('gives every attempt of a job the same Message-ID, so a receiver can drop a repeat', async () => {
  const seen: string[] = [];
  const failingOnce = {
    send: async (email: OutgoingEmail) => {
      seen.push(email.messageId);
      if (seen.length === 1) throw new Error('connection reset after DATA');
    },
    close: () => undefined,
  };
  const flaky = new EmailWorker(loadConfig({}), database, failingOnce, queue);
  const job = { id: randomUUID(), data: contactEmail('grace@example.com') };
  await expect(flaky.deliver(job)).rejects.toThrow('connection reset after DATA');
  await flaky.deliver(job);
  expect(seen).toEqual([`<${job.id}@northvault.localhost>`, `<${job.id}@northvault.localhost>`]);
});
