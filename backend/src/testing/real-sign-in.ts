/** Signing in the way a browser does, over HTTP, for tests that talk to a listening backend. */
import { HeadlessBrowser, signInHeadlessly } from '@northvault/local-identity-provider/testing/headless-sign-in';
import { type HttpAnswer, type HttpClient, jsonBody } from './http-client';

/** The real sign-in: the backend's redirect, the local provider's form, the code exchange. */
export async function signIn(api: HttpClient, identity: { email: string; name: string }): Promise<string> {
  const start = await api.send({ path: '/api/oauth/google/redirect_url' });
  expect(start.status).toBe(200);
  const loginCookie = cookiePair(start, 'nv_login');
  const callback = await signInHeadlessly(
    (jsonBody(start) as { redirectUrl: string }).redirectUrl,
    identity,
    new HeadlessBrowser(),
  );
  const session = await api.sendJson('/api/sessions', Object.fromEntries(callback.searchParams), {
    cookie: loginCookie,
  });
  expect(session.status).toBe(201);
  return cookiePair(session, 'nv_session');
}

export function cookiePair(answer: HttpAnswer, name: string): string {
  const line = (answer.headers['set-cookie'] ?? []).find((cookie) => cookie.startsWith(`${name}=`));
  if (line === undefined) throw new Error(`No ${name} cookie in the answer (HTTP ${answer.status})`);
  return line.split(';')[0]!;
}
