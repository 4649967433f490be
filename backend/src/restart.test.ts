/**
 * Durability of the real process: the built backend keeps tickets, sessions, subscriptions and
 * white-label configurations across a restart, and `kill -9` in the middle of a stream of writes
 * loses no write it had acknowledged. On PGlite (a temporary DATA_DIR) by default, on a database
 * of its own on the TEST_DATABASE_URL server when that is set.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_WHITE_LABEL_CONFIG } from '@northvault/contracts/white-label';
import type { DatabaseHandle } from './database/database-handle';
import { openPglite } from './database/open-pglite';
import { openPostgres } from './database/open-postgres';
import { LOCK_FILE_NAME } from './database/pglite-lock';
import { contactMessages, supportTickets } from './database/schema';
import { type RunningBackend, startBuiltBackend } from './testing/built-backend';
import { HttpClient, jsonBody } from './testing/http-client';
import { freePort } from './testing/free-port';
import { signIn } from './testing/real-sign-in';
import { type LoopbackAssetServer, startLoopbackAssetServer } from './testing/loopback-asset-server';
import { type RunningIdentityProvider, startLocalIdentityProvider } from './testing/local-identity-provider';
import { createScratchPostgresDatabase, testDatabaseUrl } from './testing/test-database';

jest.setTimeout(180_000);

interface Storage {
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  remove(): Promise<void>;
  /** The PGlite folder, when the run uses PGlite. */
  dataDir?: string;
}

async function createStorage(): Promise<Storage> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl !== undefined) {
    const scratch = await createScratchPostgresDatabase(serverUrl);
    return { env: { DATABASE_URL: scratch.url }, open: () => openPostgres(scratch.url), remove: scratch.drop };
  }
  const folder = mkdtempSync(join(tmpdir(), 'northvault-restart-'));
  const dataDir = join(folder, 'data');
  return {
    env: { DATA_DIR: dataDir },
    dataDir,
    open: () => openPglite(dataDir),
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

let provider: RunningIdentityProvider;
let assets: LoopbackAssetServer;
let storage: Storage;
let env: Record<string, string>;
let backend: RunningBackend | undefined;

beforeAll(async () => {
  provider = await startLocalIdentityProvider();
  assets = await startLoopbackAssetServer();
  storage = await createStorage();
  env = {
    ...provider.env,
    ...storage.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    THROTTLE_LIMIT: '1000000',
    THROTTLE_WRITE_LIMIT: '1000000',
  };
});

afterAll(async () => {
  await backend?.stop('SIGKILL');
  await provider?.stop();
  await assets?.close();
  await storage?.remove();
});

async function start(): Promise<RunningBackend> {
  backend = await startBuiltBackend(env, { port: await freePort() });
  return backend;
}

/** Stops the backend with SIGTERM (as an orchestrator does) and checks it shut down cleanly. */
async function stopGracefully(running: RunningBackend): Promise<void> {
  const exit = await running.stop('SIGTERM');
  expect(exit.code === 0 || exit.signal === 'SIGTERM').toBe(true);
  if (storage.dataDir !== undefined) expect(existsSync(join(storage.dataDir, LOCK_FILE_NAME))).toBe(false);
}

/** Reads the database directly while no backend runs (PGlite allows one process per folder). */
async function storedRows() {
  const database = await storage.open();
  try {
    const [tickets, messages] = await Promise.all([
      database.db.select().from(supportTickets),
      database.db.select().from(contactMessages),
    ]);
    return { tickets, messages };
  } finally {
    await database.close();
  }
}

const brand = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  companyName: 'Durable Bank',
  domain: 'durable.localhost',
  // The published copies come from the loopback CDN this suite runs.
  logoUrl: '',
  faviconUrl: '',
  contactEmail: 'help@durable.example',
};

const ticket = (n: number) => ({ name: 'Kim', email: 'kim@example.com', subject: `Ticket ${n}`, message: 'Keep me.' });

it('keeps tickets, sessions, subscriptions and white-label configurations across a restart', async () => {
  const email = 'durable@example.com';
  let running = await start();
  let api = new HttpClient(running.url);
  let cookie: string;
  let configId: string;
  let ticketId: string;
  try {
    cookie = await signIn(api, { email, name: 'Dee Durable' });
    const checkout = await api.sendJson(
      '/api/checkout/process',
      {
        planId: 'enterprise',
        customerName: 'Dee Durable',
        customerEmail: email,
        paymentMethod: { cardNumber: '4242424242424242', expiryMonth: '12', expiryYear: '2099', cvv: '123' },
      },
      { cookie },
    );
    expect(checkout.status).toBe(200);
    Object.assign(brand, { logoUrl: `${assets.origin}/logo.svg`, faviconUrl: `${assets.origin}/favicon.png` });
    const saved = await api.sendJson('/api/white-label/config', brand, { cookie });
    expect(saved.status).toBe(200);
    configId = (jsonBody(saved) as { id: string }).id;
    expect((await api.sendJson('/api/white-label/deploy', { configId }, { cookie })).status).toBe(200);
    const created = await api.sendJson('/api/support', ticket(0), { cookie });
    expect(created.status).toBe(201);
    ticketId = (jsonBody(created) as { ticketId: string }).ticketId;
  } finally {
    api.close();
  }
  await stopGracefully(running);

  running = await start();
  api = new HttpClient(running.url);
  try {
    const me = await api.send({ path: '/api/users/me', headers: { cookie } });
    expect({ status: me.status, body: jsonBody(me) }).toMatchObject({
      status: 200,
      body: { email, subscription: { planId: 'enterprise', status: 'active' } },
    });
    const config = await api.send({ path: '/api/white-label/config', headers: { cookie } });
    expect(jsonBody(config)).toMatchObject({
      config: { ...brand, id: configId, organizationId: expect.stringMatching(/^ORG-/), isActive: true },
      live: { number: 1, live: true, brand: { companyName: brand.companyName, domain: brand.domain } },
      upToDate: true,
    });
    const served = await api.send({ path: `/api/tenant-brands/${brand.domain}` });
    expect(jsonBody(served)).toMatchObject({ versionNumber: 1, companyName: brand.companyName });
  } finally {
    api.close();
  }
  await stopGracefully(running);

  const { tickets } = await storedRows();
  expect(tickets).toEqual([expect.objectContaining({ ticketId, subject: 'Ticket 0', userId: expect.any(String) })]);
});

it('loses no acknowledged write to kill -9 in the middle of a stream of writes, and opens cleanly afterwards', async () => {
  const running = await start();
  const api = new HttpClient(running.url, { sockets: 32 });
  const acknowledged = { tickets: new Set<string>(), messages: new Set<string>() };
  let killed = false;
  let sent = 0;
  // 32 writers, tickets and contact messages, until the process is gone under them.
  const writers = Array.from({ length: 32 }, async (_, writer) => {
    while (!killed) {
      const n = (sent += 1);
      try {
        if (writer % 2 === 0) {
          const answer = await api.sendJson('/api/support', ticket(n));
          if (answer.status === 201) acknowledged.tickets.add((jsonBody(answer) as { ticketId: string }).ticketId);
        } else {
          const answer = await api.sendJson('/api/contact', { name: 'Kim', email: 'kim@example.com', message: `${n}` });
          if (answer.status === 201) acknowledged.messages.add((jsonBody(answer) as { id: string }).id);
        }
      } catch {
        // The connection died with the process: this write was never acknowledged.
      }
    }
  });
  const deadline = Date.now() + 20_000;
  while (acknowledged.tickets.size + acknowledged.messages.size < 300 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const exit = await running.stop('SIGKILL');
  killed = true;
  await Promise.all(writers);
  api.close();
  expect(exit.signal).toBe('SIGKILL');
  expect(acknowledged.tickets.size).toBeGreaterThan(0);
  expect(acknowledged.messages.size).toBeGreaterThan(0);
  if (storage.dataDir !== undefined) {
    // The dead process's lock is still there; the next start must take it over.
    const lock = readFileSync(join(storage.dataDir, LOCK_FILE_NAME), 'utf8').trim();
    expect(lock).toBe(String(running.child.pid));
  }

  const restarted = await start();
  const after = new HttpClient(restarted.url);
  try {
    const health = await after.send({ path: '/api/health' });
    expect(jsonBody(health)).toEqual({ status: 'ok', database: 'up' });
    expect((await after.sendJson('/api/support', ticket(-1))).status).toBe(201);
  } finally {
    after.close();
  }
  await stopGracefully(restarted);

  const { tickets, messages } = await storedRows();
  const storedTickets = new Set(tickets.map((row) => row.ticketId));
  const storedMessages = new Set(messages.map((row) => row.id));
  expect([...acknowledged.tickets].filter((id) => !storedTickets.has(id))).toEqual([]);
  expect([...acknowledged.messages].filter((id) => !storedMessages.has(id))).toEqual([]);
});
