import { eq } from 'drizzle-orm';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { CLOCK } from '../../clock/clock';
import { sandboxAccounts, sandboxApiCalls, sandboxTransactions } from '../../database/schema';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { rowCounts } from '../../testing/every-table';

describe('sandbox transactions and quotas (docs/product/api.md#sandbox)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  afterEach(() => jest.restoreAllMocks());

  const subscriber = (plan: PlanId) => sandboxSubscriber(api, plan);

  async function firstAccount(customer: SandboxSubscriber) {
    const accounts = await customer.call('get', '/v1/banking/accounts').expect(200);
    return accounts.body.data.at(-1) as { id: string; balance: { current: number } };
  }

  const post = (customer: SandboxSubscriber, body: object) =>
    customer.call('post', '/v1/banking/transactions').send(body);

  describe('POST /v1/banking/transactions', () => {
    it.each([
      ['starter', 2.99],
      ['business', 1.99],
      ['enterprise', 0.99],
    ] as const)("records the %s plan's flat fee and moves the balance by the amount and the fee", async (plan, fee) => {
      expect(PLANS[plan].sampleLimits.transactionFee).toBe(fee);
      const customer = await subscriber(plan);
      const account = await firstAccount(customer);
      const debit = await post(customer, {
        account_id: account.id,
        amount: 1250,
        currency: 'USD',
        type: 'debit',
        description: 'Payroll run March, week 2',
      }).expect(201);
      expect(debit.body).toEqual({
        id: expect.stringMatching(/^txn_\w{10}$/),
        account_id: account.id,
        amount: 1250,
        fee,
        currency: 'USD',
        type: 'debit',
        status: 'completed',
        description: 'Payroll run March, week 2',
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
        // Enterprise's transactions carry their custom fields, none here (custom-fields.test.ts).
        ...(plan === 'enterprise' && { custom_fields: {} }),
      });
      await post(customer, { account_id: account.id, amount: 100.5, currency: 'USD', type: 'credit' }).expect(201);
      const after = await firstAccount(customer);
      const expected = Math.round((account.balance.current - 1250 - fee + 100.5 - fee) * 100) / 100;
      expect(after.balance.current).toBe(expected);
    });

    it('takes 0.01 and refuses less with 422 amount_too_small, writing nothing', async () => {
      const customer = await subscriber('business');
      const account = await firstAccount(customer);
      await post(customer, { account_id: account.id, amount: 0.01, currency: 'USD', type: 'credit' }).expect(201);
      const before = await rowCounts(api.database);
      const small = await post(customer, { account_id: account.id, amount: 0, currency: 'USD', type: 'debit' }).expect(
        422,
      );
      expect(small.body).toEqual(sandboxError('amount_too_small', 'amount must be at least 0.01', 'amount'));
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it('names the field of a bad body with 400 and writes nothing', async () => {
      const customer = await subscriber('business');
      const account = await firstAccount(customer);
      const valid = { account_id: account.id, amount: 10, currency: 'USD', type: 'debit' };
      const before = await rowCounts(api.database);
      const cases: Array<[object, string]> = [
        [{ ...valid, account_id: undefined }, 'account_id'],
        [{ ...valid, amount: '10' }, 'amount'],
        [{ ...valid, amount: -5 }, 'amount'],
        [{ ...valid, amount: 10.001 }, 'amount'],
        [{ ...valid, currency: 'usd' }, 'currency'],
        [{ ...valid, currency: 'EUR' }, 'currency'],
        [{ ...valid, type: 'refund' }, 'type'],
        [{ ...valid, description: 'x'.repeat(501) }, 'description'],
        [{ ...valid, extra: true }, 'extra'],
      ];
      for (const [body, param] of cases) {
        const response = await post(customer, body).expect(400);
        expect(response.body.error).toEqual(expect.objectContaining({ code: 'invalid_request', param }));
      }
      const currency = await post(customer, { ...valid, currency: 'EUR' }).expect(400);
      expect(currency.body.error.message).toBe(SANDBOX_MESSAGES.currencyMismatch);
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it("refuses another subscriber's account as unknown, and a debit the balance cannot cover", async () => {
      const owner = await subscriber('starter');
      const stranger = await subscriber('starter');
      const account = await firstAccount(owner);
      const theirs = await post(stranger, { account_id: account.id, amount: 5, currency: 'USD', type: 'debit' }).expect(
        404,
      );
      expect(theirs.body).toEqual(sandboxError('not_found', SANDBOX_MESSAGES.accountNotFound, 'account_id'));
      const listed = await stranger.call('get', `/v1/banking/transactions?account_id=${account.id}`).expect(404);
      expect(listed.body.error.param).toBe('account_id');
      const tooMuch = await post(owner, {
        account_id: account.id,
        amount: account.balance.current,
        currency: 'USD',
        type: 'debit',
      }).expect(422);
      expect(tooMuch.body).toEqual(sandboxError('insufficient_funds', SANDBOX_MESSAGES.insufficientFunds, 'amount'));
      expect((await firstAccount(owner)).balance.current).toBe(account.balance.current);
    });

    it('posts once per Idempotency-Key: a retry answers the first transaction and charges nothing more', async () => {
      const customer = await subscriber('business');
      const account = await firstAccount(customer);
      const body = { account_id: account.id, amount: 40, currency: 'USD', type: 'debit' };
      const send = (payload: object) =>
        post(customer, payload).set('Idempotency-Key', '0b6f7a52-3c1e-4d8b-9a2f-6e5c4b3a2d1f');
      const [first, second] = await Promise.all([send(body), send(body)]);
      expect(first.status).toBe(201);
      expect(second.status).toBe(201);
      expect(second.body).toEqual(first.body);
      expect([first.headers['idempotent-replayed'], second.headers['idempotent-replayed']].sort()).toEqual([
        'true',
        undefined,
      ]);
      expect((await firstAccount(customer)).balance.current).toBe(account.balance.current - 41.99);
      const reused = await send({ ...body, amount: 41 }).expect(422);
      expect(reused.body).toEqual(
        sandboxError('invalid_request', SANDBOX_MESSAGES.idempotencyKeyReused, 'Idempotency-Key'),
      );
    });

    it('posts only to active accounts', async () => {
      const customer = await subscriber('starter');
      const account = await firstAccount(customer);
      await api.database.db.update(sandboxAccounts).set({ status: 'frozen' }).where(eq(sandboxAccounts.id, account.id));
      const response = await post(customer, {
        account_id: account.id,
        amount: 5,
        currency: 'USD',
        type: 'credit',
      }).expect(422);
      expect(response.body).toEqual(
        sandboxError('account_not_active', SANDBOX_MESSAGES.accountNotActive, 'account_id'),
      );
    });
  });

  describe('GET /v1/banking/transactions', () => {
    it('lists newest first a page at a time, within the plan cap', async () => {
      const customer = await subscriber('starter');
      const account = await firstAccount(customer);
      const ids: string[] = [];
      for (let i = 1; i <= 3; i += 1) {
        const created = await post(customer, {
          account_id: account.id,
          amount: i,
          currency: 'USD',
          type: 'credit',
        }).expect(201);
        ids.push(created.body.id);
      }
      const first = await customer.call('get', `/v1/banking/transactions?account_id=${account.id}&limit=2`).expect(200);
      expect(first.body.data.map((t: { id: string }) => t.id)).toEqual([ids[2], ids[1]]);
      expect(first.body).toEqual(expect.objectContaining({ has_more: true, next_cursor: ids[1] }));
      const second = await customer
        .call('get', `/v1/banking/transactions?account_id=${account.id}&limit=2&starting_after=${ids[1]}`)
        .expect(200);
      expect(second.body).toEqual({
        data: [expect.objectContaining({ id: ids[0], fee: 2.99 })],
        has_more: false,
        next_cursor: null,
      });
      const failed = await customer
        .call('get', `/v1/banking/transactions?account_id=${account.id}&status=failed`)
        .expect(200);
      expect(failed.body.data).toEqual([]);
    });

    it.each([
      ['starter', 50, 'limit goes up to 50 on the Starter plan.'],
      ['business', 500, 'limit goes up to 500 on the Business plan.'],
      ['enterprise', 1000, 'limit goes up to 1,000 on the Enterprise plan.'],
    ] as const)('caps a %s page at %i with 400 limit_too_large', async (plan, cap, message) => {
      const customer = await subscriber(plan);
      const account = await firstAccount(customer);
      await customer.call('get', `/v1/banking/transactions?account_id=${account.id}&limit=${cap}`).expect(200);
      const over = await customer
        .call('get', `/v1/banking/transactions?account_id=${account.id}&limit=${cap + 1}`)
        .expect(400);
      expect(over.body).toEqual(sandboxError('limit_too_large', message, 'limit'));
    });

    it('names a missing account_id and a bad limit', async () => {
      const customer = await subscriber('business');
      const missing = await customer.call('get', '/v1/banking/transactions').expect(400);
      expect(missing.body).toEqual(sandboxError('invalid_request', 'account_id is required.', 'account_id'));
      const bad = await customer.call('get', '/v1/banking/transactions?account_id=acc_x&limit=0').expect(400);
      expect(bad.body.error.param).toBe('limit');
    });
  });

  describe('monthly quotas', () => {
    it('counts API calls per month, says what is left in RateLimit headers, and answers 429 naming the quota', async () => {
      const customer = await subscriber('starter');
      const now = new Date('2026-11-23T08:00:00Z');
      jest.spyOn(api.app.get(CLOCK), 'now').mockReturnValue(now);
      const first = await customer.call('get', '/v1/auth/user').expect(200);
      expect(first.headers['ratelimit-limit']).toBe('10000');
      expect(first.headers['ratelimit-remaining']).toBe('9999');
      expect(first.headers['ratelimit-reset']).toBe(
        String((Date.parse('2026-12-01T00:00:00Z') - now.getTime()) / 1000),
      );
      await api.database.db
        .update(sandboxApiCalls)
        .set({ calls: 9_999 })
        .where(eq(sandboxApiCalls.userId, customer.userId));
      const last = await customer.call('get', '/v1/auth/user').expect(200);
      expect(last.headers['ratelimit-remaining']).toBe('0');
      const refused = await customer.call('get', '/v1/banking/accounts').expect(429);
      expect(refused.body).toEqual(
        sandboxError(
          'quota_exceeded',
          "The Starter plan's quota of 10,000 API calls per month is used up. It renews on 2026-12-01 at 00:00 UTC.",
        ),
      );
      expect(refused.headers['ratelimit-remaining']).toBe('0');
      expect(refused.headers['x-request-id']).toBe(refused.body.error.request_id);
      // A new month renews it.
      jest.spyOn(api.app.get(CLOCK), 'now').mockReturnValue(new Date('2026-12-01T00:00:00Z'));
      const renewed = await customer.call('get', '/v1/auth/user').expect(200);
      expect(renewed.headers['ratelimit-remaining']).toBe('9999');
    });

    it('answers 429 naming the transaction quota once the month has its 1,000 Starter transactions', async () => {
      const customer = await subscriber('starter');
      const account = await firstAccount(customer);
      const now = new Date();
      await api.database.db.insert(sandboxTransactions).values(
        Array.from({ length: 1000 }, (_, index) => ({
          id: `txn_quota${String(index).padStart(5, '0')}${customer.userId.slice(0, 8)}`,
          userId: customer.userId,
          accountId: account.id,
          amountCents: 100,
          feeCents: 299,
          currency: 'USD',
          type: 'credit' as const,
          status: 'completed' as const,
          createdAt: now,
        })),
      );
      const refused = await post(customer, {
        account_id: account.id,
        amount: 5,
        currency: 'USD',
        type: 'credit',
      }).expect(429);
      expect(refused.body.error).toEqual(
        expect.objectContaining({
          code: 'quota_exceeded',
          message: expect.stringMatching(/^The Starter plan's quota of 1,000 transactions per month is used up\./),
        }),
      );
      expect((await firstAccount(customer)).balance.current).toBe(account.balance.current);
    });

    it('sends no RateLimit headers to Enterprise, whose calls are unlimited', async () => {
      const customer = await subscriber('enterprise');
      const response = await customer.call('get', '/v1/auth/user').expect(200);
      expect(response.headers['ratelimit-limit']).toBeUndefined();
    });
  });
});
