import { createHash, randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createIdentityProvider } from './create-identity-provider';
import { loadIdentityProviderConfig } from './identity-provider-config';
import { HeadlessBrowser, signInHeadlessly } from './testing/headless-sign-in';

const REDIRECT_URI = 'http://localhost:8080/auth/callback';
let server: Server;
let issuer: string;

beforeAll(async () => {
  // The issuer names its port, so find a free one first.
  const probe = (await import('node:http')).createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));

  const config = loadIdentityProviderConfig({ OIDC_PORT: String(port), SITE_ORIGIN: 'http://localhost:8080' });
  issuer = config.issuer;
  server = createIdentityProvider(config).app.listen(port);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

function authorizeUrl(verifier: string, extra: Record<string, string> = {}): string {
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return `${issuer}/auth?${new URLSearchParams({
    ...extra,
    client_id: 'northvault-site',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: REDIRECT_URI,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
}

function signIn(browser: HeadlessBrowser, email: string, name: string, verifier: string, emailVerified?: boolean) {
  return signInHeadlessly(authorizeUrl(verifier), { email, name, emailVerified }, browser);
}

/** Trades the callback's code at the token endpoint as the backend does, with the PKCE verifier if given. */
function exchangeCode(callback: URL, verifier?: string): Promise<Response> {
  return fetch(`${issuer}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from('northvault-site:local-development-secret').toString('base64')}`,
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: callback.searchParams.get('code')!,
      redirect_uri: REDIRECT_URI,
      ...(verifier !== undefined && { code_verifier: verifier }),
    }),
  });
}

/** The claims of the ID token the code is traded for. */
async function idTokenClaims(callback: URL, verifier: string): Promise<Record<string, unknown>> {
  const tokens = await exchangeCode(callback, verifier);
  expect(tokens.status).toBe(200);
  return decodeJwt(((await tokens.json()) as { id_token: string }).id_token);
}

function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
}

it('shows a sign-in page with Email, Name, a ticked verified-address box and Sign in', async () => {
  const browser = new HeadlessBrowser();
  const toInteraction = await browser.request(authorizeUrl(randomBytes(32).toString('base64url')));
  expect(toInteraction.status).toBe(303);
  const page = await (await browser.request(new URL(toInteraction.headers.get('location')!, issuer).toString())).text();
  expect(page).toContain('<label for="email">Email</label>');
  expect(page).toContain('<label for="name">Name</label>');
  expect(page).toContain('<button type="submit">Sign in</button>');
  expect(page).toMatch(/<input id="email_verified" name="email_verified" type="checkbox" value="true" checked>/);
});

it('asserts email_verified: true by default, and false when the box is unticked', async () => {
  const verified = randomBytes(32).toString('base64url');
  const unverified = randomBytes(32).toString('base64url');
  const asVerified = await signIn(new HeadlessBrowser(), 'ada@example.com', 'Ada', verified);
  expect(await idTokenClaims(asVerified, verified)).toMatchObject({ email: 'ada@example.com', email_verified: true });
  const asUnverified = await signIn(new HeadlessBrowser(), 'eve@example.com', 'Eve', unverified, false);
  expect(await idTokenClaims(asUnverified, unverified)).toMatchObject({
    email: 'eve@example.com',
    email_verified: false,
  });
});

it('signs in any email with PKCE and puts the typed profile in the ID token', async () => {
  const browser = new HeadlessBrowser();
  const verifier = randomBytes(32).toString('base64url');
  const callback = await signIn(browser, 'Grace.Hopper@Example.com', 'Grace Brewster Hopper', verifier);
  expect(callback.searchParams.get('state')).toBe('state-1');

  const claims = await idTokenClaims(callback, verifier);
  expect(claims).toMatchObject({
    iss: issuer,
    aud: 'northvault-site',
    nonce: 'nonce-1',
    email: 'grace.hopper@example.com',
    name: 'Grace Brewster Hopper',
    given_name: 'Grace',
    picture: expect.stringMatching(new RegExp(`^${issuer}/avatars/local_[0-9a-f]{24}\\.svg$`)),
  });
  expect(claims.sub).toMatch(/^local_[0-9a-f]{24}$/);
});

it('refuses a code exchange without the PKCE verifier', async () => {
  const browser = new HeadlessBrowser();
  const callback = await signIn(browser, 'ada@example.com', 'Ada', randomBytes(32).toString('base64url'));
  expect((await exchangeCode(callback)).status).toBe(400);
});

it('asks again on the next sign-in, so another person can sign in', async () => {
  const browser = new HeadlessBrowser();
  await signIn(browser, 'ada@example.com', 'Ada Lovelace', randomBytes(32).toString('base64url'));
  const again = await browser.request(authorizeUrl(randomBytes(32).toString('base64url')));
  expect(again.headers.get('location')).toMatch(/\/interaction\//);
});

it('re-asks with a message when the email is not an address', async () => {
  const browser = new HeadlessBrowser();
  const toInteraction = await browser.request(authorizeUrl(randomBytes(32).toString('base64url')));
  const interactionUrl = new URL(toInteraction.headers.get('location')!, issuer).toString();
  const response = await browser.request(`${interactionUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=not-an-email&name=Ada',
  });
  expect(response.status).toBe(400);
  expect(await response.text()).toContain('Invalid email address');
});

describe('login_hint', () => {
  async function signInPage(hint: string): Promise<string> {
    const browser = new HeadlessBrowser();
    const toForm = await browser.request(authorizeUrl(randomBytes(32).toString('base64url'), { login_hint: hint }));
    return (await browser.request(new URL(toForm.headers.get('location')!, issuer).href)).text();
  }

  it('fills in the Email field with the email the site suggests', async () => {
    expect(await signInPage('ada@example.com')).toMatch(/id="email"[^>]*value="ada@example.com"/);
  });

  it('ignores a hint that is not an email address', async () => {
    expect(await signInPage('"><script>alert(1)</script>')).toMatch(/id="email"[^>]*value=""/);
  });
});
