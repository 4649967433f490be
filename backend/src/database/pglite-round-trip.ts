/**
 * A parameterised query in one round trip into PGlite's WebAssembly engine.
 *
 * `PGlite.query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six separate calls
 * into the engine, each with its own JavaScript setup and message parsing: for the small queries
 * on every request's path that costs more than running them. Here the same extended-protocol
 * messages go in as one buffer, under the same locks `query()` takes, so a statement never runs
 * inside another caller's open transaction; and each statement is parsed and planned only once.
 */
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

interface RowDescription {
  name: 'rowDescription';
  fields: Array<{ name: string; dataTypeID: number }>;
}
interface DataRow {
  name: 'dataRow';
  fields: Array<string | null>;
}

/**
 * Parameters go as text, as PostgreSQL reads them: strings as they are, dates in ISO 8601,
 * anything else through String(); the server infers each parameter's type from the statement.
 */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  return typeof value === 'string' ? value : String(value);
}

/** What each PGlite client has prepared: statement names by SQL text (they live as long as its session). */
const preparedStatements = new WeakMap<PGlite, Map<string, Promise<string>>>();
let statementCount = 0;

function exclusively(client: PGlite, message: Uint8Array) {
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(() => {
      // As query() says it; the engine itself would fail with a TypeError.
      if (client.closed) throw new Error('PGlite is closed');
      return client.execProtocol(message);
    }),
  );
}

/** The name `text` is prepared under, preparing it on first use; a statement that fails to parse is not kept. */
function statementFor(client: PGlite, text: string): Promise<string> {
  let prepared = preparedStatements.get(client);
  if (prepared === undefined) preparedStatements.set(client, (prepared = new Map()));
  let statement = prepared.get(text);
  if (statement === undefined) {
    const name = `nv_raw_${(statementCount += 1)}`;
    statement = exclusively(client, Buffer.concat([serialize.parse({ name, text }), serialize.sync()])).then(
      () => name,
    );
    prepared.set(text, statement);
    statement.catch(() => prepared.delete(text));
  }
  return statement;
}

/**
 * Runs `text` with `params` and returns its rows, parsed as `query()` parses them. A statement is
 * parsed and planned once per client; each call then only binds and executes it.
 */
export async function roundTripRows<Row>(client: PGlite, text: string, params: readonly unknown[]): Promise<Row[]> {
  const statement = await statementFor(client, text);
  const { messages } = await exclusively(
    client,
    Buffer.concat([
      serialize.bind({ statement, values: params.map(asText) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]),
  );
  let columns: RowDescription['fields'] = [];
  const rows: Row[] = [];
  for (const received of messages as unknown as Array<RowDescription | DataRow | { name: string }>) {
    if (received.name === 'rowDescription') columns = (received as RowDescription).fields;
    else if (received.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (received as DataRow).fields.forEach((value, index) => {
        const { name: column, dataTypeID } = columns[index]!;
        const parse = client.parsers[dataTypeID];
        row[column] = value === null ? null : parse ? parse(value, dataTypeID) : value;
      });
      rows.push(row as Row);
    }
  }
  return rows;
}
