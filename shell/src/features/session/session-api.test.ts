import { deferred, jsonResponse, mockFetch } from '../../testing/fake-fetch';
import { CodeExchangeError, exchangeCodeForSession, fetchCurrentUser, fetchLoginRedirectUrl } from './session-api';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  google_user_data: { sub: 's', email: 'ada@example.com' },
  subscription: null,
};

describe('fetchCurrentUser', () => {
  it('collapses concurrent calls into one request', async () => {
    const fetchMock = mockFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);

    const calls = [fetchCurrentUser(), fetchCurrentUser(), fetchCurrentUser()];
    answer.resolve(jsonResponse({ body: user }));

    await expect(Promise.all(calls)).resolves.toEqual([user, user, user]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/users/me', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('asks again once the previous request has settled', async () => {
    const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ body: user }));
    await fetchCurrentUser();
    await fetchCurrentUser();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('fails with the message of SPEC section 8 on a non-OK answer', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ status: 401, body: {} }));
    await expect(fetchCurrentUser()).rejects.toThrow('Failed to fetch user: API responded with HTTP status 401');
  });
});

describe('fetchLoginRedirectUrl', () => {
  it('returns the redirect URL the server chose', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ body: { redirectUrl: 'http://idp.test/auth?x=1' } }));
    await expect(fetchLoginRedirectUrl()).resolves.toBe('http://idp.test/auth?x=1');
  });

  it('fails with the message of SPEC section 8', async () => {
    mockFetch().mockResolvedValue(jsonResponse({ status: 503 }));
    await expect(fetchLoginRedirectUrl()).rejects.toThrow(
      'Failed to get login redirect URL: API responded with HTTP status 503',
    );
  });
});

describe('exchangeCodeForSession', () => {
  it('collapses concurrent exchanges of one code', async () => {
    const fetchMock = mockFetch();
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);

    const both = Promise.all([
      exchangeCodeForSession({ code: 'c1', state: 's' }),
      exchangeCodeForSession({ code: 'c1' }),
    ]);
    answer.resolve(jsonResponse({ body: { success: true } }));
    await both;

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ code: 'c1', state: 's' }),
    });
  });

  it('carries the log message of SPEC section 8 and the server’s own sentence', async () => {
    mockFetch().mockResolvedValue(
      jsonResponse({ status: 400, body: { error: 'This sign-in link was already used.' } }),
    );
    const failure = exchangeCodeForSession({ code: 'used' });
    await expect(failure).rejects.toBeInstanceOf(CodeExchangeError);
    await expect(failure).rejects.toMatchObject({
      message: 'Failed to exchange code for session token: API responded with HTTP status 400',
      userMessage: 'This sign-in link was already used.',
    });
  });
});
