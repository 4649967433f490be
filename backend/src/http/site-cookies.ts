/**
 * The site's cookies: the short-lived sign-in attempt, the session, and the receipt of the last
 * payment. All are HttpOnly and SameSite=Lax; over HTTPS they are Secure and take the `__Host-`
 * prefix, which pins them to this exact origin (no Domain, Path=/).
 */
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { parse } from 'cookie';
import type { CookieOptions, Request, Response } from 'express';
import { siteCookieNames, type SiteCookieNames } from '@northvault/contracts/site-cookies';

export interface SiteCookies extends SiteCookieNames {
  options(maxAgeSeconds: number): CookieOptions;
  clearOptions(): CookieOptions;
}

export function siteCookies(siteOrigin: string): SiteCookies {
  const secure = new URL(siteOrigin).protocol === 'https:';
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  return {
    // The names are the contract's, so the site server knows a session cookie when it sees one.
    ...siteCookieNames(siteOrigin),
    options: (maxAgeSeconds) => ({ ...base, maxAge: maxAgeSeconds * 1000 }),
    clearOptions: () => base,
  };
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[name] : undefined;
}

/** The request's cookies and the response's Set-Cookie, for services that keep state in cookies. */
export interface CookieJar {
  read(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

export function cookieJar(request: Request, response: Response): CookieJar {
  return {
    read: (name) => readCookie(request, name),
    set: (name, value, options) => void response.cookie(name, value, options),
    clear: (name, options) => void response.clearCookie(name, options),
  };
}

/** A handler parameter: the CookieJar of this request and its response. */
export const Cookies = createParamDecorator((_data: unknown, context: ExecutionContext): CookieJar => {
  const http = context.switchToHttp();
  return cookieJar(http.getRequest<Request>(), http.getResponse<Response>());
});
