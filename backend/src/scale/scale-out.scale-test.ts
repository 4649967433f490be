/**
 * Several instances behind a load balancer (`npm run test:scale`): two built backends and two site
 * servers on one PostgreSQL database and one Redis, behind a round-robin proxy on loopback, with
 * MailDev as the mail relay. Sessions, the write limit and releases hold across instances, and
 * `kill -9` of a backend under 200 writing clients loses no acknowledged ticket and no email.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Redis from 'ioredis';
import { openReleasePointers, type ReleasePointers } from '@northvault/hosting/release-pointers';
import { publishRelease, releaseVersion } from '@northvault/hosting/release-store';
import { openPostgres } from '../database/open-postgres';
import type { DatabaseHandle } from '../database/database-handle';
import { type RunningBackend, startBuiltBackend } from '../testing/built-backend';
import { freePort } from '../testing/free-port';
import { HttpClient, jsonBody } from '../testing/http-client';
import { type RunningIdentityProvider, startLocalIdentityProvider } from '../testing/local-identity-provider';
import { MailCatcher } from '../testing/mail-catcher';
import { signIn } from '../testing/real-sign-in';
import { RoundRobinProxy } from '../testing/round-robin-proxy';
import { createScratchPostgresDatabase } from '../testing/test-database';
import { runWritingClients } from './writing-clients';

jest.setTimeout(600_000);

const REPOSITORY = resolve(__dirname, '..', '..', '..');
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `nv-test-${randomBytes(6).toString('hex')}:`;
const JOB_CONCURRENCY = 4;

let scratch: { url: string; drop(): Promise<void> };
let database: DatabaseHandle;
let mail: MailCatcher;
let provider: RunningIdentityProvider;
let releasesDir: string;
let pointers: ReleasePointers;
let proxy: RoundRobinProxy;
let site: string;
const backends: RunningBackend[] = [];
const siteServers: Array<{ url: string; child: ChildProcess }> = [];

async function startSiteServer(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(REPOSITORY, 'packages/hosting/dist/serve-site.js')], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env, SITE_PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    const up = await fetch(`${url}/mfe-registry.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, child };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error('A site server did not start');
}

beforeAll(async () => {
  const proxyPort = await freePort();
  const origin = `http://127.0.0.1:${proxyPort}`;
  [scratch, mail, provider] = await Promise.all([
    createScratchPostgresDatabase(SERVER_URL),
    MailCatcher.start(),
    startLocalIdentityProvider(origin),
  ]);
  releasesDir = mkdtempSync(join(tmpdir(), 'northvault-scale-releases-'));
  // The balancer below is the backends' proxy: it forwards each visitor's address and proves itself.
  const proxySecret = randomBytes(24).toString('hex');
  const shared = {
    TRUST_PROXY: 'loopback',
    PROXY_SECRET: proxySecret,
    ...provider.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SITE_ORIGIN: origin,
    DATABASE_URL: scratch.url,
    REDIS_URL,
    REDIS_KEY_PREFIX: PREFIX,
    SMTP_URL: mail.smtpUrl,
    JOB_WORKERS: 'in-process',
    JOB_CONCURRENCY: String(JOB_CONCURRENCY),
    SESSION_SECRET: randomBytes(24).toString('hex'),
    THROTTLE_LIMIT: '1000000',
    THROTTLE_WRITE_LIMIT: '20',
  };
  // One after the other: the first runs the migrations while the second would wait on their lock anyway.
  for (let index = 0; index < 2; index += 1) backends.push(await startBuiltBackend(shared, { port: await freePort() }));
  for (const backend of backends) {
    siteServers.push(
      await startSiteServer({
        SITE_ORIGIN: origin,
        BACKEND_URL: backend.url,
        RELEASES_DIR: releasesDir,
        DATABASE_URL: scratch.url,
        PROXY_SECRET: proxySecret,
      }),
    );
  }
  proxy = new RoundRobinProxy(
    backends.map((backend) => backend.url),
    siteServers.map((server) => server.url),
    proxySecret,
  );
  site = await proxy.listen(proxyPort);
  database = await openPostgres(scratch.url);
  pointers = await openReleasePointers({ releasesDir, databaseUrl: scratch.url });
});

afterAll(async () => {
  await proxy?.close();
  for (const server of siteServers) server.child.kill('SIGKILL');
  for (const backend of backends) await backend.stop('SIGKILL');
  await pointers?.close();
  await database?.close();
  await provider?.stop();
  await mail?.stop();
  await scratch?.drop();
  rmSync(releasesDir, { recursive: true, force: true });
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

it('keeps a session made through one backend valid on the other', async () => {
  const cookie = await signIn(new HttpClient(site), { email: 'scale@example.com', name: 'Scale Tester' });
  for (const backend of backends) {
    const me = await new HttpClient(backend.url).send({ path: '/api/users/me', headers: { cookie } });
    expect({ status: me.status, email: (jsonBody(me) as { email?: string }).email }).toEqual({
      status: 200,
      email: 'scale@example.com',
    });
  }
});

it('refuses the 21st write in the window whichever backend receives it', async () => {
  const client = new HttpClient(site);
  const visitor = { 'x-forwarded-for': '203.0.113.77' };
  const before = new Map(proxy.served);
  const statuses: number[] = [];
  for (let sent = 0; sent < 22; sent += 1) {
    const answer = await client.sendJson(
      '/api/contact',
      { name: 'Ada', email: 'ada@example.com', message: 'Hi' },
      visitor,
    );
    statuses.push(answer.status);
  }
  expect(statuses).toEqual([...Array<number>(20).fill(201), 429, 429]);
  for (const backend of backends) expect(proxy.served.get(backend.url)! - (before.get(backend.url) ?? 0)).toBe(11);
});

it('shows a release made through one site server on the other at the next page load', async () => {
  const registryEntry = async (url: string) => {
    const registry = (await (await fetch(`${url}/mfe-registry.json`)).json()) as {
      remotes: Array<{ name: string; entry: string }>;
    };
    return registry.remotes.find((remote) => remote.name === 'mfe_docs')!.entry;
  };
  const dist = join(REPOSITORY, 'mfe-docs', 'dist');
  const version = await releaseVersion(dist, '1.0.0');
  await publishRelease(releasesDir, 'mfe-docs', dist, version);
  for (const server of siteServers) expect(await registryEntry(server.url)).not.toContain('/releases/');

  await pointers.switchTo('mfe-docs', version);

  for (const server of siteServers) {
    expect(await registryEntry(server.url)).toBe(`${server.url}/releases/mfe-docs/${version}/remoteEntry.js`);
    const page = await (await fetch(`${server.url}/documentation`)).text();
    expect(page).toContain(`/releases/mfe-docs/${version}/`);
  }
});

it('loses no acknowledged ticket and delivers every ticket’s email once when a backend is killed under load', async () => {
  const victim = backends[0]!;
  const run = runWritingClients(site, { clients: 200, durationMs: 20_000, thinkMs: 250 });
  await new Promise((done) => setTimeout(done, 8_000));
  victim.child.kill('SIGKILL');
  expect((await victim.exited).signal).toBe('SIGKILL');
  const { acknowledged, refused } = await run;

  const stored = new Set(
    (await database.rows<{ ticket_id: string }>('select ticket_id from support_tickets', [])).map(
      (row) => row.ticket_id,
    ),
  );
  const lost = [...acknowledged].filter((ticketId) => !stored.has(ticketId));
  expect(lost).toEqual([]);
  console.info(
    `${acknowledged.size} tickets acknowledged; unanswered or refused: ${JSON.stringify([...refused])}; ` +
      `proxy errors: ${JSON.stringify([...proxy.failures])}`,
  );
  expect(acknowledged.size).toBeGreaterThan(1_000);

  // The killed instance's jobs in flight come back once their attempt times out (a minute).
  const deadline = Date.now() + 240_000;
  let delivered = 0;
  while (Date.now() < deadline) {
    [{ delivered }] = await database.rows<{ delivered: number }>(
      `select count(*)::int as delivered from email_deliveries d
       join pgboss.job j on j.id = d.job_id where j.data->>'kind' = 'ticket-received'`,
      [],
    );
    if (delivered >= stored.size) break;
    await new Promise((done) => setTimeout(done, 2_000));
  }
  expect(delivered).toBe(stored.size);

  const emails = (await mail.emails()).filter((email) => email.subject.startsWith('[TKT-'));
  const messageIdsByTicket = new Map<string, Set<string>>();
  const copies = new Map<string, number>();
  for (const email of emails) {
    const ticketId = /^\[(TKT-[0-9A-Z]{8})\]/.exec(email.subject)![1]!;
    const messageId = email.headers['message-id']!;
    messageIdsByTicket.set(ticketId, (messageIdsByTicket.get(ticketId) ?? new Set()).add(messageId));
    copies.set(messageId, (copies.get(messageId) ?? 0) + 1);
  }
  expect([...messageIdsByTicket.keys()].sort()).toEqual([...stored].sort());
  expect([...messageIdsByTicket.values()].filter((ids) => ids.size !== 1)).toEqual([]);
  // A second copy can only come from a send the kill cut between the relay's "accepted" and the
  // delivery record: the same Message-ID again (the ticket's thread root, which its job carries), from a job the
  // queue retried after it timed out.
  const repeated = [...copies].filter(([, count]) => count > 1).map(([messageId]) => messageId);
  const retried = await database.rows<{ id: string; retry_count: number }>(
    `select id, retry_count from pgboss.job where data->'thread'->>'messageId' = any($1::text[])`,
    [repeated],
  );
  expect(retried).toHaveLength(repeated.length);
  expect(retried.every((job) => job.retry_count >= 1)).toBe(true);
  expect(repeated.length).toBeLessThanOrEqual(JOB_CONCURRENCY);
  console.info(`${emails.length} ticket emails for ${stored.size} tickets; ${repeated.length} repeated after the kill`);
});
