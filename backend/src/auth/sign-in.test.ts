import type { Identity } from '@northvault/local-identity-provider/testing/headless-sign-in';
import { sessions, supportTickets, users } from '../database/schema';
import { freePort } from '../testing/free-port';
import {
  cookiePair,
  setCookies,
  signIn as signInAt,
  startAndAuthorize as startAndAuthorizeAt,
} from '../testing/sign-in-flow';
import { startLocalIdentityProvider, type RunningIdentityProvider } from '../testing/local-identity-provider';
import { appWithIdentityProvider } from '../testing/app-with-identity-provider';
import { createTestApp } from '../testing/test-app';

const suite = appWithIdentityProvider();

const startAndAuthorize = (identity?: Identity, query?: Record<string, string>) =>
  startAndAuthorizeAt(suite.api, identity, query);
const signIn = (identity?: Identity) => signInAt(suite.api, identity);

describe('GET /api/oauth/google/redirect_url', () => {
  it('answers the provider’s authorize URL with PKCE (S256), state and nonce, fresh each time', async () => {
    const first = await startAndAuthorize();
    const url = new URL(first.start.body.redirectUrl);
    expect(url.origin + url.pathname).toBe(`${suite.provider.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'northvault-site',
      response_type: 'code',
      redirect_uri: 'http://localhost:8080/auth/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      state: expect.any(String),
      nonce: expect.any(String),
    });
    const second = new URL((await suite.api.http().get('/api/oauth/google/redirect_url')).body.redirectUrl);
    for (const param of ['state', 'nonce', 'code_challenge']) {
      expect(second.searchParams.get(param)).not.toBe(url.searchParams.get(param));
    }
  });

  it('binds the attempt to the browser with a short-lived HttpOnly cookie', async () => {
    const response = await suite.api.http().get('/api/oauth/google/redirect_url').expect(200);
    const cookie = setCookies(response).find((line) => line.startsWith('nv_login='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=600/);
    expect(cookie).not.toMatch(/Secure/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('passes the suggested email to the provider as login_hint', async () => {
    const response = await suite.api
      .http()
      .get('/api/oauth/google/redirect_url')
      .query({ loginHint: 'ada@example.com' })
      .expect(200);
    expect(new URL(response.body.redirectUrl).searchParams.get('login_hint')).toBe('ada@example.com');
  });

  it.each([
    [
      'another origin',
      { returnTo: 'https://evil.example/' },
      'The return page must be a path of one of this site’s pages.',
    ],
    [
      'a protocol-relative URL',
      { returnTo: '//evil.example/' },
      'The return page must be a path of one of this site’s pages.',
    ],
    ['the API', { returnTo: '/api/users/me' }, 'The return page must be a path of one of this site’s pages.'],
    ['a hint that is not an email', { loginHint: 'not-an-email' }, 'Invalid email address'],
  ])('refuses %s, naming the parameter', async (_case, query, message) => {
    const response = await suite.api.http().get('/api/oauth/google/redirect_url').query(query).expect(400);
    expect(response.body.error).toBe(message);
    expect(setCookies(response).some((line) => line.startsWith('nv_login='))).toBe(false);
  });

  it('knows only the one sign-in provider', async () => {
    const response = await suite.api.http().get('/api/oauth/github/redirect_url').expect(404);
    expect(response.body.error).toBe('Unknown sign-in provider.');
  });
});

describe('POST /api/sessions', () => {
  it('names the page that started the sign-in, kept in the sealed login cookie rather than the URL', async () => {
    const { start, loginCookie, params } = await startAndAuthorize(undefined, {
      returnTo: '/api-docs/business#webhooks',
    });
    expect(start.body.redirectUrl).not.toContain('api-docs');
    const response = await suite.api.http().post('/api/sessions').set('Cookie', loginCookie).send(params).expect(201);
    expect(response.body).toEqual({ success: true, returnTo: '/api-docs/business#webhooks' });
  });

  it('completes the code flow: the user is stored, a session row and an HttpOnly cookie exist', async () => {
    const { loginCookie, params } = await startAndAuthorize({ email: 'Grace@Example.com', name: 'Grace Hopper' });
    const response = await suite.api.http().post('/api/sessions').set('Cookie', loginCookie).send(params).expect(201);
    expect(response.body).toEqual({ success: true, returnTo: '/' });

    const sessionCookie = setCookies(response).find((line) => line.startsWith('nv_session='))!;
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(sessionCookie).toMatch(/Max-Age=2592000/);
    // The login cookie is spent.
    expect(setCookies(response).find((line) => line.startsWith('nv_login='))).toMatch(/Expires=Thu, 01 Jan 1970/);

    const me = await suite.api
      .http()
      .get('/api/users/me')
      .set('Cookie', cookiePair([sessionCookie], 'nv_session')!)
      .expect(200);
    expect(me.body).toEqual({
      id: expect.any(String),
      email: 'grace@example.com',
      google_user_data: {
        sub: expect.stringMatching(/^local_/),
        email: 'grace@example.com',
        email_verified: true,
        name: 'Grace Hopper',
        given_name: 'Grace',
        picture: expect.stringMatching(new RegExp(`^${suite.provider.issuer}/avatars/`)),
      },
      subscription: null,
      billingAlert: null,
      roles: [],
    });
  });

  it('keeps one user per person, refreshing the profile at each sign-in', async () => {
    await signIn({ email: 'linus@example.com', name: 'Linus' });
    await signIn({ email: 'linus@example.com', name: 'Linus Torvalds' });
    const rows = (await suite.api.database.db.select().from(users)).filter(
      (user) => user.email === 'linus@example.com',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Linus Torvalds', givenName: 'Linus' });
  });

  it('needs a code: the callback page’s sentence', async () => {
    const response = await suite.api.http().post('/api/sessions').send({}).expect(400);
    expect(response.body.error).toBe(
      'Cannot exchange code for session token: no code provided in the URL search params.',
    );
  });

  it('refuses a replayed code', async () => {
    const { loginCookie, params } = await startAndAuthorize();
    await suite.api.http().post('/api/sessions').set('Cookie', loginCookie).send(params).expect(201);
    const sessionsBefore = await suite.api.database.db.$count(sessions);

    const replay = await suite.api.http().post('/api/sessions').set('Cookie', loginCookie).send(params).expect(401);
    expect(replay.body.error).toBe(
      'The sign-in could not be completed: the sign-in link is invalid, expired or already used. Please sign in again.',
    );
    expect(setCookies(replay).some((line) => line.startsWith('nv_session='))).toBe(false);
    expect(await suite.api.database.db.$count(sessions)).toBe(sessionsBefore);
  });

  it('refuses a forged code, and logs why under the request’s id', async () => {
    const { loginCookie, params } = await startAndAuthorize();
    const response = await suite.api
      .http()
      .post('/api/sessions')
      .set('Cookie', loginCookie)
      .send({ ...params, code: 'forged-code' })
      .expect(401);
    const refusals = suite.api.logs.entries().filter((entry) => entry.msg === 'Code exchange refused');
    expect(refusals.at(-1)).toMatchObject({ level: 40, reqId: response.headers['x-request-id'] });
  });

  it('refuses a state that is not this browser’s attempt', async () => {
    const { loginCookie, params } = await startAndAuthorize();
    const response = await suite.api
      .http()
      .post('/api/sessions')
      .set('Cookie', loginCookie)
      .send({ ...params, state: 'tampered' });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(
      'This sign-in response does not belong to the sign-in attempt of this browser. Please sign in again.',
    );
  });

  it('refuses a callback without its attempt (another browser, or the cookie expired)', async () => {
    const { params } = await startAndAuthorize();
    const response = await suite.api.http().post('/api/sessions').send(params).expect(400);
    expect(response.body.error).toBe(
      'This sign-in attempt has expired or was started in another browser. Please sign in again.',
    );
  });

  it('refuses a login cookie whose signature was altered', async () => {
    const { loginCookie, params } = await startAndAuthorize();
    const [name, value] = loginCookie.split('=');
    const [payload] = value!.split('.');
    await suite.api.http().post('/api/sessions').set('Cookie', `${name}=${payload}.AAAA`).send(params).expect(400);
  });

  it('refuses a nonce that is not the attempt’s, even with a matching state', async () => {
    // Two attempts in one browser: the code of the first cannot complete the second.
    const first = await startAndAuthorize();
    const second = await suite.api.http().get('/api/oauth/google/redirect_url');
    const secondCookie = cookiePair(setCookies(second), 'nv_login')!;
    await suite.api
      .http()
      .post('/api/sessions')
      .set('Cookie', secondCookie)
      .send({ ...first.params, state: new URL(second.body.redirectUrl).searchParams.get('state') })
      .expect(401);
  });
});

describe('GET /api/users/me', () => {
  it('answers 401 when signed out or with an unknown cookie', async () => {
    const response = await suite.api.http().get('/api/users/me').expect(401);
    expect(response.body).toEqual({ success: false, statusCode: 401, error: 'You are not signed in.' });
    await suite.api.http().get('/api/users/me').set('Cookie', 'nv_session=made-up').expect(401);
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await signIn();
    const token = cookie.split('=')[1]!;
    const ids = (await suite.api.database.db.select().from(sessions)).map((row) => row.id);
    expect(ids).not.toContain(token);
    expect(ids.every((id) => /^[0-9a-f]{64}$/.test(id))).toBe(true);
  });

  it('stops answering once the session has expired', async () => {
    const cookie = await signIn({ email: 'expiring@example.com', name: 'Ex' });
    await suite.api.http().get('/api/users/me').set('Cookie', cookie).expect(200);
    await suite.api.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await suite.api.http().get('/api/users/me').set('Cookie', cookie).expect(401);
  });

  it('keeps users signed in across a restart, and across instances sharing the database', async () => {
    const cookie = await signIn({ email: 'restart@example.com', name: 'Re Start' });
    const second = await createTestApp({ env: suite.provider.env, database: suite.api.database });
    try {
      const me = await second.http().get('/api/users/me').set('Cookie', cookie).expect(200);
      expect(me.body.email).toBe('restart@example.com');
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/logout', () => {
  it('ends the server-side session and clears the cookie; the old cookie is useless afterwards', async () => {
    const cookie = await signIn();
    const response = await suite.api.http().get('/api/logout').set('Cookie', cookie).expect(200);
    expect(setCookies(response).find((line) => line.startsWith('nv_session='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    await suite.api.http().get('/api/users/me').set('Cookie', cookie).expect(401);
  });

  it('succeeds when nobody is signed in', async () => {
    await suite.api.http().get('/api/logout').expect(200);
  });
});

describe('support tickets and sign-in', () => {
  it('links a signed-in user’s ticket to the user, and leaves a visitor’s unlinked', async () => {
    const cookie = await signIn({ email: 'ticket@example.com', name: 'Tick Et' });
    const ticket = { name: 'Tick', email: 'ticket@example.com', subject: 'Webhooks', message: 'Retries?' };
    const signedIn = await suite.api.http().post('/api/support').set('Cookie', cookie).send(ticket).expect(201);
    const visitor = await suite.api.http().post('/api/support').send(ticket).expect(201);

    const rows = await suite.api.database.db.select().from(supportTickets);
    const [user] = (await suite.api.database.db.select().from(users)).filter(
      (row) => row.email === 'ticket@example.com',
    );
    expect(rows.find((row) => row.ticketId === signedIn.body.ticketId)?.userId).toBe(user!.id);
    expect(rows.find((row) => row.ticketId === visitor.body.ticketId)?.userId).toBeNull();
  });
});

describe('over HTTPS', () => {
  it('names the cookies with __Host- and marks them Secure', async () => {
    const secure = await createTestApp({
      env: { ...suite.provider.env, SITE_ORIGIN: 'https://northvault.example' },
      database: suite.api.database,
    });
    try {
      const response = await secure.http().get('/api/oauth/google/redirect_url').expect(200);
      const cookie = setCookies(response).find((line) => line.startsWith('__Host-nv_login='))!;
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Domain=/);
      expect(new URL(response.body.redirectUrl).searchParams.get('redirect_uri')).toBe(
        'https://northvault.example/auth/callback',
      );
    } finally {
      await secure.close();
    }
  });
});

describe('when the provider is down', () => {
  it('answers 503 with a sentence, and recovers by itself once it is back', async () => {
    const port = await freePort();
    const backend = await createTestApp({ env: { OIDC_PORT: String(port) }, database: suite.api.database });
    let lateProvider: RunningIdentityProvider | undefined;
    try {
      const response = await backend.http().get('/api/oauth/google/redirect_url').expect(503);
      expect(response.body.error).toBe('The sign-in service is unavailable. Please try again in a moment.');

      lateProvider = await startLocalIdentityProvider('http://localhost:8080', port);
      await backend.http().get('/api/oauth/google/redirect_url').expect(200);
    } finally {
      await backend.close();
      await lateProvider?.stop();
    }
  });
});
