/**
 * The multi-row INSERT of the group commit (jobs/row-job-batches.ts), written the way drizzle's
 * insert builder writes it (every insertable column in the table's order, `default` where a row
 * leaves a column out, each value through its column's driver mapping) but without building
 * drizzle's generic SQL tree of one node per value: on the busiest write path that tree cost more
 * than everything else the request's own code does.
 */
import { type Column, getTableColumns, SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';

export interface ParameterisedStatement {
  sql: string;
  /** `$1`, `$2`… in order. */
  params: unknown[];
}

interface InsertShape {
  /** `insert into "schema"."table" ("a", "b") values `. */
  head: string;
  columns: readonly [key: string, column: Column][];
}

const shapes = new WeakMap<PgTable, InsertShape>();

function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** As drizzle decides: a column generated always (not "by default") takes no value. */
function insertable(column: Column): boolean {
  return column.generated === undefined || column.generated.type === 'byDefault';
}

function shapeOf(table: PgTable): InsertShape {
  let shape = shapes.get(table);
  if (shape === undefined) {
    const { name, schema } = getTableConfig(table);
    const columns = Object.entries(getTableColumns(table)).filter(([, column]) => insertable(column));
    const target = schema === undefined ? quoted(name) : `${quoted(schema)}.${quoted(name)}`;
    shape = {
      head: `insert into ${target} (${columns.map(([, column]) => quoted(column.name)).join(', ')}) values `,
      columns,
    };
    shapes.set(table, shape);
  }
  return shape;
}

/** A value computed in JavaScript for an omitted column (`$defaultFn`, `$onUpdateFn`), or none: the database's default. */
function omittedValue(column: Column): { value: unknown } | undefined {
  if (column.defaultFn !== undefined) return { value: column.defaultFn() };
  if (!column.default && column.onUpdateFn !== undefined) return { value: column.onUpdateFn() };
  return undefined;
}

/** One INSERT of `rows` into `table`; values are parameters, never spliced into the text. */
export function multiRowInsert(table: PgTable, rows: readonly Record<string, unknown>[]): ParameterisedStatement {
  if (rows.length === 0) throw new RangeError('An INSERT needs at least one row');
  const { head, columns } = shapeOf(table);
  const params: unknown[] = [];
  const tuples = rows.map((row) => {
    const slots = columns.map(([key, column]) => {
      let value = row[key];
      if (value === undefined) {
        const computed = omittedValue(column);
        if (computed === undefined) return 'default';
        value = computed.value;
      }
      if (value instanceof SQL) throw new TypeError(`A batched row cannot hold SQL (column ${column.name})`);
      params.push(value === null ? null : column.mapToDriverValue(value));
      return `$${params.length}`;
    });
    return `(${slots.join(', ')})`;
  });
  return { sql: head + tuples.join(', '), params };
}
