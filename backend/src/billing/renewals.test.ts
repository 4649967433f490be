/**
 * Renewals, dunning and `Update card` (docs/product/billing.md#renewals-and-dunning), on the run's
 * engine (PGlite, or PostgreSQL with TEST_DATABASE_URL). Time moves through the app's one clock
 * and the renewal pass is the service method the scheduled job calls.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { payments, sandboxCharges, sandboxPaymentMethods, subscriptions } from '../database/schema';
import { approvedCheckout, signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RenewalsService } from './renewals.service';

let api: TestApp;
let clock: Clock;
let renewals: RenewalsService;

beforeAll(async () => {
  api = await createTestApp();
  clock = api.app.get<Clock>(CLOCK);
  renewals = api.app.get(RenewalsService);
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => api?.close());

const DAY = 24 * 60 * 60 * 1000;
const at = (iso: string) => new Date(iso);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);

function moveClockTo(when: Date): void {
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(when.getTime()));
}

const billing = async (customer: SignedInCustomer) =>
  (await api.http().get('/api/billing').set('Cookie', customer.cookie).expect(200)).body;
const me = async (customer: SignedInCustomer) =>
  (await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(200)).body;
const updateCard = (customer: SignedInCustomer, cardNumber: string) =>
  api
    .http()
    .post('/api/billing/card')
    .set('Cookie', customer.cookie)
    .send({
      customerName: 'Test Customer',
      paymentMethod: { ...approvedCheckout('starter', customer.email).paymentMethod, cardNumber },
    });

/** A signed-in customer who bought `plan` at `when` with `cardNumber`. */
async function customerWith(plan: PlanId, when: Date, cardNumber: string = SANDBOX_CARDS.approved) {
  moveClockTo(when);
  const customer = await signedInCustomer(api, null);
  const body = approvedCheckout(plan, customer.email);
  await api
    .http()
    .post('/api/checkout/process')
    .set('Cookie', customer.cookie)
    .set('Idempotency-Key', randomUUID())
    .send({ ...body, paymentMethod: { ...body.paymentMethod, cardNumber } })
    .expect(200);
  return customer;
}

const paymentsOf = (customer: SignedInCustomer) =>
  api.database.db.select().from(payments).where(eq(payments.accountId, customer.userId)).orderBy(payments.createdAt);

const emailsTo = async (customer: SignedInCustomer, kind: string) =>
  (
    await api.database.rows<{ data: Record<string, unknown> }>(
      `select data from pgboss.job where name = 'email' and data->'to'->>'address' = $1 and data->>'kind' = $2`,
      [customer.email, kind],
    )
  ).map((row) => row.data);

it('saves the card at the gateway with the first charge: our tables keep only its token, brand, last four and expiry', async () => {
  const customer = await customerWith('business', at('2026-01-10T09:00:00.000Z'));
  const [subscription] = await api.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, customer.userId));
  expect(subscription).toMatchObject({ cardBrand: 'Visa', cardLast4: '4242', cardExpiryMonth: '10' });
  expect(subscription!.paymentMethodToken).toMatch(/^pm_[0-9a-f]{24}$/);
  const [vaulted] = await api.database.db
    .select()
    .from(sandboxPaymentMethods)
    .where(eq(sandboxPaymentMethods.token, subscription!.paymentMethodToken!));
  expect(vaulted?.laterCharges).toBe('approves');
  const [payment] = await paymentsOf(customer);
  expect(payment!.paymentMethodToken).toBe(subscription!.paymentMethodToken);
  expect(JSON.stringify(subscription)).not.toContain(SANDBOX_CARDS.approved);
  expect(JSON.stringify(payment)).not.toContain(SANDBOX_CARDS.approved);
});

it('renews at the end of the period: one charge of the saved card, the next period, a numbered receipt and its email', async () => {
  const customer = await customerWith('business', at('2026-01-31T10:00:00.000Z'));
  const before = await billing(customer);
  expect(before.subscription.nextRenewal).toEqual({ date: '2026-02-28T10:00:00.000Z', amountCents: 29900 });

  // A minute before the end nothing is due.
  moveClockTo(at('2026-02-28T09:59:00.000Z'));
  await renewals.runDue();
  expect(await paymentsOf(customer)).toHaveLength(1);

  moveClockTo(at('2026-02-28T10:05:00.000Z'));
  await renewals.runDue();
  const after = await billing(customer);
  expect(after.subscription).toMatchObject({
    status: 'active',
    currentPeriodStart: '2026-02-28T10:00:00.000Z',
    currentPeriodEnd: '2026-03-28T10:00:00.000Z',
    nextRenewal: { date: '2026-03-28T10:00:00.000Z', amountCents: 29900 },
    pastDue: null,
  });
  expect(after.receipts).toHaveLength(2);
  expect(after.receipts[0]).toMatchObject({
    number: expect.stringMatching(/^NV-2026-\d{6}$/),
    description: 'Northvault Business plan, 28 February 2026 – 28 March 2026',
    amountCents: 29900,
    status: 'paid',
  });
  const renewal = (await paymentsOf(customer))[1]!;
  expect(renewal).toMatchObject({ status: 'approved', amountCents: 29900, cardLast4: '4242' });
  expect(
    await api.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, renewal.id)),
  ).toHaveLength(1);
  const receiptEmails = await emailsTo(customer, 'payment-receipt');
  expect(receiptEmails).toContainEqual(
    expect.objectContaining({ receiptNumber: after.receipts[0].number, renewedUntil: '2026-03-28T10:00:00.000Z' }),
  );
  expect((await me(customer)).subscription.planId).toBe('business');
});

it('charges once when two renewal passes run at the same time, and again never for that period', async () => {
  const customer = await customerWith('starter', at('2026-04-05T12:00:00.000Z'));
  moveClockTo(at('2026-05-05T12:01:00.000Z'));
  await Promise.all([renewals.runDue(), renewals.runDue(), renewals.runDue()]);
  await renewals.runDue();

  const renewalPayments = (await paymentsOf(customer)).filter((payment) => payment.subscriptionId !== null);
  expect(renewalPayments.map((payment) => payment.status)).toEqual(['approved']);
  const charges = await api.database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, renewalPayments[0]!.id));
  expect(charges).toHaveLength(1);
  const { subscription, receipts } = await billing(customer);
  expect(subscription.currentPeriodEnd).toBe('2026-06-05T12:00:00.000Z');
  expect(receipts).toHaveLength(2);
});

it('ends a scheduled cancellation at the period end with no charge: the account has no plan', async () => {
  const customer = await customerWith('enterprise', at('2026-06-10T08:00:00.000Z'));
  await api.http().post('/api/billing/cancel').set('Cookie', customer.cookie).send({}).expect(200);
  moveClockTo(at('2026-07-10T08:30:00.000Z'));
  await renewals.runDue();

  expect(await paymentsOf(customer)).toHaveLength(1);
  const [row] = await api.database.db.select().from(subscriptions).where(eq(subscriptions.accountId, customer.userId));
  expect(row!.status).toBe('canceled');
  const { subscription, receipts } = await billing(customer);
  expect(subscription).toMatchObject({ status: 'canceled', nextRenewal: null, pastDue: null });
  expect(receipts).toHaveLength(1);
  expect((await me(customer)).subscription).toBeNull();
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(403);
});

it('a failed renewal makes it past_due with an email, retries on days 1, 3 and 5, and suspends at day 10', async () => {
  const customer = await customerWith('enterprise', at('2026-08-01T09:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  const failedAt = at('2026-09-01T09:02:00.000Z');
  moveClockTo(failedAt);
  await renewals.runDue();

  const pastDue = await billing(customer);
  expect(pastDue.subscription).toMatchObject({
    status: 'past_due',
    nextRenewal: null,
    currentPeriodEnd: '2026-09-01T09:00:00.000Z',
    pastDue: {
      amountCents: 59900,
      since: failedAt.toISOString(),
      nextRetry: later(failedAt, DAY).toISOString(),
      suspendsAt: later(failedAt, 10 * DAY).toISOString(),
    },
  });
  // The plan keeps working while the payment is retried; the session says a payment failed.
  expect(await me(customer)).toMatchObject({ subscription: { planId: 'enterprise' }, billingAlert: 'past_due' });
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(200);
  const [email] = await emailsTo(customer, 'payment-failed');
  expect(email).toMatchObject({
    planId: 'enterprise',
    amountCents: 59900,
    cardLast4: '0341',
    nextRetryAt: later(failedAt, DAY).toISOString(),
    suspendsAt: later(failedAt, 10 * DAY).toISOString(),
  });
  // Cancel waits for the card: the page says why.
  const refused = await api.http().post('/api/billing/cancel').set('Cookie', customer.cookie).send({}).expect(409);
  expect(refused.body.error).toBe('Your last payment failed. Update your card first, then change your subscription.');

  const declined = async () =>
    (await paymentsOf(customer)).filter((payment) => payment.subscriptionId !== null && payment.status === 'declined')
      .length;
  expect(await declined()).toBe(1);

  // Nothing is tried before day 1; each retry day tries once, however many passes run.
  moveClockTo(later(failedAt, DAY - 60_000));
  await renewals.runDue();
  expect(await declined()).toBe(1);
  for (const [day, next] of [
    [1, 3],
    [3, 5],
    [5, null],
  ] as const) {
    moveClockTo(later(failedAt, day * DAY));
    await renewals.runDue();
    await renewals.runDue();
    const { subscription } = await billing(customer);
    expect(subscription.status).toBe('past_due');
    expect(subscription.pastDue.nextRetry).toBe(next === null ? null : later(failedAt, next * DAY).toISOString());
  }
  expect(await declined()).toBe(4);
  expect(await emailsTo(customer, 'payment-failed')).toHaveLength(4);

  moveClockTo(later(failedAt, 10 * DAY - 60_000));
  await renewals.runDue();
  expect((await billing(customer)).subscription.status).toBe('past_due');

  moveClockTo(later(failedAt, 10 * DAY));
  await renewals.runDue();
  const suspended = await billing(customer);
  expect(suspended.subscription).toMatchObject({ status: 'suspended', pastDue: { nextRetry: null } });
  expect(await me(customer)).toMatchObject({ subscription: null, billingAlert: 'suspended' });
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(403);
  expect(await declined()).toBe(4);
});

it('Update card while suspended charges the overdue amount at once and reactivates, with a receipt', async () => {
  const customer = await customerWith('enterprise', at('2026-10-01T09:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  moveClockTo(at('2026-11-01T09:00:00.000Z'));
  await renewals.runDue();
  moveClockTo(at('2026-11-11T09:00:00.000Z'));
  await renewals.runDue();
  expect((await billing(customer)).subscription.status).toBe('suspended');
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(403);

  // A declined card changes nothing.
  const declined = await updateCard(customer, SANDBOX_CARDS.declined).expect(402);
  expect(declined.body.error).toBe('Your card was declined.');
  const invalid = await updateCard(customer, '4242424242424241').expect(400);
  expect(invalid.body.error).toBe('Invalid card number');
  expect((await billing(customer)).subscription).toMatchObject({
    status: 'suspended',
    paymentMethod: { last4: '0341' },
  });

  const reactivatedAt = at('2026-11-12T15:00:00.000Z');
  moveClockTo(reactivatedAt);
  const answer = await updateCard(customer, SANDBOX_CARDS.approved).expect(200);
  expect(answer.body.subscription).toMatchObject({
    status: 'active',
    pastDue: null,
    // A suspended plan starts a new period when it is paid.
    currentPeriodStart: reactivatedAt.toISOString(),
    currentPeriodEnd: '2026-12-12T15:00:00.000Z',
    paymentMethod: { brand: 'Visa', last4: '4242' },
  });
  expect(answer.body.receipts[0]).toMatchObject({
    description: 'Northvault Enterprise plan, 12 November 2026 – 12 December 2026',
    amountCents: 59900,
  });
  expect(await me(customer)).toMatchObject({ subscription: { planId: 'enterprise' }, billingAlert: null });
  await api.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(200);

  // The next renewal charges the new card.
  moveClockTo(at('2026-12-12T15:05:00.000Z'));
  await renewals.runDue();
  expect((await billing(customer)).subscription).toMatchObject({
    status: 'active',
    currentPeriodEnd: '2027-01-12T15:00:00.000Z',
  });
});

it('Update card while past due pays the renewal that failed, keeping its period, and charges once under concurrency', async () => {
  const customer = await customerWith('starter', at('2026-03-03T03:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  moveClockTo(at('2026-04-03T03:00:00.000Z'));
  await renewals.runDue();
  // Before the first retry (a day after the failure): a concurrent pass has nothing of this plan to charge.
  moveClockTo(at('2026-04-03T10:00:00.000Z'));

  const answers = await Promise.all([
    updateCard(customer, SANDBOX_CARDS.approved),
    updateCard(customer, SANDBOX_CARDS.approved),
    renewals.runDue(),
  ]);
  const statuses = answers.slice(0, 2).map((answer) => (answer as { status: number }).status);
  expect(statuses).toContain(200);
  const approved = await api.database.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.accountId, customer.userId), isNotNull(payments.subscriptionId), eq(payments.status, 'approved')),
    );
  expect(approved).toHaveLength(1);
  const { subscription, receipts } = await billing(customer);
  expect(subscription).toMatchObject({
    status: 'active',
    currentPeriodStart: '2026-04-03T03:00:00.000Z',
    currentPeriodEnd: '2026-05-03T03:00:00.000Z',
  });
  expect(receipts).toHaveLength(2);
});

it('Update card while active replaces the card without a charge, and the next renewal charges the new one', async () => {
  const customer = await customerWith('business', at('2027-05-01T00:00:00.000Z'));
  const answer = await updateCard(customer, SANDBOX_CARDS.declinesAfterSaving).expect(200);
  expect(answer.body.subscription).toMatchObject({ status: 'active', paymentMethod: { brand: 'Visa', last4: '0341' } });
  expect(await paymentsOf(customer)).toHaveLength(1);

  moveClockTo(at('2027-06-01T00:00:01.000Z'));
  await renewals.runDue();
  expect((await billing(customer)).subscription.status).toBe('past_due');
});

it('another account cannot see or change any of it', async () => {
  const owner = await customerWith('business', at('2027-07-01T00:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  moveClockTo(at('2027-08-01T00:00:00.000Z'));
  await renewals.runDue();
  const stranger = await signedInCustomer(api, null);

  expect(await billing(stranger)).toEqual({ subscription: null, receipts: [] });
  expect(await me(stranger)).toMatchObject({ billingAlert: null });
  const refused = await updateCard(stranger, SANDBOX_CARDS.approved).expect(404);
  expect(refused.body.error).toBe('You have no subscription to change.');
  expect((await billing(owner)).subscription).toMatchObject({ status: 'past_due', paymentMethod: { last4: '0341' } });
  await api.http().post('/api/billing/card').send({}).expect(401);
});
