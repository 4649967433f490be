/**
 * Middleware on the sandbox's listener: once a /v1 answer is sent, the call is handed to the
 * recorder with its redacted bodies, when the caller's credential named an account (a call
 * refused before that, such as an unknown key, belongs to no account's log).
 */
import type { NextFunction, Request, Response } from 'express';
import { apiKeyDisplayPrefix, looksLikeApiKey } from '@northvault/contracts/api-keys';
import type { Clock } from '../clock/clock';
import { redactBody } from './redact-body';
import type { RequestLogRecorder } from './request-log-recorder';

/** Characters of a login token shown in the log. */
const TOKEN_PREFIX_LENGTH = 8;

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** How the log names a credential: an API key by its display prefix, a token by its first characters. */
export function credentialLabel(authorization: string | undefined): string {
  const bearer = BEARER.exec(authorization ?? '')?.[1] ?? '';
  if (looksLikeApiKey(bearer)) return apiKeyDisplayPrefix(bearer.slice(-4));
  return `${bearer.slice(0, TOKEN_PREFIX_LENGTH)}…`;
}

type RecordedRequest = Request & { sandboxCaller?: { userId: string } };

/** `isSandboxRequest` says which requests came to the sandbox's listener (sandbox/http/sandbox-listener.ts). */
export function recordSandboxRequests(
  recorder: RequestLogRecorder,
  clock: Clock,
  isSandboxRequest: (request: Request) => boolean,
) {
  return (request: RecordedRequest, response: Response, next: NextFunction): void => {
    if (!isSandboxRequest(request)) {
      next();
      return;
    }
    const started = process.hrtime.bigint();
    const at = clock.now();
    let sent: unknown;
    const send = response.send.bind(response);
    response.send = (body?: unknown) => {
      sent ??= body;
      return send(body);
    };
    response.once('finish', () => {
      const userId = request.sandboxCaller?.userId;
      if (!userId) return;
      recorder.record({
        userId,
        requestId: String(request.id),
        method: request.method,
        path: request.originalUrl,
        status: response.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
        idempotencyKey: request.get('idempotency-key')?.slice(0, 255) ?? null,
        credential: credentialLabel(request.get('authorization')),
        requestBody: redactBody(request.body),
        responseBody: redactBody(sent),
        createdAt: at,
      });
    });
    next();
  };
}
