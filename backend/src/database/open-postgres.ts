/** The server engine: a node-postgres pool on DATABASE_URL. */
import { createHash } from 'node:crypto';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Pool, type PoolClient, type QueryConfig } from 'pg';
import type { DatabaseHandle, Transaction } from './database-handle';
import { migrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** Any constant shared by every backend instance; it names the "migrating" advisory lock. */
const MIGRATION_LOCK_KEY = 7_240_915_001;

/** The server could not be reached or refused us; the message names where, never the password. */
export class DatabaseConnectionError extends Error {
  constructor(url: string, cause: unknown) {
    const { hostname, port, pathname } = new URL(url);
    const reason = (cause as { message?: unknown } | null)?.message ?? String(cause);
    super(`Cannot connect to PostgreSQL at ${hostname}:${port || 5432}${pathname} (DATABASE_URL): ${reason}`, {
      cause,
    });
    this.name = 'DatabaseConnectionError';
  }
}

export interface PostgresOptions {
  /** Connections kept open; node-postgres's own default when unset. */
  poolSize?: number;
  /** Errors of idle pooled connections (a server restart, a dropped link), which nobody awaits. */
  onIdleError?: (error: Error) => void;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const pool = new Pool({ connectionString: url, connectionTimeoutMillis: 5_000, max: options.poolSize ?? 10 });
  // Without a listener an idle connection's error crashes the process; the pool replaces the connection.
  pool.on('error', (error) => options.onIdleError?.(error));
  // The pool listens to a connection only while it is idle. A checked-out one (a transaction
  // between two statements) that loses its server emits 'error' to nobody, which would crash the
  // process: its next query fails instead (a 503), and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', ignoreCheckedOutError));
  const db = drizzle({ client: pool, schema });
  try {
    const client = await pool.connect().catch((error: unknown) => {
      throw new DatabaseConnectionError(url, error);
    });
    await migrateExclusively(client, () => migrate(db, { migrationsFolder: migrationsFolder() }));
  } catch (error) {
    await pool.end();
    throw error;
  }
  let closing: Promise<void> | undefined;
  // The connection each open transaction runs on, for raw statements inside it.
  const transactionClients = new WeakMap<Transaction, PoolClient>();
  // One drizzle instance per pooled connection: building one walks the whole schema, which cost
  // more than the statements of a short transaction.
  const connectionDatabases = new WeakMap<PoolClient, NodePgDatabase<typeof schema>>();
  const transactionDatabase = (client: PoolClient) => {
    let database = connectionDatabases.get(client);
    if (database === undefined) connectionDatabases.set(client, (database = drizzle({ client, schema })));
    return database;
  };
  return {
    db,
    engine: 'postgres',
    ping: async () => {
      await pool.query('select 1');
    },
    rows: async <Row>(text: string, params: readonly unknown[]) =>
      (await pool.query(rawQuery(text, params))).rows as Row[],
    rowsIn: async <Row>(tx: Transaction, text: string, params: readonly unknown[]) => {
      const client = transactionClients.get(tx);
      if (client === undefined) throw new Error('rowsIn needs a transaction opened by this database handle');
      return (await client.query(rawQuery(text, params))).rows as Row[];
    },
    transaction: async (work) => {
      // drizzle's transaction on a Pool runs BEGIN before the try/finally that releases the client,
      // so a BEGIN that fails (the server went away) leaks it, until the pool is exhausted for good:
      // https://github.com/drizzle-team/drizzle-orm/issues/6023. On one client it checks out nothing,
      // and this releases the client on every path (the pool drops it if its connection broke).
      const client = await pool.connect();
      try {
        return await transactionDatabase(client).transaction((tx) => {
          transactionClients.set(tx, client);
          return work(tx);
        });
      } finally {
        client.release();
      }
    },
    close: () => {
      closing ??= pool.end();
      return closing;
    },
  };
}

function ignoreCheckedOutError(): void {}

/**
 * A raw query as a named (prepared) statement: each connection parses and plans it once, which
 * halves the cost of the job queue's larger statements. Several statements in one text (no
 * parameters) cannot be prepared and go as they are.
 */
function rawQuery(text: string, params: readonly unknown[]): QueryConfig {
  if (params.length === 0) return { text };
  let name = statementNames.get(text);
  if (name === undefined)
    statementNames.set(text, (name = `nv_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`));
  return { name, text, values: [...params] };
}

/**
 * Statement texts are a handful of constants (the app's and the queue's) and the batched row
 * inserts, one text per table and batch size (up to 100), so this stays small.
 */
const statementNames = new Map<string, string>();

/** Several instances may start together on one database; only one may run migrations at a time. */
async function migrateExclusively(client: PoolClient, runMigrations: () => Promise<void>): Promise<void> {
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await runMigrations();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
