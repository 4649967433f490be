/**
 * API keys end to end on the run's engine (docs/product/api.md#api-keys): created, rolled and
 * revoked through the site's API while signed in, and presented to the sandbox's /v1 calls.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { API_KEY_MESSAGES, MAX_ACTIVE_API_KEYS } from '@northvault/contracts/api-keys';
import { API_PATHS, apiKeyRevokePath, apiKeyRollPath } from '@northvault/contracts/routes';
import { planMismatchMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { CLOCK, type Clock } from '../clock/clock';
import { apiKeys } from '../database/schema';
import { type SignedInCustomer, signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;
let clock: Clock;

beforeAll(async () => {
  api = await createTestApp();
  clock = api.app.get<Clock>(CLOCK);
});

afterAll(() => api.close());

afterEach(() => jest.restoreAllMocks());

const HOUR = 3600 * 1000;

/** Moves the app's clock `ms` ahead of the real time. */
function advanceClock(ms: number): void {
  jest.spyOn(clock, 'now').mockImplementation(() => new Date(Date.now() + ms));
}

async function createKey(
  customer: SignedInCustomer,
  body: Record<string, unknown> = { keyName: 'CI', scope: 'read_write' },
): Promise<{ id: string; secret: string; prefix: string }> {
  const response = await api.http().post(API_PATHS.apiKeys).set('Cookie', customer.cookie).send(body).expect(201);
  return { id: response.body.key.id, secret: response.body.secret, prefix: response.body.key.prefix };
}

function listAccounts(secret: string, plan = 'business') {
  return api.sandbox().get('/v1/banking/accounts').set('Authorization', `Bearer ${secret}`).set('X-Plan-Type', plan);
}

function openAccount(secret: string) {
  return api
    .sandbox()
    .post('/v1/banking/accounts')
    .set('Authorization', `Bearer ${secret}`)
    .set('X-Plan-Type', 'business')
    .send({ account_type: 'checking', initial_deposit: 500 });
}

function expectSandboxError(body: unknown, code: string, message: string): void {
  expect(body).toEqual({ error: { code, message, request_id: expect.any(String) } });
}

describe('creating a key', () => {
  it('answers the secret once, nv_test_sk_ and 40 base62 characters, named by its last four afterwards', async () => {
    const customer = await signedInCustomer(api, 'business');
    const year = new Date().getUTCFullYear() + 2;
    const response = await api
      .http()
      .post(API_PATHS.apiKeys)
      .set('Cookie', customer.cookie)
      .send({ keyName: 'Nightly sync', scope: 'read_only', expiresAt: `${year}-01-31` })
      .expect(201);
    expect(response.headers['cache-control']).toBe('no-store');
    const { secret, key } = response.body;
    expect(secret).toMatch(/^nv_test_sk_[0-9A-Za-z]{40}$/);
    expect(key).toEqual({
      id: expect.any(String),
      name: 'Nightly sync',
      prefix: `nv_test_sk_…${secret.slice(-4)}`,
      scope: 'read_only',
      status: 'active',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      expiresAt: `${year}-02-01T00:00:00Z`,
      endsAt: null,
      lastUsedAt: null,
      lastUsedAddress: null,
    });

    const list = await api.http().get(API_PATHS.apiKeys).set('Cookie', customer.cookie).expect(200);
    expect(list.body).toEqual({ keys: [key], planId: 'business', maxActiveKeys: MAX_ACTIVE_API_KEYS });
    expect(JSON.stringify(list.body)).not.toContain(secret.slice(11));
  });

  it('stores only the SHA-256 of the key, never the key itself', async () => {
    const customer = await signedInCustomer(api, 'business');
    const { id, secret } = await createKey(customer);
    const [row] = await api.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    const stored = Object.values(row!).map(String);
    expect(stored.some((value) => value.includes(secret.slice(11)))).toBe(false);
    expect(row!.lookup).toBe(secret.slice(11, 21));
  });

  it('refuses an account without an active plan, saying why', async () => {
    const customer = await signedInCustomer(api, null);
    const response = await api
      .http()
      .post(API_PATHS.apiKeys)
      .set('Cookie', customer.cookie)
      .send({ keyName: 'CI', scope: 'read_write' })
      .expect(403);
    expect(response.body.error).toBe(API_KEY_MESSAGES.noPlan);
  });

  it.each([
    [{ scope: 'read_write' }, 'keyName', 'Enter a name for the key.'],
    [{ keyName: 'CI', scope: 'admin' }, 'scope', 'A scope must be read_only or read_write.'],
    [
      { keyName: 'CI', scope: 'read_write', expiresAt: 'tomorrow' },
      'expiresAt',
      'The expiry date must be a date like 2027-01-31.',
    ],
    [{ keyName: 'CI', scope: 'read_write', expiresAt: '2000-01-01' }, 'expiresAt', API_KEY_MESSAGES.expiryInPast],
    [{ keyName: 'CI', scope: 'read_write', expiresAt: '9999-01-01' }, 'expiresAt', API_KEY_MESSAGES.expiryTooFar],
    [{ keyName: 'x'.repeat(61), scope: 'read_write' }, 'keyName', 'A name for the key must be at most 60 characters.'],
  ])('refuses %j with 400 naming the field', async (body, field, message) => {
    const customer = await signedInCustomer(api, 'business');
    const response = await api.http().post(API_PATHS.apiKeys).set('Cookie', customer.cookie).send(body).expect(400);
    expect(response.body.error).toBe(message);
    expect(response.body.fields).toEqual({ [field]: message });
  });

  it('refuses a visitor without a session and a request from another site', async () => {
    await api.http().get(API_PATHS.apiKeys).expect(401);
    const customer = await signedInCustomer(api, 'business');
    const response = await api
      .http()
      .post(API_PATHS.apiKeys)
      .set('Cookie', customer.cookie)
      .set('Origin', 'https://elsewhere.example')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ keyName: 'CI', scope: 'read_write' })
      .expect(403);
    expect(response.body.error).toBe('Cross-site request refused.');
    expect(await api.database.db.select().from(apiKeys).where(eq(apiKeys.userId, customer.userId))).toEqual([]);
  });

  it(`holds at most ${MAX_ACTIVE_API_KEYS} active keys per account; a revoked one makes room`, async () => {
    const customer = await signedInCustomer(api, 'business');
    const keys = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i += 1)
      keys.push(await createKey(customer, { keyName: `Key ${i}`, scope: 'read_only' }));
    const refused = await api
      .http()
      .post(API_PATHS.apiKeys)
      .set('Cookie', customer.cookie)
      .send({ keyName: 'One more', scope: 'read_only' })
      .expect(409);
    expect(refused.body.error).toBe(API_KEY_MESSAGES.limitReached);
    // Another account's keys are its own.
    await createKey(await signedInCustomer(api, 'business'));
    await api.http().post(apiKeyRevokePath(keys[0]!.id)).set('Cookie', customer.cookie).expect(200);
    await createKey(customer, { keyName: 'One more', scope: 'read_only' });
  });
});

describe('calling /v1 with a key', () => {
  it('authenticates like a login token, and remembers when and from where the key was last used', async () => {
    const customer = await signedInCustomer(api, 'business');
    const { id, secret } = await createKey(customer);
    const response = await listAccounts(secret).expect(200);
    expect(response.body.data).toEqual(expect.any(Array));
    const user = await api
      .sandbox()
      .get('/v1/auth/user')
      .set('Authorization', `Bearer ${secret}`)
      .set('X-Plan-Type', 'business')
      .expect(200);
    expect(user.body).toEqual(
      expect.objectContaining({ email: customer.email, plan: 'business', token_expires_at: null }),
    );
    const [row] = await api.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row!.lastUsedAt).toEqual(expect.any(Date));
    expect(row!.lastUsedAddress).toMatch(/127\.0\.0\.1|::1/);
  });

  it('keeps the plan checks: a missing header is 400 and another plan 403', async () => {
    const customer = await signedInCustomer(api, 'business');
    const { secret } = await createKey(customer);
    const missing = await api
      .sandbox()
      .get('/v1/banking/accounts')
      .set('Authorization', `Bearer ${secret}`)
      .expect(400);
    expectSandboxError(missing.body, 'plan_header_missing', SANDBOX_MESSAGES.planHeaderMissing);
    const other = await listAccounts(secret, 'enterprise').expect(403);
    expectSandboxError(other.body, 'plan_mismatch', planMismatchMessage('enterprise', 'business'));
  });

  it('lets a read_only key read, and refuses its writes with 403', async () => {
    const customer = await signedInCustomer(api, 'business');
    const readOnly = await createKey(customer, { keyName: 'Dashboards', scope: 'read_only' });
    await listAccounts(readOnly.secret).expect(200);
    const refused = await openAccount(readOnly.secret).expect(403);
    expectSandboxError(refused.body, 'forbidden', API_KEY_MESSAGES.readOnly);
    const readWrite = await createKey(customer, { keyName: 'Jobs', scope: 'read_write' });
    await openAccount(readWrite.secret).expect(201);
  });

  it('refuses an unknown key with 401 saying it is unknown, a key one character off included', async () => {
    const customer = await signedInCustomer(api, 'business');
    const { secret } = await createKey(customer);
    const lastCharacter = secret.at(-1) === 'a' ? 'b' : 'a';
    for (const unknown of [
      `nv_test_sk_${'A'.repeat(40)}`,
      `${secret.slice(0, -1)}${lastCharacter}`,
      'nv_test_sk_short',
    ]) {
      const response = await listAccounts(unknown).expect(401);
      expectSandboxError(response.body, 'unauthorized', API_KEY_MESSAGES.unknown);
    }
  });

  it('refuses a revoked key with 401 saying it was revoked, from the moment it is revoked', async () => {
    const customer = await signedInCustomer(api, 'business');
    const { id, secret } = await createKey(customer);
    await listAccounts(secret).expect(200);
    const revoked = await api.http().post(apiKeyRevokePath(id)).set('Cookie', customer.cookie).expect(200);
    expect(revoked.body.key).toEqual(expect.objectContaining({ id, status: 'revoked' }));
    const response = await listAccounts(secret).expect(401);
    expectSandboxError(response.body, 'unauthorized', API_KEY_MESSAGES.revoked);
    const again = await api.http().post(apiKeyRevokePath(id)).set('Cookie', customer.cookie).expect(409);
    expect(again.body.error).toBe(API_KEY_MESSAGES.alreadyEnded);
  });

  it('refuses an expired key with 401 saying it expired, once the clock passes its expiry', async () => {
    const customer = await signedInCustomer(api, 'business');
    const expiresAt = new Date(Date.now() + 2 * HOUR).toISOString();
    const { secret } = await createKey(customer, { keyName: 'Short', scope: 'read_write', expiresAt });
    advanceClock(HOUR);
    await listAccounts(secret).expect(200);
    advanceClock(2 * HOUR + 1000);
    const response = await listAccounts(secret).expect(401);
    expectSandboxError(response.body, 'unauthorized', API_KEY_MESSAGES.expired);
    const list = await api.http().get(API_PATHS.apiKeys).set('Cookie', customer.cookie).expect(200);
    expect(list.body.keys[0].status).toBe('expired');
  });
});

describe('rolling and revoking', () => {
  it('rolls a key: the new one works at once, the old one for the overlap chosen, then 401 revoked', async () => {
    const customer = await signedInCustomer(api, 'business');
    const old = await createKey(customer, { keyName: 'Deploys', scope: 'read_only' });
    const rolled = await api
      .http()
      .post(apiKeyRollPath(old.id))
      .set('Cookie', customer.cookie)
      .send({ overlap: '24h' })
      .expect(201);
    const fresh = rolled.body;
    expect(fresh.secret).toMatch(/^nv_test_sk_[0-9A-Za-z]{40}$/);
    expect(fresh.secret).not.toBe(old.secret);
    expect(fresh.key).toEqual(expect.objectContaining({ name: 'Deploys', scope: 'read_only', status: 'active' }));
    await listAccounts(fresh.secret).expect(200);
    await listAccounts(old.secret).expect(200);

    const list = await api.http().get(API_PATHS.apiKeys).set('Cookie', customer.cookie).expect(200);
    const oldSummary = list.body.keys.find((key: { id: string }) => key.id === old.id);
    expect(oldSummary.status).toBe('ending');
    expect(Date.parse(oldSummary.endsAt) - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);

    advanceClock(24 * HOUR - 60_000);
    await listAccounts(old.secret).expect(200);
    advanceClock(24 * HOUR + 1000);
    expectSandboxError((await listAccounts(old.secret).expect(401)).body, 'unauthorized', API_KEY_MESSAGES.revoked);
    await listAccounts(fresh.secret).expect(200);
  });

  it('rolls with no overlap: the old key ends at once; a rolled key cannot be rolled again', async () => {
    const customer = await signedInCustomer(api, 'business');
    const old = await createKey(customer);
    const rolled = await api
      .http()
      .post(apiKeyRollPath(old.id))
      .set('Cookie', customer.cookie)
      .send({ overlap: 'now' })
      .expect(201);
    await listAccounts(rolled.body.secret).expect(200);
    await listAccounts(old.secret).expect(401);
    const again = await api
      .http()
      .post(apiKeyRollPath(old.id))
      .set('Cookie', customer.cookie)
      .send({ overlap: 'now' })
      .expect(409);
    expect(again.body.error).toBe(API_KEY_MESSAGES.alreadyEnded);
  });

  it('revokes a key in its overlap at once', async () => {
    const customer = await signedInCustomer(api, 'business');
    const old = await createKey(customer);
    await api.http().post(apiKeyRollPath(old.id)).set('Cookie', customer.cookie).send({ overlap: '7d' }).expect(201);
    const again = await api.http().post(apiKeyRollPath(old.id)).set('Cookie', customer.cookie).send({ overlap: '1h' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(API_KEY_MESSAGES.alreadyRolled);
    await listAccounts(old.secret).expect(200);
    await api.http().post(apiKeyRevokePath(old.id)).set('Cookie', customer.cookie).expect(200);
    await listAccounts(old.secret).expect(401);
  });

  it("refuses another account's key, an id that is no uuid and an overlap not offered", async () => {
    const owner = await signedInCustomer(api, 'business');
    const { id, secret } = await createKey(owner);
    const stranger = await signedInCustomer(api, 'business');
    for (const path of [apiKeyRevokePath(id), apiKeyRevokePath('not-a-uuid')]) {
      const response = await api.http().post(path).set('Cookie', stranger.cookie).expect(404);
      expect(response.body.error).toBe(API_KEY_MESSAGES.notFound);
    }
    await api.http().post(apiKeyRollPath(id)).set('Cookie', stranger.cookie).send({ overlap: '1h' }).expect(404);
    const badOverlap = await api
      .http()
      .post(apiKeyRollPath(id))
      .set('Cookie', owner.cookie)
      .send({ overlap: '30d' })
      .expect(400);
    expect(badOverlap.body.fields).toEqual({ overlap: 'How long the old key stays valid must be now, 1h, 24h or 7d.' });
    await listAccounts(secret).expect(200);
  });
});
