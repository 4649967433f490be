/**
 * The whole sign-in flow against a test app and the in-process local provider, as a browser runs
 * it: start at the API, sign in at the provider headlessly, complete at POST /api/sessions.
 */
import {
  HeadlessBrowser,
  type Identity,
  signInHeadlessly,
} from '@northvault/local-identity-provider/testing/headless-sign-in';
import type { TestApp } from './test-app';

/** `name=value` of a Set-Cookie line. */
export function cookiePair(setCookie: string[] | undefined, name: string): string | undefined {
  return setCookie?.find((line) => line.startsWith(`${name}=`))?.split(';')[0];
}

export function setCookies(response: { headers: Record<string, unknown> }): string[] {
  return (response.headers['set-cookie'] as string[] | undefined) ?? [];
}

const ADA: Identity = { email: 'ada@example.com', name: 'Ada King Lovelace' };

/** Starts a sign-in at the API and completes it at the provider: the callback's parameters and the login cookie. */
export async function startAndAuthorize(api: TestApp, identity: Identity = ADA, query: Record<string, string> = {}) {
  const start = await api.http().get('/api/oauth/google/redirect_url').query(query).expect(200);
  const loginCookie = cookiePair(setCookies(start), 'nv_login')!;
  const callback = await signInHeadlessly(start.body.redirectUrl, identity, new HeadlessBrowser());
  const params = Object.fromEntries(callback.searchParams) as { code: string; state: string; iss?: string };
  return { start, loginCookie, callback, params };
}

/**
 * Signs in and returns the session cookie (`nv_session=…`). `browserCookie` is a session cookie the
 * browser already holds, sent along as a browser would.
 */
export async function signIn(api: TestApp, identity: Identity = ADA, browserCookie?: string): Promise<string> {
  const { loginCookie, params } = await startAndAuthorize(api, identity);
  const cookies = [loginCookie, browserCookie].filter(Boolean).join('; ');
  const response = await api.http().post('/api/sessions').set('Cookie', cookies).send(params).expect(201);
  return cookiePair(setCookies(response), 'nv_session')!;
}
