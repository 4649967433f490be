/**
 * Cross-site request forgery protection for a cookie-authenticated API. The session cookie is
 * SameSite=Lax, which still lets another site's top-level navigation carry it, so every request
 * that changes state must also show it came from the site itself: browsers say where a request
 * comes from in `Sec-Fetch-Site` and, on every non-GET request, in `Origin`. Requests with
 * neither header (curl, server-to-server calls) carry no browser's cookies and pass.
 */
import { ForbiddenException } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { API_PATHS } from '@northvault/contracts/routes';

export const CROSS_SITE_REFUSED = 'Cross-site request refused.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Express matches routes case-insensitively and ignores a trailing slash: so must this check. */
function normalisedPath(path: string): string {
  return path.toLowerCase().replace(/\/+$/, '');
}

/** GET /api/logout ends the session (express answers HEAD with the GET handler too). */
function changesState(request: Request): boolean {
  return (
    !SAFE_METHODS.has(request.method) ||
    (request.method !== 'OPTIONS' && normalisedPath(request.path) === API_PATHS.logout)
  );
}

function isCrossSite(request: Request, siteOrigin: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  // `Origin: null` comes from sandboxed frames, data: URLs and some redirects: never the site.
  return origin !== undefined && origin !== siteOrigin;
}

/**
 * Placed before the body parser, so a refused request is never read. The site's own calls reach
 * the API through the site server's /api proxy, which keeps the browser's Origin: the site origin.
 */
export function refuseCrossSiteRequests(siteOrigin: string): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    next(
      changesState(request) && isCrossSite(request, siteOrigin)
        ? new ForbiddenException(CROSS_SITE_REFUSED)
        : undefined,
    );
  };
}
