/**
 * GET /api/checkout/receipt/:transactionId: the payment's details for the browser that paid (a
 * short-lived sealed cookie the checkout answer sets) or the account that owns the payment.
 */
import { randomUUID } from 'node:crypto';
import { sealValue } from '../common/sealed-value';
import { approvedCheckout, signedInCustomer } from '../testing/signed-in-customer';
import { cookiePair, setCookies } from '../testing/sign-in-flow';
import { createTestApp, type TestApp } from '../testing/test-app';

const NOT_FOUND = {
  success: false,
  statusCode: 404,
  error: 'No receipt for this transaction is available in this browser.',
};

let api: TestApp;

beforeAll(async () => {
  api = await createTestApp();
});

afterAll(() => api?.close());

async function buy(cookie?: string, email = `receipt-${randomUUID().slice(0, 8)}@example.com`) {
  const request = api.http().post('/api/checkout/process').set('Idempotency-Key', randomUUID());
  if (cookie) request.set('Cookie', cookie);
  const response = await request.send(approvedCheckout('business', email)).expect(200);
  return {
    email,
    transactionId: response.body.transactionId as string,
    receiptCookie: cookiePair(setCookies(response), 'nv_receipt')!,
  };
}

const receipt = (transactionId: string, cookie?: string) => {
  const request = api.http().get(`/api/checkout/receipt/${transactionId}`);
  if (cookie) request.set('Cookie', cookie);
  return request;
};

it('sets a short-lived, HttpOnly receipt cookie with the checkout answer', async () => {
  const response = await api
    .http()
    .post('/api/checkout/process')
    .send(approvedCheckout('starter', `c-${randomUUID()}@example.com`))
    .expect(200);
  const line = setCookies(response).find((cookie) => cookie.startsWith('nv_receipt='))!;
  expect(line).toMatch(/HttpOnly/);
  expect(line).toMatch(/SameSite=Lax/);
  expect(line).toMatch(/Max-Age=1800/);
});

it('answers the browser that paid with the payment’s details', async () => {
  const { email, transactionId, receiptCookie } = await buy();
  const response = await receipt(transactionId, receiptCookie).expect(200);
  expect(response.body).toEqual({
    transactionId,
    planId: 'business',
    amountCents: 29_900,
    currency: 'USD',
    cardBrand: 'Visa',
    cardLast4: '4242',
    email,
    claimed: false,
  });
  expect(response.headers['cache-control']).toBe('no-store');
});

it('answers the signed-in account that owns the payment, from any browser', async () => {
  const customer = await signedInCustomer(api, null);
  const { transactionId } = await buy(customer.cookie, customer.email);
  const response = await receipt(transactionId, customer.cookie).expect(200);
  expect(response.body).toMatchObject({ transactionId, email: customer.email, claimed: true });
});

it.each([
  ['no cookie', async () => undefined],
  ['another payment’s receipt cookie', async () => (await buy()).receiptCookie],
  ['another signed-in account', async () => (await signedInCustomer(api, null)).cookie],
  ['a forged cookie', async () => `nv_receipt=${Buffer.from('{"transactionId":"x"}').toString('base64url')}.AAAA`],
])('answers nobody else: 404 with %s', async (_label, cookieFor) => {
  const { transactionId } = await buy();
  const response = await receipt(transactionId, await cookieFor()).expect(404);
  expect(response.body).toEqual(NOT_FOUND);
});

it('answers an unknown or declined transaction like a foreign one', async () => {
  const { receiptCookie } = await buy();
  expect((await receipt('TXN-0000000000000000', receiptCookie).expect(404)).body).toEqual(NOT_FOUND);
});

it.each(['%F0%9F%98%80', 'x'.repeat(500)])(
  'answers a transaction id that cannot be one (%s) with 404, not a database error',
  async (transactionId) => {
    const { receiptCookie } = await buy();
    expect((await receipt(transactionId, receiptCookie).expect(404)).body).toEqual(NOT_FOUND);
  },
);

it.each(['TXN-%00', 'TXN-%00%01'])(
  'refuses a transaction id with control characters (%s) with 400 naming it, as every parameter',
  async (transactionId) => {
    const { receiptCookie } = await buy();
    const refused = await receipt(transactionId, receiptCookie).expect(400);
    expect(refused.body.fields).toEqual({
      transactionId: 'The parameter transactionId must not contain control characters.',
    });
  },
);

it('stops answering once the cookie has expired', async () => {
  const { transactionId } = await buy();
  const expired = sealValue(
    'checkout-receipt',
    { transactionId, expiresAt: Date.now() - 1000 },
    api.config.auth.sessionSecret,
  );
  await receipt(transactionId, `nv_receipt=${expired}`).expect(404);
});
