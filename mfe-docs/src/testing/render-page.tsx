import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SessionProvider, type Session } from '@northvault/session';
import { QueryProvider } from '@northvault/ui/query-client';

interface RenderOptions {
  session: Session;
  /** The URL the page opens at, hash included. */
  url: string;
  /** The route pattern the shell mounts the page under. */
  path: string;
}

/**
 * Renders a page the way the shell does: inside its router and session provider, with a query client
 * of its own (a page brings one; a component alone needs one), so no test sees another's answers.
 * `updateSession` hands the same page a new session, as the shell does after each fetch.
 */
export function renderPage(page: ReactElement, { session, url, path }: RenderOptions) {
  const router = (
    <QueryProvider>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>
  );
  const result = render(<SessionProvider value={session}>{router}</SessionProvider>);
  return {
    ...result,
    updateSession: (next: Session) => result.rerender(<SessionProvider value={next}>{router}</SessionProvider>),
  };
}
