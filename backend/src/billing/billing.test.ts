/**
 * GET /api/billing, cancel and resume, and receipts (docs/product/billing.md), on the run's engine
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL). Time moves through the app's one clock.
 */
import { randomUUID } from 'node:crypto';
import { addOneMonth } from '@northvault/contracts/billing';
import { CLOCK, type Clock } from '../clock/clock';
import { payments } from '../database/schema';
import { ReceiptsService } from '../payments/receipts.service';
import { pdfText } from '../testing/pdf-text';
import { approvedCheckout, signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;
let clock: Clock;

beforeAll(async () => {
  api = await createTestApp();
  clock = api.app.get<Clock>(CLOCK);
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => api?.close());

const billing = (customer: SignedInCustomer) => api.http().get('/api/billing').set('Cookie', customer.cookie);
const change = (customer: SignedInCustomer, action: 'cancel' | 'resume', body: object = {}) =>
  api.http().post(`/api/billing/${action}`).set('Cookie', customer.cookie).send(body);
const planOf = async (customer: SignedInCustomer) =>
  (await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(200)).body.subscription?.planId ?? null;

function moveClockTo(at: Date): void {
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(at.getTime()));
}

it('answers 401 signed out, on every billing endpoint', async () => {
  await api.http().get('/api/billing').expect(401);
  await api.http().post('/api/billing/cancel').send({}).expect(401);
  await api.http().post('/api/billing/resume').send({}).expect(401);
  await api.http().get('/api/billing/receipts/NV-2026-000001/pdf').expect(401);
});

it('shows the plan, its price, a one-month period, the next renewal, the card that paid and the receipt', async () => {
  const boughtAt = new Date('2026-01-31T10:00:00.000Z');
  moveClockTo(boughtAt);
  const customer = await signedInCustomer(api, 'business');

  const { body } = await billing(customer).expect(200);
  // A month after 31 January is the last day of February.
  expect(addOneMonth(boughtAt).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  expect(body.subscription).toEqual({
    planId: 'business',
    priceCents: 29900,
    currency: 'USD',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2026-01-31T10:00:00.000Z',
    currentPeriodEnd: '2026-02-28T10:00:00.000Z',
    nextRenewal: { date: '2026-02-28T10:00:00.000Z', amountCents: 29900 },
    pastDue: null,
    paymentMethod: { brand: 'Visa', last4: '4242', expiryMonth: '10', expiryYear: expect.stringMatching(/^\d{4}$/) },
    scheduledChange: null,
  });
  expect(body.receipts).toEqual([
    {
      number: expect.stringMatching(/^NV-2026-\d{6}$/),
      issuedAt: '2026-01-31T10:00:00.000Z',
      description: 'Northvault Business plan, first month',
      amountCents: 29900,
      currency: 'USD',
      status: 'paid',
    },
  ]);
});

it('an account that never bought has no subscription and no receipts, and nothing to cancel', async () => {
  const customer = await signedInCustomer(api, null);
  await billing(customer).expect(200, { subscription: null, receipts: [] });
  const refused = await change(customer, 'cancel').expect(404);
  expect(refused.body.error).toBe('You have no subscription to change.');
});

it('cancels at the end of the period: active until then, no plan after, and resume refused once it has ended', async () => {
  const start = new Date('2026-03-10T08:00:00.000Z');
  moveClockTo(start);
  const customer = await signedInCustomer(api, 'enterprise');

  moveClockTo(new Date('2026-03-20T08:00:00.000Z'));
  const cancelled = await change(customer, 'cancel', { reason: 'too_expensive' }).expect(200);
  expect(cancelled.body.subscription).toMatchObject({
    status: 'active_until',
    cancelAtPeriodEnd: true,
    currentPeriodEnd: '2026-04-10T08:00:00.000Z',
    nextRenewal: null,
  });
  const [row] = await api.database.rows<{ cancellation_reason: string }>(
    'select cancellation_reason from subscriptions where account_id = $1',
    [customer.userId],
  );
  expect(row?.cancellation_reason).toBe('too_expensive');
  expect(await planOf(customer)).toBe('enterprise');

  // A second before the end the plan holds; at the end it is gone, with no job having run.
  moveClockTo(new Date('2026-04-10T07:59:59.000Z'));
  expect(await planOf(customer)).toBe('enterprise');
  moveClockTo(new Date('2026-04-10T08:00:00.000Z'));
  expect(await planOf(customer)).toBeNull();
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(403);
  expect((await billing(customer).expect(200)).body.subscription).toMatchObject({
    status: 'canceled',
    nextRenewal: null,
  });

  const refused = await change(customer, 'resume').expect(409);
  expect(refused.body.error).toBe('This subscription has ended. Choose a plan to subscribe again.');
});

it('resumes a scheduled cancellation before the end: active again, with its renewal, and the plan holds after the end', async () => {
  moveClockTo(new Date('2026-05-01T00:00:00.000Z'));
  const customer = await signedInCustomer(api, 'starter');
  await change(customer, 'cancel').expect(200);

  const resumed = await change(customer, 'resume').expect(200);
  expect(resumed.body.subscription).toMatchObject({
    status: 'active',
    cancelAtPeriodEnd: false,
    nextRenewal: { date: '2026-06-01T00:00:00.000Z', amountCents: 9900 },
  });
  // Asking again changes nothing and is not an error.
  await change(customer, 'resume').expect(200);

  moveClockTo(new Date('2026-06-02T00:00:00.000Z'));
  expect(await planOf(customer)).toBe('starter');
});

it('refuses a reason that is not on the list, and changes nothing', async () => {
  const customer = await signedInCustomer(api, 'starter');
  await change(customer, 'cancel', { reason: 'because' }).expect(400);
  expect((await billing(customer)).body.subscription.status).toBe('active');
});

it('serialises concurrent changes: every request is answered and the last state is one of theirs', async () => {
  const customer = await signedInCustomer(api, 'business');
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => change(customer, i % 2 === 0 ? 'cancel' : 'resume')),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const final = (await billing(customer)).body.subscription;
  expect(['active', 'active_until']).toContain(final.status);
  expect(final.cancelAtPeriodEnd).toBe(final.status === 'active_until');
});

it('another account sees none of it: not the subscription, not the receipts, not the PDF, and cannot cancel it', async () => {
  const owner = await signedInCustomer(api, 'business');
  const stranger = await signedInCustomer(api, null);
  const [receipt] = (await billing(owner)).body.receipts;

  await billing(stranger).expect(200, { subscription: null, receipts: [] });
  const pdf = await api
    .http()
    .get(`/api/billing/receipts/${receipt.number}/pdf`)
    .set('Cookie', stranger.cookie)
    .expect(404);
  expect(pdf.body.error).toBe('Receipt not found.');
  await change(stranger, 'cancel').expect(404);
  expect((await billing(owner)).body.subscription.status).toBe('active');
});

it('numbers receipts NV-<year>-<6 digits> in order, without gaps, when charges arrive at once', async () => {
  moveClockTo(new Date('2027-02-01T12:00:00.000Z'));
  const customers = await Promise.all(Array.from({ length: 6 }, () => signedInCustomer(api, null)));
  await Promise.all(
    customers.map((customer) =>
      api
        .http()
        .post('/api/checkout/process')
        .set('Cookie', customer.cookie)
        .set('Idempotency-Key', randomUUID())
        .send(approvedCheckout('starter', customer.email))
        .expect(200),
    ),
  );
  const numbers = await Promise.all(
    customers.map(async (customer) => (await billing(customer)).body.receipts[0].number),
  );
  // The first receipts of 2027 in this database: 1 to 6, each once.
  expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5, 6].map((n) => `NV-2027-00000${n}`));
});

it('a charge rolled back gives its number back: the next receipt of the year takes it', async () => {
  moveClockTo(new Date('2028-03-01T12:00:00.000Z'));
  const facts = {
    planId: 'starter' as const,
    amountCents: 9900,
    currency: 'USD',
    customerName: 'Rolled Back',
    customerEmail: 'rolled-back@example.com',
    cardBrand: 'Visa',
    cardLast4: '4242',
  };
  const issued = api.database.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        ...facts,
        status: 'approved',
        cardExpiryMonth: '12',
        cardExpiryYear: '2099',
        billingCountry: 'International',
      })
      .returning({ id: payments.id });
    const number = await api.app
      .get(ReceiptsService)
      .issue(tx, { ...facts, paymentId: payment!.id, transactionId: 'TXN-ROLLEDBACK' });
    throw new Error(`rolled back after issuing ${number}`);
  });
  await expect(issued).rejects.toThrow('rolled back after issuing NV-2028-000001');

  const customer = await signedInCustomer(api, 'starter');
  expect((await billing(customer)).body.receipts.map((receipt: { number: string }) => receipt.number)).toEqual([
    'NV-2028-000001',
  ]);
});

it('refuses to change or delete a receipt', async () => {
  const customer = await signedInCustomer(api, 'starter');
  const [receipt] = (await billing(customer)).body.receipts;
  await expect(
    api.database.rows('update receipts set amount_cents = 1 where number = $1', [receipt.number]),
  ).rejects.toThrow();
  await expect(api.database.rows('delete from receipts where number = $1', [receipt.number])).rejects.toThrow();
});

it('gives the owner a PDF of the receipt with the charge and the seller', async () => {
  moveClockTo(new Date('2026-07-04T09:30:00.000Z'));
  const customer = await signedInCustomer(api, 'business');
  const [receipt] = (await billing(customer)).body.receipts;

  const response = await api
    .http()
    .get(`/api/billing/receipts/${receipt.number}/pdf`)
    .set('Cookie', customer.cookie)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${receipt.number}.pdf"`);
  const body = response.body as Buffer;
  expect(body.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(body);
  for (const fact of [
    `Receipt ${receipt.number}`,
    'Northvault',
    'billing@northvault.io',
    'Test Customer',
    customer.email,
    '4 July 2026',
    'Northvault Business plan, first month',
    '$299.00 USD',
    'Paid',
    'Visa ending in 4242',
  ]) {
    expect(text).toContain(fact);
  }
});

it('refuses a cross-site cancel before reading it', async () => {
  const customer = await signedInCustomer(api, 'starter');
  await api
    .http()
    .post('/api/billing/cancel')
    .set('Cookie', customer.cookie)
    .set('Origin', 'https://evil.example')
    .send({})
    .expect(403);
  expect((await billing(customer)).body.subscription.status).toBe('active');
});
