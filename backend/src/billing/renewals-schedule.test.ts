/**
 * The renewal pass runs from the queue's cron scheduler, never from a timer of the process: with
 * workers on, the app sets the schedule in the queue's tables, and a job of the queue runs one pass.
 */
import { eq } from 'drizzle-orm';
import { CLOCK, type Clock } from '../clock/clock';
import { subscriptions } from '../database/schema';
import { JobQueue } from '../jobs/job-queue';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RENEWALS_QUEUE, RENEWALS_SCHEDULE } from './renewals-job';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp({ env: { JOB_WORKERS: 'in-process' } });
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => api?.close());

it('schedules the renewal pass on the queue every ten minutes', async () => {
  const rows = await api.database.rows<{ name: string; cron: string; timezone: string | null }>(
    'select name, cron, timezone from pgboss.schedule where name = $1',
    [RENEWALS_QUEUE.name],
  );
  expect(rows).toEqual([{ name: 'billing-renewals', cron: RENEWALS_SCHEDULE, timezone: 'UTC' }]);
  expect(RENEWALS_SCHEDULE).toBe('*/10 * * * *');
});

it('a job of the renewals queue runs one pass: a period that ended is renewed', async () => {
  const clock = api.app.get<Clock>(CLOCK);
  jest.spyOn(clock, 'now').mockImplementation(() => new Date('2026-02-01T00:00:00.000Z'));
  const customer = await signedInCustomer(api, 'starter');
  jest.spyOn(clock, 'now').mockImplementation(() => new Date('2026-03-01T00:01:00.000Z'));

  const queue = api.app.get(JobQueue);
  await api.database.transaction((tx) => queue.enqueue(tx, RENEWALS_QUEUE, {}));
  const periodEnd = async () => {
    const [row] = await api.database.db
      .select({ end: subscriptions.currentPeriodEnd })
      .from(subscriptions)
      .where(eq(subscriptions.accountId, customer.userId));
    return row!.end.toISOString();
  };
  const deadline = Date.now() + 20_000;
  while ((await periodEnd()) !== '2026-04-01T00:00:00.000Z' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await periodEnd()).toBe('2026-04-01T00:00:00.000Z');
});
