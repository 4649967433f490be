/** Bulk posts of POST /v1/banking/transactions (docs/product/api.md#sandbox): Business and Enterprise, one result per item. */
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('bulk transactions', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  async function account(customer: SandboxSubscriber) {
    const accounts = await customer.call('get', '/v1/banking/accounts').expect(200);
    const { id, balance } = accounts.body.data.at(-1) as { id: string; balance: { current: number } };
    return { id, balance: balance.current };
  }

  const balance = async (customer: SandboxSubscriber, id: string) =>
    (
      (await customer.call('get', '/v1/banking/accounts')).body.data as { id: string; balance: { current: number } }[]
    ).find((candidate) => candidate.id === id)!.balance.current;

  const listed = async (customer: SandboxSubscriber, id: string) =>
    (await customer.call('get', `/v1/banking/transactions?account_id=${id}`).expect(200)).body.data as unknown[];

  const bulk = (customer: SandboxSubscriber, transactions: unknown, key?: string) => {
    const call = customer.call('post', '/v1/banking/transactions');
    if (key) call.set('Idempotency-Key', key);
    return call.send({ transactions });
  };

  const item = (accountId: string, amount: number, type: 'debit' | 'credit' = 'debit') => ({
    account_id: accountId,
    amount,
    currency: 'USD',
    type,
    description: `Bulk ${type} ${amount}`,
  });

  it('posts each item in order with its own result, charging fees only for what posted', async () => {
    const customer = await subscriber('business');
    const { id, balance: before } = await account(customer);
    const hook = await customer
      .call('post', '/v1/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['transaction.completed'] })
      .expect(201);
    const response = await bulk(customer, [
      item(id, 100),
      item(id, 0.001 + 0.009),
      item(id, 50, 'credit'),
      item(id, 999_999),
      item('acc_nobodys00', 5),
    ]).expect(200);
    expect(response.body.data).toEqual([
      {
        status: 201,
        transaction: expect.objectContaining({ amount: 100, fee: 1.99, type: 'debit', status: 'completed' }),
      },
      {
        status: 422,
        error: { code: 'amount_too_small', message: 'amount must be at least 0.01', param: 'amount' },
      },
      { status: 201, transaction: expect.objectContaining({ amount: 50, fee: 1.99, type: 'credit' }) },
      {
        status: 422,
        error: { code: 'insufficient_funds', message: SANDBOX_MESSAGES.insufficientFunds, param: 'amount' },
      },
      { status: 404, error: { code: 'not_found', message: SANDBOX_MESSAGES.accountNotFound, param: 'account_id' } },
    ]);
    // -(100 + 1.99) + (50 - 1.99)
    expect(await balance(customer, id)).toBeCloseTo(before - 53.98, 2);
    expect(await listed(customer, id)).toHaveLength(2);
    // One transaction.completed delivery per posted item.
    const deliveries = await api.database.rows<{ type: string }>(
      `select data->'event'->>'type' as type from pgboss.job where name = 'webhook-delivery' and data->>'webhookId' = $1`,
      [hook.body.id],
    );
    expect(deliveries.map((delivery) => delivery.type)).toEqual(['transaction.completed', 'transaction.completed']);
  });

  it('answers every posted item again for a retried Idempotency-Key, posting nothing twice', async () => {
    const customer = await subscriber('enterprise');
    const { id } = await account(customer);
    const items = [item(id, 10), item(id, 20)];
    const first = await bulk(customer, items, 'payroll-run-7').expect(200);
    const afterFirst = await balance(customer, id);
    const retry = await bulk(customer, items, 'payroll-run-7').expect(200);
    expect(retry.body).toEqual(first.body);
    expect(await balance(customer, id)).toBe(afterFirst);
    expect(await listed(customer, id)).toHaveLength(2);
    // The same key with other items refuses those, and posts none.
    const changed = await bulk(customer, [item(id, 10), item(id, 25)], 'payroll-run-7').expect(200);
    expect(changed.body.data[1]).toEqual({
      status: 422,
      error: { code: 'invalid_request', message: SANDBOX_MESSAGES.idempotencyKeyReused, param: 'Idempotency-Key' },
    });
    expect(await listed(customer, id)).toHaveLength(2);
  });

  it('refuses Starter with 403, and writes nothing', async () => {
    const customer = await subscriber('starter');
    const { id, balance: before } = await account(customer);
    const response = await bulk(customer, [item(id, 10)]).expect(403);
    expect(response.body).toEqual(sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.starterCannotBulk));
    expect(await balance(customer, id)).toBe(before);
    expect(await listed(customer, id)).toHaveLength(0);
  });

  it('refuses more items than the plan posts at once (Business 500), and writes nothing', async () => {
    const customer = await subscriber('business');
    const { id } = await account(customer);
    const response = await bulk(
      customer,
      Array.from({ length: 501 }, () => item(id, 0.01)),
    ).expect(400);
    expect(response.body).toEqual(
      sandboxError('limit_too_large', 'transactions holds up to 500 items on the Business plan.', 'transactions'),
    );
    expect(await listed(customer, id)).toHaveLength(0);
  });

  it('names the field of a bad item (400) and writes nothing', async () => {
    const customer = await subscriber('business');
    const { id } = await account(customer);
    const bad = await bulk(customer, [item(id, 10), { ...item(id, 10), amount: 'ten' }]).expect(400);
    expect(bad.body.error).toEqual(
      expect.objectContaining({ code: 'invalid_request', param: 'transactions.1.amount' }),
    );
    const empty = await bulk(customer, []).expect(400);
    expect(empty.body.error).toEqual(
      expect.objectContaining({ message: 'transactions must hold at least one transaction', param: 'transactions' }),
    );
    await bulk(customer, 'all of them').expect(400);
    // An item that is not a transaction object is the request's mistake, not an item's 404.
    for (const [items, index] of [
      [[[]], 0],
      [[item(id, 10), null], 1],
      [[item(id, 10), [item(id, 10)]], 1],
    ] as const) {
      const notObject = await bulk(customer, items).expect(400);
      expect(notObject.body).toEqual(
        sandboxError('invalid_request', `transactions.${index} must be a transaction object.`, `transactions.${index}`),
      );
    }
    expect(await listed(customer, id)).toHaveLength(0);
  });

  function subscriber(plan: 'starter' | 'business' | 'enterprise') {
    return sandboxSubscriber(api, plan);
  }
});
