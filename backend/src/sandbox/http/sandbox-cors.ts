/**
 * CORS of the sandbox's listener (docs/product/api.md#cors): the site's own pages (the docs' "Try
 * it" panels) call the sandbox from the site's origin, so that origin alone may read its answers.
 * A preflight from it is answered here with the methods and headers the API uses; any other origin
 * gets no CORS header at all, so browsers keep its pages from reading a thing. The sandbox takes
 * bearer tokens, never cookies, so credentials are not allowed across origins.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { PUBLIC_API } from '@northvault/contracts/business';
import { RATE_LIMIT_HEADERS } from '@northvault/contracts/sandbox';
import { isSandboxRequest } from './sandbox-listener';

export const SANDBOX_CORS = {
  methods: ['GET', 'POST'],
  requestHeaders: ['Authorization', PUBLIC_API.planHeader, IDEMPOTENCY_KEY_HEADER, 'Content-Type'],
  /** What a page may read of an answer, past the CORS-safelisted headers. */
  exposedHeaders: ['X-Request-Id', ...Object.values(RATE_LIMIT_HEADERS), 'Idempotent-Replayed'],
  /** How long a browser may reuse a preflight's answer, in seconds. */
  maxAgeSeconds: 600,
} as const;

/** Mounted on every request; acts only on the sandbox's listener. */
export function sandboxCors(siteOrigin: string): RequestHandler {
  return (request: Request, response: Response, next: NextFunction) => {
    if (!isSandboxRequest(request)) {
      next();
      return;
    }
    // The answer depends on the Origin, so caches must keep one per origin.
    response.vary('Origin');
    if (request.headers.origin !== siteOrigin) {
      next();
      return;
    }
    response.setHeader('Access-Control-Allow-Origin', siteOrigin);
    response.setHeader('Access-Control-Expose-Headers', SANDBOX_CORS.exposedHeaders.join(', '));
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      response.setHeader('Access-Control-Allow-Methods', SANDBOX_CORS.methods.join(', '));
      response.setHeader('Access-Control-Allow-Headers', SANDBOX_CORS.requestHeaders.join(', '));
      response.setHeader('Access-Control-Max-Age', String(SANDBOX_CORS.maxAgeSeconds));
      response.status(204).end();
      return;
    }
    next();
  };
}
