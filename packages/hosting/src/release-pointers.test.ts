/**
 * The same release history on both stores: files beside the releases, and PostgreSQL, where two
 * site servers (two pools) see each other's switches at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { abortCanary, promoteCanary, startCanary } from './canary';
import { fileReleasePointers, openReleasePointers } from './release-pointers';
import type { ReleasePointers } from './release-pointers-port';

const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(work: (admin: Client) => Promise<unknown>): Promise<void> {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}

interface Store {
  open(): Promise<ReleasePointers>;
  remove(): Promise<void>;
}

async function fileStore(): Promise<Store> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'pointers-'));
  return {
    open: async () => fileReleasePointers(folder),
    remove: async () => rmSync(folder, { recursive: true, force: true }),
  };
}

async function postgresStore(): Promise<Store> {
  const name = `northvault_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database "${name}"`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    open: () => openReleasePointers({ releasesDir: '/nonexistent', databaseUrl: url.toString() }),
    remove: () =>
      withAdmin(async (admin) => {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        await admin.query(`drop database if exists "${name}"`);
      }),
  };
}

describe.each([
  ['files', fileStore],
  ['PostgreSQL', postgresStore],
])('release pointers in %s', (_name, createStore) => {
  let store: Store;
  let first: ReleasePointers;
  let second: ReleasePointers;

  beforeAll(async () => {
    store = await createStore();
    [first, second] = await Promise.all([store.open(), store.open()]);
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await store?.remove();
  });

  it('starts with no release, then shows a switch made through one to the other', async () => {
    expect(await first.read('mfe-docs')).toEqual({ current: null, releases: [], canary: null, events: [] });
    await first.switchTo('mfe-docs', 'v1', new Date('2026-01-01T00:00:00Z'));
    expect(await second.read('mfe-docs')).toEqual({
      current: 'v1',
      releases: [{ version: 'v1', publishedAt: '2026-01-01T00:00:00.000Z' }],
      canary: null,
      events: [],
    });
  });

  it('rolls back through the history, and says when there is nothing earlier', async () => {
    await second.switchTo('mfe-docs', 'v2', new Date('2026-01-02T00:00:00Z'));
    await first.switchTo('mfe-docs', 'v3', new Date('2026-01-03T00:00:00Z'));
    expect((await second.rollBack('mfe-docs')).current).toBe('v2');
    expect((await first.read('mfe-docs')).current).toBe('v2');
    expect((await first.rollBack('mfe-docs')).current).toBe('v1');
    await expect(second.rollBack('mfe-docs')).rejects.toThrow('mfe-docs has no earlier release to roll back to');
  });

  it('moves a release published again to the end of the history', async () => {
    const state = await first.switchTo('mfe-docs', 'v2', new Date('2026-01-04T00:00:00Z'));
    expect(state.releases.map((entry) => entry.version)).toEqual(['v1', 'v3', 'v2']);
    expect(state.current).toBe('v2');
  });

  it('keeps every switch when two remotes and two servers release at once', async () => {
    await Promise.all([
      first.switchTo('mfe-support', 'support-1'),
      second.switchTo('mfe-marketing', 'marketing-1'),
      second.switchTo('mfe-support', 'support-2'),
    ]);
    expect((await first.read('mfe-marketing')).current).toBe('marketing-1');
    expect((await second.read('mfe-support')).releases.map((entry) => entry.version).sort()).toEqual([
      'support-1',
      'support-2',
    ]);
  });

  it('runs a canary beside the current release, promotes one and aborts another, with their history', async () => {
    const thresholds = { minLoads: 10, maxIncreasePoints: 5, maxRatio: 3 };
    await first.switchTo('mfe-whitelabel', 'w1', new Date('2026-02-01T00:00:00Z'));
    await first.update('mfe-whitelabel', (state) =>
      startCanary(
        state,
        'mfe-whitelabel',
        { version: 'w2', percent: 25, thresholds },
        new Date('2026-02-02T00:00:00Z'),
      ),
    );
    expect((await second.read('mfe-whitelabel')).canary).toEqual({
      version: 'w2',
      percent: 25,
      thresholds,
      startedAt: '2026-02-02T00:00:00.000Z',
    });
    await expect(
      second.update('mfe-whitelabel', (state) =>
        startCanary(state, 'mfe-whitelabel', { version: 'w3', percent: 5, thresholds }, new Date()),
      ),
    ).rejects.toThrow('mfe-whitelabel already has a canary (w2 for 25%): promote or abort it first');

    const promoted = await second.update('mfe-whitelabel', (state) =>
      promoteCanary(state, 'mfe-whitelabel', new Date('2026-02-03T00:00:00Z')),
    );
    expect(promoted.current).toBe('w2');
    expect(promoted.canary).toBeNull();
    expect(promoted.releases.map((entry) => entry.version)).toEqual(['w1', 'w2']);

    await first.update('mfe-whitelabel', (state) =>
      startCanary(
        state,
        'mfe-whitelabel',
        { version: 'w3', percent: 50, thresholds },
        new Date('2026-02-04T00:00:00Z'),
      ),
    );
    // The automatic rollback names the canary it judged: a canary replaced meanwhile is left alone.
    const untouched = await first.update('mfe-whitelabel', (state) =>
      abortCanary(state, 'mfe-whitelabel', 'aborted automatically: x', new Date(), 'w9'),
    );
    expect(untouched.canary?.version).toBe('w3');
    const aborted = await second.update('mfe-whitelabel', (state) =>
      abortCanary(state, 'mfe-whitelabel', 'aborted', new Date('2026-02-05T00:00:00Z'), 'w3'),
    );
    expect(aborted).toMatchObject({ current: 'w2', canary: null });
    expect((await first.read('mfe-whitelabel')).events).toEqual([
      { at: '2026-02-02T00:00:00.000Z', version: 'w2', message: 'canary for 25% of visitors' },
      { at: '2026-02-03T00:00:00.000Z', version: 'w2', message: 'promoted' },
      { at: '2026-02-04T00:00:00.000Z', version: 'w3', message: 'canary for 50% of visitors' },
      { at: '2026-02-05T00:00:00.000Z', version: 'w3', message: 'aborted' },
    ]);
    // A rollback after an aborted canary goes to the release before the current one, never to the canary.
    expect((await first.rollBack('mfe-whitelabel')).current).toBe('w1');
  });

  it('aborts a running canary when the current release is rolled back, and records both in the history', async () => {
    const thresholds = { minLoads: 10, maxIncreasePoints: 5, maxRatio: 3 };
    await first.switchTo('mfe-rollback', 'm1', new Date('2026-03-01T00:00:00Z'));
    await first.switchTo('mfe-rollback', 'm2', new Date('2026-03-01T01:00:00Z'));
    await first.update('mfe-rollback', (state) =>
      startCanary(state, 'mfe-rollback', { version: 'm3', percent: 20, thresholds }, new Date('2026-03-02T00:00:00Z')),
    );
    const after = await second.rollBack('mfe-rollback', new Date('2026-03-03T00:00:00Z'));
    expect(after).toMatchObject({ current: 'm1', canary: null });
    expect((await first.read('mfe-rollback')).events.slice(-2)).toEqual([
      { at: '2026-03-03T00:00:00.000Z', version: 'm1', message: 'rolled back from m2' },
      { at: '2026-03-03T00:00:00.000Z', version: 'm3', message: 'aborted: mfe-rollback was rolled back to m1' },
    ]);
    // Nothing to abort the second time: only the rollback is recorded.
    await first.switchTo('mfe-rollback', 'm4', new Date('2026-03-04T00:00:00Z'));
    const again = await first.rollBack('mfe-rollback', new Date('2026-03-05T00:00:00Z'));
    expect(again.canary).toBeNull();
    expect(again.events.at(-1)).toEqual({
      at: '2026-03-05T00:00:00.000Z',
      version: again.current,
      message: 'rolled back from m4',
    });
  });
});
