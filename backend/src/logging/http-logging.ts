/**
 * One log line per request, with a request id that services' lines share: `req.log` is a child of
 * the root logger bound to that id, which handlers hand to the services that log for the request
 * (request-log.ts). Mounted before any other middleware, so refused requests (403, 413, bad JSON)
 * are logged too.
 *
 * The line is built when the response is done and only if its level is logged: at LOG_LEVEL=warn a
 * successful request costs no serialisation at all. (pino-http, used before, serialised and
 * redacted every request up front for a child logger, whether or not a line was written.)
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Level, Logger } from 'pino';
import { API_PATHS } from '@northvault/contracts/routes';
import { withoutQuery } from './root-logger';

// `request.id` and `request.log` are typed by the declarations of pino-http, nestjs-pino's peer.

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** Health probes arrive every few seconds and would drown everything else. */
const QUIET_PATHS = new Set<string>([API_PATHS.health]);

/**
 * A 5xx is the server's fault. A refused request (400, 401, 404…) is an ordinary answer to the
 * client, logged like a success; throttling is worth a look, since it may be abuse.
 */
function levelFor(statusCode: number): Level {
  if (statusCode >= 500) return 'error';
  return statusCode === 429 ? 'warn' : 'info';
}

/** Keeps the proxy's id when it sent a sane one, so a request can be followed across both logs. */
function requestId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** What a request line says about the request: the address as the trusted proxy reports it. */
function serializeRequest(request: Request) {
  return {
    id: request.id,
    method: request.method,
    url: request.originalUrl,
    remoteAddress: request.ip,
    headers: request.headers,
  };
}

function serializeResponse(response: ServerResponse) {
  return { statusCode: response.statusCode, headers: response.getHeaders() };
}

export function httpLogging(root: Logger): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    const id = requestId(request);
    request.id = id;
    request.log = root.child({ reqId: id });
    response.setHeader(REQUEST_ID_HEADER, id);
    if (!QUIET_PATHS.has(withoutQuery(request.originalUrl))) {
      const started = Date.now();
      // 'close' follows 'finish' when the answer was sent, and comes alone when the client left first.
      response.once('close', () => {
        const level = levelFor(response.statusCode);
        if (!request.log.isLevelEnabled(level)) return;
        request.log[level](
          { req: serializeRequest(request), res: serializeResponse(response), responseTime: Date.now() - started },
          response.writableFinished ? 'request completed' : 'request aborted',
        );
      });
    }
    next();
  };
}
