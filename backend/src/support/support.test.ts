import { eq } from 'drizzle-orm';
import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '@northvault/contracts/support';
import { supportTickets } from '../database/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { TICKET_ID_PATTERN } from './ticket-id';

const VALID = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  subject: 'Webhook retries',
  message: 'Retries stopped at 3.',
};

describe('POST /api/support', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  const storedCount = () => testApp.database.db.$count(supportTickets);

  const findTicket = async (ticketId: string) => {
    const [row] = await testApp.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
    return row;
  };

  async function expectRejected(body: unknown, error: string, fields: Record<string, string>) {
    const before = await storedCount();
    const response = await testApp
      .http()
      .post('/api/support')
      .send(body as object);
    expect({ status: response.status, body: response.body }).toEqual({
      status: 400,
      body: { success: false, statusCode: 400, error, fields },
    });
    expect(await storedCount()).toBe(before);
  }

  it('stores the ticket with the default priority and category and answers 201 with its ticket id', async () => {
    const response = await testApp.http().post('/api/support').send(VALID).expect(201);

    expect(response.body).toEqual({
      success: true,
      ticketId: expect.stringMatching(TICKET_ID_PATTERN),
      emailSent: true,
    });
    expect(await findTicket(response.body.ticketId)).toEqual({
      id: expect.any(String),
      ticketId: response.body.ticketId,
      ...VALID,
      priority: 'medium',
      category: 'general',
      accountId: null,
      userId: null,
      createdAt: expect.any(Date),
      status: 'open',
      assigneeId: null,
      firstResponseDueAt: expect.any(Date),
      firstResponseAt: null,
      overdue: false,
      lastActivityAt: expect.any(Date),
      requestId: null,
      previousTicketId: null,
      source: 'web',
      messageId: null,
    });
  });

  it('stores the chosen priority, category and account id, trimmed', async () => {
    const response = await testApp
      .http()
      .post('/api/support')
      .send({ ...VALID, subject: '  Card declined  ', priority: 'urgent', category: 'billing', accountId: ' acct_42 ' })
      .expect(201);

    expect(await findTicket(response.body.ticketId)).toMatchObject({
      subject: 'Card declined',
      priority: 'urgent',
      category: 'billing',
      accountId: 'acct_42',
    });
  });

  it('treats an empty account id as not given', async () => {
    const response = await testApp
      .http()
      .post('/api/support')
      .send({ ...VALID, accountId: '' })
      .expect(201);
    expect(await findTicket(response.body.ticketId)).toMatchObject({ accountId: null });
  });

  it('accepts every priority and category of the contracts package', async () => {
    for (const [index, priority] of SUPPORT_PRIORITIES.entries()) {
      const category = SUPPORT_CATEGORIES[index % SUPPORT_CATEGORIES.length];
      const response = await testApp
        .http()
        .post('/api/support')
        .send({ ...VALID, priority, category })
        .expect(201);
      expect(await findTicket(response.body.ticketId)).toMatchObject({ priority, category });
    }
  });

  it('gives every ticket its own id', async () => {
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map(() => testApp.http().post('/api/support').send(VALID).expect(201)),
    );
    expect(new Set(responses.map((response) => response.body.ticketId)).size).toBe(5);
  });

  it('accepts a message of up to 20,000 characters, line breaks and tabs included, and refuses a longer one', async () => {
    const message = `${'x'.repeat(19_992)}\n\tline 2`;
    const response = await testApp
      .http()
      .post('/api/support')
      .send({ ...VALID, message })
      .expect(201);
    expect((await findTicket(response.body.ticketId))?.message).toHaveLength(20_000);
    const refused = await testApp
      .http()
      .post('/api/support')
      .send({ ...VALID, message: 'x'.repeat(20_001) })
      .expect(400);
    expect(refused.body.error).toBe('Your message must be at most 20,000 characters.');
  });

  it.each([
    ['name', 'Enter your name.'],
    ['email', 'Enter your email address.'],
    ['subject', 'Enter a subject.'],
    ['message', 'Enter your message.'],
  ])('refuses a ticket without %s, asking for it', async (field, sentence) => {
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    await expectRejected(body, sentence, { [field]: sentence });
  });

  it('lists every missing field, the first one as the error', async () => {
    await expectRejected({ priority: 'low' }, 'Enter your name.', {
      name: 'Enter your name.',
      email: 'Enter your email address.',
      subject: 'Enter a subject.',
      message: 'Enter your message.',
    });
  });

  it('refuses a bad email in the product’s words', async () => {
    await expectRejected({ ...VALID, email: 'grace@' }, 'Invalid email address', {
      email: 'Invalid email address',
    });
  });

  it.each(['critical', 'HIGH', '', 3])('refuses the priority %p', async (priority) => {
    await expectRejected({ ...VALID, priority }, 'Choose a priority: low, medium, high or urgent.', {
      priority: 'Choose a priority: low, medium, high or urgent.',
    });
  });

  it.each(['sales', 'Billing', ['billing']])('refuses the category %p', async (category) => {
    await expectRejected({ ...VALID, category }, 'Choose a category: technical, billing, general or security.', {
      category: 'Choose a category: technical, billing, general or security.',
    });
  });

  it('refuses an unknown field, such as a user id chosen by the client', async () => {
    await expectRejected({ ...VALID, userId: 'someone-else' }, 'Unknown field: userId', {
      userId: 'Unknown field: userId',
    });
  });

  it.each([
    ['name', 1, 'Your name must be text.'],
    ['subject', ['a', 'b'], 'A subject must be text.'],
    ['message', { body: 'x' }, 'Your message must be text.'],
    ['accountId', 42, 'The account ID must be text.'],
  ])('refuses a %s that is not a string', async (field, value, sentence) => {
    await expectRejected({ ...VALID, [field]: value }, sentence, {
      [field]: sentence,
    });
  });
});
