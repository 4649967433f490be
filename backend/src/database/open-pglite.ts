/** The embedded engine: PostgreSQL compiled to WebAssembly, stored in a local folder. */
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database-handle';
import { migrationsFolder } from './migrations-folder';
import { acquirePgliteLock } from './pglite-lock';
import * as schema from './schema';
import { rowsInTransaction } from './sql-with-parameters';

/** Opens (creating if needed) and migrates the PGlite database in `dataDir`, holding its lock until close. */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const lock = await acquirePgliteLock(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create({ dataDir });
    return await pgliteHandle(client, () => lock.release());
  } catch (error) {
    await client?.close().catch(() => undefined);
    await lock.release();
    throw error;
  }
}

/** Wraps an open PGlite client (a folder or a restored in-memory snapshot) and applies pending migrations. */
export async function pgliteHandle(client: PGlite, afterClose?: () => Promise<void>): Promise<DatabaseHandle> {
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: migrationsFolder() });
  let closing: Promise<void> | undefined;
  return {
    db,
    engine: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    rows: async <Row>(text: string, params: readonly unknown[]) => {
      if (params.length > 0) return (await client.query<Row>(text, [...params])).rows;
      // Without parameters, several statements may come at once (as node-postgres allows): the last one's rows.
      const results = await client.exec(text);
      return (results.at(-1)?.rows ?? []) as Row[];
    },
    rowsIn: rowsInTransaction,
    transaction: (work) => db.transaction(work),
    close: () => {
      closing ??= (async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          await afterClose?.();
        }
      })();
      return closing;
    },
  };
}
