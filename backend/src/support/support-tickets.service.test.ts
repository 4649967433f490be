import type { DatabaseHandle } from '../database/database-handle';
import { supportTickets, users } from '../database/schema';
import { createTestDatabase } from '../testing/test-database';
import type { CreateSupportTicketDto } from './create-support-ticket.dto';
import { SupportTicketsService } from './support-tickets.service';

const INPUT: CreateSupportTicketDto = { name: 'Grace', email: 'grace@example.com', subject: 'Hi', message: 'Help' };

describe('SupportTicketsService', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(() => database.close());

  /** A generator that hands out the given ids in order. */
  const idsInOrder = (...ids: string[]) => jest.fn(() => ids.shift() ?? 'TKT-EXHAUSTD');

  it('draws a new ticket id when the first one is already taken', async () => {
    await new SupportTicketsService(database, idsInOrder('TKT-AAAAAAAA')).create(INPUT, null);
    const generate = idsInOrder('TKT-AAAAAAAA', 'TKT-BBBBBBBB');

    const result = await new SupportTicketsService(database, generate).create(INPUT, null);

    expect(result).toEqual({ ticketId: 'TKT-BBBBBBBB' });
    expect(generate).toHaveBeenCalledTimes(2);
  });

  it('gives up after five clashes instead of looping forever', async () => {
    const before = await database.db.$count(supportTickets);
    const generate = jest.fn(() => 'TKT-AAAAAAAA');

    await expect(new SupportTicketsService(database, generate).create(INPUT, null)).rejects.toThrow();

    expect(generate).toHaveBeenCalledTimes(5);
    expect(await database.db.$count(supportTickets)).toBe(before);
  });

  it('links the ticket to the signed-in user it is given', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ issuer: 'http://localhost:9000', subject: 'grace', email: 'grace@example.com' })
      .returning();
    const { ticketId } = await new SupportTicketsService(database, idsInOrder('TKT-CCCCCCCC')).create(INPUT, user!.id);
    const rows = await database.db.select().from(supportTickets);
    expect(rows.find((row) => row.ticketId === ticketId)).toMatchObject({ userId: user!.id });
  });
});
