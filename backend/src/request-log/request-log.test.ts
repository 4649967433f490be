/**
 * The request log end to end on the run's engine (docs/product/api.md#request-log): /v1 calls of
 * an account recorded off the request path with redacted bodies, read back through the sandbox
 * and the site's API (the account's own only), filtered, paged, and pruned after 30 days.
 */
import { eq } from 'drizzle-orm';
import {
  REDACTED,
  REQUEST_LOG_API_PATH,
  REQUEST_LOG_MESSAGES,
  REQUEST_LOG_PAGE_SIZE,
  requestLogEntryPath,
  TRUNCATED_MARK,
} from '@northvault/contracts/request-logs';
import { API_PATHS } from '@northvault/contracts/routes';
import { CLOCK, type Clock } from '../clock/clock';
import { sandboxRequestLogs } from '../database/schema';
import { type SignedInCustomer, signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { RequestLogRecorder } from './request-log-recorder';
import { RequestLogs } from './request-logs.service';

let api: TestApp;
let recorder: RequestLogRecorder;

beforeAll(async () => {
  api = await createTestApp();
  recorder = api.app.get(RequestLogRecorder);
});

afterAll(() => api.close());

afterEach(() => jest.restoreAllMocks());

const DAY = 24 * 3600 * 1000;
const CARD = '4242 4242 4242 4242';
const PASSWORD = 'correct-horse-battery-staple';

async function customerWithKey(plan: 'business' | 'starter' = 'business') {
  const customer = await signedInCustomer(api, plan);
  const response = await api
    .http()
    .post(API_PATHS.apiKeys)
    .set('Cookie', customer.cookie)
    .send({ keyName: 'CI', scope: 'read_write' })
    .expect(201);
  return { customer, secret: response.body.secret as string, prefix: response.body.key.prefix as string, plan };
}

type Caller = Awaited<ReturnType<typeof customerWithKey>>;

function v1(caller: Caller, method: 'get' | 'post', path: string) {
  return api.sandbox()[method](path).set('Authorization', `Bearer ${caller.secret}`).set('X-Plan-Type', caller.plan);
}

async function rowsOf(customer: SignedInCustomer) {
  await recorder.flush();
  return api.database.db.select().from(sandboxRequestLogs).where(eq(sandboxRequestLogs.userId, customer.userId));
}

describe('recording', () => {
  it('records a call with its method, path, status, duration, request_id, Idempotency-Key, key prefix and bodies', async () => {
    const caller = await customerWithKey();
    const before = Date.now();
    const answer = await v1(caller, 'post', '/v1/banking/accounts')
      .set('Idempotency-Key', 'order-1234')
      .send({ account_type: 'checking', initial_deposit: 500 })
      .expect(201);
    const list = await v1(caller, 'get', '/v1/banking/accounts?limit=5').expect(200);

    const rows = await rowsOf(caller.customer);
    expect(rows).toHaveLength(2);
    const created = rows.find((row) => row.method === 'POST')!;
    expect(created).toMatchObject({
      requestId: answer.headers['x-request-id'],
      path: '/v1/banking/accounts',
      status: 201,
      idempotencyKey: 'order-1234',
      credential: caller.prefix,
    });
    expect(created.durationMs).toBeGreaterThanOrEqual(0);
    expect(created.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(JSON.parse(created.requestBody!)).toEqual({ account_type: 'checking', initial_deposit: 500 });
    expect(JSON.parse(created.responseBody!)).toEqual(answer.body);
    const listed = rows.find((row) => row.method === 'GET')!;
    expect(listed).toMatchObject({ path: '/v1/banking/accounts?limit=5', status: 200, requestBody: null });
    expect(listed.requestId).toBe(list.headers['x-request-id']);
  });

  it('records errors, and an error answer’s request_id finds its entry', async () => {
    const caller = await customerWithKey();
    const failed = await v1(caller, 'post', '/v1/banking/accounts').send({ account_type: 'gold' }).expect(400);
    const requestId = failed.body.error.request_id as string;
    await recorder.flush();
    const entry = await v1(caller, 'get', `/v1/request-logs/${requestId}`).expect(200);
    expect(entry.body).toMatchObject({
      request_id: requestId,
      method: 'POST',
      path: '/v1/banking/accounts',
      status: 400,
    });
    expect(JSON.parse(entry.body.response_body)).toEqual(failed.body);
  });

  it('names a login token by its first characters, never the whole token', async () => {
    const caller = await customerWithKey();
    const minted = await api.http().post(API_PATHS.sandboxTokens).set('Cookie', caller.customer.cookie).expect(201);
    const token = minted.body.accessToken as string;
    await api
      .sandbox()
      .get('/v1/banking/accounts')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Plan-Type', 'business')
      .expect(200);
    const rows = await rowsOf(caller.customer);
    expect(rows.map((row) => row.credential)).toEqual([`${token.slice(0, 8)}…`]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('records nothing for a call no account can be named for', async () => {
    const unknown = await api
      .sandbox()
      .get('/v1/banking/accounts')
      .set('Authorization', `Bearer nv_test_sk_${'x'.repeat(40)}`)
      .set('X-Plan-Type', 'business')
      .expect(401);
    await recorder.flush();
    const rows = await api.database.db
      .select()
      .from(sandboxRequestLogs)
      .where(eq(sandboxRequestLogs.requestId, unknown.body.error.request_id));
    expect(rows).toEqual([]);
  });

  it('a call does not wait for its entry, nor fail when the log cannot be written', async () => {
    const caller = await customerWithKey();
    await recorder.flush();
    const database = api.database;
    const original = database.rows.bind(database);
    const logInserts: string[] = [];
    jest.spyOn(database, 'rows').mockImplementation(((text: string, params: readonly unknown[]) => {
      if (!text.startsWith('insert into "sandbox_request_logs"')) return original(text, params);
      logInserts.push(text);
      return Promise.reject(new Error('database unavailable'));
    }) as typeof database.rows);
    await v1(caller, 'get', '/v1/banking/accounts').expect(200);
    expect(logInserts).toHaveLength(0);
    await recorder.flush();
    expect(logInserts).toHaveLength(1);
    jest.restoreAllMocks();
    expect(await rowsOf(caller.customer)).toEqual([]);
  });
});

describe('redaction', () => {
  it('a card number and a password in a request body never reach a row', async () => {
    const caller = await customerWithKey();
    await v1(caller, 'post', '/v1/banking/accounts')
      .send({ account_type: 'checking', initial_deposit: 500, password: PASSWORD, note: `card ${CARD}` })
      .expect(400);
    await v1(caller, 'post', '/v1/banking/accounts')
      .send({ account_type: 'checking', initial_deposit: 500, card_number: 4242424242424242 })
      .expect(400);
    const rows = await rowsOf(caller.customer);
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(CARD);
    expect(stored).not.toContain('4242424242424242');
    const bodies = rows.map((row) => JSON.parse(row.requestBody!));
    expect(bodies).toContainEqual(expect.objectContaining({ password: REDACTED, note: `card ${REDACTED}` }));
    expect(bodies).toContainEqual(expect.objectContaining({ card_number: REDACTED }));
  });

  it('a signing secret in a response body never reaches a row', async () => {
    const caller = await customerWithKey();
    const created = await v1(caller, 'post', '/v1/webhooks')
      .send({ url: 'https://example.com/hooks', events: ['transaction.completed'] })
      .expect(201);
    const rows = await rowsOf(caller.customer);
    expect(created.body.secret).toEqual(expect.any(String));
    expect(JSON.stringify(rows)).not.toContain(created.body.secret);
    expect(JSON.parse(rows[0]!.responseBody!).secret).toBe(REDACTED);
  });

  it('caps each body at 8 KB', async () => {
    const caller = await customerWithKey();
    await v1(caller, 'post', '/v1/banking/accounts')
      .send({ account_type: 'checking', description: 'é'.repeat(20_000) })
      .expect(400);
    const [row] = await rowsOf(caller.customer);
    expect(Buffer.byteLength(row!.requestBody!, 'utf8')).toBeLessThanOrEqual(8 * 1024);
    expect(row!.requestBody!.endsWith(TRUNCATED_MARK)).toBe(true);
  });
});

/** Writes entries straight through the recorder, at chosen moments. */
async function seed(customer: SignedInCustomer, entries: { method: string; path: string; status: number; at: Date }[]) {
  entries.forEach((entry, index) =>
    recorder.record({
      userId: customer.userId,
      requestId: `seed-${customer.userId.slice(0, 8)}-${index}`,
      method: entry.method,
      path: entry.path,
      status: entry.status,
      durationMs: 3,
      idempotencyKey: null,
      credential: 'nv_test_sk_…seed',
      requestBody: null,
      responseBody: null,
      createdAt: entry.at,
    }),
  );
  await recorder.flush();
}

describe('reading', () => {
  it('lists newest first, filtered by status class, method, path and date', async () => {
    const caller = await customerWithKey();
    const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
    await seed(caller.customer, [
      { method: 'GET', path: '/v1/banking/accounts', status: 200, at: day(10) },
      { method: 'POST', path: '/v1/banking/transactions', status: 422, at: day(11) },
      { method: 'POST', path: '/v1/banking/accounts', status: 201, at: day(12) },
      { method: 'GET', path: '/v1/xero/invoices', status: 500, at: day(13) },
    ]);
    const paths = async (query: Record<string, string>) =>
      (await v1(caller, 'get', '/v1/request-logs').query(query).expect(200)).body.data.map(
        (entry: { status: number }) => entry.status,
      );
    expect(await paths({})).toEqual([500, 201, 422, 200]);
    expect(await paths({ status: '2xx' })).toEqual([201, 200]);
    expect(await paths({ status: '4xx' })).toEqual([422]);
    expect(await paths({ status: '5xx' })).toEqual([500]);
    expect(await paths({ method: 'POST' })).toEqual([201, 422]);
    expect(await paths({ path: '/v1/banking' })).toEqual([201, 422, 200]);
    expect(await paths({ from: '2026-11-11', to: '2026-11-12' })).toEqual([201, 422]);
  });

  it('pages 25 at a time with a cursor', async () => {
    const caller = await customerWithKey();
    const start = Date.UTC(2026, 9, 1);
    await seed(
      caller.customer,
      Array.from({ length: REQUEST_LOG_PAGE_SIZE + 5 }, (_, index) => ({
        method: 'GET',
        path: `/v1/banking/accounts/${index}`,
        status: 200,
        at: new Date(start + index * 1000),
      })),
    );
    const first = await v1(caller, 'get', '/v1/request-logs').expect(200);
    expect(first.body.data).toHaveLength(REQUEST_LOG_PAGE_SIZE);
    expect(first.body.has_more).toBe(true);
    expect(first.body.data[0].path).toBe(`/v1/banking/accounts/${REQUEST_LOG_PAGE_SIZE + 4}`);
    const second = await v1(caller, 'get', '/v1/request-logs')
      .query({ starting_after: first.body.next_cursor })
      .expect(200);
    expect(second.body.data.map((entry: { path: string }) => entry.path)).toEqual(
      [4, 3, 2, 1, 0].map((index) => `/v1/banking/accounts/${index}`),
    );
    expect(second.body).toMatchObject({ has_more: false, next_cursor: null });
  });

  it('shows each account its own log only', async () => {
    const owner = await customerWithKey();
    const other = await customerWithKey();
    const call = await v1(owner, 'get', '/v1/banking/accounts').expect(200);
    await recorder.flush();
    const requestId = call.headers['x-request-id'] as string;
    const refused = await v1(other, 'get', `/v1/request-logs/${requestId}`).expect(404);
    expect(refused.body.error).toMatchObject({
      code: 'not_found',
      message: REQUEST_LOG_MESSAGES.notFound,
      param: 'request_id',
    });
    const list = await v1(other, 'get', '/v1/request-logs').expect(200);
    expect(list.body.data.map((entry: { request_id: string }) => entry.request_id)).not.toContain(requestId);
  });

  it.each([
    [{ status: '3xx' }, 'status', REQUEST_LOG_MESSAGES.badStatus],
    [{ method: 'BREW' }, 'method', REQUEST_LOG_MESSAGES.badMethod],
    // The document lists the values as they are written: an empty or lower-case one is not among them.
    [{ status: '' }, 'status', REQUEST_LOG_MESSAGES.badStatus],
    [{ method: 'post' }, 'method', REQUEST_LOG_MESSAGES.badMethod],
    [{ from: 'yesterday' }, 'from', REQUEST_LOG_MESSAGES.badDate],
  ])('refuses %j with 400 naming the parameter', async (query, field, message) => {
    const caller = await customerWithKey();
    const response = await v1(caller, 'get', '/v1/request-logs').query(query).expect(400);
    expect(response.body.error).toMatchObject({ code: 'invalid_request', message, param: field });
    const site = await api.http().get(REQUEST_LOG_API_PATH).query(query).set('Cookie', caller.customer.cookie);
    expect(site.status).toBe(400);
    expect(site.body.fields).toEqual({ [field]: message });
  });

  it('refuses a cursor it did not write: starting_after on /v1, before on the site’s API', async () => {
    const caller = await customerWithKey();
    const response = await v1(caller, 'get', '/v1/request-logs').query({ starting_after: 'nonsense' }).expect(400);
    expect(response.body.error).toMatchObject({
      code: 'invalid_request',
      message: `starting_after ${REQUEST_LOG_MESSAGES.badCursor}`,
      param: 'starting_after',
    });
    const site = await api
      .http()
      .get(REQUEST_LOG_API_PATH)
      .query({ before: 'nonsense' })
      .set('Cookie', caller.customer.cookie)
      .expect(400);
    expect(site.body.fields).toEqual({ before: `before ${REQUEST_LOG_MESSAGES.badCursor}` });
  });

  it('the developers page reads the signed-in account’s log through the site’s API', async () => {
    const caller = await customerWithKey();
    const call = await v1(caller, 'get', '/v1/banking/accounts').expect(200);
    await recorder.flush();
    const requestId = call.headers['x-request-id'] as string;
    const page = await api.http().get(REQUEST_LOG_API_PATH).set('Cookie', caller.customer.cookie).expect(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body.entries).toEqual([
      {
        requestId,
        method: 'GET',
        path: '/v1/banking/accounts',
        status: 200,
        durationMs: expect.any(Number),
        idempotencyKey: null,
        credential: caller.prefix,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      },
    ]);
    const entry = await api
      .http()
      .get(requestLogEntryPath(requestId))
      .set('Cookie', caller.customer.cookie)
      .expect(200);
    expect(JSON.parse(entry.body.responseBody)).toEqual(call.body);
    await api.http().get(REQUEST_LOG_API_PATH).expect(401);
  });
});

describe('retention', () => {
  it('the daily pass deletes entries older than 30 days and keeps the rest', async () => {
    const caller = await customerWithKey();
    const now = Date.now();
    await seed(caller.customer, [
      { method: 'GET', path: '/v1/old', status: 200, at: new Date(now - 31 * DAY) },
      { method: 'GET', path: '/v1/recent', status: 200, at: new Date(now - 29 * DAY) },
    ]);
    const clock = api.app.get<Clock>(CLOCK);
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now));
    expect(await api.app.get(RequestLogs).prune()).toBeGreaterThanOrEqual(1);
    expect((await rowsOf(caller.customer)).map((row) => row.path)).toEqual(['/v1/recent']);

    // A day later on the injected clock, the second is 30 days old too.
    jest.spyOn(clock, 'now').mockReturnValue(new Date(now + 2 * DAY));
    await api.app.get(RequestLogs).prune();
    expect(await rowsOf(caller.customer)).toEqual([]);
  });
});

describe('SANDBOX_REQUEST_LOG=off', () => {
  it('answers /v1 calls as before and records none of them', async () => {
    const quiet = await createTestApp({ env: { SANDBOX_REQUEST_LOG: 'off' } });
    try {
      const customer = await signedInCustomer(quiet, 'business');
      const key = await quiet
        .http()
        .post(API_PATHS.apiKeys)
        .set('Cookie', customer.cookie)
        .send({ keyName: 'Bench', scope: 'read_only' })
        .expect(201);
      await quiet
        .sandbox()
        .get('/v1/banking/accounts')
        .set('Authorization', `Bearer ${key.body.secret as string}`)
        .set('X-Plan-Type', 'business')
        .expect(200);
      await quiet.app.get(RequestLogRecorder).flush();
      expect(await quiet.database.db.select().from(sandboxRequestLogs)).toEqual([]);
    } finally {
      await quiet.close();
    }
  });
});
