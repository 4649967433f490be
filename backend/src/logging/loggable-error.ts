/**
 * What the log may say about an error. A database error's message and detail can quote the values
 * of the statement (`Key (email)=(ada@example.com) already exists`, `invalid input syntax for
 * type uuid: "…"`), and drizzle's wrapper lists every parameter: for those only the SQLSTATE,
 * the names of what failed and the statement text (placeholders, never values) are logged.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Fields of a PostgreSQL error (node-postgres and PGlite alike) that name things, never values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'routine'] as const;

function isDatabaseError(error: unknown): error is Record<string, unknown> {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { severity?: unknown }).severity === 'string'
  );
}

function databaseErrorFields(error: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: 'DatabaseError' };
  for (const field of DATABASE_ERROR_FIELDS) if (error[field] !== undefined) fields[field] = error[field];
  return fields;
}

export function loggableError(error: unknown): { err: unknown; query?: string } {
  if (error instanceof DrizzleQueryError) {
    const cause = error.cause;
    return {
      // A cause without a SQLSTATE is the driver's own (a closed database, a dropped connection): no values.
      err: isDatabaseError(cause) ? databaseErrorFields(cause) : (cause ?? { type: 'DatabaseError' }),
      query: error.query,
    };
  }
  if (isDatabaseError(error)) return { err: databaseErrorFields(error) };
  return { err: error };
}
