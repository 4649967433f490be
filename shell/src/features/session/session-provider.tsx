/**
 * Owns the sign-in state (docs/product/sign-in.md#sign-in-state) and hands it to the whole site, remotes included,
 * through the shared @northvault/session context.
 */
import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { CurrentUser, SignInOptions } from '@northvault/contracts/api';
import { safeReturnPath } from '@northvault/contracts/return-path';
import { AUTH_MESSAGES } from '@northvault/contracts/api';
import { SessionProvider, type Session } from '@northvault/session';
import { endServerSession, fetchCurrentUser, fetchLoginRedirectUrl } from './session-api';

interface Props {
  children: ReactNode;
  /** Where the browser goes to sign in; replaced in tests. */
  navigate?: (url: string) => void;
}

const assignLocation = (url: string) => window.location.assign(url);

export function ShellSessionProvider({ children, navigate = assignLocation }: Props) {
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [isPending, setIsPending] = useState(true);
  // The first fetch starts as the provider mounts.
  const [isFetching, setIsFetching] = useState(true);

  const settleUserFetch = useCallback(
    (request: Promise<CurrentUser>) =>
      request
        // Sign-in errors are logged, never shown (docs/product/messages.md#logged-only); the user stays as it was.
        // Transitions: an urgent update would make React throw away a prerendered page still waiting for its
        // remote's chunk and render it afresh; a transition waits until that page has hydrated.
        .then(
          (user) => startTransition(() => setUser(user)),
          (error: Error) => console.info(error.message),
        )
        .finally(() =>
          startTransition(() => {
            setIsFetching(false);
            setIsPending(false);
          }),
        ),
    [],
  );

  useEffect(() => {
    void settleUserFetch(fetchCurrentUser());
  }, [settleUserFetch]);

  const refreshUser = useCallback(async () => {
    setIsFetching(true);
    await settleUserFetch(fetchCurrentUser());
  }, [settleUserFetch]);

  const redirectToLogin = useCallback(
    async (options: SignInOptions = {}) => {
      // Sign-in comes back to the page that started it, unless the caller names another one.
      const { pathname, search, hash } = window.location;
      const returnTo = safeReturnPath(options.returnTo ?? `${pathname}${search}${hash}`) ?? undefined;
      try {
        navigate(await fetchLoginRedirectUrl({ ...options, returnTo }));
      } catch (error) {
        console.error((error as Error).message);
      }
    },
    [navigate],
  );

  const logout = useCallback(async () => {
    setUser(null);
    try {
      await endServerSession();
    } catch (error) {
      console.error(AUTH_MESSAGES.logoutFailed, error);
    }
  }, []);

  const session = useMemo<Session>(() => {
    const subscription = user?.subscription;
    return {
      user,
      planId: subscription?.status === 'active' ? subscription.planId : null,
      isPending,
      isFetching,
      redirectToLogin,
      logout,
      refreshUser,
    };
  }, [user, isPending, isFetching, redirectToLogin, logout, refreshUser]);

  return <SessionProvider value={session}>{children}</SessionProvider>;
}
