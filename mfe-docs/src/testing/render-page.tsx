import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CurrentUser } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';
import { SessionProvider, type Session } from '@northvault/session';

export function signedInUser(planId: PlanId | null): CurrentUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    google_user_data: { sub: 'sub-1', email: 'ada@example.com', name: 'Ada Okafor', given_name: 'Ada' },
    subscription: planId ? { planId, status: 'active', startedAt: '2025-03-01T00:00:00Z' } : null,
  };
}

/** A settled session: signed out unless `user` is given. */
export function fakeSession(overrides: Partial<Session> = {}): Session {
  return {
    user: null,
    planId: overrides.user?.subscription?.planId ?? null,
    isPending: false,
    isFetching: false,
    redirectToLogin: jest.fn(async () => {}),
    logout: jest.fn(async () => {}),
    refreshUser: jest.fn(async () => {}),
    ...overrides,
  };
}

export function signedInSession(planId: PlanId | null): Session {
  return fakeSession({ user: signedInUser(planId), planId });
}

interface RenderOptions {
  session: Session;
  /** The URL the page opens at, hash included. */
  url: string;
  /** The route pattern the shell mounts the page under. */
  path: string;
}

/**
 * Renders a page the way the shell does: inside its router and session provider.
 * `updateSession` hands the same page a new session, as the shell does after each fetch.
 */
export function renderPage(page: ReactElement, { session, url, path }: RenderOptions) {
  const router = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={page} />
      </Routes>
    </MemoryRouter>
  );
  const result = render(<SessionProvider value={session}>{router}</SessionProvider>);
  return {
    ...result,
    updateSession: (next: Session) => result.rerender(<SessionProvider value={next}>{router}</SessionProvider>),
  };
}
