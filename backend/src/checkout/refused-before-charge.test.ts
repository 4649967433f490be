/**
 * What the checkout refuses before the gateway is asked: text that is not text, and a second
 * anonymous purchase racing the first for one new email. Each refusal charges nothing, records
 * nothing and names what is wrong.
 */
import { randomUUID } from 'node:crypto';
import { fieldMessage } from '@northvault/contracts/field-messages';
import { payments, sandboxCharges, subscriptions } from '../database/schema';
import { approvedCheckout } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});

afterAll(() => api?.close());

const counts = async () => ({
  charges: await api.database.db.$count(sandboxCharges),
  payments: await api.database.db.$count(payments),
  subscriptions: await api.database.db.$count(subscriptions),
});

/** The checkout body with one field (a dotted path) replaced. */
function withField(path: string, value: string) {
  const body = structuredClone(
    approvedCheckout('business', `nul-${randomUUID().slice(0, 8)}@example.com`, 'Ada Lovelace'),
  );
  const keys = path.split('.');
  let container = body as unknown as Record<string, Record<string, unknown>>;
  for (const key of keys.slice(0, -1)) container = container[key] as unknown as typeof container;
  (container as unknown as Record<string, unknown>)[keys.at(-1)!] = value;
  return body;
}

const TEXT_FIELDS = [
  ['planId', 'business'],
  ['customerName', 'Ada Lovelace'],
  ['customerEmail', 'ada@example.com'],
  ['paymentMethod.cardNumber', '4242424242424242'],
  ['paymentMethod.expiryMonth', '10'],
  ['paymentMethod.expiryYear', String(new Date().getFullYear() + 2)],
  ['paymentMethod.cvv', '123'],
  ['paymentMethod.billingAddress.address', '1 Analytical Way'],
  ['paymentMethod.billingAddress.city', 'London'],
  ['paymentMethod.billingAddress.postalCode', 'N1 9GU'],
  ['paymentMethod.billingAddress.country', 'United Kingdom'],
] as const;

describe('text that is not text', () => {
  it.each(TEXT_FIELDS)('a NUL in %s: 400 naming the field, nothing charged or stored', async (path, value) => {
    const before = await counts();
    const response = await api
      .http()
      .post('/api/checkout/process')
      .set('Idempotency-Key', randomUUID())
      .send(withField(path, `${value.slice(0, 1)}\u0000${value.slice(1)}`))
      .expect(400);
    const sentence = fieldMessage(path, { kind: 'text', problem: 'control-character', maxLength: 0 });
    expect(response.body).toMatchObject({ success: false, error: sentence });
    expect(response.body.fields).toEqual({ [path]: sentence });
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['half a surrogate pair in the name', 'customerName', 'Ada \ud800', 'Your full name must be valid Unicode text.'],
    ['a name of 201 characters', 'customerName', 'x'.repeat(201), 'Your full name must be at most 200 characters.'],
    [
      'an escape sequence in the city',
      'paymentMethod.billingAddress.city',
      '\u001b[31mLondon',
      'The city must not contain control characters.',
    ],
  ])('%s: 400, nothing charged', async (_label, path, value, message) => {
    const before = await counts();
    const response = await api.http().post('/api/checkout/process').send(withField(path, value)).expect(400);
    expect(response.body.error).toBe(message);
    expect(await counts()).toEqual(before);
  });
});

describe('two anonymous purchases for one new email at the same moment', () => {
  it('charge once: the other is refused before the gateway', async () => {
    const email = `race-${randomUUID().slice(0, 8)}@example.com`;
    const before = await counts();
    const answers = await Promise.all(
      ['starter', 'business', 'enterprise'].map((planId) =>
        api
          .http()
          .post('/api/checkout/process')
          .set('Idempotency-Key', randomUUID())
          .send(approvedCheckout(planId as 'starter', email)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    const after = await counts();
    expect(after.charges - before.charges).toBe(1);
    expect(after.subscriptions - before.subscriptions).toBe(1);
  });
});
