/**
 * The process's one pino logger: the configured level, secrets, card data and the personal data of
 * page URLs redacted; JSON lines, or readable ones (pino-pretty) for a person at a terminal.
 */
import pino, { type DestinationStream, type Logger } from 'pino';
import { ROUTES } from '@northvault/contracts/routes';
import type { ServerConfig } from '../config/server-config';

export const REDACTED = '[Redacted]';

/** Pages whose query carries a sign-in code and state, or a buyer's name: never logged. */
const PAGES_WITH_PERSONAL_QUERY = new Set<string>([ROUTES.authCallback, ROUTES.success]);

/** The Referer, and the URL of a page above, without their query and fragment. */
const URL_PATHS = ['req.headers.referer', 'req.url'];

/**
 * Session cookies and bearer tokens in headers, card fields wherever a log call might put a
 * request body (req.body.paymentMethod.cardNumber, body.cardNumber, paymentMethod.cvv…), and the
 * URLs above. pino wildcards match one level each, hence one path per depth.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'res.headers["set-cookie"]',
  ...URL_PATHS,
  ...['cardNumber', 'cvv'].flatMap((field) => [
    field,
    `*.${field}`,
    `*.*.${field}`,
    `*.*.*.${field}`,
    `*.*.*.*.${field}`,
  ]),
];

/** `/success?name=Ada#x` → `/success`; a full Referer keeps its origin and path only. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/s, '');
}

function censor(value: unknown, path: readonly (string | symbol)[]): unknown {
  const joined = path.map(String).join('.');
  if (typeof value === 'string' && URL_PATHS.includes(joined)) {
    if (joined === 'req.headers.referer') return withoutQuery(value);
    return PAGES_WITH_PERSONAL_QUERY.has(withoutQuery(value).replace(/\/+$/, '')) ? withoutQuery(value) : value;
  }
  return REDACTED;
}

export interface RootLoggerOptions {
  /** Where lines go instead of stdout (tests read them); always JSON. */
  destination?: DestinationStream;
  /** Whether stdout is a terminal, for LOG_FORMAT=auto. */
  stdoutIsTerminal?: boolean;
}

/** Readable lines for a person at a terminal; JSON for files, pipes and log shippers (and tests). */
export function writesReadableLines(
  format: ServerConfig['logFormat'],
  { destination, stdoutIsTerminal = Boolean(process.stdout.isTTY) }: RootLoggerOptions,
): boolean {
  return destination === undefined && (format === 'pretty' || (format === 'auto' && stdoutIsTerminal));
}

export function createRootLogger(
  config: Pick<ServerConfig, 'logLevel'> & Partial<Pick<ServerConfig, 'logFormat'>>,
  options: RootLoggerOptions = {},
): Logger {
  const { destination } = options;
  const pretty = writesReadableLines(config.logFormat ?? 'json', options);
  return pino(
    {
      level: config.logLevel,
      redact: { paths: [...REDACTED_PATHS], censor },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination ??
      (pretty
        ? pino.transport({
            target: 'pino-pretty',
            options: {
              destination: 1,
              colorize: true,
              translateTime: 'SYS:HH:MM:ss.l',
              singleLine: true,
              // A request in one line: "request completed GET /api/users/me 401 (3 ms)".
              messageFormat: '{msg}{if req} {req.method} {req.url} {res.statusCode} ({responseTime} ms){end}',
              ignore: 'pid,hostname,req,res,responseTime,reqId,context',
            },
          })
        : pino.destination({ dest: 1, sync: true })),
  );
}
