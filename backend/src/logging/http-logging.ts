/**
 * One log line per request (pino-http), with a request id that services' lines share: nestjs-pino
 * (useExisting) binds the request's logger to its async context for PinoLogger. Mounted before any
 * other middleware, so refused requests (403, 413, bad JSON) are logged too.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Level, Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { API_PATHS } from '@northvault/contracts/routes';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.-]{1,100}$/;

/** Health probes arrive every few seconds and would drown everything else. */
const QUIET_PATHS = new Set<string>([API_PATHS.health]);

/**
 * A 5xx is the server's fault. A refused request (400, 401, 404…) is an ordinary answer to the
 * client, logged like a success; throttling is worth a look, since it may be abuse.
 */
function levelFor(statusCode: number, error?: Error): Level {
  if (error || statusCode >= 500) return 'error';
  return statusCode === 429 ? 'warn' : 'info';
}

/** Keeps the proxy's id when it sent a sane one, so a request can be followed across both logs. */
function requestId(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader(REQUEST_ID_HEADER, id);
  return id;
}

function pathOf(request: IncomingMessage): string {
  return (request.url ?? '').replace(/[?#].*$/s, '');
}

/** What a request line says about the request: the address as the trusted proxy reports it. */
function serializeRequest(request: {
  raw: IncomingMessage;
  id: unknown;
  method: string;
  url: string;
  headers: unknown;
}) {
  return {
    id: request.id,
    method: request.method,
    url: request.url,
    remoteAddress: (request.raw as Request).ip,
    headers: request.headers,
  };
}

export function httpLogging(root: Logger): RequestHandler {
  return pinoHttp({
    logger: root,
    genReqId: requestId,
    customAttributeKeys: { reqId: 'reqId' },
    // Services' lines carry the request id alone, not the whole request again.
    quietReqLogger: true,
    customLogLevel: (_request, response, error) => levelFor(response.statusCode, error),
    autoLogging: { ignore: (request) => QUIET_PATHS.has(pathOf(request)) },
    serializers: { req: serializeRequest },
  }) as unknown as RequestHandler;
}
