/**
 * The contract check every sandbox suite runs when its app closes (testing/sandbox-contract.ts),
 * proved on the mistakes it exists for: the document's old `multipleOf: 0.01`, which standard
 * validators hold against 19.99, and what the API used to accept against its own schema (a bulk
 * body of `[[]]`, `modified_since=2026-02-30`, an account in `ZZZ`), undocumented statuses and shapes.
 */
import type { OpenAPIObject } from '@nestjs/swagger';
import { SandboxContract, type SandboxExchange } from '../../testing/sandbox-contract';
import { sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DECIMAL_PLACES_KEYWORD } from '../banking/money-amount';

let api: TestApp;
let customer: SandboxSubscriber;
let document: OpenAPIObject;
let accountId: string;

beforeAll(async () => {
  api = await createTestApp();
  customer = await sandboxSubscriber(api, 'business');
  document = (await api.sandbox().get('/v1/openapi.json').expect(200)).body as OpenAPIObject;
  accountId = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data[0].id;
});

afterAll(() => api?.close());

/** The exchanges the app recorded since `from`. */
const since = (from: number) => api.sandboxExchanges.slice(from);

/** A copy of the document with every amount described as it was before: `multipleOf: 0.01`. */
function withMultipleOf(original: OpenAPIObject): OpenAPIObject {
  return JSON.parse(
    JSON.stringify(original, (_key, value: unknown) => {
      if (value && typeof value === 'object' && DECIMAL_PLACES_KEYWORD in value) {
        const { [DECIMAL_PLACES_KEYWORD]: _places, ...rest } = value as Record<string, unknown>;
        return { ...rest, multipleOf: 0.01 };
      }
      return value;
    }),
  ) as OpenAPIObject;
}

const exchange = (overrides: Partial<SandboxExchange>): SandboxExchange => ({
  method: 'GET',
  url: '/v1/banking/accounts',
  requestBody: undefined,
  status: 200,
  contentType: 'application/json; charset=utf-8',
  responseText: JSON.stringify({ data: [], has_more: false }),
  ...overrides,
});

describe('the sandbox contract', () => {
  it('holds for amounts such as 109.57 and 4.35, which multipleOf: 0.01 refused', async () => {
    const from = api.sandboxExchanges.length;
    await customer
      .call('post', '/v1/banking/accounts')
      .send({ account_type: 'checking', initial_deposit: 109.57 })
      .expect(201);
    await customer
      .call('post', '/v1/banking/transactions')
      .send({ account_id: accountId, amount: 4.35, currency: 'USD', type: 'debit' })
      .expect(201);
    const recorded = since(from);
    expect(new SandboxContract(document).violations(recorded)).toEqual([]);
    const before = new SandboxContract(withMultipleOf(document)).violations(recorded);
    expect(before).toEqual(
      expect.arrayContaining([
        expect.stringContaining('the accepted request body/initial_deposit must be multiple of 0.01'),
        expect.stringContaining('the accepted request body/amount must be multiple of 0.01'),
      ]),
    );
  });

  it('refuses an amount with three decimals in the document, as the API does', () => {
    const accepted = exchange({
      method: 'POST',
      url: '/v1/banking/accounts',
      requestBody: { account_type: 'checking', initial_deposit: 100.001 },
      status: 201,
      responseText: JSON.stringify({
        id: 'acc_x',
        account_type: 'checking',
        balance: { current: 100, currency: 'USD' },
        status: 'active',
      }),
    });
    expect(new SandboxContract(document).violations([accepted])).toEqual([
      expect.stringContaining('the accepted request body/initial_deposit must have at most two decimals'),
    ]);
  });

  it('fails a bulk body of [[]] answered with per-item results, as it used to be; the API now refuses it', async () => {
    const before = exchange({
      method: 'POST',
      url: '/v1/banking/transactions',
      requestBody: { transactions: [[]] },
      status: 200,
      responseText: JSON.stringify({
        data: [{ status: 404, error: { code: 'not_found', message: 'No such account.', param: 'account_id' } }],
      }),
    });
    expect(new SandboxContract(document).violations([before])).toEqual(
      expect.arrayContaining([expect.stringContaining('the accepted request body/transactions/0 must be object')]),
    );
    const from = api.sandboxExchanges.length;
    await customer
      .call('post', '/v1/banking/transactions')
      .send({ transactions: [[]] })
      .expect(400);
    expect(new SandboxContract(document).violations(since(from))).toEqual([]);
  });

  it('fails an impossible modified_since or an account in ZZZ, had either been accepted', () => {
    const contract = new SandboxContract(document);
    const invoices = exchange({
      url: '/v1/xero/invoices?organization_id=00000000-0000-4000-8000-000000000000&modified_since=2026-02-30',
      responseText: JSON.stringify({ data: [], has_more: false, next_cursor: null }),
    });
    expect(contract.violations([invoices])).toEqual(
      expect.arrayContaining([expect.stringContaining('the parameter modified_since must match format "date"')]),
    );
    const zzz = exchange({
      method: 'POST',
      url: '/v1/banking/accounts',
      requestBody: { account_type: 'checking', currency: 'ZZZ', initial_deposit: 100 },
      status: 201,
      responseText: JSON.stringify({
        id: 'acc_x',
        account_type: 'checking',
        balance: { current: 100, currency: 'ZZZ' },
        status: 'active',
      }),
    });
    expect(contract.violations([zzz])).toEqual([
      expect.stringContaining('the accepted request body/currency must be equal to one of the allowed values'),
    ]);
  });

  it('fails an undocumented status, an undocumented shape, and an unknown path that answers', () => {
    const contract = new SandboxContract(document);
    expect(contract.violations([exchange({ status: 409 })])).toEqual([
      'GET /v1/banking/accounts: answered 409, which the operation does not document',
    ]);
    expect(contract.violations([exchange({ responseText: JSON.stringify({ accounts: [] }) })])).toEqual(
      expect.arrayContaining([expect.stringContaining("the 200 response body must have required property 'data'")]),
    );
    expect(contract.violations([exchange({ url: '/v1/banking/cards' })])).toEqual([
      'GET /v1/banking/cards is no operation of the document, yet answered 200',
    ]);
    expect(contract.violations([exchange({ url: '/v1/banking/cards', status: 404 })])).toEqual([]);
  });

  it('fails an accepted list without its required parameter', () => {
    const contract = new SandboxContract(document);
    const list = exchange({
      url: '/v1/banking/transactions',
      responseText: JSON.stringify({ data: [], has_more: false, next_cursor: null }),
    });
    expect(contract.violations([list])).toEqual([
      'GET /v1/banking/transactions: was accepted without its required parameter account_id',
    ]);
  });
});
