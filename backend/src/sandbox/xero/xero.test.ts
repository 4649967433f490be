import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { CLOCK } from '../../clock/clock';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { STARTING_INVOICE_COUNT } from './starting-xero-data';

const DAY_MS = 86_400_000;

describe('sandbox Xero calls (docs/product/api.md#xero)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  afterEach(() => jest.restoreAllMocks());

  const subscriber = (plan: 'starter' | 'business' | 'enterprise') => sandboxSubscriber(api, plan);

  async function organization(customer: SandboxSubscriber): Promise<{ id: string }> {
    const response = await customer.call('get', '/v1/xero/organizations').expect(200);
    return response.body.data[0];
  }

  it('seeds one organisation per subscriber, the same on every read, and invisible to others', async () => {
    const customer = await subscriber('starter');
    const [first, second] = await Promise.all([
      customer.call('get', '/v1/xero/organizations').expect(200),
      customer.call('get', '/v1/xero/organizations').expect(200),
    ]);
    expect(second.body).toEqual(first.body);
    expect(first.body).toEqual({
      data: [
        {
          id: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/),
          name: 'Sandbox Trading Ltd',
          base_currency: 'USD',
          country_code: 'US',
          connected_at: expect.stringMatching(/Z$/),
          last_synced_at: null,
        },
      ],
    });
    const stranger = await subscriber('business');
    const theirs = await organization(stranger);
    expect(theirs.id).not.toBe(first.body.data[0].id);
    const refused = await stranger
      .call('get', `/v1/xero/invoices?organization_id=${first.body.data[0].id}`)
      .expect(404);
    expect(refused.body).toEqual(sandboxError('not_found', SANDBOX_MESSAGES.organizationNotFound, 'organization_id'));
    // Two subscribers' sign-ups and seeds: slow on a loaded machine.
  }, 60_000);

  it('gives Starter the last 30 days only, at most 100 per request', async () => {
    const customer = await subscriber('starter');
    const org = await organization(customer);
    const response = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=100`).expect(200);
    const invoices = response.body.data as Array<{ updated_at: string }>;
    expect(invoices.length).toBeGreaterThan(20);
    expect(invoices.length).toBeLessThan(STARTING_INVOICE_COUNT);
    expect(response.body.has_more).toBe(false);
    const oldest = Math.min(...invoices.map((invoice) => Date.parse(invoice.updated_at)));
    expect(Date.now() - oldest).toBeLessThanOrEqual(30 * DAY_MS);
    expect(invoices[0]).toEqual({
      id: expect.any(String),
      invoice_number: `INV-${String(STARTING_INVOICE_COUNT).padStart(4, '0')}`,
      type: 'ACCREC',
      contact: { name: 'Globex Corporation' },
      status: expect.stringMatching(/^(DRAFT|AUTHORISED|PAID|VOIDED)$/),
      currency: 'USD',
      total: expect.any(Number),
      amount_due: expect.any(Number),
      date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      due_date: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      updated_at: expect.stringMatching(/Z$/),
    });
    const over = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=101`).expect(400);
    expect(over.body).toEqual(sandboxError('limit_too_large', 'limit goes up to 100 on the Starter plan.', 'limit'));
    // 45 days later the same invoices have aged out of Starter's window.
    jest.spyOn(api.app.get(CLOCK), 'now').mockReturnValue(new Date(Date.now() + 45 * DAY_MS));
    const later = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}`).expect(200);
    expect(later.body.data).toEqual([]);
  });

  it.each(['business', 'enterprise'] as const)(
    'gives %s the whole history, up to 1,000 per request, a page at a time',
    async (plan) => {
      const customer = await subscriber(plan);
      const org = await organization(customer);
      const all = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=1000`).expect(200);
      expect(all.body.data).toHaveLength(STARTING_INVOICE_COUNT);
      const over = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=1001`).expect(400);
      expect(over.body.error.code).toBe('limit_too_large');
      const page = await customer.call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=2`).expect(200);
      expect(page.body.has_more).toBe(true);
      const next = await customer
        .call('get', `/v1/xero/invoices?organization_id=${org.id}&limit=2&starting_after=${page.body.next_cursor}`)
        .expect(200);
      expect(next.body.data.map((invoice: { id: string }) => invoice.id)).toEqual(
        all.body.data.slice(2, 4).map((invoice: { id: string }) => invoice.id),
      );
      const paid = await customer
        .call('get', `/v1/xero/invoices?organization_id=${org.id}&status=PAID&limit=1000`)
        .expect(200);
      expect(paid.body.data.every((invoice: { status: string }) => invoice.status === 'PAID')).toBe(true);
      const bad = await customer
        .call('get', `/v1/xero/invoices?organization_id=${org.id}&modified_since=yesterday`)
        .expect(400);
      expect(bad.body.error.param).toBe('modified_since');
    },
  );

  it("refuses Starter's sync with the docs' message", async () => {
    const customer = await subscriber('starter');
    const org = await organization(customer);
    const refused = await customer.call('post', '/v1/xero/sync').send({ organization_id: org.id }).expect(403);
    expect(refused.body).toEqual(sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.starterCannotSync));
    expect(refused.body.error.message).toBe(
      'Starter plans can read Xero data but cannot sync to Xero. Upgrade to Business or Enterprise.',
    );
  });

  it('runs a Business sync at once, records when the organisation last synced, and raises xero.sync.completed', async () => {
    const customer = await subscriber('business');
    const org = await organization(customer);
    const webhook = await customer
      .call('post', '/v1/webhooks')
      .send({ url: 'http://127.0.0.1:9/hooks', events: ['xero.sync.completed'] })
      .expect(201);
    const response = await customer
      .call('post', '/v1/xero/sync')
      .send({ organization_id: org.id, entities: ['bank_transactions', 'invoices'], priority: 'high' })
      .expect(202);
    expect(response.body).toEqual({
      id: expect.stringMatching(/^sync_\w{10}$/),
      organization_id: org.id,
      entities: ['bank_transactions', 'invoices'],
      priority: 'high',
      status: 'completed',
      created_at: expect.stringMatching(/Z$/),
    });
    const after = await customer.call('get', '/v1/xero/organizations').expect(200);
    expect(after.body.data[0].last_synced_at).toBe(response.body.created_at);
    const jobs = await api.database.rows<{ data: { webhookId: string; event: { type: string; data: unknown } } }>(
      `select data from pgboss.job where name = 'webhook-delivery' and data->>'webhookId' = $1`,
      [webhook.body.id],
    );
    expect(jobs.map((job) => job.data.event)).toEqual([
      expect.objectContaining({ type: 'xero.sync.completed', data: response.body }),
    ]);
    const cases: Array<[object, string]> = [
      [{}, 'organization_id'],
      [{ organization_id: org.id, entities: ['ledgers'] }, 'entities'],
      [{ organization_id: org.id, priority: 'urgent' }, 'priority'],
    ];
    for (const [body, param] of cases) {
      const bad = await customer.call('post', '/v1/xero/sync').send(body).expect(400);
      expect(bad.body.error.param).toBe(param);
    }
    const unknown = await customer
      .call('post', '/v1/xero/sync')
      .send({ organization_id: '00000000-0000-4000-a000-000000000000' })
      .expect(404);
    expect(unknown.body.error.param).toBe('organization_id');
  });
});
