/**
 * Every table of the app's schema and of the job queue's, found in the database itself so that a
 * table added later is covered without touching the tests that use this.
 */
import type { DatabaseHandle } from '../database/database-handle';

export async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const rows = await database.rows<{ name: string }>(
    `select format('%I.%I', table_schema, table_name) as name from information_schema.tables
     where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1`,
    [],
  );
  return rows.map((row) => row.name);
}

/**
 * The request log records every /v1 call, refused ones too, after the answer and off the request path
 * (docs/architecture.md#request-log): its rows are not what a call wrote, and they arrive at a moment of
 * their own, so counting them would make "nothing was written" depend on a timer.
 */
const WRITTEN_AFTER_THE_ANSWER = new Set(['public.sandbox_request_logs']);

/** `{ support_tickets: 3, … }` for every table that holds what requests write. */
export async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tableNames(database)) {
    if (WRITTEN_AFTER_THE_ANSWER.has(table)) continue;
    const [row] = await database.rows<{ count: number | string }>(`select count(*) as count from ${table}`, []);
    counts[table] = Number(row?.count ?? 0);
  }
  return counts;
}

/** Every row of every table, by table name, for searching what was stored. */
export async function everyRow(database: DatabaseHandle): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of await tableNames(database)) rows[table] = await database.rows(`select * from ${table}`, []);
  return rows;
}
