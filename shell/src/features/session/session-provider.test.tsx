import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useSession } from '@northvault/session';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { deferred } from '@northvault/ui/testing/deferred';
import { ShellSessionProvider } from './session-provider';

const subscriber = {
  id: 'u1',
  email: 'ada@example.com',
  google_user_data: { sub: 's1', email: 'ada@example.com', name: 'Ada Lovelace', given_name: 'Ada' },
  subscription: { planId: 'business', status: 'active', startedAt: '2026-01-01T00:00:00Z' },
};

function Probe() {
  const session = useSession();
  return (
    <>
      <p data-testid="state">
        {session.isPending ? 'pending' : 'settled'} {session.isFetching ? 'fetching' : 'idle'}{' '}
        {session.user?.email ?? 'nobody'} {session.planId ?? 'no-plan'}
      </p>
      <button onClick={() => void session.logout()}>logout</button>
      <button onClick={() => void session.redirectToLogin()}>login</button>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;

beforeEach(() => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const answerUser = (status: number, body: Record<string, unknown> = {}) =>
  apiServer.use(http.get('/api/users/me', () => HttpResponse.json(body, { status })));

it('stays pending until the first user fetch succeeds, then holds the user and plan', async () => {
  const answer = deferred();
  apiServer.use(
    http.get('/api/users/me', async () => {
      await answer.promise;
      return HttpResponse.json(subscriber);
    }),
  );
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );

  expect(state()).toBe('pending fetching nobody no-plan');
  answer.resolve();
  await waitFor(() => expect(state()).toBe('settled idle ada@example.com business'));
});

it('clears pending when the first fetch fails, leaving nobody signed in', async () => {
  answerUser(401);
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toBe('settled idle nobody no-plan'));
  expect(console.info).toHaveBeenCalledWith('Failed to fetch user: API responded with HTTP status 401');
});

it('gives no plan for a subscription that is not active', async () => {
  answerUser(200, { ...subscriber, subscription: { ...subscriber.subscription, status: 'canceled' } });
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toBe('settled idle ada@example.com no-plan'));
});

it('clears the user before it calls the logout endpoint', async () => {
  answerUser(200, subscriber);
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toContain('ada@example.com'));

  const logoutAnswer = deferred();
  apiServer.use(
    http.get('/api/logout', async () => {
      await logoutAnswer.promise;
      return new HttpResponse(null, { status: 500 });
    }),
  );
  const requests = recordRequests();
  await userEvent.click(screen.getByRole('button', { name: 'logout' }));
  expect(state()).toContain('nobody');
  await waitFor(() => expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/logout']));
  logoutAnswer.resolve();
  await waitFor(() => expect(console.error).toHaveBeenCalledWith('Failed to logout:', expect.any(Error)));
});

it('sends the browser to the redirect URL the server gives', async () => {
  const navigate = jest.fn();
  answerUser(401);
  apiServer.use(
    http.get('/api/oauth/google/redirect_url', () =>
      HttpResponse.json({ redirectUrl: 'http://localhost:9000/auth?state=x' }),
    ),
  );
  render(
    <ShellSessionProvider navigate={navigate}>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toContain('settled'));

  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://localhost:9000/auth?state=x'));
});

it('asks to come back to the page the sign-in started from', async () => {
  answerUser(401);
  apiServer.use(
    http.get('/api/oauth/google/redirect_url', () => HttpResponse.json({ redirectUrl: 'http://localhost:9000/auth' })),
  );
  window.history.pushState({}, '', '/api-docs/business?tab=webhooks#events');
  render(
    <ShellSessionProvider navigate={jest.fn()}>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toContain('settled'));
  const requests = recordRequests();

  await userEvent.click(screen.getByRole('button', { name: 'login' }));
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(new URL(requests[0]!.url).searchParams.get('returnTo')).toBe('/api-docs/business?tab=webhooks#events');
  window.history.pushState({}, '', '/');
});
