import type { DatabaseHandle } from '../database/database-handle';
import { supportTickets, users } from '../database/schema';
import { type AppConfig, loadConfig } from '../config/app-config';
import { EmailOutbox } from '../email/email-outbox';
import { RecipientCaps } from '../email/recipient-caps';
import { JobQueue } from '../jobs/job-queue';
import { EMAIL_QUEUE } from '../email/email-job';
import { createTestDatabase } from '../testing/test-database';
import { FixedWindowThrottlerStorage } from '../throttling/fixed-window-storage';
import type { CreateSupportTicketDto } from './create-support-ticket.dto';
import { RequestLogs } from '../request-log/public';
import { AttachedRequests } from './customer/attached-requests';
import { SupportTicketsService } from './support-tickets.service';

const INPUT: CreateSupportTicketDto = { name: 'Grace', email: 'grace@example.com', subject: 'Hi', message: 'Help' };

describe('SupportTicketsService', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  let emails: EmailOutbox;
  const storage = new FixedWindowThrottlerStorage();
  const caps = new RecipientCaps(storage, { auth: { sessionSecret: 'a test secret' } } as AppConfig);
  const service = (generate: () => string) =>
    new SupportTicketsService(
      generate,
      database,
      emails,
      caps,
      { now: () => new Date() },
      loadConfig({ NODE_ENV: 'test' }),
      new AttachedRequests(new RequestLogs(database, { now: () => new Date() })),
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    queue = await JobQueue.start(database, { retryLimit: 0, retryDelaySeconds: 1 }, [EMAIL_QUEUE]);
    emails = new EmailOutbox(queue);
  });

  afterAll(async () => {
    await queue.stop();
    await database.close();
    await storage.close();
  });

  const emailJobs = async () =>
    (
      await database.rows<{ count: number }>(`select count(*)::int as count from pgboss.job where name = 'email'`, [])
    )[0]!.count;

  /** A generator that hands out the given ids in order. */
  const idsInOrder = (...ids: string[]) => jest.fn(() => ids.shift() ?? 'TKT-EXHAUSTD');

  it('draws a new ticket id when the first one is already taken', async () => {
    await service(idsInOrder('TKT-AAAAAAAA')).create(INPUT, null);
    const generate = idsInOrder('TKT-AAAAAAAA', 'TKT-BBBBBBBB');

    const result = await service(generate).create(INPUT, null);

    expect(result).toEqual({ ticketId: 'TKT-BBBBBBBB', emailSent: true });
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('gives up after five clashes instead of looping forever, and queues no email for a ticket it did not write', async () => {
    const before = await database.db.$count(supportTickets);
    const jobsBefore = await emailJobs();
    const generate = jest.fn(() => 'TKT-AAAAAAAA');

    await expect(service(generate).create(INPUT, null)).rejects.toThrow();

    expect(generate).toHaveBeenCalledTimes(5);
    expect(await database.db.$count(supportTickets)).toBe(before);
    expect(await emailJobs()).toBe(jobsBefore);
  });

  it('links the ticket to the signed-in user it is given', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'http://localhost:9000', subject: 'grace', email: 'grace@example.com' })
      .returning();
    const { ticketId } = await service(idsInOrder('TKT-CCCCCCCC')).create(INPUT, user!);
    const rows = await database.db.select().from(supportTickets);
    expect(rows.find((row) => row.ticketId === ticketId)).toMatchObject({ userId: user!.id });
  });
});
