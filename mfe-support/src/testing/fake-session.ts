import type { CurrentUser } from '@northvault/contracts/api';
import type { Session } from '@northvault/session';

/** A session as the shell would provide it; signed out unless a user is given. */
export function fakeSession(user: CurrentUser | null = null): Session {
  return {
    user,
    planId: user?.subscription?.planId ?? null,
    isPending: false,
    isFetching: false,
    redirectToLogin: jest.fn(async () => {}),
    logout: jest.fn(async () => {}),
    refreshUser: jest.fn(async () => {}),
  };
}
