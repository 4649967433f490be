import { sql, type SQL } from 'drizzle-orm';
import type { Transaction } from './database-handle';

/**
 * Raw parameterised SQL inside a drizzle transaction. drizzle has no "text plus values" call on a
 * transaction, so the numbered placeholders become drizzle parameters, bound like every other query.
 */
export async function rowsInTransaction<Row>(
  tx: Transaction,
  text: string,
  params: readonly unknown[],
): Promise<Row[]> {
  const result = (await tx.execute(withParameters(text, params))) as unknown as { rows: Row[] };
  return result.rows;
}

/** `… $2 … $1 …` with values → a drizzle SQL object binding each value where its number stands. */
export function withParameters(text: string, values: readonly unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks = parts.map((part, index) => {
    if (index % 2 === 0) return sql.raw(part);
    const position = Number(part);
    if (position < 1 || position > values.length) {
      throw new RangeError(`Parameter $${position} has no value (${values.length} given)`);
    }
    // sql.param, not sql`${value}`: drizzle would spread an array into a list of parameters.
    return sql`${sql.param(values[position - 1])}`;
  });
  return sql.join(chunks);
}
