import { act, render, screen, waitFor } from '@testing-library/react';
import { useSession } from '@northvault/session';
import { deferred, jsonResponse, mockFetch } from '../../testing/fake-fetch';
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

it('stays pending until the first user fetch succeeds, then holds the user and plan', async () => {
  const answer = deferred<Response>();
  mockFetch().mockReturnValueOnce(answer.promise);
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );

  expect(state()).toBe('pending fetching nobody no-plan');
  await act(async () => answer.resolve(jsonResponse({ body: subscriber })));
  expect(state()).toBe('settled idle ada@example.com business');
});

it('clears pending when the first fetch fails, leaving nobody signed in', async () => {
  mockFetch().mockResolvedValue(jsonResponse({ status: 401, body: {} }));
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toBe('settled idle nobody no-plan'));
  expect(console.info).toHaveBeenCalledWith('Failed to fetch user: API responded with HTTP status 401');
});

it('gives no plan for a subscription that is not active', async () => {
  mockFetch().mockResolvedValue(
    jsonResponse({ body: { ...subscriber, subscription: { ...subscriber.subscription, status: 'canceled' } } }),
  );
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toBe('settled idle ada@example.com no-plan'));
});

it('clears the user before it calls the logout endpoint', async () => {
  const fetchMock = mockFetch().mockResolvedValueOnce(jsonResponse({ body: subscriber }));
  render(
    <ShellSessionProvider>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toContain('ada@example.com'));

  const logoutAnswer = deferred<Response>();
  fetchMock.mockReturnValueOnce(logoutAnswer.promise);
  await act(async () => screen.getByText('logout').click());
  expect(state()).toContain('nobody');
  expect(fetchMock).toHaveBeenLastCalledWith('/api/logout', expect.anything());
  await act(async () => logoutAnswer.resolve(jsonResponse({ status: 500 })));
  expect(console.error).toHaveBeenCalledWith('Failed to logout:', expect.any(Error));
});

it('sends the browser to the redirect URL the server gives', async () => {
  const navigate = jest.fn();
  mockFetch()
    .mockResolvedValueOnce(jsonResponse({ status: 401, body: {} }))
    .mockResolvedValueOnce(jsonResponse({ body: { redirectUrl: 'http://localhost:9000/auth?state=x' } }));
  render(
    <ShellSessionProvider navigate={navigate}>
      <Probe />
    </ShellSessionProvider>,
  );
  await waitFor(() => expect(state()).toContain('settled'));

  await act(async () => screen.getByText('login').click());
  expect(navigate).toHaveBeenCalledWith('http://localhost:9000/auth?state=x');
});
