import { http, HttpResponse } from 'msw';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { deferred } from '@northvault/ui/testing/deferred';
import { CodeExchangeError, exchangeCodeForSession, fetchCurrentUser, fetchLoginRedirectUrl } from './session-api';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  google_user_data: { sub: 's', email: 'ada@example.com' },
  subscription: null,
  billingAlert: null,
};

describe('fetchCurrentUser', () => {
  it('collapses concurrent calls into one request', async () => {
    const answer = deferred();
    apiServer.use(
      http.get('/api/users/me', async () => {
        await answer.promise;
        return HttpResponse.json(user);
      }),
    );
    const requests = recordRequests();

    const calls = [fetchCurrentUser(), fetchCurrentUser(), fetchCurrentUser()];
    answer.resolve();

    await expect(Promise.all(calls)).resolves.toEqual([user, user, user]);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.credentials).toBe('same-origin');
  });

  it('asks again once the previous request has settled', async () => {
    apiServer.use(http.get('/api/users/me', () => HttpResponse.json(user)));
    const requests = recordRequests();
    await fetchCurrentUser();
    await fetchCurrentUser();
    expect(requests).toHaveLength(2);
  });

  it('fails with the documented message on a non-OK answer', async () => {
    apiServer.use(http.get('/api/users/me', () => HttpResponse.json({}, { status: 401 })));
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user: API responded with HTTP status 401');
  });
});

describe('fetchLoginRedirectUrl', () => {
  it('returns the redirect URL the server chose', async () => {
    apiServer.use(
      http.get('/api/oauth/google/redirect_url', () => HttpResponse.json({ redirectUrl: 'http://idp.test/auth?x=1' })),
    );
    await expect(fetchLoginRedirectUrl()).resolves.toBe('http://idp.test/auth?x=1');
  });

  it('passes the page to return to and the email to suggest', async () => {
    const requests = recordRequests();
    apiServer.use(
      http.get('/api/oauth/google/redirect_url', () => HttpResponse.json({ redirectUrl: 'http://idp.test/auth' })),
    );
    await fetchLoginRedirectUrl({ returnTo: '/account/setup', loginHint: 'ada@example.com' });
    expect(Object.fromEntries(new URL(requests[0]!.url).searchParams)).toEqual({
      returnTo: '/account/setup',
      loginHint: 'ada@example.com',
    });
  });

  it('fails with the documented message', async () => {
    apiServer.use(http.get('/api/oauth/google/redirect_url', () => new HttpResponse(null, { status: 503 })));
    await expect(fetchLoginRedirectUrl()).rejects.toThrow(
      'Failed to get login redirect URL: API responded with HTTP status 503',
    );
  });
});

describe('exchangeCodeForSession', () => {
  it('collapses concurrent exchanges of one code', async () => {
    const answer = deferred();
    apiServer.use(
      http.post('/api/sessions', async () => {
        await answer.promise;
        return HttpResponse.json({ success: true });
      }),
    );
    const requests = recordRequests();

    const both = Promise.all([
      exchangeCodeForSession({ code: 'c1', state: 's' }),
      exchangeCodeForSession({ code: 'c1' }),
    ]);
    answer.resolve();
    await both;

    expect(requests).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual({ code: 'c1', state: 's' });
  });

  it('carries the documented log message and the server’s own sentence', async () => {
    apiServer.use(
      http.post('/api/sessions', () =>
        HttpResponse.json({ error: 'This sign-in link was already used.' }, { status: 400 }),
      ),
    );
    const failure = exchangeCodeForSession({ code: 'used' });
    await expect(failure).rejects.toBeInstanceOf(CodeExchangeError);
    await expect(failure).rejects.toMatchObject({
      message: 'Failed to exchange code for session token: API responded with HTTP status 400',
      userMessage: 'This sign-in link was already used.',
    });
  });

  it('has no sentence for the user when the answer is not JSON, or nothing arrives', async () => {
    apiServer.use(http.post('/api/sessions', () => HttpResponse.text('<html>Bad gateway</html>', { status: 502 })));
    await expect(exchangeCodeForSession({ code: 'gateway' })).rejects.toMatchObject({ userMessage: undefined });

    apiServer.use(http.post('/api/sessions', () => HttpResponse.error()));
    await expect(exchangeCodeForSession({ code: 'offline' })).rejects.toMatchObject({
      message: 'Failed to exchange code for session token: the API did not answer',
      userMessage: undefined,
    });
  });
});
