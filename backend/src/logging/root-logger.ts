/** The process's one pino logger: JSON lines, the configured level, secrets and card data redacted. */
import pino, { type DestinationStream, type Logger } from 'pino';
import type { ServerConfig } from '../config/server-config';

export const REDACTED = '[Redacted]';

/**
 * Session cookies and bearer tokens in headers, and card fields wherever a log call might put a
 * request body (req.body.paymentMethod.cardNumber, body.cardNumber, paymentMethod.cvv…). pino
 * wildcards match one level each, hence one path per depth.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  ...['cardNumber', 'cvv'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
    `*.*.*.${field}`,
    `*.*.*.*.${field}`,
  ]),
];

export function createRootLogger(
  config: Pick<ServerConfig, 'logLevel'>,
  destination: DestinationStream = pino.destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: [...REDACTED_PATHS], censor: REDACTED },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  );
}
