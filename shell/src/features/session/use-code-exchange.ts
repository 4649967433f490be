import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from '@northvault/contracts/api';
import { useSession } from '@northvault/session';
import { CodeExchangeError, exchangeCodeForSession } from './session-api';

export type CodeExchangeState =
  { status: 'loading' } | { status: 'success'; returnTo: string } | { status: 'error'; message: string };

/**
 * Completes a sign-in on /auth/callback: the code (and state) from the query string are traded
 * for a session, then the user is fetched again; the server names the page that started the sign-in. The page shows only its own sentences and the
 * site's server's: a provider's `error_description` is text anyone can put in a link.
 */
export function useCodeExchange(search: string): CodeExchangeState {
  const { refreshUser } = useSession();
  const [state, setState] = useState<CodeExchangeState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const providerRefused = params.has('error');

    const exchange = async () => {
      if (providerRefused) throw new CodeExchangeError('The identity provider returned an error instead of a code.');
      if (!code) throw new CodeExchangeError(AUTH_MESSAGES.missingCode, AUTH_MESSAGES.missingCode);
      const returnTo = await exchangeCodeForSession({
        code,
        state: params.get('state') ?? undefined,
        iss: params.get('iss') ?? undefined,
      });
      await refreshUser();
      return returnTo;
    };

    exchange().then(
      (returnTo) => current && setState({ status: 'success', returnTo }),
      (error: unknown) => {
        console.error((error as Error).message);
        const message = error instanceof CodeExchangeError ? error.userMessage : undefined;
        if (current) setState({ status: 'error', message: message ?? AUTH_MESSAGES.callbackFailedFallback });
      },
    );
    return () => {
      current = false;
    };
  }, [search, refreshUser]);

  return state;
}
