import { useEffect, useRef } from 'react';
import { useSession } from '@northvault/session';

/**
 * Sends a signed-out reader to the identity provider once the first user fetch has settled.
 * The ref keeps it to one attempt per visit, even when the effect runs again.
 */
export function useRedirectToLoginOnce(): void {
  const { user, isPending, redirectToLogin } = useSession();
  const attempted = useRef(false);
  const signedOut = !isPending && user === null;

  useEffect(() => {
    if (!signedOut || attempted.current) return;
    attempted.current = true;
    void redirectToLogin();
  }, [signedOut, redirectToLogin]);
}
