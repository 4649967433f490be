import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/** Both engines' drizzle databases extend PgDatabase, so services are written once for both. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** What a transaction's work gets: a Database whose statements run inside the transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseEngine = 'pglite' | 'postgres';

/** The open, migrated database the app runs on, injected as DATABASE. */
export interface DatabaseHandle {
  readonly db: Database;
  readonly engine: DatabaseEngine;
  /** Resolves when the database answers a real query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Raw parameterised SQL straight to the driver, for the few queries on every request's path,
   * where drizzle's query building costs more than the query itself.
   */
  rows<Row>(text: string, params: readonly unknown[]): Promise<Row[]>;
  /** The same, inside a transaction this handle opened (the job queue writes its jobs this way). */
  rowsIn<Row>(tx: Transaction, text: string, params: readonly unknown[]): Promise<Row[]>;
  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws. Use
   * this, not `db.transaction`, which on PostgreSQL leaks a pooled connection whenever BEGIN fails.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Idempotent: closes connections and releases the PGlite folder lock. */
  close(): Promise<void>;
}

export const DATABASE = Symbol('DATABASE');
