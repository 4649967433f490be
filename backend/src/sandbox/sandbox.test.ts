import { eq } from 'drizzle-orm';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { subscriptions } from '../database/schema';
import { sandboxSubscriber, SANDBOX_TEST_PASSWORD } from '../testing/sandbox-subscriber';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SandboxTokens } from './auth/sandbox-tokens.service';

const PASSWORD = SANDBOX_TEST_PASSWORD;

describe('sandbox of the documented API (docs/product/api.md#sandbox)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp();
  });

  afterAll(() => api.close());

  afterEach(() => {
    api.app.get(SandboxTokens).now = Date.now;
  });

  const subscriber = (plan: PlanId) => sandboxSubscriber(api, plan);

  function expectError(body: unknown, code: string, message: string | RegExp) {
    expect(body).toEqual({
      error: {
        code,
        message: typeof message === 'string' ? message : expect.stringMatching(message),
        request_id: expect.any(String),
      },
    });
  }

  describe('POST /v1/auth/login', () => {
    it('answers a bearer token valid 3600 s with the user, plan and organisation', async () => {
      const { login, userId, email } = await subscriber('business');
      expect(login).toEqual({
        access_token: expect.stringMatching(/^nv_at_[\w-]{43}$/),
        token_type: 'Bearer',
        expires_in: 3600,
        user: { id: userId, email, organization: expect.stringMatching(/^ORG-/), plan: 'business' },
      });
    });

    it('refuses a wrong password, an unknown email and another organisation with one sentence', async () => {
      const { email, login } = await subscriber('starter');
      const attempts = [
        { email, password: `${PASSWORD}!` },
        { email: 'nobody-here@example.com', password: PASSWORD },
        { email, password: PASSWORD, organization: 'ORG-SOMEONEELSE' },
      ];
      for (const attempt of attempts) {
        const response = await api.sandbox().post('/v1/auth/login').send(attempt).expect(401);
        expectError(response.body, 'invalid_credentials', SANDBOX_MESSAGES.invalidCredentials);
      }
      await api
        .sandbox()
        .post('/v1/auth/login')
        .send({ email: email.toUpperCase(), password: PASSWORD, organization: login.user.organization })
        .expect(200);
    });

    it('refuses an account that has set no password, and one without a plan', async () => {
      const customer = await signedInCustomer(api, 'business');
      const response = await api.sandbox().post('/v1/auth/login').send({ email: customer.email, password: PASSWORD });
      expect(response.status).toBe(401);
      const withoutPlan = await signedInCustomer(api, null);
      await api.sandbox().post('/v1/auth/login').send({ email: withoutPlan.email, password: PASSWORD }).expect(401);
    });

    it('names the field of a bad body and refuses control characters', async () => {
      const missing = await api.sandbox().post('/v1/auth/login').send({ email: 'a@example.com' }).expect(400);
      expect(missing.body.error).toEqual({
        code: 'invalid_request',
        message: 'Enter your password.',
        param: 'password',
        request_id: expect.any(String),
      });
      const control = await api
        .sandbox()
        .post('/v1/auth/login')
        .send({ email: 'a@example.com', password: 'abc\u0000def' })
        .expect(400);
      expect(control.body.error.message).toBe('Your password must not contain control characters.');
    });
  });

  describe('GET /v1/auth/user and the headers every call needs', () => {
    it('says who the token belongs to, its plan, permissions and expiry', async () => {
      const { call, userId, email, login } = await subscriber('enterprise');
      const response = await call('get', '/v1/auth/user').expect(200);
      expect(response.body).toEqual({
        id: userId,
        email,
        name: 'Test Customer',
        organization: login.user.organization,
        plan: 'enterprise',
        permissions: [
          'accounts:read',
          'accounts:write',
          'transactions:read',
          'transactions:write',
          'transactions:bulk',
          'xero:read',
          'xero:sync',
          'webhooks:manage',
          'webhooks:account_events',
          'custom_fields',
          'white_label:manage',
        ],
        token_expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      });
      const expiresIn = Date.parse(response.body.token_expires_at) - Date.now();
      expect(expiresIn).toBeGreaterThan(3590_000);
      expect(expiresIn).toBeLessThanOrEqual(3600_000);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      const none = await api.sandbox().get('/v1/auth/user').set('X-Plan-Type', 'business').expect(401);
      expectError(none.body, 'unauthorized', SANDBOX_MESSAGES.missingToken);
      expect(none.body.error.request_id).toBe(none.headers['x-request-id']);
      const unknown = await api
        .sandbox()
        .get('/v1/auth/user')
        .set('Authorization', 'Bearer nv_at_made-up')
        .set('X-Plan-Type', 'business')
        .expect(401);
      expectError(unknown.body, 'token_expired', SANDBOX_MESSAGES.tokenExpired);
    });

    it('answers 400 without X-Plan-Type and 403 naming both plans when it names another', async () => {
      const { token, call } = await subscriber('business');
      const missing = await api.sandbox().get('/v1/auth/user').set('Authorization', `Bearer ${token}`).expect(400);
      expectError(missing.body, 'plan_header_missing', SANDBOX_MESSAGES.planHeaderMissing);
      const mismatch = await call('get', '/v1/banking/accounts', 'starter').expect(403);
      expectError(
        mismatch.body,
        'plan_mismatch',
        'X-Plan-Type names the Starter plan, but this account is on the Business plan.',
      );
      await call('get', '/v1/auth/user', 'Business').expect(200);
    });

    it('refuses a token after its 3600 seconds', async () => {
      const { call } = await subscriber('starter');
      const tokens = api.app.get(SandboxTokens);
      tokens.now = () => Date.now() + 3599_000;
      await call('get', '/v1/auth/user').expect(200);
      tokens.now = () => Date.now() + 3600_000;
      const expired = await call('get', '/v1/auth/user').expect(401);
      expectError(expired.body, 'token_expired', SANDBOX_MESSAGES.tokenExpired);
    });

    it('refuses a live token once the account has no plan it may use', async () => {
      const { call, userId } = await subscriber('business');
      await api.database.db
        .update(subscriptions)
        .set({ status: 'canceled' })
        .where(eq(subscriptions.accountId, userId));
      const response = await call('get', '/v1/auth/user').expect(403);
      expectError(response.body, 'plan_upgrade_required', SANDBOX_MESSAGES.noActivePlan);
    });

    it("refuses a call one second past a cancelled plan's period end, before the renewal pass runs", async () => {
      const { call, cookie, userId } = await subscriber('business');
      await api.http().post('/api/billing/cancel').set('Cookie', cookie).send({}).expect(200);
      const [{ currentPeriodEnd }] = await api.database.db
        .select({ currentPeriodEnd: subscriptions.currentPeriodEnd })
        .from(subscriptions)
        .where(eq(subscriptions.accountId, userId));
      const clock = jest.spyOn(api.app.get<Clock>(CLOCK), 'now');
      try {
        clock.mockReturnValue(new Date(currentPeriodEnd.getTime() - 1000));
        await call('get', '/v1/auth/user').expect(200);
        clock.mockReturnValue(new Date(currentPeriodEnd.getTime() + 1000));
        const response = await call('get', '/v1/auth/user').expect(403);
        expectError(response.body, 'plan_upgrade_required', SANDBOX_MESSAGES.noActivePlan);
        const [{ status }] = await api.database.db
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.accountId, userId));
        expect(status).toBe('active');
      } finally {
        clock.mockRestore();
      }
    });

    it('ends every token when the subscription password changes', async () => {
      const { call, cookie } = await subscriber('starter');
      await api
        .http()
        .post('/api/account/subscription-password')
        .set('Cookie', cookie)
        .send({ password: 'another quiet lighthouse 77' })
        .expect(200);
      await call('get', '/v1/auth/user').expect(401);
    });
  });

  describe('banking accounts', () => {
    it("opens Starter's 3 accounts on the first call, once, and lists only the caller's own", async () => {
      const starter = await subscriber('starter');
      const [first, second] = await Promise.all([
        starter.call('get', '/v1/banking/accounts').expect(200),
        starter.call('get', '/v1/banking/accounts').expect(200),
      ]);
      expect(first.body.data).toHaveLength(3);
      expect(second.body.data).toEqual(first.body.data);
      expect(first.body).toEqual({
        data: [
          {
            id: expect.stringMatching(/^acc_\w{10}$/),
            account_type: 'checking',
            balance: { current: 15000, currency: 'USD' },
            status: 'active',
          },
          {
            id: expect.any(String),
            account_type: 'savings',
            balance: { current: 120000, currency: 'USD' },
            status: 'active',
          },
          {
            id: expect.any(String),
            account_type: 'checking',
            balance: { current: 48250.75, currency: 'USD' },
            status: 'active',
          },
        ],
        has_more: false,
      });
      const other = await subscriber('starter');
      const theirs = await other.call('get', '/v1/banking/accounts').expect(200);
      const ids = new Set(first.body.data.map((account: { id: string }) => account.id));
      expect(theirs.body.data.some((account: { id: string }) => ids.has(account.id))).toBe(false);
      const frozen = await starter.call('get', '/v1/banking/accounts?status=frozen').expect(200);
      expect(frozen.body.data).toEqual([]);
      const bad = await starter.call('get', '/v1/banking/accounts?status=open').expect(400);
      expect(bad.body.error.param).toBe('status');
    });

    it('refuses to let Starter create an account', async () => {
      const starter = await subscriber('starter');
      const response = await starter
        .call('post', '/v1/banking/accounts')
        .send({ account_type: 'checking', initial_deposit: 500 })
        .expect(403);
      expectError(response.body, 'plan_upgrade_required', SANDBOX_MESSAGES.starterCannotCreateAccounts);
    });

    it("checks the route's permission (accounts:write) before the body: Starter reads, and is refused a write", async () => {
      const starter = await subscriber('starter');
      await starter.call('get', '/v1/banking/accounts').expect(200);
      const malformed = await starter.call('post', '/v1/banking/accounts').send({ account_type: 'vault' }).expect(403);
      expectError(
        malformed.body,
        'plan_upgrade_required',
        'Starter plans get their accounts opened for them and cannot create accounts through the API. Upgrade to Business or Enterprise.',
      );
      // Business holds accounts:write: the same body reaches validation.
      const business = await subscriber('business');
      await business.call('post', '/v1/banking/accounts').send({ account_type: 'vault' }).expect(400);
    });

    it('creates Business accounts from a deposit of 100 up to 10 accounts', async () => {
      const business = await subscriber('business');
      const small = await business
        .call('post', '/v1/banking/accounts')
        .send({ account_type: 'savings', initial_deposit: 99.99 })
        .expect(422);
      expect(small.body.error).toEqual({
        code: 'deposit_too_small',
        message: 'initial_deposit must be at least 100.00',
        param: 'initial_deposit',
        request_id: expect.any(String),
      });
      const created = await business
        .call('post', '/v1/banking/accounts')
        .send({ account_type: 'savings', currency: 'EUR', initial_deposit: 100 })
        .expect(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^acc_/),
        account_type: 'savings',
        balance: { current: 100, currency: 'EUR' },
        status: 'active',
      });
      // The 2 starting accounts and this one: 7 more reach the cap of 10.
      for (let i = 0; i < 7; i += 1) {
        await business
          .call('post', '/v1/banking/accounts')
          .send({ account_type: 'checking', initial_deposit: 250.5 })
          .expect(201);
      }
      const over = await business
        .call('post', '/v1/banking/accounts')
        .send({ account_type: 'checking', initial_deposit: 250 })
        .expect(422);
      expectError(over.body, 'account_limit_reached', 'Your Business plan holds up to 10 accounts.');
      const list = await business.call('get', '/v1/banking/accounts').expect(200);
      expect(list.body.data).toHaveLength(10);
      expect(list.body.data[0]).toEqual(expect.objectContaining({ balance: { current: 250.5, currency: 'USD' } }));
    });

    it('names the field of a bad account body and writes nothing', async () => {
      const business = await subscriber('business');
      const cases: Array<[object, string]> = [
        [{ initial_deposit: 500 }, 'account_type'],
        [{ account_type: 'brokerage', initial_deposit: 500 }, 'account_type'],
        [{ account_type: 'checking', initial_deposit: '500' }, 'initial_deposit'],
        [{ account_type: 'checking', initial_deposit: 100.001 }, 'initial_deposit'],
        [{ account_type: 'checking', currency: 'usd', initial_deposit: 500 }, 'currency'],
      ];
      for (const [body, param] of cases) {
        const response = await business.call('post', '/v1/banking/accounts').send(body).expect(400);
        expect(response.body.error).toEqual(expect.objectContaining({ code: 'invalid_request', param }));
      }
      const list = await business.call('get', '/v1/banking/accounts').expect(200);
      expect(list.body.data).toHaveLength(2);
    });
  });

  describe('its own listener', () => {
    it('is not served on the site API listener, and serves nothing but /v1', async () => {
      const onSite = await api.http().post('/v1/auth/login').send({ email: 'a@example.com', password: 'x' });
      expect(onSite.status).toBe(404);
      expect(onSite.body).toEqual({ success: false, statusCode: 404, error: 'Cannot POST /v1/auth/login' });
      await api.http().post('/api/v1/auth/login').send({ email: 'a@example.com', password: 'x' }).expect(404);
      const siteOnSandbox = await api.sandbox().get('/api/health').expect(404);
      expectError(siteOnSandbox.body, 'not_found', SANDBOX_MESSAGES.notFound);
      const unknown = await api.sandbox().get('/v1/nothing-here').expect(404);
      expectError(unknown.body, 'not_found', SANDBOX_MESSAGES.notFound);
    });

    it("refuses a browser's request from another site, in its own error shape", async () => {
      const response = await api
        .sandbox()
        .post('/v1/auth/login')
        .set('Origin', 'https://elsewhere.example')
        .send({ email: 'a@example.com', password: 'x' })
        .expect(403);
      expectError(response.body, 'forbidden', 'Cross-site request refused.');
    });
  });
});

describe('sandbox login throttling', () => {
  it('limits logins like the site writes, in the sandbox error shape', async () => {
    const api = await createTestApp({ env: { THROTTLE_WRITE_LIMIT: '2' } });
    try {
      const attempt = () =>
        api.sandbox().post('/v1/auth/login').send({ email: 'who@example.com', password: 'nope-nope' });
      await attempt().expect(401);
      await attempt().expect(401);
      const refused = await attempt().expect(429);
      expect(refused.body.error).toEqual({
        code: 'rate_limited',
        message: SANDBOX_MESSAGES.tooManyRequests,
        request_id: expect.any(String),
      });
    } finally {
      await api.close();
    }
  });
});
