/**
 * The session a dev host gives the remote's pages: the same context the shell provides, filled
 * from the switcher instead of the backend (signed out, or signed in on one of the plans).
 */
import type { CurrentUser } from '@northvault/contracts/api';
import { PLAN_IDS, type PlanId } from '@northvault/contracts/plans';
import type { Session } from '@northvault/session';

export type DevSessionChoice = 'signed-out' | PlanId;

export const DEV_SESSION_CHOICES: readonly DevSessionChoice[] = ['signed-out', ...PLAN_IDS];

export function isDevSessionChoice(value: unknown): value is DevSessionChoice {
  return typeof value === 'string' && (DEV_SESSION_CHOICES as readonly string[]).includes(value);
}

function devUser(planId: PlanId): CurrentUser {
  return {
    id: `dev-${planId}`,
    email: `${planId}@example.com`,
    google_user_data: {
      sub: `dev-${planId}`,
      email: `${planId}@example.com`,
      email_verified: true,
      name: 'Dev Customer',
      given_name: 'Dev',
    },
    subscription: { planId, status: 'active', startedAt: '2026-01-01T00:00:00Z' },
    billingAlert: null,
  };
}

/** Signing in picks Starter and signing out goes back to signed out: no identity provider is involved. */
export function devSession(choice: DevSessionChoice, choose: (next: DevSessionChoice) => void): Session {
  const planId = choice === 'signed-out' ? null : choice;
  return {
    user: planId ? devUser(planId) : null,
    planId,
    isPending: false,
    isFetching: false,
    redirectToLogin: async () => choose('starter'),
    logout: async () => choose('signed-out'),
    refreshUser: async () => undefined,
  };
}
