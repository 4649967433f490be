/** Enterprise's `custom_fields` on accounts and transactions (docs/product/api.md#custom-fields). */
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import type { PlanId } from '@northvault/contracts/plans';
import { customFieldsMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { rowCounts } from '../../testing/every-table';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';

const LEDGER = { ledger_code: '4010', cost_centre: 'Payroll' };
const { maxKeys, maxKeyLength, maxValueLength } = DOCUMENTED_LIMITS.customFields;

describe('custom_fields in the sandbox (docs/product/api.md#custom-fields)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  const subscriber = (plan: PlanId) => sandboxSubscriber(api, plan);

  async function checkingAccount(customer: SandboxSubscriber): Promise<string> {
    const accounts = await customer.call('get', '/v1/banking/accounts').expect(200);
    return (accounts.body.data as { id: string; account_type: string }[]).find(
      (account) => account.account_type === 'checking',
    )!.id;
  }

  const postAccount = (customer: SandboxSubscriber, body: object) =>
    customer.call('post', '/v1/banking/accounts').send({ account_type: 'savings', initial_deposit: 2500, ...body });

  const transaction = (accountId: string, body: object = {}) => ({
    account_id: accountId,
    amount: 25,
    currency: 'USD',
    type: 'credit',
    description: 'Invoice INV-0142',
    ...body,
  });

  const postTransaction = (customer: SandboxSubscriber, body: object, key?: string) => {
    const call = customer.call('post', '/v1/banking/transactions');
    if (key) call.set('Idempotency-Key', key);
    return call.send(body);
  };

  const transactionsOf = async (customer: SandboxSubscriber, accountId: string) =>
    (await customer.call('get', `/v1/banking/transactions?account_id=${accountId}`).expect(200)).body.data as {
      id: string;
      custom_fields?: Record<string, string>;
    }[];

  describe('Enterprise', () => {
    it('creates an account with custom fields and lists them; other accounts carry {}', async () => {
      const customer = await subscriber('enterprise');
      const created = await postAccount(customer, { custom_fields: LEDGER }).expect(201);
      expect(created.body).toEqual(expect.objectContaining({ account_type: 'savings', custom_fields: LEDGER }));
      const listed = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data as {
        id: string;
        custom_fields: unknown;
      }[];
      expect(listed.find((account) => account.id === created.body.id)!.custom_fields).toEqual(LEDGER);
      for (const account of listed.filter((other) => other.id !== created.body.id)) {
        expect(account.custom_fields).toEqual({});
      }
    });

    it('posts a transaction with custom fields, lists them and keeps the values exactly as sent', async () => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const fields = { ...LEDGER, note: '  spaced  ', empty: '' };
      const created = await postTransaction(customer, transaction(accountId, { custom_fields: fields })).expect(201);
      expect(created.body.custom_fields).toEqual(fields);
      const plain = await postTransaction(customer, transaction(accountId)).expect(201);
      expect(plain.body.custom_fields).toEqual({});
      const listed = await transactionsOf(customer, accountId);
      expect(listed.find((row) => row.id === created.body.id)!.custom_fields).toEqual(fields);
      expect(listed.find((row) => row.id === plain.body.id)!.custom_fields).toEqual({});
    });

    it('sends them in the transaction.completed webhook payload', async () => {
      const customer = await subscriber('enterprise');
      const hook = await customer
        .call('post', '/v1/webhooks')
        .send({ url: 'http://127.0.0.1:9/hooks', events: ['transaction.completed'] })
        .expect(201);
      const accountId = await checkingAccount(customer);
      const created = await postTransaction(customer, transaction(accountId, { custom_fields: LEDGER })).expect(201);
      const [delivery] = await api.database.rows<{ data: { id: string; custom_fields: unknown } }>(
        `select data->'event'->'data' as data from pgboss.job where name = 'webhook-delivery' and data->>'webhookId' = $1`,
        [hook.body.id],
      );
      expect(delivery!.data).toEqual(created.body);
      expect(delivery!.data.custom_fields).toEqual(LEDGER);
    });

    it('takes custom fields on bulk items and answers them per item', async () => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const response = await postTransaction(customer, {
        transactions: [transaction(accountId, { custom_fields: LEDGER }), transaction(accountId)],
      }).expect(200);
      expect(response.body.data).toEqual([
        { status: 201, transaction: expect.objectContaining({ custom_fields: LEDGER }) },
        { status: 201, transaction: expect.objectContaining({ custom_fields: {} }) },
      ]);
    });

    it('refuses an Idempotency-Key reused with other custom fields, and replays the same ones in any key order', async () => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const key = 'c0ffee00-1111-4222-8333-444455556666';
      const first = await postTransaction(customer, transaction(accountId, { custom_fields: LEDGER }), key).expect(201);
      const before = await rowCounts(api.database);
      const other = await postTransaction(
        customer,
        transaction(accountId, { custom_fields: { ...LEDGER, ledger_code: '4020' } }),
        key,
      ).expect(422);
      expect(other.body).toEqual(
        sandboxError('invalid_request', SANDBOX_MESSAGES.idempotencyKeyReused, 'Idempotency-Key'),
      );
      const none = await postTransaction(customer, transaction(accountId), key).expect(422);
      expect(none.body.error.message).toBe(SANDBOX_MESSAGES.idempotencyKeyReused);
      const reordered = { cost_centre: LEDGER.cost_centre, ledger_code: LEDGER.ledger_code };
      const replay = await postTransaction(customer, transaction(accountId, { custom_fields: reordered }), key).expect(
        201,
      );
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it('keeps replaying a key first sent without custom fields, as {} or left out', async () => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const key = 'c0ffee00-1111-4222-8333-777788889999';
      const first = await postTransaction(customer, transaction(accountId), key).expect(201);
      const replay = await postTransaction(customer, transaction(accountId, { custom_fields: {} }), key).expect(201);
      expect(replay.body).toEqual(first.body);
    });
  });

  describe('Starter and Business', () => {
    it.each(['starter', 'business'] as const)(
      'refuses a %s transaction sending custom_fields with 403, writing nothing',
      async (plan) => {
        const customer = await subscriber(plan);
        const accountId = await checkingAccount(customer);
        const before = await rowCounts(api.database);
        for (const fields of [LEDGER, {}]) {
          const refused = await postTransaction(customer, transaction(accountId, { custom_fields: fields })).expect(
            403,
          );
          expect(refused.body).toEqual(
            sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.customFieldsEnterpriseOnly, 'custom_fields'),
          );
        }
        expect(SANDBOX_MESSAGES.customFieldsEnterpriseOnly).toMatch(/^Custom fields are part of the Enterprise plan\./);
        expect(await rowCounts(api.database)).toEqual(before);
      },
    );

    it('refuses a Business account sending custom_fields with 403, writing nothing', async () => {
      const customer = await subscriber('business');
      await customer.call('get', '/v1/banking/accounts').expect(200);
      const before = await rowCounts(api.database);
      const refused = await postAccount(customer, { custom_fields: LEDGER }).expect(403);
      expect(refused.body).toEqual(
        sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.customFieldsEnterpriseOnly, 'custom_fields'),
      );
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it('answers Starter’s own refusal first: it cannot create accounts at all', async () => {
      const customer = await subscriber('starter');
      await customer.call('get', '/v1/banking/accounts').expect(200);
      const before = await rowCounts(api.database);
      const refused = await postAccount(customer, { custom_fields: LEDGER }).expect(403);
      expect(refused.body).toEqual(sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.starterCannotCreateAccounts));
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it('refuses a Business bulk call with custom_fields on any item as a whole, posting no item', async () => {
      const customer = await subscriber('business');
      const accountId = await checkingAccount(customer);
      const before = await rowCounts(api.database);
      const refused = await postTransaction(customer, {
        transactions: [transaction(accountId), transaction(accountId, { custom_fields: LEDGER })],
      }).expect(403);
      expect(refused.body).toEqual(
        sandboxError(
          'plan_upgrade_required',
          SANDBOX_MESSAGES.customFieldsEnterpriseOnly,
          'transactions.1.custom_fields',
        ),
      );
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it.each(['starter', 'business'] as const)(
      'keeps the %s plan’s documented shapes: no custom_fields property',
      async (plan) => {
        const customer = await subscriber(plan);
        const accountId = await checkingAccount(customer);
        const accounts = (await customer.call('get', '/v1/banking/accounts').expect(200)).body.data as object[];
        for (const account of accounts) expect(account).not.toHaveProperty('custom_fields');
        const created = await postTransaction(customer, transaction(accountId)).expect(201);
        expect(created.body).not.toHaveProperty('custom_fields');
        for (const listed of await transactionsOf(customer, accountId)) {
          expect(listed).not.toHaveProperty('custom_fields');
        }
        if (plan === 'business') {
          const account = await postAccount(customer, {}).expect(201);
          expect(account.body).not.toHaveProperty('custom_fields');
          const bulk = await postTransaction(customer, { transactions: [transaction(accountId)] }).expect(200);
          expect(bulk.body.data[0].transaction).not.toHaveProperty('custom_fields');
        }
      },
    );
  });

  describe('validation', () => {
    const manyKeys = Object.fromEntries(Array.from({ length: maxKeys + 1 }, (_, i) => [`key_${i}`, 'x']));
    const longKey = 'k'.repeat(maxKeyLength + 1);
    const cases: Array<[string, unknown, string, string]> = [
      ['a string', '4010', 'custom_fields', customFieldsMessage({ kind: 'not-object' })],
      ['an array', ['4010'], 'custom_fields', customFieldsMessage({ kind: 'not-object' })],
      ['null', null, 'custom_fields', customFieldsMessage({ kind: 'not-object' })],
      [`${maxKeys + 1} keys`, manyKeys, 'custom_fields', customFieldsMessage({ kind: 'too-many-keys' })],
      [
        `a ${maxKeyLength + 1}-character key`,
        { [longKey]: 'x' },
        'custom_fields',
        customFieldsMessage({ kind: 'key', problem: 'too-long' }),
      ],
      ['an empty key', { '': 'x' }, 'custom_fields', customFieldsMessage({ kind: 'key', problem: 'empty' })],
      [
        'a key with a control character',
        { 'a\u0007b': 'x' },
        'custom_fields',
        customFieldsMessage({ kind: 'key', problem: 'control-character' }),
      ],
      [
        `a ${maxValueLength + 1}-character value`,
        { ...LEDGER, memo: 'v'.repeat(maxValueLength + 1) },
        'custom_fields.memo',
        customFieldsMessage({ kind: 'value', problem: 'too-long' }),
      ],
      [
        'a number value',
        { ledger_code: 4010 },
        'custom_fields.ledger_code',
        customFieldsMessage({ kind: 'value-not-text' }),
      ],
      [
        'an object value',
        { ledger: { code: '4010' } },
        'custom_fields.ledger',
        customFieldsMessage({ kind: 'value-not-text' }),
      ],
      [
        'a key that class-validator would rewrite',
        { $property: 5 },
        'custom_fields.$property',
        customFieldsMessage({ kind: 'value-not-text' }),
      ],
    ];

    it('takes the limits themselves', async () => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const fields = Object.fromEntries(
        Array.from({ length: maxKeys }, (_, i) => [`${i}`.padEnd(maxKeyLength, 'k'), 'v'.repeat(maxValueLength)]),
      );
      const created = await postTransaction(customer, transaction(accountId, { custom_fields: fields })).expect(201);
      expect(created.body.custom_fields).toEqual(fields);
    });

    it.each(cases)('refuses %s with 400 naming the field, writing nothing', async (_, fields, param, message) => {
      const customer = await subscriber('enterprise');
      const accountId = await checkingAccount(customer);
      const before = await rowCounts(api.database);
      const single = await postTransaction(customer, transaction(accountId, { custom_fields: fields })).expect(400);
      expect(single.body).toEqual(sandboxError('invalid_request', message, param));
      const account = await postAccount(customer, { custom_fields: fields }).expect(400);
      expect(account.body).toEqual(sandboxError('invalid_request', message, param));
      const bulk = await postTransaction(customer, {
        transactions: [transaction(accountId), transaction(accountId, { custom_fields: fields })],
      }).expect(400);
      expect(bulk.body).toEqual(sandboxError('invalid_request', message, `transactions.1.${param}`));
      expect(await rowCounts(api.database)).toEqual(before);
    });

    it('validates before the plan rule: Business gets the 400 for a malformed value', async () => {
      const customer = await subscriber('business');
      const accountId = await checkingAccount(customer);
      const refused = await postTransaction(customer, transaction(accountId, { custom_fields: 'x' })).expect(400);
      expect(refused.body.error.param).toBe('custom_fields');
    });
  });
});
