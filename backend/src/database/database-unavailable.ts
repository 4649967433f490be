/**
 * Errors that mean "the database cannot be reached right now" rather than "this request or our
 * code is wrong": the API answers them with 503, and the pool reconnects once the server is back.
 */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable. Please try again shortly.';

/** The socket to the server failed or was refused. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server going away or not taking connections: 57P01 admin_shutdown (a fast or
 * smart stop), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down),
 * 53300 too_many_connections. Class 08 (connection_exception: 08001, 08006…) is matched whole.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres reports these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

/** True when `error`, or an error it wraps (drizzle wraps driver errors), says the database is out of reach. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current = error;
  // A few levels are plenty, and a cycle of causes must not loop forever.
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (typeof code === 'string' && /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
