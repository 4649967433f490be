/**
 * Cross-site request forgery protection for a cookie-authenticated API. The session cookie is
 * SameSite=Lax, which still lets another site's top-level navigation carry it, so every request
 * that changes state must also show it came from the site itself: browsers say where a request
 * comes from in `Sec-Fetch-Site` and, on every non-GET request, in `Origin`; where a browser sends
 * no Origin, its `Referer` tells. `same-site` counts as foreign: a sibling subdomain is another
 * party's site. Requests with none of these headers (curl, server-to-server calls) carry no
 * browser's cookies and pass.
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

/** Only the site's own pages are `same-origin`; `same-site` is a sibling subdomain, another party. */
const FOREIGN_FETCH_SITES = new Set(['cross-site', 'same-site']);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the browser says the request comes from: its Origin, or where it sends none, its Referer. */
function claimedOrigin(request: Request): string | null | undefined {
  // `Origin: null` comes from sandboxed frames, data: URLs and some redirects: never the site.
  const origin = request.headers.origin;
  if (origin !== undefined) return origin;
  const referer = request.headers.referer;
  return referer === undefined ? undefined : originOf(referer);
}

/** Whether a host is a white-label tenant's live domain, served as this same site. */
export type TenantHostCheck = (host: string) => Promise<boolean>;

/**
 * A page of a white-label tenant's domain is the site itself under another name: a request from it
 * is same-origin when it was addressed to that very origin (as the site's proxy, the only one
 * believed about the host, reports it) and the host is live.
 */
async function isTenantPage(request: Request, origin: string, isTenantHost: TenantHostCheck): Promise<boolean> {
  if (!URL.canParse(origin)) return false;
  const addressed = `${request.protocol}://${request.get('x-forwarded-host') ?? ''}`;
  return origin === addressed && isTenantHost(new URL(origin).hostname);
}

/** Whether a request reached a listener of another origin that the site's pages may call across origins. */
export type CalledAcrossOrigins = (request: Request) => boolean;

async function isCrossSite(
  request: Request,
  siteOrigin: string,
  isTenantHost: TenantHostCheck,
  calledAcrossOrigins: CalledAcrossOrigins,
): Promise<boolean> {
  // Such a listener (the sandbox's) sees the site's own pages as `same-site` or `cross-site`.
  if (calledAcrossOrigins(request) && request.headers.origin === siteOrigin) return false;
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string' && FOREIGN_FETCH_SITES.has(fetchSite)) return true;
  const origin = claimedOrigin(request);
  if (origin === undefined || origin === siteOrigin) return false;
  return origin === null || !(await isTenantPage(request, origin, isTenantHost));
}

/**
 * Placed before the body parser, so a refused request is never read. The site's own calls reach
 * the API through the site server's /api proxy, which keeps the browser's Origin: the site origin,
 * or a white-label tenant's domain. The sandbox's listener is another origin, which the site's
 * pages call directly: there, the site's Origin is the site itself (`calledAcrossOrigins`).
 */
export function refuseCrossSiteRequests(
  siteOrigin: string,
  isTenantHost: TenantHostCheck = async () => false,
  calledAcrossOrigins: CalledAcrossOrigins = () => false,
): RequestHandler {
  return (request: Request, _response: Response, next: NextFunction) => {
    if (!changesState(request)) {
      next();
      return;
    }
    isCrossSite(request, siteOrigin, isTenantHost, calledAcrossOrigins).then(
      (foreign) => next(foreign ? new ForbiddenException(CROSS_SITE_REFUSED) : undefined),
      next,
    );
  };
}
