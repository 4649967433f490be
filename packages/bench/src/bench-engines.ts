/** The two database engines a benchmark runs the backend on, each fresh and thrown away afterwards. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';

export type EngineName = 'postgres' | 'pglite';

export interface BenchEngine {
  name: EngineName;
  label: string;
  /** Variables that point the backend at it. */
  env: Record<string, string>;
  /** Rows of `table`, read while no backend holds the database. */
  countRows(table: string): Promise<number>;
  remove(): Promise<void>;
}

/** A server's admin URL: the benchmark creates and drops a database of its own there. */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgres(): Promise<BenchEngine> {
  const name = `northvault_bench_${randomBytes(6).toString('hex')}`;
  await withClient(SERVER_URL, (admin) => admin.query(`create database "${name}"`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    label: 'PostgreSQL',
    env: { DATABASE_URL: url.toString() },
    countRows: (table) =>
      withClient(url.toString(), async (client) => {
        const { rows } = await client.query<{ count: number }>(`select count(*)::int as count from ${table}`);
        return rows[0]!.count;
      }),
    remove: () =>
      withClient(SERVER_URL, async (admin) => {
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
        await admin.query(`drop database if exists "${name}"`);
      }),
  };
}

async function pglite(): Promise<BenchEngine> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northvault-bench-api-'));
  return {
    name: 'pglite',
    label: 'PGlite',
    env: { DATA_DIR: dataDir },
    countRows: async (table) => {
      const database = await PGlite.create({ dataDir });
      try {
        const { rows } = await database.query<{ count: number }>(`select count(*)::int as count from ${table}`);
        return rows[0]!.count;
      } finally {
        await database.close();
      }
    },
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export function createEngine(name: EngineName): Promise<BenchEngine> {
  return name === 'postgres' ? postgres() : pglite();
}
