import { StrictMode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { AuthCallbackPage } from './auth-callback-page';

function renderCallback(url: string, refreshUser = jest.fn().mockResolvedValue(undefined)) {
  const session = fakeSession({ refreshUser });
  // As bootstrap.tsx renders the site: StrictMode runs the page's effects twice.
  render(
    <StrictMode>
      <SessionProvider value={session}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/auth/callback" element={<AuthCallbackPage />} />
            <Route path="/" element={<h1>Home</h1>} />
            <Route path="/api-docs/:planId" element={<h1>Plan docs</h1>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    </StrictMode>,
  );
  return refreshUser;
}

const answerExchange = (status: number, body?: unknown) =>
  apiServer.use(
    http.post('/api/sessions', () =>
      body === undefined ? new HttpResponse(null, { status }) : HttpResponse.json(body, { status }),
    ),
  );

beforeEach(() => {
  // Only the clock is faked: msw answers on the real event loop.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.useRealTimers());

it('without a code shows Authentication Failed with the missing-code message, then goes home after 5 s', async () => {
  renderCallback('/auth/callback');
  expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  expect(
    screen.getByText('Cannot exchange code for session token: no code provided in the URL search params.'),
  ).toBeVisible();
  expect(screen.getByText(/Please try signing in again/)).toBeVisible();

  await act(async () => jest.advanceTimersByTime(4900));
  expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
});

it('exchanges the code, fetches the user again, and goes home after 2 s', async () => {
  answerExchange(200, { success: true });
  const requests = recordRequests();
  const refreshUser = jest.fn().mockResolvedValue(undefined);
  renderCallback('/auth/callback?code=abc&state=xyz', refreshUser);
  expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeVisible();

  expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await requests[0]!.json()).toEqual({ code: 'abc', state: 'xyz' });
  expect(refreshUser).toHaveBeenCalledTimes(1);

  await act(async () => jest.advanceTimersByTime(1999));
  expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
});

it('goes back to the page that started the sign-in, as the server names it', async () => {
  answerExchange(200, { success: true, returnTo: '/api-docs/business' });
  renderCallback('/auth/callback?code=abc&state=xyz');
  expect(await screen.findByText('Taking you back to the page you started from…')).toBeVisible();
  await act(async () => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('heading', { name: 'Plan docs' })).toBeVisible();
});

it('goes home instead of to a place that is not a page of this site', async () => {
  answerExchange(200, { success: true, returnTo: '//evil.example/white-label' });
  renderCallback('/auth/callback?code=abc&state=xyz');
  expect(await screen.findByText('Taking you to the home page…')).toBeVisible();
  await act(async () => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
});

it('shows the server’s message when the exchange is refused', async () => {
  answerExchange(400, { error: 'This sign-in link has expired.' });
  renderCallback('/auth/callback?code=old&state=s');
  expect(await screen.findByText('This sign-in link has expired.')).toBeVisible();
  expect(console.error).toHaveBeenCalledWith(
    'Failed to exchange code for session token: API responded with HTTP status 400',
  );
});

it('falls back to the generic sign-in failure sentence when the server says nothing', async () => {
  answerExchange(500);
  renderCallback('/auth/callback?code=x&state=s');
  expect(await screen.findByText('There was an issue completing your sign in.')).toBeVisible();
});

it.each([
  [
    'an error description',
    '/auth/callback?error=access_denied&error_description=Call%20%2B1-555-0100%20to%20restore%20your%20account',
  ],
  ['an error and a code', '/auth/callback?error=server_error&error_description=Visit%20evil.example&code=abc&state=s'],
  ['attacker text as the error code', '/auth/callback?error=Call%20%2B1-555-0100%20now'],
])('shows only its own sentence for a provider error with %s, never the text of the URL', async (_case, url) => {
  const requests = recordRequests();
  renderCallback(url);
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading').textContent).toBe('Authentication Failed');
  expect(
    within(alert)
      .getAllByRole('paragraph')
      .map((line) => line.textContent),
  ).toEqual([
    'There was an issue completing your sign in.',
    'Please try signing in again. If the problem continues, contact support.',
    'Returning to the home page in a few seconds…',
  ]);
  expect(document.body.textContent).not.toMatch(/555|evil|restore|now/);
  expect(requests).toEqual([]);
});
