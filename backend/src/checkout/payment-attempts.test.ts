/**
 * An approved charge is never followed by a second charge for the same checkout: the attempt is
 * recorded before the gateway is asked, the gateway is asked under the attempt's key, and a retry
 * with the same Idempotency-Key resumes the attempt instead of starting another.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { checkoutIdempotencyKeys, payments, sandboxCharges, subscriptions } from '../database/schema';
import { approvedCheckout } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { PaymentIdempotencyService } from '../payments/payment-idempotency.service';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../payments/payment-gateway';

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp({ env: { LOG_LEVEL: 'fatal' } });
});

afterAll(() => api?.close());

afterEach(() => jest.restoreAllMocks());

const post = (body: object, key: string) =>
  api.http().post('/api/checkout/process').set('Idempotency-Key', key).send(body);

const paymentsFor = (email: string) => api.database.db.select().from(payments).where(eq(payments.customerEmail, email));

const chargesUnder = (paymentId: string) =>
  api.database.db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotencyKey, paymentId));

/** The database fails once, right after the gateway has approved the charge. */
function failDatabaseAfterApproval(): void {
  const gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY);
  const charge = gateway.charge.bind(gateway);
  jest.spyOn(gateway, 'charge').mockImplementationOnce(async (request) => {
    const result = await charge(request);
    jest.spyOn(api.database, 'transaction').mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    return result;
  });
}

describe('a database failure right after the gateway approved', () => {
  it('leaves one charge and one payment row, and the retry with the same key answers the approval', async () => {
    const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const body = approvedCheckout('enterprise', email);
    const key = randomUUID();

    failDatabaseAfterApproval();
    const failed = await post(body, key);
    expect(failed.status).toBeGreaterThanOrEqual(500);
    const [pending] = await paymentsFor(email);
    expect(pending).toMatchObject({
      status: 'pending',
      idempotencyKey: key,
      planId: 'enterprise',
      amountCents: 59_900,
    });
    expect(await chargesUnder(pending!.id)).toEqual([expect.objectContaining({ outcome: 'approved' })]);

    const retry = await post(body, key).expect(200);
    expect(retry.body).toEqual({ success: true, transactionId: expect.stringMatching(/^TXN-/), planId: 'enterprise' });
    const again = await post(body, key).expect(200);
    expect(again.body).toEqual(retry.body);

    const rows = await paymentsFor(email);
    expect(rows).toEqual([
      expect.objectContaining({ id: pending!.id, status: 'approved', transactionId: retry.body.transactionId }),
    ]);
    expect(await chargesUnder(pending!.id)).toHaveLength(1);
    expect(await api.database.db.select().from(subscriptions).where(eq(subscriptions.email, email))).toEqual([
      expect.objectContaining({ planId: 'enterprise', paymentId: pending!.id }),
    ]);
  });
});

describe('the attempt', () => {
  it('is recorded as pending, with its key, amount and plan, before the gateway is asked', async () => {
    const email = `before-${randomUUID().slice(0, 8)}@example.com`;
    const key = randomUUID();
    const gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const seen: unknown[] = [];
    const charge = gateway.charge.bind(gateway);
    jest.spyOn(gateway, 'charge').mockImplementationOnce(async (request) => {
      seen.push(...(await paymentsFor(email)));
      return charge(request);
    });
    await post(approvedCheckout('business', email), key).expect(200);
    expect(seen).toEqual([
      expect.objectContaining({ status: 'pending', idempotencyKey: key, planId: 'business', amountCents: 29_900 }),
    ]);
  });

  it('left by a request that died mid-way is taken over by a retry once its claim has lapsed', async () => {
    const email = `abandoned-${randomUUID().slice(0, 8)}@example.com`;
    const body = approvedCheckout('starter', email);
    const key = randomUUID();
    failDatabaseAfterApproval();
    // The failure also keeps the key from being released, as a crash would.
    jest
      .spyOn(api.app.get(PaymentIdempotencyService), 'release')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await post(body, key);
    jest.restoreAllMocks();
    const [claim] = await api.database.db
      .select()
      .from(checkoutIdempotencyKeys)
      .where(eq(checkoutIdempotencyKeys.key, key));
    expect(claim).toMatchObject({ responseStatus: null });
    expect(await paymentsFor(email)).toEqual([expect.objectContaining({ status: 'pending' })]);
    await api.database.db
      .update(checkoutIdempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(checkoutIdempotencyKeys.key, key));

    await post(body, key).expect(200);
    const [payment] = await paymentsFor(email);
    expect(payment).toMatchObject({ status: 'approved' });
    expect(await chargesUnder(payment!.id)).toHaveLength(1);
  });
});

describe('the sandbox gateway', () => {
  it('charges once per key and answers a repeated key with the first result', async () => {
    const gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const key = randomUUID();
    const card = { number: '4242424242424242', expiryMonth: '10', expiryYear: '2099', cvv: '123' };
    const request = { amountCents: 9_900, currency: 'USD' as const, description: 'Starter', card, idempotencyKey: key };
    const first = await gateway.charge(request);
    const second = await gateway.charge(request);
    expect(second).toEqual(first);
    expect(await chargesUnder(key)).toHaveLength(1);
    await expect(gateway.charge({ ...request, amountCents: 59_900 })).rejects.toThrow(
      'This idempotency key was used for a different charge',
    );
  });

  it('keeps declines in its ledger too', async () => {
    const gateway = api.app.get<PaymentGateway>(PAYMENT_GATEWAY);
    const key = randomUUID();
    const card = { number: '4000000000000002', expiryMonth: '10', expiryYear: '2099', cvv: '123' };
    const request = { amountCents: 9_900, currency: 'USD' as const, description: 'Starter', card, idempotencyKey: key };
    expect(await gateway.charge(request)).toEqual({
      outcome: 'declined',
      reason: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(await gateway.charge({ ...request, card: { ...card, number: '4242424242424242' } })).toMatchObject({
      outcome: 'declined',
    });
  });
});
