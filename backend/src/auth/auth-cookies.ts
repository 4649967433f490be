/**
 * The two cookies of sign-in: the short-lived login transaction and the session. Both are HttpOnly
 * and SameSite=Lax; over HTTPS they are Secure and take the `__Host-` prefix, which pins them to
 * this exact origin (no Domain, Path=/).
 */
import type { CookieOptions, Request } from 'express';
import { parse } from 'cookie';

export interface AuthCookies {
  session: string;
  transaction: string;
  options(maxAgeSeconds: number): CookieOptions;
  clearOptions(): CookieOptions;
}

export function authCookies(siteOrigin: string): AuthCookies {
  const secure = new URL(siteOrigin).protocol === 'https:';
  const prefix = secure ? '__Host-' : '';
  const base: CookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' };
  return {
    session: `${prefix}nv_session`,
    transaction: `${prefix}nv_login`,
    options: (maxAgeSeconds) => ({ ...base, maxAge: maxAgeSeconds * 1000 }),
    clearOptions: () => base,
  };
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.cookie;
  return header ? parse(header)[name] : undefined;
}
