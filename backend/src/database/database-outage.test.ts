/**
 * A database outage on PostgreSQL: the test runs a server of its own (initdb/pg_ctl in a temporary
 * folder on a spare port), stops it mid-run and starts it again. The app answers 503 meanwhile,
 * never 500, stays up, and recovers by itself.
 */
import { randomUUID } from 'node:crypto';
import { HttpClient, jsonBody } from '../testing/http-client';
import { signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { findPostgresBinaries, TemporaryPostgresServer } from '../testing/temporary-postgres-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DATABASE_UNAVAILABLE } from './database-unavailable';

const POSTGRES_BIN = findPostgresBinaries();
if (POSTGRES_BIN === null) {
  console.warn(
    'Skipping the database outage tests: no PostgreSQL binaries (initdb, pg_ctl) in /usr/lib/postgresql/*/bin.',
  );
}
const describeWithPostgres = POSTGRES_BIN === null ? describe.skip : describe;

jest.setTimeout(120_000);

const UNAVAILABLE = { success: false, statusCode: 503, error: DATABASE_UNAVAILABLE };
const MESSAGE = { name: 'Ada', email: 'ada@example.com', message: 'Are you there?' };
const TICKET = { ...MESSAGE, subject: 'Outage' };
const nextYear = String(new Date().getFullYear() + 1);

function checkoutFor(email: string) {
  return {
    planId: 'starter',
    customerName: 'Ada Lovelace',
    customerEmail: email,
    paymentMethod: { cardNumber: '4242424242424242', expiryMonth: '12', expiryYear: nextYear, cvv: '123' },
  };
}

async function eventually(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Still not so after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describeWithPostgres('a database outage', () => {
  let server: TemporaryPostgresServer;
  let api: TestApp;
  let customer: SignedInCustomer;

  beforeAll(async () => {
    server = await TemporaryPostgresServer.start(POSTGRES_BIN!);
    // DATABASE_URL without a database handle: the app opens its own pool, exactly as in production.
    api = await createTestApp({ env: { DATABASE_URL: server.url } });
    await api.app.listen(0, '127.0.0.1');
    customer = await signedInCustomer(api, 'enterprise');
  });

  afterAll(async () => {
    // The server first: it must not outlive the run even if closing the app fails.
    await server?.destroy();
    await api?.close();
  });

  const healthy = async () => (await api.http().get('/api/health')).status === 200;

  it('answers 503 from health and from every endpoint that needs the database, then recovers by itself', async () => {
    await api.http().post('/api/contact').send(MESSAGE).expect(201);

    await server.stop();

    const health = await api.http().get('/api/health').expect(503);
    expect(health.body).toEqual({ status: 'error', database: 'down' });
    const requests = [
      api.http().post('/api/contact').send(MESSAGE),
      api.http().post('/api/support').send(TICKET),
      api.http().get('/api/users/me').set('Cookie', customer.cookie),
      api.http().get('/api/white-label/config').set('Cookie', customer.cookie),
      api.http().get('/api/logout').set('Cookie', customer.cookie),
      api
        .http()
        .post('/api/checkout/process')
        .set('Idempotency-Key', randomUUID())
        .send(checkoutFor('outage@example.com')),
    ];
    for (const response of await Promise.all(requests)) {
      expect({ url: response.request.url, status: response.status, body: response.body }).toEqual({
        url: response.request.url,
        status: 503,
        body: UNAVAILABLE,
      });
    }
    // Idle pooled connections were cut by the server: reported, not fatal.
    expect(api.logs.entries().some((entry) => entry.msg === 'Idle database connection failed')).toBe(true);

    await server.resume();
    await eventually(healthy);

    await api.http().post('/api/contact').send(MESSAGE).expect(201);
    await api.http().post('/api/support').send(TICKET).expect(201);
    const me = await api.http().get('/api/users/me').set('Cookie', customer.cookie).expect(200);
    expect(me.body.subscription).toMatchObject({ planId: 'enterprise', status: 'active' });
  });

  it('answers every request in flight across an outage with its result or a 503, never a 500', async () => {
    // An app of its own, so that closing it at the end shows that no connection stayed checked out.
    const busy = await createTestApp({ env: { DATABASE_URL: server.url, LOG_LEVEL: 'error' } });
    await busy.app.listen(0, '127.0.0.1');
    const cookie = { cookie: (await signedInCustomer(busy, 'enterprise')).cookie };
    const client = new HttpClient(await busy.app.getUrl(), { sockets: 16 });
    const statuses: Record<string, number> = {};
    let running = true;
    const send = (worker: number, n: number) => {
      switch (worker % 5) {
        case 0:
          return client.sendJson('/api/contact', MESSAGE);
        case 1:
          return client.sendJson('/api/support', TICKET, cookie);
        case 2:
          // Transactions of several statements: the connection may die between any two of them.
          return client.sendJson('/api/checkout/process', checkoutFor(`inflight-${worker}-${n}@example.com`), {
            'idempotency-key': randomUUID(),
          });
        case 3:
          return client.sendJson('/api/white-label/config', { ...brand, companyName: `Bank ${n}` }, cookie);
        default:
          return client.send({ path: '/api/users/me', headers: cookie });
      }
    };
    const unexpected: string[] = [];
    const workers = Array.from({ length: 15 }, async (_, worker) => {
      for (let n = 0; running; n += 1) {
        const answer = await send(worker, n);
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        const fine = answer.status < 500 || JSON.stringify(jsonBody(answer)) === JSON.stringify(UNAVAILABLE);
        if (!fine) unexpected.push(`${answer.status} ${answer.text}`);
      }
    });
    const healthyBusy = async () => (await client.send({ path: '/api/health' })).status === 200;
    let successesBeforeRecovery = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await server.stop();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await server.resume();
      await eventually(healthyBusy);
      successesBeforeRecovery = (statuses[200] ?? 0) + (statuses[201] ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      running = false;
      await Promise.all(workers);
      client.close();
    }
    expect(unexpected.slice(0, 5)).toEqual([]);
    expect(statuses[503]).toBeGreaterThan(0);
    expect((statuses[200] ?? 0) + (statuses[201] ?? 0)).toBeGreaterThan(successesBeforeRecovery);
    // Closing waits for every pooled connection still checked out: a leaked one would hang it.
    await expect(withTimeout(busy.close(), 15_000)).resolves.toBeUndefined();
  });
});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Still not done after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const brand = {
  companyName: 'Outage Bank',
  domain: '',
  logoUrl: '',
  faviconUrl: '',
  primaryColor: '#8080ff',
  secondaryColor: '#6c6cff',
  accentColor: '#00ccff',
  backgroundGradient: 'linear-gradient(135deg, #1e1b4b, #4c1d95)',
  fontFamily: 'Inter',
  emailFromName: '',
  contactEmail: '',
  contactPhone: '',
};
