/**
 * Whether a page request carries the site's session cookie, by the name the backend gives it (`__Host-` over
 * HTTPS). The site server never checks the session: it only needs to know that a request without the cookie
 * cannot be signed in, so a signed-out-only page may go out prerendered
 * (docs/architecture.md#first-paint-from-prerendered-fragments).
 */
import type { Request } from 'express';
import { siteCookieNames } from '@northvault/contracts/site-cookies';
import { readCookie } from './cohort';

export function carriesSessionCookie(request: Request, siteOrigin: string): boolean {
  return readCookie(request, siteCookieNames(siteOrigin).session) !== null;
}
