/**
 * A fresh, migrated database per test suite, on the engine the run asks for:
 * PGlite restored from the global-setup snapshot by default, or a new PostgreSQL database
 * (random name, dropped on close) when TEST_DATABASE_URL points at a server, copied from the
 * migrated template global setup built (postgres-template.ts).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import type { DatabaseHandle } from '../database/database-handle';
import { pgliteHandle } from '../database/open-pglite';
import { openPostgres } from '../database/open-postgres';
import { pgliteSnapshotPath } from './pglite-snapshot';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** How global setup hands the template's name to the suites (jest's workers inherit its environment). */
export const TEMPLATE_VARIABLE = 'TEST_DATABASE_TEMPLATE';

function postgresTemplate(): string | undefined {
  return process.env[TEMPLATE_VARIABLE] || undefined;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = testDatabaseUrl();
  return serverUrl === undefined ? restorePgliteSnapshot() : createPostgresDatabase(serverUrl);
}

async function restorePgliteSnapshot(): Promise<DatabaseHandle> {
  const snapshot = await readFile(pgliteSnapshotPath());
  // One options object: the (dataDir, options) form ignores loadDataDir.
  const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
  return pgliteHandle(client);
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const scratch = await createScratchPostgresDatabase(serverUrl, { template: postgresTemplate() });
  let database: DatabaseHandle;
  try {
    // On a copy of the template the migrations are all applied already: this only checks so.
    database = await openPostgres(scratch.url);
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  let closing: Promise<void> | undefined;
  return {
    ...database,
    close: () => {
      closing ??= database.close().finally(() => scratch.drop());
      return closing;
    },
  };
}

export interface ScratchPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on the server, for a test that hands its URL to another process: empty,
 * or a copy of `template`. Named `northvault_test_…` unless `prefix` says otherwise.
 */
export async function createScratchPostgresDatabase(
  serverUrl: string,
  options: { template?: string; prefix?: string } = {},
): Promise<ScratchPostgresDatabase> {
  const name = `${options.prefix ?? 'northvault_test'}_${randomBytes(6).toString('hex')}`;
  const template = options.template === undefined ? '' : ` template "${options.template}"`;
  await withAdminClient(serverUrl, (admin) => admin.query(`create database "${name}"${template}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => dropPostgresDatabase(serverUrl, name) };
}

export async function dropPostgresDatabase(serverUrl: string, name: string): Promise<void> {
  await withAdminClient(serverUrl, async (admin) => {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    await admin.query(`drop database if exists "${name}"`);
  });
}

async function withAdminClient<T>(serverUrl: string, work: (admin: Client) => Promise<T>): Promise<T> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
