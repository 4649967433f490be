import { randomUUID } from 'node:crypto';
import { checkoutIdempotencyKeys, payments, subscriptions } from '../database/schema';
import { everyRow } from '../testing/every-table';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});

afterAll(async () => {
  try {
    // After every test of this file: nothing any of them sent may have leaked anywhere.
    await expectNoCardDataAnywhere();
  } finally {
    await api?.close();
  }
});

const nextYear = String(new Date().getFullYear() + 1);

function checkout(overrides: { card?: string; email?: string; planId?: string; cvv?: string } = {}) {
  return {
    planId: overrides.planId ?? 'business',
    customerName: 'Ada Lovelace',
    customerEmail: overrides.email ?? `ada-${randomUUID().slice(0, 8)}@example.com`,
    paymentMethod: {
      cardNumber: overrides.card ?? '4242 4242 4242 4242',
      expiryMonth: '7',
      expiryYear: nextYear,
      cvv: overrides.cvv ?? '123',
      billingAddress: { address: '1 Analytical Way', city: 'London', postalCode: 'N1 9GU', country: 'United Kingdom' },
    },
  };
}

/** Every full card number (digits only) and CVV any test of this file sent, and every answer it got. */
const sent = { cardNumbers: new Set<string>(), cvvs: new Set<string>() };
const answers: Array<{ headers: Record<string, unknown>; body: string }> = [];

function post(body: unknown, key: string | null = randomUUID(), cookie?: string) {
  const method = (body as { paymentMethod?: { cardNumber?: unknown; cvv?: unknown } }).paymentMethod;
  const digits = String(method?.cardNumber ?? '').replace(/\D/g, '');
  // Twelve digits and more is a whole card number; fewer cannot identify a card.
  if (digits.length >= 12) sent.cardNumbers.add(digits);
  if (typeof method?.cvv === 'string' && method.cvv !== '') sent.cvvs.add(method.cvv);
  const request = api.http().post('/api/checkout/process');
  if (key !== null) request.set('Idempotency-Key', key);
  if (cookie !== undefined) request.set('Cookie', cookie);
  request.on('response', (response: { headers: Record<string, unknown>; text: string }) =>
    answers.push({ headers: response.headers, body: response.text }),
  );
  return request.send(body as object);
}

async function rowsFor(email: string) {
  const [paymentRows, subscriptionRows] = await Promise.all([
    api.database.db.select().from(payments),
    api.database.db.select().from(subscriptions),
  ]);
  return {
    payments: paymentRows.filter((row) => row.customerEmail === email),
    subscriptions: subscriptionRows.filter((row) => row.email === email),
  };
}

describe('an approved card', () => {
  it('charges once and records a transaction, a payment row with brand, last four and expiry, and an active subscription', async () => {
    const body = checkout({ email: 'Grace@Example.com' });
    const response = await post(body).expect(200);
    expect(response.body).toEqual({
      success: true,
      transactionId: expect.stringMatching(/^TXN-[0-9A-Z]{16}$/),
      planId: 'business',
    });

    const { payments: paid, subscriptions: active } = await rowsFor('grace@example.com');
    expect(paid).toEqual([
      expect.objectContaining({
        transactionId: response.body.transactionId,
        status: 'approved',
        planId: 'business',
        amountCents: 29_900,
        currency: 'USD',
        cardBrand: 'Visa',
        cardLast4: '4242',
        cardExpiryMonth: '07',
        cardExpiryYear: nextYear,
        billingCity: 'London',
        billingCountry: 'United Kingdom',
      }),
    ]);
    expect(active).toEqual([expect.objectContaining({ planId: 'business', status: 'active', paymentId: paid[0]!.id })]);
  });

  it('holds an anonymous buyer’s plan for the email, with no account, until a verified sign-in claims it', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await post(checkout({ email, planId: 'enterprise' })).expect(200);
    const { subscriptions: waiting, payments: paid } = await rowsFor(email);
    expect(waiting).toEqual([
      expect.objectContaining({ planId: 'enterprise', status: 'active', accountId: null, paymentId: paid[0]!.id }),
    ]);
    expect(paid[0]).toMatchObject({ accountId: null, status: 'approved' });
  });

  it('lets a signed-in customer replace their plan; the plan stays with the account', async () => {
    const customer = await signedInCustomer(api, 'starter');
    await post(checkout({ email: customer.email, planId: 'enterprise' }), randomUUID(), customer.cookie).expect(200);
    const { subscriptions: rows, payments: paid } = await rowsFor(customer.email);
    expect(rows).toEqual([
      expect.objectContaining({ planId: 'enterprise', status: 'active', accountId: customer.userId }),
    ]);
    expect(paid).toHaveLength(2);
    expect(paid.every((payment) => payment.accountId === customer.userId)).toBe(true);
  });

  it('accepts a checkout without an Idempotency-Key', async () => {
    await post(checkout(), null).expect(200);
  });
});

describe('the sandbox test cards', () => {
  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.', 'card_declined'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.', 'insufficient_funds'],
  ])('%s is declined: "%s", no subscription', async (card, message, reason) => {
    const body = checkout({ card });
    const response = await post(body).expect(402);
    expect(response.body).toEqual({ success: false, error: message });
    const { payments: attempts, subscriptions: active } = await rowsFor(body.customerEmail);
    expect(attempts).toEqual([
      expect.objectContaining({ status: 'declined', declineReason: reason, transactionId: null }),
    ]);
    expect(active).toEqual([]);
  });

  it('4000 0000 0000 0119 is a gateway error: a server error, and nothing charged or stored', async () => {
    const body = checkout({ card: '4000 0000 0000 0119' });
    const key = randomUUID();
    const response = await post(body, key).expect(502);
    expect(response.body).toEqual({
      success: false,
      error: 'The payment service is temporarily unavailable. Nothing was charged. Please try again in a few minutes.',
    });
    expect(await rowsFor(body.customerEmail)).toEqual({ payments: [], subscriptions: [] });
    const keys = await api.database.db.select().from(checkoutIdempotencyKeys);
    expect(keys.find((row) => row.key === key)).toBeUndefined();
  });

  it('approves any other Luhn-valid card', async () => {
    const response = await post(checkout({ card: '5555 5555 5555 4444' })).expect(200);
    expect(response.body.success).toBe(true);
  });
});

describe('validation with the same rules and messages as the browser', () => {
  const base = checkout();
  const withCard = (changes: Record<string, unknown>) => ({
    ...base,
    paymentMethod: { ...base.paymentMethod, ...changes },
  });

  it.each([
    ['a missing name', { ...base, customerName: '' }, 'Please fill in all required fields'],
    ['a missing payment method', { ...base, paymentMethod: undefined }, 'Please fill in all required fields'],
    ['a missing CVV', withCard({ cvv: undefined }), 'Please fill in all required fields'],
    ['a short card number', withCard({ cardNumber: '4242 4242' }), 'Invalid card number'],
    ['a Luhn-invalid card number', withCard({ cardNumber: '4242 4242 4242 4241' }), 'Invalid card number'],
    ['a two-digit CVV', withCard({ cvv: '12' }), 'Invalid CVV'],
    ['a malformed email', { ...base, customerEmail: 'ada@example' }, 'Invalid email address'],
    ['a two-digit year', withCard({ expiryYear: '29' }), 'Invalid expiry year format'],
    ['month 13', withCard({ expiryMonth: '13' }), 'Invalid expiry month (must be 1-12)'],
    ['an expired card', withCard({ expiryYear: '2020', expiryMonth: '01' }), 'Card has expired'],
    ['an unknown plan', { ...base, planId: 'platinum' }, 'Unknown plan: choose starter, business or enterprise.'],
  ])('refuses %s with 400 and stores nothing', async (_, body, message) => {
    const before = await api.database.db.$count(payments);
    const response = await post(body).expect(400);
    expect(response.body).toEqual({ success: false, error: message });
    expect(await api.database.db.$count(payments)).toBe(before);
  });

  it.each([
    ['a number for the card', withCard({ cardNumber: 4242424242424242 }), 'The card number must be text.'],
    ['a string for the payment method', { ...base, paymentMethod: 'visa' }, 'The payment method must be an object.'],
    ['an unknown field', { ...base, coupon: 'FREE' }, 'Unknown field: coupon'],
    ['an unknown card field', withCard({ pin: '1234' }), 'Unknown field: paymentMethod.pin'],
  ])('refuses %s with 400', async (_, body, message) => {
    const response = await post(body).expect(400);
    expect(response.body.error).toBe(message);
  });

  it('refuses an Idempotency-Key that is not printable text', async () => {
    const response = await post(checkout(), 'x'.repeat(256)).expect(400);
    expect(response.body.error).toBe('Idempotency-Key must be 1 to 255 printable characters');
  });
});

describe('idempotency', () => {
  it('answers the same key twice with the first result and charges once', async () => {
    const body = checkout();
    const key = randomUUID();
    const first = await post(body, key).expect(200);
    const second = await post(body, key).expect(200);
    expect(second.body).toEqual(first.body);
    expect((await rowsFor(body.customerEmail)).payments).toHaveLength(1);
  });

  it('charges once for two concurrent submits of one key', async () => {
    const body = checkout();
    const key = randomUUID();
    const [a, b] = await Promise.all([post(body, key), post(body, key)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body).toEqual(a.body);
    expect((await rowsFor(body.customerEmail)).payments).toHaveLength(1);
  });

  it('replays a decline too, without asking the gateway again', async () => {
    const body = checkout({ card: '4000 0000 0000 0002' });
    const key = randomUUID();
    await post(body, key).expect(402);
    const again = await post(body, key).expect(402);
    expect(again.body.error).toBe('Your card was declined.');
    expect((await rowsFor(body.customerEmail)).payments).toHaveLength(1);
  });

  it('refuses a key reused for a different checkout', async () => {
    const key = randomUUID();
    await post(checkout(), key).expect(200);
    const response = await post(checkout({ planId: 'starter' }), key).expect(422);
    expect(response.body.error).toBe(
      'This Idempotency-Key was already used for a different checkout. Send a new key for a new attempt.',
    );
  });
});

describe('card data', () => {
  it('never appears in any response, database row or log line, whatever the gateway answers', async () => {
    const cvv = '987';
    for (const card of ['4242424242424242', '4000000000000002', '4000000000009995', '4000000000000119']) {
      await post(checkout({ card: card.replace(/(\d{4})/g, '$1 ').trim(), cvv }));
    }
    await post(checkout({ card: '4242424242424242', cvv: '12' })).expect(400);
    await expectNoCardDataAnywhere();
  });
});

/** The ways a card number may be written: digits only, or in groups of four with spaces or dashes. */
function spellings(digits: string): string[] {
  const groups = digits.match(/.{1,4}/g)!;
  return [digits, groups.join(' '), groups.join('-')];
}

/** Every string in a JSON-like value with the key it sits under; sizes in HTTP headers are not card data. */
function stringValues(value: unknown, key = ''): string[] {
  if (typeof value === 'string') return key === 'content-length' ? [] : [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([child, inner]) => stringValues(inner, child));
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Searches every answer, log line and row for the card numbers and CVVs sent so far. A CVV of
 * three digits turns up inside ids and hashes by chance, so it only counts as a value of its own.
 */
async function expectNoCardDataAnywhere(): Promise<void> {
  const rows = await everyRow(api.database);
  const places: Record<string, { text: string; values: string[] }> = {
    responses: {
      text: JSON.stringify(answers),
      values: answers.flatMap((answer) => [...stringValues(answer.headers), ...stringValues(parsed(answer.body))]),
    },
    logs: { text: api.logs.text, values: api.logs.entries().flatMap((entry) => stringValues(entry)) },
    database: { text: JSON.stringify(rows), values: stringValues(rows) },
  };
  expect(sent.cardNumbers.size).toBeGreaterThan(0);
  expect(answers.length).toBeGreaterThan(0);
  expect(api.logs.lines.length).toBeGreaterThan(0);
  for (const [place, { text, values }] of Object.entries(places)) {
    for (const card of sent.cardNumbers) {
      for (const spelling of spellings(card)) {
        expect({ place, found: text.includes(spelling) ? spelling : null }).toEqual({ place, found: null });
      }
    }
    const cvvs = values.filter((value) => sent.cvvs.has(value.trim()));
    expect({ place, cvvs }).toEqual({ place, cvvs: [] });
    expect({ place, fieldNames: /"(cvv|cardNumber)"\s*:\s*"(?!\[Redacted\])/.test(text) }).toEqual({
      place,
      fieldNames: false,
    });
  }
}
