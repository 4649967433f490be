/**
 * Plan changes (docs/product/billing.md#changing-the-plan) on the run's engine (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): an upgrade's prorated charge of the saved card, a downgrade
 * at the period's end applied by the renewal pass after the clock moves, and `Undo`.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { proratedUpgradeCents } from '@northvault/contracts/billing';
import { SANDBOX_CARDS } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { payments, sandboxCharges, subscriptions } from '../database/schema';
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

const UNKNOWN_PLAN = 'Choose the plan: starter, business or enterprise.';
const at = (iso: string) => new Date(iso);

function moveClockTo(when: Date): void {
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(when.getTime()));
}

const billing = async (customer: SignedInCustomer) =>
  (await api.http().get('/api/billing').set('Cookie', customer.cookie).expect(200)).body;
const me = async (customer: SignedInCustomer) =>
  (await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(200)).body;
const preview = (customer: SignedInCustomer, planId: string) =>
  api.http().get('/api/billing/plan-change').query({ planId }).set('Cookie', customer.cookie);
const change = (customer: SignedInCustomer, planId: string, key: string = randomUUID()) =>
  api
    .http()
    .post('/api/billing/plan-change')
    .set('Cookie', customer.cookie)
    .set('Idempotency-Key', key)
    .send({ planId });
const undo = (customer: SignedInCustomer) =>
  api.http().delete('/api/billing/plan-change').set('Cookie', customer.cookie);

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

const upgradePaymentsOf = async (customer: SignedInCustomer) =>
  (await api.database.db.select().from(payments).where(eq(payments.accountId, customer.userId))).filter((payment) =>
    payment.chargeKey?.startsWith('upgrade:'),
  );

it('previews and charges the prorated difference for the rest of the period, then switches the plan now', async () => {
  // Business from 28 November to 28 December (30 days); upgraded with 18 days left: 60% of $300.
  const customer = await customerWith('business', at('2026-11-28T09:00:00.000Z'));
  moveClockTo(at('2026-12-10T09:00:00.000Z'));
  expect((await preview(customer, 'enterprise').expect(200)).body).toEqual({
    kind: 'upgrade',
    planId: 'enterprise',
    amountCents: 18000,
    currency: 'USD',
    effectiveAt: '2026-12-10T09:00:00.000Z',
  });

  // An uneven moment: each prorated price rounds to the cent before the difference.
  const upgradedAt = at('2026-12-10T13:37:11.000Z');
  moveClockTo(upgradedAt);
  const remaining = at('2026-12-28T09:00:00.000Z').getTime() - upgradedAt.getTime();
  const period = 30 * 24 * 60 * 60 * 1000;
  const expected = Math.round((59900 * remaining) / period) - Math.round((29900 * remaining) / period);
  expect(expected).toBe(proratedUpgradeCents(29900, 59900, remaining, period));
  expect((await preview(customer, 'enterprise').expect(200)).body.amountCents).toBe(expected);

  const after = (await change(customer, 'enterprise').expect(200)).body;
  expect(after.subscription).toMatchObject({
    planId: 'enterprise',
    status: 'active',
    currentPeriodEnd: '2026-12-28T09:00:00.000Z',
    nextRenewal: { date: '2026-12-28T09:00:00.000Z', amountCents: 59900 },
    scheduledChange: null,
  });
  expect(after.receipts[0]).toMatchObject({
    description: 'Upgrade to Enterprise, prorated',
    amountCents: expected,
    status: 'paid',
    number: expect.stringMatching(/^NV-2026-\d{6}$/),
  });
  const [upgrade] = await upgradePaymentsOf(customer);
  expect(upgrade).toMatchObject({ status: 'approved', amountCents: expected, planId: 'enterprise' });
  const charges = await api.database.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, upgrade!.id));
  expect(charges).toEqual([expect.objectContaining({ amountCents: expected, outcome: 'approved' })]);
  const emails = await api.database.rows<{ data: Record<string, unknown> }>(
    `select data from pgboss.job where name = 'email' and data->>'kind' = 'payment-receipt' and data->>'receiptNumber' = $1`,
    [after.receipts[0].number],
  );
  expect(emails).toHaveLength(1);
  expect((await me(customer)).subscription.planId).toBe('enterprise');

  // The renewal at the period's end charges the new plan's full price.
  moveClockTo(at('2026-12-28T09:05:00.000Z'));
  await renewals.runDue();
  expect((await billing(customer)).receipts[0]).toMatchObject({ amountCents: 59900 });
});

it('charges once when two upgrade requests run at the same time, with the same key and with different keys', async () => {
  const customer = await customerWith('starter', at('2026-03-01T09:00:00.000Z'));
  moveClockTo(at('2026-03-11T09:00:00.000Z'));
  const key = randomUUID();
  const same = await Promise.all([change(customer, 'business', key), change(customer, 'business', key)]);
  expect(same.map((response) => response.status)).toEqual([200, 200]);
  expect(await upgradePaymentsOf(customer)).toHaveLength(1);

  const different = await Promise.all([change(customer, 'enterprise'), change(customer, 'enterprise')]);
  const statuses = different.map((response) => response.status).sort();
  // The second is refused while the first charge is in flight, or finds the plan already changed.
  expect([
    [200, 200],
    [200, 409],
  ]).toContainEqual(statuses);
  const refused = different.find((response) => response.status === 409);
  if (refused)
    expect(refused.body.error).toBe(
      'A payment for this subscription is already being processed. Please wait a moment.',
    );
  const upgrades = await upgradePaymentsOf(customer);
  expect(
    upgrades
      .filter((payment) => payment.status === 'approved')
      .map((payment) => payment.planId)
      .sort(),
  ).toEqual(['business', 'enterprise']);
  expect(upgrades).toHaveLength(2);
  expect((await billing(customer)).subscription.planId).toBe('enterprise');
});

it('refuses a key reused for another plan change with words about a plan change, not a checkout', async () => {
  const customer = await customerWith('starter', at('2026-04-01T09:00:00.000Z'));
  moveClockTo(at('2026-04-05T09:00:00.000Z'));
  const key = randomUUID();
  await change(customer, 'business', key).expect(200);
  const reused = await change(customer, 'enterprise', key).expect(422);
  expect(reused.body.error).toBe(
    'This Idempotency-Key was already used for a different plan change. Send a new key for a new attempt.',
  );
  expect((await billing(customer)).subscription.planId).toBe('business');
  expect(await upgradePaymentsOf(customer)).toHaveLength(1);
});

it('a declined upgrade answers 402 with the decline sentence and changes nothing', async () => {
  const customer = await customerWith('business', at('2026-05-01T09:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  moveClockTo(at('2026-05-02T09:00:00.000Z'));
  const response = await change(customer, 'enterprise').expect(402);
  expect(response.body.error).toBe('Your card was declined.');
  const { subscription, receipts } = await billing(customer);
  expect(subscription.planId).toBe('business');
  expect(receipts).toHaveLength(1);
  expect(await upgradePaymentsOf(customer)).toEqual([expect.objectContaining({ status: 'declined' })]);
});

it('schedules a downgrade for the period end with no charge; the renewal pass charges the new plan and switches', async () => {
  const customer = await customerWith('enterprise', at('2026-11-28T09:00:00.000Z'));
  moveClockTo(at('2026-12-05T09:00:00.000Z'));
  expect((await preview(customer, 'starter').expect(200)).body).toEqual({
    kind: 'downgrade',
    planId: 'starter',
    amountCents: 0,
    currency: 'USD',
    effectiveAt: '2026-12-28T09:00:00.000Z',
  });
  const scheduled = (await change(customer, 'starter').expect(200)).body;
  expect(scheduled.subscription).toMatchObject({
    planId: 'enterprise',
    scheduledChange: { planId: 'starter', effectiveAt: '2026-12-28T09:00:00.000Z' },
    nextRenewal: { date: '2026-12-28T09:00:00.000Z', amountCents: 9900 },
  });
  expect(scheduled.receipts).toHaveLength(1);
  expect((await me(customer)).subscription.planId).toBe('enterprise');

  moveClockTo(at('2026-12-28T09:01:00.000Z'));
  await renewals.runDue();
  const after = await billing(customer);
  expect(after.subscription).toMatchObject({
    planId: 'starter',
    scheduledChange: null,
    currentPeriodEnd: '2027-01-28T09:00:00.000Z',
    nextRenewal: { amountCents: 9900 },
  });
  expect(after.receipts[0]).toMatchObject({ amountCents: 9900, description: expect.stringContaining('Starter') });
  expect((await me(customer)).subscription.planId).toBe('starter');
});

it('Undo takes a scheduled downgrade back, and the renewal keeps the plan', async () => {
  const customer = await customerWith('business', at('2026-06-01T09:00:00.000Z'));
  moveClockTo(at('2026-06-10T09:00:00.000Z'));
  await change(customer, 'starter').expect(200);
  const undone = (await undo(customer).expect(200)).body;
  expect(undone.subscription).toMatchObject({ scheduledChange: null, nextRenewal: { amountCents: 29900 } });
  expect((await undo(customer).expect(409)).body.error).toBe('No plan change is scheduled.');

  moveClockTo(at('2026-07-01T09:01:00.000Z'));
  await renewals.runDue();
  expect((await billing(customer)).subscription).toMatchObject({ planId: 'business', scheduledChange: null });
});

it('refuses while past due, while cancellation is scheduled, for the same plan and for an unknown plan', async () => {
  const customer = await customerWith('business', at('2026-02-01T09:00:00.000Z'));
  moveClockTo(at('2026-02-05T09:00:00.000Z'));
  expect((await preview(customer, 'business').expect(409)).body.error).toBe('You are already on this plan.');
  expect((await preview(customer, 'platinum').expect(400)).body.error).toBe(UNKNOWN_PLAN);
  expect((await change(customer, 'platinum').expect(400)).body.error).toBe(UNKNOWN_PLAN);
  expect(
    (await api.http().post('/api/billing/plan-change').set('Cookie', customer.cookie).send({}).expect(400)).body.error,
  ).toBe(UNKNOWN_PLAN);

  await api.http().post('/api/billing/cancel').set('Cookie', customer.cookie).send({}).expect(200);
  expect((await change(customer, 'enterprise').expect(409)).body.error).toBe(
    'Your subscription is set to end. Resume it first, then change your plan.',
  );
  await api.http().post('/api/billing/resume').set('Cookie', customer.cookie).expect(200);

  const pastDue = await customerWith('business', at('2026-02-01T09:00:00.000Z'), SANDBOX_CARDS.declinesAfterSaving);
  moveClockTo(at('2026-03-01T09:05:00.000Z'));
  await renewals.runDue();
  expect((await billing(pastDue)).subscription.status).toBe('past_due');
  for (const planId of ['enterprise', 'starter']) {
    expect((await change(pastDue, planId).expect(409)).body.error).toBe(
      'Your last payment failed. Update your card first, then change your subscription.',
    );
  }
  expect(await upgradePaymentsOf(pastDue)).toHaveLength(0);
});

it('another account cannot change it, and signed out nothing is answered', async () => {
  const owner = await customerWith('business', at('2026-04-01T09:00:00.000Z'));
  const stranger = await signedInCustomer(api, null);
  moveClockTo(at('2026-04-02T09:00:00.000Z'));
  // The stranger's requests act on the stranger's own (absent) subscription only.
  expect((await change(stranger, 'enterprise').expect(404)).body.error).toBe('You have no subscription to change.');
  await change(stranger, 'starter').expect(404);
  await undo(stranger).expect(404);
  await api.http().get('/api/billing/plan-change?planId=enterprise').expect(401);
  await api.http().post('/api/billing/plan-change').send({ planId: 'enterprise' }).expect(401);
  await api.http().delete('/api/billing/plan-change').expect(401);
  const [subscription] = await api.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.accountId, owner.userId));
  expect(subscription).toMatchObject({ planId: 'business', pendingPlanId: null });
});
