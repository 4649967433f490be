/**
 * Whom the backend believes about the visitor's address and protocol. Express's `trust proxy`
 * (TRUST_PROXY) names the proxies by address; with PROXY_SECRET set, a request from such an
 * address must also carry the secret, because on one machine the site's proxy and any local
 * client share the loopback address. A request that cannot show it was forwarded by the proxy has
 * its X-Forwarded-* headers removed before anything reads them, so it is counted, throttled and
 * logged by the address it really came from.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { FORWARDED_HEADERS, PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

export function believeOnlyTheProxy(proxySecret: string | null): RequestHandler {
  const expected = proxySecret === null ? null : digest(proxySecret);
  return (request: Request, _response: Response, next: NextFunction) => {
    const given = request.headers[PROXY_SECRET_HEADER];
    // Never reaches a log line or a handler.
    delete request.headers[PROXY_SECRET_HEADER];
    const proven = expected === null || (typeof given === 'string' && timingSafeEqual(digest(given), expected));
    if (!proven) for (const header of FORWARDED_HEADERS) delete request.headers[header];
    next();
  };
}
