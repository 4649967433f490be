/** PostgreSQL's unique_violation, raised the same way by node-postgres and PGlite. */
const UNIQUE_VIOLATION = '23505';

/** True when `error` (or an error it wraps, as drizzle does) broke the named unique constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current = error;
  // A few levels are plenty, and a cycle of causes must not loop forever.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, constraint: broken } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return broken === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
