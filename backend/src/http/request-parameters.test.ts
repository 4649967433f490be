/**
 * Query and path parameters get the rules of body fields: each of these answered 500 before (a
 * NUL reached PostgreSQL, year 0 reached a timestamp), and each is now the 400 of the API's shape,
 * naming the parameter.
 */
import { MAX_PARAMETER_LENGTH } from './request-parameters';
import { type SandboxSubscriber, sandboxError, sandboxSubscriber } from '../testing/sandbox-subscriber';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;
let customer: SandboxSubscriber;
let accountId: string;
let organizationId: string;

beforeAll(async () => {
  api = await createTestApp();
  customer = await sandboxSubscriber(api, 'enterprise');
  accountId = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data[0].id;
  organizationId = (await customer.call('get', '/v1/xero/organizations').expect(200)).body.data[0].id;
});

afterAll(() => api?.close());

const CONTROL = 'must not contain control characters.';

describe('the sandbox’s query parameters', () => {
  it.each([
    ['account_id', () => '/v1/banking/transactions?account_id=%00'],
    ['account_id', () => '/v1/banking/transactions?account_id=acc%01x'],
    ['starting_after', () => `/v1/banking/transactions?account_id=${accountId}&starting_after=%00`],
    ['status', () => `/v1/banking/transactions?account_id=${accountId}&status=%00`],
    ['organization_id', () => '/v1/xero/invoices?organization_id=%00'],
    ['starting_after', () => `/v1/xero/invoices?organization_id=${organizationId}&starting_after=x%00`],
    ['status', () => '/v1/banking/accounts?status=%7F'],
  ])('refuses a control character in %s with 400 naming it', async (param, path) => {
    const answer = await customer.call('get', path()).expect(400);
    expect(answer.body).toEqual(sandboxError('invalid_request', `The parameter ${param} ${CONTROL}`, param));
  });

  it('refuses a parameter given twice, and one longer than the limit', async () => {
    const twice = await customer.call('get', `/v1/banking/transactions?account_id=${accountId}&status=a&status=b`);
    expect(twice.body).toEqual(sandboxError('invalid_request', 'The parameter status must be text.', 'status'));
    const long = 'a'.repeat(MAX_PARAMETER_LENGTH + 1);
    const tooLong = await customer.call('get', `/v1/banking/transactions?account_id=${long}`).expect(400);
    expect(tooLong.body).toEqual(
      sandboxError('invalid_request', 'The parameter account_id must be at most 2,048 characters.', 'account_id'),
    );
  });

  it.each([
    '0000-01-01',
    '2026-02-30',
    '2026-13-01',
    '2025-02-29',
    '2026-11-01T24:00:00Z',
    '2026-11-01T10:00',
    '1969-12-31',
  ])('refuses modified_since=%s, which names no real day or time', async (date) => {
    const answer = await customer
      .call('get', `/v1/xero/invoices?organization_id=${organizationId}&modified_since=${encodeURIComponent(date)}`)
      .expect(400);
    expect(answer.body).toEqual(
      sandboxError(
        'invalid_request',
        'modified_since must be a date or time that exists, from 1970 on, such as 2026-11-01 or 2026-11-01T00:00:00Z.',
        'modified_since',
      ),
    );
  });

  it.each(['2024-02-29', '2026-11-01', '2026-11-01T08:30:00Z', '2026-11-01T08:30:00.5+02:00'])(
    'takes modified_since=%s',
    async (date) => {
      await customer
        .call('get', `/v1/xero/invoices?organization_id=${organizationId}&modified_since=${encodeURIComponent(date)}`)
        .expect(200);
    },
  );
});

describe('the site’s path and query parameters', () => {
  let cookie: string;

  beforeAll(async () => {
    ({ cookie } = await signedInCustomer(api, 'enterprise'));
  });

  const siteError = (field: string, sentence: string) => ({
    success: false,
    statusCode: 400,
    error: sentence,
    fields: { [field]: sentence },
  });

  it('refuses a receipt number with a NUL or of the wrong shape, and answers 404 for one that does not exist', async () => {
    const nul = await api.http().get('/api/billing/receipts/%00/pdf').set('Cookie', cookie).expect(400);
    expect(nul.body).toEqual(siteError('number', `The parameter number ${CONTROL}`));
    const shape = await api.http().get('/api/billing/receipts/receipt-1/pdf').set('Cookie', cookie).expect(400);
    expect(shape.body).toEqual(
      siteError('number', 'The parameter number must be a receipt number such as NV-2026-000042.'),
    );
    await api.http().get('/api/billing/receipts/NV-2026-999999/pdf').set('Cookie', cookie).expect(404);
  });

  it('refuses a white-label version id with a NUL or of the wrong shape', async () => {
    const rollback = (id: string) =>
      api.http().post(`/api/white-label/versions/${id}/rollback`).set('Cookie', cookie).send({});
    expect((await rollback('%00')).body).toEqual(siteError('id', `The parameter id ${CONTROL}`));
    expect((await rollback('WLV-NOPE')).body).toEqual(
      siteError('id', 'The parameter id must be a version ID such as WLV-7K2M9Q4T1B.'),
    );
  });

  it('refuses a 3-D Secure challenge id of the wrong shape on both of its routes', async () => {
    const sentence = 'The parameter id must be a challenge ID such as 3f2c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f.';
    const checkout = await api.http().post('/api/checkout/authentications/%00').send({ secret: 's' }).expect(400);
    expect(checkout.body).toEqual(siteError('id', `The parameter id ${CONTROL}`));
    const billing = await api
      .http()
      .post('/api/billing/card/authentications/3f2c9a1e')
      .set('Cookie', cookie)
      .send({ secret: 's' })
      .expect(400);
    expect(billing.body).toEqual(siteError('id', sentence));
  });

  it('refuses control characters in the query of a site route, naming the parameter', async () => {
    const planChange = await api.http().get('/api/billing/plan-change?planId=%00').set('Cookie', cookie).expect(400);
    expect(planChange.body).toEqual(siteError('planId', `The parameter planId ${CONTROL}`));
    const brand = await api.http().get('/api/tenant-brands/bank%00.example').expect(400);
    expect(brand.body).toEqual(siteError('host', `The parameter host ${CONTROL}`));
  });
});
