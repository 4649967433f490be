/**
 * `/api-docs/:planId` is prerendered as its signed-out card, which the site server sends only to a request without
 * the session cookie, and hydrated while the session is still pending
 * (docs/architecture.md#first-paint-from-prerendered-fragments): the first render must be the card again, not the
 * empty box a page rendered in the browser shows while it waits, and the redirect waits for the session as before.
 */
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE } from '@northvault/contracts/page-fragments';
import { ROUTES } from '@northvault/contracts/routes';
import { SessionProvider, type Session } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import PlanApiDocsPage from './plan-api-docs-page';

function pageAt(url: string, session: Session) {
  return (
    <SessionProvider value={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTES.planApiDocs} element={<PlanApiDocsPage />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );
}

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

it('is prerendered as the signed-out card, its sign-in note for a browser without scripts, no inline style', () => {
  const view = renderToString(pageAt('/api-docs/business', fakeSession({ isPending: true, isFetching: true })));
  expect(view).toContain('>Plan API Documentation</h1>');
  expect(view).toContain('Redirecting...');
  expect(view).toContain('the Business plan’s API documentation');
  expect(view).toMatch(new RegExp(`<noscript><p class="[^"]+">${SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE}</p></noscript>`));
  // React 19's useId() ids read `_R_…_` (`«R…»` before 19.1); they would differ inside the shell.
  expect(view).not.toMatch(/="[^"]*(_[Rr][0-9a-zA-Z]*_|«[Rr])/);
  expect(view).not.toMatch(/\sstyle="/);
});

it('hydrates the card with the session pending, keeps it, then redirects once the session is known signed out', async () => {
  const pending = fakeSession({ isPending: true, isFetching: true });
  container.innerHTML = renderToString(pageAt('/api-docs/business', pending));
  const h1 = container.querySelector('h1');

  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, pageAt('/api-docs/business', pending), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
  // Hydrated, and still pending: the same nodes, the card, no redirect yet.
  expect(container.querySelector('h1')).toBe(h1);
  expect(container.textContent).toContain('Redirecting...');
  expect(pending.redirectToLogin).not.toHaveBeenCalled();

  const signedOut = fakeSession();
  await act(async () => root!.render(pageAt('/api-docs/business', signedOut)));
  expect(signedOut.redirectToLogin).toHaveBeenCalledTimes(1);
  expect(container.querySelector('h1')).toBe(h1);
});
