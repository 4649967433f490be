/**
 * 3-D Secure in the sandbox (docs/product/payments.md#3-d-secure) on the run's engine (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): a payment that asks for authentication waits, charged
 * nothing, until the browser that sent it answers the challenge; the answer is decided on the
 * server, once, and only by that browser (and that account).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@northvault/contracts/payment';
import { CLOCK, type Clock } from '../clock/clock';
import { cardAuthentications, payments, receipts, sandboxCharges, subscriptions } from '../database/schema';
import { approvedCheckout, signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => api?.close());

const FAILED = 'We could not authenticate your card. Please try again or use another card.';
const CANCELED = 'Authentication was canceled. Nothing was charged. Please try again or use another card.';
const EXPIRED = 'The authentication took too long and has expired. Nothing was charged. Please try again.';

function checkoutWith(cardNumber: string, email = `buyer-${randomUUID().slice(0, 8)}@example.com`) {
  const body = approvedCheckout('business', email);
  return { ...body, paymentMethod: { ...body.paymentMethod, cardNumber } };
}

function pay(body: object, { key = randomUUID(), cookie }: { key?: string; cookie?: string } = {}) {
  const request = api.http().post('/api/checkout/process').set('Idempotency-Key', key);
  if (cookie) request.set('Cookie', cookie);
  return request.send(body);
}

function answer(id: string, secret: string, action: string, cookie?: string) {
  const request = api.http().post(`/api/checkout/authentications/${id}`);
  if (cookie) request.set('Cookie', cookie);
  return request.send({ secret, action });
}

async function paymentsOf(email: string) {
  return api.database.db.select().from(payments).where(eq(payments.customerEmail, email));
}

/** What the sandbox ledger charged under the attempt's id: the only place money moves. */
async function approvedChargesOf(paymentId: string) {
  const rows = await api.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, paymentId));
  return rows.filter((row) => row.outcome === 'approved');
}

async function subscriptionsOf(email: string) {
  return api.database.db.select().from(subscriptions).where(eq(subscriptions.email, email));
}

describe('a checkout with a card that asks for authentication', () => {
  it('waits with nothing charged, then Complete authentication charges once; repeated answers and retries charge nothing more', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const key = randomUUID();
    const pending = await pay(body, { key }).expect(202);
    expect(pending.body).toEqual({
      success: false,
      error: 'Your bank asks you to confirm this payment.',
      authentication: { id: expect.any(String), secret: expect.any(String), expiresAt: expect.any(String) },
    });
    const { id, secret } = pending.body.authentication;
    const [waiting] = await paymentsOf(body.customerEmail);
    expect(waiting).toMatchObject({ status: 'pending', cardLast4: '3184' });
    expect(await approvedChargesOf(waiting!.id)).toHaveLength(0);
    expect(await subscriptionsOf(body.customerEmail)).toHaveLength(0);

    // A retried request with the same key gets the same challenge: one per payment.
    expect((await pay(body, { key }).expect(202)).body.authentication.id).toBe(id);

    const completed = await answer(id, secret, 'complete').expect(200);
    expect(completed.body).toEqual({ success: true, transactionId: expect.any(String), planId: 'business' });
    const [paid] = await paymentsOf(body.customerEmail);
    expect(paid).toMatchObject({ id: waiting!.id, status: 'approved', transactionId: completed.body.transactionId });
    expect(await approvedChargesOf(paid!.id)).toEqual([expect.objectContaining({ amountCents: 29_900 })]);
    expect(await subscriptionsOf(body.customerEmail)).toEqual([expect.objectContaining({ planId: 'business' })]);

    // The same answer again, another answer, and the first request again: the first result, no second charge.
    expect((await answer(id, secret, 'complete').expect(200)).body).toEqual(completed.body);
    expect((await answer(id, secret, 'fail').expect(200)).body).toEqual(completed.body);
    expect((await pay(body, { key }).expect(200)).body).toEqual(completed.body);
    expect(await paymentsOf(body.customerEmail)).toHaveLength(1);
    expect(await approvedChargesOf(paid!.id)).toHaveLength(1);
    expect(await api.database.db.select().from(receipts).where(eq(receipts.paymentId, paid!.id))).toHaveLength(1);
  });

  it('charges once when Complete authentication is sent twice at the same time', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const { id, secret } = (await pay(body).expect(202)).body.authentication;
    const both = await Promise.all([answer(id, secret, 'complete'), answer(id, secret, 'complete')]);
    expect(both.map((response) => response.status)).toEqual([200, 200]);
    expect(both[0]!.body.transactionId).toBe(both[1]!.body.transactionId);
    const [paid] = await paymentsOf(body.customerEmail);
    expect(await approvedChargesOf(paid!.id)).toHaveLength(1);
  });

  it('Fail authentication charges nothing and says so; the payment cannot be completed afterwards', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const { id, secret } = (await pay(body).expect(202)).body.authentication;
    const failed = await answer(id, secret, 'fail').expect(402);
    expect(failed.body).toEqual({ success: false, error: FAILED });
    expect((await answer(id, secret, 'complete').expect(402)).body.error).toBe(FAILED);
    const [declined] = await paymentsOf(body.customerEmail);
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'authentication_failed' });
    expect(await approvedChargesOf(declined!.id)).toHaveLength(0);
    expect(await subscriptionsOf(body.customerEmail)).toHaveLength(0);
    // Nothing holds the email: the same buyer may pay again at once.
    await pay(checkoutWith(SANDBOX_CARDS.approved, body.customerEmail)).expect(200);
  });

  it('canceling (Escape) charges nothing and says the authentication was canceled', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const { id, secret } = (await pay(body).expect(202)).body.authentication;
    expect((await answer(id, secret, 'cancel').expect(402)).body).toEqual({ success: false, error: CANCELED });
    const [declined] = await paymentsOf(body.customerEmail);
    expect(declined!.status).toBe('declined');
    expect(await approvedChargesOf(declined!.id)).toHaveLength(0);
  });

  it('4000 0084 0000 1629 is authenticated, then declined: nothing charged', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationThenDeclined);
    const { id, secret } = (await pay(body).expect(202)).body.authentication;
    const declined = await answer(id, secret, 'complete').expect(402);
    expect(declined.body).toEqual({ success: false, error: 'Your card was declined.' });
    const [row] = await paymentsOf(body.customerEmail);
    expect(row).toMatchObject({ status: 'declined', declineReason: 'card_declined' });
    expect(await approvedChargesOf(row!.id)).toHaveLength(0);
    expect(await subscriptionsOf(body.customerEmail)).toHaveLength(0);
  });

  it('refuses an expired challenge: nothing charged, and completing it later is refused', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const { id, secret, expiresAt } = (await pay(body).expect(202)).body.authentication;
    const clock = api.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(new Date(expiresAt).getTime() + 1000));
    expect((await answer(id, secret, 'complete').expect(410)).body.error).toBe(EXPIRED);
    jest.restoreAllMocks();
    expect((await answer(id, secret, 'complete').expect(410)).body.error).toBe(EXPIRED);
    const [row] = await paymentsOf(body.customerEmail);
    expect(row!.status).toBe('declined');
    expect(await approvedChargesOf(row!.id)).toHaveLength(0);
  });

  it("another browser or another account cannot answer someone else's challenge", async () => {
    const buyer = await signedInCustomer(api, null);
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired, buyer.email);
    const { id, secret } = (await pay(body, { cookie: buyer.cookie }).expect(202)).body.authentication;
    const stranger = await signedInCustomer(api, null);
    const notFound = { error: 'This authentication was not found.' };
    // Another browser does not have the secret; guessing it, or another account with it, finds nothing.
    expect((await answer(id, `${secret.slice(0, -2)}xx`, 'complete', buyer.cookie).expect(404)).body).toMatchObject(
      notFound,
    );
    await answer(id, secret, 'complete', stranger.cookie).expect(404);
    await answer(id, secret, 'complete').expect(404);
    await answer(randomUUID(), secret, 'complete', buyer.cookie).expect(404);
    const [row] = await paymentsOf(buyer.email);
    expect(row!.status).toBe('pending');
    expect(await approvedChargesOf(row!.id)).toHaveLength(0);

    await answer(id, secret, 'complete', buyer.cookie).expect(200);
    expect(await subscriptionsOf(buyer.email)).toEqual([expect.objectContaining({ accountId: buyer.userId })]);
  });

  it('refuses an answer that is not one of complete, fail and cancel, or none, and still waits', async () => {
    const body = checkoutWith(SANDBOX_CARDS.authenticationRequired);
    const { id, secret } = (await pay(body).expect(202)).body.authentication;
    const choose = 'Choose a value for this field: complete, fail or cancel.';
    expect((await answer(id, secret, 'succeed').expect(400)).body.error).toBe(choose);
    expect((await api.http().post(`/api/checkout/authentications/${id}`).send({ secret }).expect(400)).body.error).toBe(
      choose,
    );
    expect((await paymentsOf(body.customerEmail))[0]!.status).toBe('pending');
  });
});

describe('Update card with a card that asks for authentication', () => {
  const cardBody = (cardNumber: string) => {
    const { customerName, paymentMethod } = checkoutWith(cardNumber);
    return { customerName, paymentMethod: { ...paymentMethod, expiryYear: String(new Date().getFullYear() + 3) } };
  };
  const updateCard = (customer: SignedInCustomer, cardNumber: string) =>
    api.http().post('/api/billing/card').set('Cookie', customer.cookie).send(cardBody(cardNumber));
  const answerCard = (customer: SignedInCustomer, id: string, secret: string, action: string) =>
    api.http().post(`/api/billing/card/authentications/${id}`).set('Cookie', customer.cookie).send({ secret, action });
  const cardOf = async (customer: SignedInCustomer) =>
    (await api.http().get('/api/billing').set('Cookie', customer.cookie).expect(200)).body.subscription.paymentMethod;

  it('saves the card only once the challenge is completed', async () => {
    const customer = await signedInCustomer(api, 'business');
    const pending = await updateCard(customer, SANDBOX_CARDS.authenticationRequired).expect(202);
    expect(pending.body).toEqual({
      error: 'Your bank asks you to confirm this payment.',
      authentication: { id: expect.any(String), secret: expect.any(String), expiresAt: expect.any(String) },
    });
    expect((await cardOf(customer)).last4).toBe('4242');
    const { id, secret } = pending.body.authentication;

    const stranger = await signedInCustomer(api, 'business');
    await answerCard(stranger, id, secret, 'complete').expect(404);
    expect((await cardOf(stranger)).last4).toBe('4242');

    const saved = await answerCard(customer, id, secret, 'complete').expect(200);
    expect(saved.body.subscription.paymentMethod).toMatchObject({ brand: 'Visa', last4: '3184' });
    expect((await answerCard(customer, id, secret, 'complete').expect(200)).body.subscription.paymentMethod.last4).toBe(
      '3184',
    );
  });

  it('Fail authentication, Escape and 1629 leave the card as it was', async () => {
    const customer = await signedInCustomer(api, 'business');
    const failed = (await updateCard(customer, SANDBOX_CARDS.authenticationRequired).expect(202)).body.authentication;
    expect((await answerCard(customer, failed.id, failed.secret, 'fail').expect(402)).body.error).toBe(FAILED);
    const canceled = (await updateCard(customer, SANDBOX_CARDS.authenticationRequired).expect(202)).body.authentication;
    expect((await answerCard(customer, canceled.id, canceled.secret, 'cancel').expect(402)).body.error).toBe(CANCELED);
    const declined = (await updateCard(customer, SANDBOX_CARDS.authenticationThenDeclined).expect(202)).body
      .authentication;
    expect((await answerCard(customer, declined.id, declined.secret, 'complete').expect(402)).body.error).toBe(
      'Your card was declined.',
    );
    expect((await cardOf(customer)).last4).toBe('4242');
  });

  it('a new challenge replaces the unanswered one, which can no longer be completed', async () => {
    const customer = await signedInCustomer(api, 'business');
    const first = (await updateCard(customer, SANDBOX_CARDS.authenticationRequired).expect(202)).body.authentication;
    await updateCard(customer, SANDBOX_CARDS.authenticationRequired).expect(202);
    expect((await answerCard(customer, first.id, first.secret, 'complete').expect(402)).body.error).toBe(CANCELED);
    expect((await cardOf(customer)).last4).toBe('4242');
    const rows = await api.database.db
      .select()
      .from(cardAuthentications)
      .where(eq(cardAuthentications.accountId, customer.userId));
    expect(rows.map((row) => row.decision).sort()).toEqual(['cancel', null]);
  });
});
