/**
 * A scratch database on the run's engine (PGlite, or PostgreSQL when the suite has one) for
 * migration tests: migrate part of the way, write rows in the old shape, migrate the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { Pool } from 'pg';
import { migrationsFolder } from '../database/migrations-folder';
import { createScratchPostgresDatabase, testDatabaseUrl } from './test-database';

export interface MigrationEngine {
  migrate(folder: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export async function openMigrationEngine(): Promise<MigrationEngine> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl === undefined) {
    const client = await PGlite.create();
    const db = drizzlePglite({ client });
    return {
      migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
      query: async <Row>(text: string, params: unknown[] = []) => (await client.query<Row>(text, params)).rows,
      close: () => client.close(),
    };
  }
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const pool = new Pool({ connectionString: scratch.url });
  const db = drizzlePostgres({ client: pool });
  return {
    migrate: (folder) => migratePostgres(db, { migrationsFolder: folder }),
    query: async <Row>(text: string, params: unknown[] = []) => (await pool.query(text, params)).rows as Row[],
    close: async () => {
      await pool.end();
      await scratch.drop();
    },
  };
}

/** The migrations folder as it was before migration number `index` (`0005_…` is 5). */
export function migrationsBefore(index: number): { folder: string; remove(): void } {
  const folder = mkdtempSync(join(tmpdir(), 'northvault-migrations-'));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ idx: number }> };
  journal.entries = journal.entries.filter((entry) => entry.idx < index);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
