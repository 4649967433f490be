/**
 * Card testing: five declines for one card, or for one email, within the hour, and the next
 * attempt is refused with 429 without reaching the gateway, whichever address it comes from.
 */
import { randomUUID } from 'node:crypto';
import { ThrottlerStorage } from '@nestjs/throttler';
import { sandboxCharges } from '../database/schema';
import type { DatabaseHandle } from '../database/database-handle';
import { approvedCheckout } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';

const TOO_MANY =
  'Too many payments with this card or email address were declined. Nothing was charged. Please try again in an hour or contact your bank.';
const DECLINED_CARD = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';

let database: DatabaseHandle;
let api: TestApp;

// A fresh app per test: the counts live in the app's throttler storage, and the sandbox has only
// two declining cards.
beforeAll(async () => {
  database = await createTestDatabase();
});

beforeEach(async () => {
  api = await createTestApp({ database });
});

afterEach(() => api?.close());

afterAll(() => database?.close());

function pay(email: string, cardNumber: string, cvv = '123') {
  const body = approvedCheckout('starter', email);
  body.paymentMethod = { ...body.paymentMethod, cardNumber, cvv };
  return api.http().post('/api/checkout/process').set('Idempotency-Key', randomUUID()).send(body);
}

const email = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
const charges = () => api.database.db.$count(sandboxCharges);

it('refuses a card after five declines, whatever email and CVV come with it', async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    await pay(email('card-tester'), DECLINED_CARD, String(100 + attempt)).expect(402);
  }
  const before = await charges();
  const response = await pay(email('card-tester'), DECLINED_CARD, '999').expect(429);
  expect(response.body).toEqual({ success: false, error: TOO_MANY });
  expect(await charges()).toBe(before);
});

it('refuses an email after five declines, whatever card comes with it, even a good one', async () => {
  const tester = email('email-tester');
  for (let attempt = 0; attempt < 5; attempt++) {
    await pay(tester, attempt % 2 ? DECLINED_CARD : INSUFFICIENT_FUNDS).expect(402);
  }
  const before = await charges();
  const response = await pay(tester.toUpperCase(), '4242424242424242').expect(429);
  expect(response.body.error).toBe(TOO_MANY);
  expect(await charges()).toBe(before);
});

it('keeps counting four declines as fine: the fifth is still sent to the gateway', async () => {
  const tester = email('four');
  for (let attempt = 0; attempt < 4; attempt++) await pay(tester, INSUFFICIENT_FUNDS).expect(402);
  await pay(tester, '5555555555554444').expect(200);
});

it('gives the throttler’s store keyed hashes, never a card number or an email', async () => {
  const storage = api.app.get<ThrottlerStorage>(ThrottlerStorage);
  const increment = jest.spyOn(storage, 'increment');
  const tester = email('stored');
  await pay(tester, INSUFFICIENT_FUNDS).expect(402);
  const keys = increment.mock.calls.map(([key]) => key);
  expect(keys.some((key) => key.startsWith('declines:card:'))).toBe(true);
  expect(keys.some((key) => key.startsWith('declines:email:'))).toBe(true);
  for (const key of keys) {
    expect(key).not.toContain(INSUFFICIENT_FUNDS);
    expect(key).not.toContain('9995');
    expect(key).not.toContain(tester);
  }
});
