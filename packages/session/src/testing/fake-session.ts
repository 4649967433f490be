/**
 * Sessions as the shell provides them, for the tests of the shell and every remote (jest only:
 * the functions are jest mocks).
 */
import type { CurrentUser } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';
import type { Session } from '../session-context';

export function signedInUser(planId: PlanId | null): CurrentUser {
  return {
    id: 'user-1',
    email: 'ada@example.com',
    google_user_data: {
      sub: 'sub-1',
      email: 'ada@example.com',
      email_verified: true,
      name: 'Ada Okafor',
      given_name: 'Ada',
    },
    subscription: planId ? { planId, status: 'active', startedAt: '2025-03-01T00:00:00Z' } : null,
    billingAlert: null,
  };
}

/** A settled session as the shell provides it: signed out unless a user is given. */
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
