/**
 * pg-boss runs every statement through an executor (`{ executeSql(text, values) }`). These hand
 * it the app's own database, so the queue needs no connection of its own and runs the same way on
 * PGlite (one in-process session) and on PostgreSQL (the app's pool).
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type PgBoss from 'pg-boss';
import type { DatabaseHandle, Transaction } from '../database/database-handle';
import type { ParameterisedStatement } from '../database/multi-row-insert';

/** Statements outside any request: polling, completion, maintenance, migrations. */
export function databaseExecutor(database: DatabaseHandle): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: await database.rows(text, values ?? []) }),
  };
}

/** Statements inside the caller's transaction, so a job is committed or rolled back with the row that causes it. */
export function transactionExecutor(database: DatabaseHandle, tx: Transaction): PgBoss.Db {
  return {
    executeSql: async (text, values) => ({ rows: await database.rowsIn(tx, text, values ?? []) }),
  };
}

/** A parameterised INSERT (drizzle's `.toSQL()`), with parameters `$1`, `$2`… */
export interface RowStatement {
  toSQL(): ParameterisedStatement;
}

/**
 * pg-boss's own job INSERT with the row's INSERT in front of it as a data-modifying CTE: one
 * statement, so one round trip and one implicit transaction. The row's parameters are numbered
 * after the job's. pg-boss sends a job (or several, with `insert`) with a single INSERT statement;
 * anything else is refused rather than run without the row. Inside `tx` when the row's request
 * writes more than that row.
 */
export function rowWithJobExecutor(database: DatabaseHandle, row: RowStatement, tx?: Transaction): PgBoss.Db {
  return {
    executeSql: async (text, values = []) => {
      // `send` writes `INSERT …`; `insert` writes `WITH defaults AS (…) INSERT …`, whose CTEs follow the row's.
      const withClause = /^\s*with\s/i.exec(text);
      if (!withClause && !/^\s*insert\s/i.test(text)) {
        throw new Error('pg-boss sent a job with something other than one INSERT');
      }
      const { sql, params } = row.toSQL();
      const shifted = sql.replace(/\$(\d+)/g, (_match, index: string) => `$${Number(index) + values.length}`);
      const statement = withClause
        ? `with written_row as (${shifted}), ${text.slice(withClause[0].length)}`
        : `with written_row as (${shifted}) ${text}`;
      const parameters = [...values, ...params];
      try {
        return {
          rows: await (tx ? database.rowsIn(tx, statement, parameters) : database.rows(statement, parameters)),
        };
      } catch (error) {
        // As drizzle wraps its own statements' errors: the log names the statement, never its values.
        // The cause is kept whatever it is: socket errors come from Node's own realm, where
        // `instanceof Error` can be false, and the outage check reads the cause's code.
        throw new DrizzleQueryError(statement, parameters, error as Error);
      }
    },
  };
}
