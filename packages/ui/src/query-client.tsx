import { QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The one TanStack Query configuration every remote uses. Each remote builds its own copy and
 * wraps each page it exposes in {@link QueryProvider}, so a remote still builds and releases alone
 * (the client is not shared through Module Federation; see docs/decisions/0009-maintained-ui-primitives.md).
 *
 * - Writes never retry by themselves: a payment or a form sent twice is the customer's decision,
 *   never the library's (money is never charged twice).
 * - Reads do not retry either: each page shows its own sentence and a Try again button instead.
 * - A failed read is logged (the page shows its own sentence, not the error).
 * - Nothing is fetched again because the window regained focus or the network came back: the
 *   pages say when to load again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/** Gives its children one query client, created once per mount (a remote's page). */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
