import { eq } from 'drizzle-orm';
import { contactMessages } from '../database/schema';
import { createTestApp, type TestApp } from '../testing/test-app';

const VALID = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Tell me about the Business plan.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('POST /api/contact', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  const storedCount = () => testApp.database.db.$count(contactMessages);

  /** Sends a bad request and checks the error body and that nothing was stored. */
  async function expectRejected(send: () => Promise<{ status: number; body: unknown }>, expected: object) {
    const before = await storedCount();
    const response = await send();
    expect({ status: response.status, body: response.body }).toEqual({
      status: (expected as { statusCode: number }).statusCode,
      body: { success: false, ...expected },
    });
    expect(await storedCount()).toBe(before);
  }

  const post = (body: unknown) => () =>
    testApp
      .http()
      .post('/api/contact')
      .send(body as object);

  it('stores the message, trimmed, and answers 201 with its id', async () => {
    const response = await testApp
      .http()
      .post('/api/contact')
      .send({
        name: '  Ada Lovelace ',
        email: ' ada@example.com ',
        message: 'Hello',
        company: ' Analytical Engines ',
        phone: '+44 20 7946 0000',
      })
      .expect(201);

    expect(response.body).toEqual({ success: true, id: expect.stringMatching(UUID), emailSent: true });
    const [row] = await testApp.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, response.body.id));
    expect(row).toEqual({
      id: response.body.id,
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'Hello',
      company: 'Analytical Engines',
      phone: '+44 20 7946 0000',
      createdAt: expect.any(Date),
    });
  });

  it('stores company and phone as not given when they are left out or empty', async () => {
    const omitted = await testApp.http().post('/api/contact').send(VALID).expect(201);
    const empty = await testApp
      .http()
      .post('/api/contact')
      .send({ ...VALID, company: '', phone: '   ' })
      .expect(201);

    for (const id of [omitted.body.id, empty.body.id]) {
      const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row).toMatchObject({ company: null, phone: null });
    }
  });

  const ASKED_FOR = [
    ['name', 'Enter your name.'],
    ['email', 'Enter your email address.'],
    ['message', 'Enter your message.'],
  ];

  it.each(ASKED_FOR)('refuses a message without %s, asking for it', async (field, sentence) => {
    const body: Record<string, unknown> = { ...VALID };
    delete body[field];
    await expectRejected(post(body), { statusCode: 400, error: sentence, fields: { [field]: sentence } });
  });

  it.each(ASKED_FOR)('refuses a blank %s, asking for it', async (field, sentence) => {
    await expectRejected(post({ ...VALID, [field]: '   ' }), {
      statusCode: 400,
      error: sentence,
      fields: { [field]: sentence },
    });
  });

  it('lists every missing field, the first one as the error', async () => {
    await expectRejected(post({}), {
      statusCode: 400,
      error: 'Enter your name.',
      fields: { name: 'Enter your name.', email: 'Enter your email address.', message: 'Enter your message.' },
    });
  });

  it.each(['ada', 'ada@example', 'ada @example.com', 'ada@@example.com'])(
    'refuses the email %s in the product’s words, naming the field only as its key',
    async (email) => {
      await expectRejected(post({ ...VALID, email }), {
        statusCode: 400,
        error: 'Invalid email address',
        fields: { email: 'Invalid email address' },
      });
    },
  );

  it('never answers with class-validator’s wording', async () => {
    const response = await post({ ...VALID, email: 'ada@example' })().expect(400);
    expect(JSON.stringify(response.body)).not.toMatch(/must be a valid email|must be an email/);
  });

  it.each([
    ['a NUL in the name', { name: 'Ada\u0000' }, 'Your name must not contain control characters.'],
    [
      'an escape sequence in the company',
      { company: '\u001b[2J' },
      'Your company name must not contain control characters.',
    ],
    ['a NUL in the message', { message: 'Hello\u0000' }, 'Your message must not contain control characters.'],
    ['half a surrogate pair in the phone', { phone: '+44 \ud800' }, 'Your phone number must be valid Unicode text.'],
    [
      'an email over 254 characters',
      { email: `${'a'.repeat(250)}@example.com` },
      'Your email address must be at most 254 characters.',
    ],
    [
      'a message over 5,000 characters',
      { message: 'x'.repeat(5001) },
      'Your message must be at most 5,000 characters.',
    ],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, change, message) => {
    const field = Object.keys(change)[0]!;
    await expectRejected(post({ ...VALID, ...change }), {
      statusCode: 400,
      error: message,
      fields: { [field]: message },
    });
  });

  it('keeps line breaks and tabs in the message', async () => {
    await post({ ...VALID, message: 'Line 1\r\n\tLine 2' })().expect(201);
  });

  it('refuses an unknown field', async () => {
    await expectRejected(post({ ...VALID, foo: 'bar' }), {
      statusCode: 400,
      error: 'Unknown field: foo',
      fields: { foo: 'Unknown field: foo' },
    });
  });

  it.each([
    ['name', 42, 'Your name must be text.'],
    ['email', ['ada@example.com'], 'Your email address must be text.'],
    ['message', { text: 'Hello' }, 'Your message must be text.'],
    ['company', 7, 'Your company name must be text.'],
    ['phone', true, 'Your phone number must be text.'],
  ])('refuses a %s that is not a string', async (field, value, sentence) => {
    await expectRejected(post({ ...VALID, [field]: value }), {
      statusCode: 400,
      error: sentence,
      fields: { [field]: sentence },
    });
  });

  it.each([
    ['a JSON array', [VALID]],
    ['a JSON string', '"hello"'],
  ])('refuses %s as the body', async (_label, body) => {
    const send = () =>
      testApp
        .http()
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body));
    const expected = typeof body === 'string' ? 'Request body is not valid JSON' : 'Request body must be a JSON object';
    await expectRejected(send, { statusCode: 400, error: expected });
  });

  it('refuses a body that is not JSON', async () => {
    const send = () =>
      testApp.http().post('/api/contact').set('Content-Type', 'application/x-www-form-urlencoded').send('name=Ada');
    await expectRejected(send, { statusCode: 400, error: 'Request body must be a JSON object' });
  });

  it('refuses malformed JSON', async () => {
    const send = () =>
      testApp.http().post('/api/contact').set('Content-Type', 'application/json').send('{"name": "Ada",');
    await expectRejected(send, { statusCode: 400, error: 'Request body is not valid JSON' });
  });

  it('refuses a body over 100 kB with 413', async () => {
    await expectRejected(post({ ...VALID, message: 'x'.repeat(200 * 1024) }), {
      statusCode: 413,
      error: 'Request body is too large',
    });
  });
});
