import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { jsonResponse, mockFetch } from '../../testing/fake-fetch';
import { AuthCallbackPage } from './auth-callback-page';

function renderCallback(url: string, refreshUser = jest.fn().mockResolvedValue(undefined)) {
  const session = fakeSession({ refreshUser });
  render(
    <SessionProvider value={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/auth/callback" element={<AuthCallbackPage />} />
          <Route path="/" element={<h1>Home</h1>} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>,
  );
  return refreshUser;
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => jest.useRealTimers());

it('without a code shows Authentication Failed with SPEC’s message, then goes home after 5 s', async () => {
  renderCallback('/auth/callback');
  expect(await screen.findByRole('heading', { name: 'Authentication Failed' })).toBeTruthy();
  expect(
    screen.getByText('Cannot exchange code for session token: no code provided in the URL search params.'),
  ).toBeTruthy();
  expect(screen.getByText(/Please try signing in again/)).toBeTruthy();

  await act(async () => jest.advanceTimersByTime(4900));
  expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  await act(async () => jest.advanceTimersByTime(100));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
});

it('exchanges the code, fetches the user again, and goes home after 2 s', async () => {
  const fetchMock = mockFetch().mockResolvedValue(jsonResponse({ body: { success: true } }));
  const refreshUser = renderCallback('/auth/callback?code=abc&state=xyz');
  expect(screen.getByRole('heading', { name: 'Signing you in…' })).toBeTruthy();

  expect(await screen.findByRole('heading', { name: 'You are signed in' })).toBeTruthy();
  expect(fetchMock).toHaveBeenCalledWith(
    '/api/sessions',
    expect.objectContaining({ body: '{"code":"abc","state":"xyz"}' }),
  );
  expect(refreshUser).toHaveBeenCalledTimes(1);

  await act(async () => jest.advanceTimersByTime(1999));
  expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
  await act(async () => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
});

it('shows the server’s message when the exchange is refused', async () => {
  mockFetch().mockResolvedValue(jsonResponse({ status: 400, body: { error: 'This sign-in link has expired.' } }));
  renderCallback('/auth/callback?code=old&state=s');
  expect(await screen.findByText('This sign-in link has expired.')).toBeTruthy();
  expect(console.error).toHaveBeenCalledWith(
    'Failed to exchange code for session token: API responded with HTTP status 400',
  );
});

it('falls back to SPEC’s sentence when the server says nothing', async () => {
  mockFetch().mockResolvedValue(jsonResponse({ status: 500 }));
  renderCallback('/auth/callback?code=x&state=s');
  expect(await screen.findByText('There was an issue completing your sign in.')).toBeTruthy();
});
