/**
 * The same release history on both stores: files beside the releases, and PostgreSQL, where two
 * site servers (two pools) see each other's switches at once.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { fileReleasePointers, openReleasePointers, type ReleasePointers } from './release-pointers';

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
    expect(await first.read('mfe-docs')).toEqual({ current: null, releases: [] });
    await first.switchTo('mfe-docs', 'v1', new Date('2026-01-01T00:00:00Z'));
    expect(await second.read('mfe-docs')).toEqual({
      current: 'v1',
      releases: [{ version: 'v1', publishedAt: '2026-01-01T00:00:00.000Z' }],
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
});
