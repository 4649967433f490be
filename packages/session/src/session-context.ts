/**
 * The session every micro-frontend reads. The shell owns the one provider; this module is a
 * Module Federation singleton, so a remote's `useSession()` reaches the shell's context.
 */
import { createContext, useContext } from 'react';
import type { CurrentUser, SignInOptions } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';

export interface Session {
  /** The signed-in user, or `null` when nobody is signed in (or the first fetch is still running). */
  user: CurrentUser | null;
  /** The plan of the user's active subscription, or `null`. */
  planId: PlanId | null;
  /** True from page load until the first user fetch has finished, successfully or not. */
  isPending: boolean;
  /** True while a user fetch is running. */
  isFetching: boolean;
  /**
   * Sends the browser to the identity provider's sign-in page. Once signed in it comes back to
   * `returnTo` (a path of this site; by default the page it is on now), and the provider may fill
   * in `loginHint` as the email.
   */
  redirectToLogin(options?: SignInOptions): Promise<void>;
  /** Signs out: the local user is cleared first, then the server session is ended. */
  logout(): Promise<void>;
  /** Fetches the current user again (for example after a purchase). */
  refreshUser(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
SessionContext.displayName = 'SessionContext';

export const SessionProvider = SessionContext.Provider;

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession() must be used inside the shell’s <SessionProvider>');
  }
  return session;
}
