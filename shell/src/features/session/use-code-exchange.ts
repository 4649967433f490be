import { useEffect, useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { AUTH_MESSAGES } from '@northvault/contracts/api';
import { useSession } from '@northvault/session';
import { CodeExchangeError, exchangeCodeForSession } from './session-api';

export type CodeExchangeState =
  { status: 'loading' } | { status: 'success'; returnTo: string } | { status: 'error'; message: string };

/**
 * Completes a sign-in on /auth/callback: the code (and state) from the query string are traded
 * for a session, then the user is fetched again; the server names the page that started the sign-in. The page shows only its own sentences and the
 * site's server's: a provider's `error_description` is text anyone can put in a link.
 *
 * The exchange is a write (a code works once): a mutation, sent once per query string even when React
 * runs the effect twice, and never retried (the query client's rule for writes).
 */
export function useCodeExchange(search: string): CodeExchangeState {
  const { refreshUser } = useSession();
  const {
    mutate: exchange,
    status,
    data,
    error,
  } = useMutation({
    mutationFn: async (query: string): Promise<string> => {
      const params = new URLSearchParams(query);
      const code = params.get('code');
      if (params.has('error')) {
        throw new CodeExchangeError('The identity provider returned an error instead of a code.');
      }
      if (!code) throw new CodeExchangeError(AUTH_MESSAGES.missingCode, AUTH_MESSAGES.missingCode);
      const returnTo = await exchangeCodeForSession({
        code,
        state: params.get('state') ?? undefined,
        iss: params.get('iss') ?? undefined,
      });
      await refreshUser();
      return returnTo;
    },
    onError: (failure) => console.error(failure.message),
  });
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (exchanged.current === search) return;
    exchanged.current = search;
    exchange(search);
  }, [search, exchange]);

  if (status === 'success') return { status, returnTo: data };
  if (status === 'error') {
    const message = error instanceof CodeExchangeError ? error.userMessage : undefined;
    return { status, message: message ?? AUTH_MESSAGES.callbackFailedFallback };
  }
  return { status: 'loading' };
}
