import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider, type Session } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { QueryProvider } from '@northvault/ui/query-client';

interface Options {
  session?: Session;
  /** The URL the page opens at. */
  url?: string;
}

/** Where the router is now: tests read it after a page navigates. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</div>;
}

/**
 * Renders a page the way the shell does: inside its one router and its session provider, with the
 * query client each page of this remote gives its features (a page's own provider nests inside). Any
 * route the page navigates to renders nothing but the location probe.
 */
export function renderInShell(page: ReactElement, { session = fakeSession(), url = '/' }: Options = {}) {
  const path = new URL(url, 'http://localhost').pathname;
  return render(
    <SessionProvider value={session}>
      <QueryProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryProvider>
    </SessionProvider>,
  );
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}
