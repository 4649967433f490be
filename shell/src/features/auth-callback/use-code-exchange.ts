import { useEffect, useState } from 'react';
import { AUTH_MESSAGES } from '@northvault/contracts/api';
import { useSession } from '@northvault/session';
import { CodeExchangeError, exchangeCodeForSession } from '../session/session-api';

export type CodeExchangeState = { status: 'loading' } | { status: 'success' } | { status: 'error'; message: string };

/**
 * Completes a sign-in on /auth/callback: the code (and state) from the query string are traded
 * for a session, then the user is fetched again (SPEC section 4).
 */
export function useCodeExchange(search: string): CodeExchangeState {
  const { refreshUser } = useSession();
  const [state, setState] = useState<CodeExchangeState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    const params = new URLSearchParams(search);
    const code = params.get('code');
    const providerError = params.get('error_description') ?? params.get('error');

    const exchange = async () => {
      if (providerError) throw new CodeExchangeError(providerError, providerError);
      if (!code) throw new CodeExchangeError(AUTH_MESSAGES.missingCode, AUTH_MESSAGES.missingCode);
      await exchangeCodeForSession({
        code,
        state: params.get('state') ?? undefined,
        iss: params.get('iss') ?? undefined,
      });
      await refreshUser();
    };

    exchange().then(
      () => current && setState({ status: 'success' }),
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
