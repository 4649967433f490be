/**
 * One log line per request, through the root logger, with a request id that services' logs share.
 *
 * Written here instead of using pino-http: pino-http builds a child logger bound to the whole
 * request (serialised and redacted) for every request, logged or not, which cost more than a
 * cheap endpoint's own work. Here the request is serialised only when its line is actually written.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** Health probes arrive every few seconds and would drown everything else. */
const QUIET_PATHS = new Set(['/api/health']);

/**
 * A 5xx is the server's fault. A refused request (400, 401, 404…) is an ordinary answer to the
 * client, logged like a success; throttling is worth a look, since it may be abuse.
 */
function levelFor(statusCode: number): Level {
  if (statusCode >= 500) return 'error';
  return statusCode === 429 ? 'warn' : 'info';
}

/** Keeps the proxy's id when it sent a sane one, so a request can be followed across both logs. */
function requestId(request: Request): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

export function requestLogging(root: Logger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const id = requestId(request);
    const started = process.hrtime.bigint();
    response.setHeader(REQUEST_ID_HEADER, id);
    // nestjs-pino (useExisting) puts this logger in the request's async context for PinoLogger.
    (request as Request & { log: Logger }).log = root.child({ reqId: id });
    response.once('finish', () => {
      const level = levelFor(response.statusCode);
      if (!root.isLevelEnabled(level) || QUIET_PATHS.has(request.path)) return;
      root[level](
        {
          reqId: id,
          req: {
            method: request.method,
            url: request.originalUrl,
            remoteAddress: request.ip,
            headers: request.headers,
          },
          res: { statusCode: response.statusCode, headers: response.getHeaders() },
          responseTime: Number((process.hrtime.bigint() - started) / 1_000_000n),
        },
        'request completed',
      );
    });
    next();
  };
}
