/**
 * `/documentation` is prerendered without the address's hash and hydrated in the browser at whatever address the
 * reader opened (docs/architecture.md#first-paint-from-prerendered-fragments): it must hydrate without a mismatch,
 * then open the section the hash names. React 19 does not patch attributes on hydration, so a section opened during
 * hydration would keep the server's `aria-expanded="false"`.
 */
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { API_PATHS, ROUTES } from '@northvault/contracts/routes';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { apiServer } from '@northvault/ui/testing/api-server';
import DocumentationPage from './documentation-page';

const SANDBOX_URL = 'http://sandbox.example.test/v1';
const session = fakeSession({ isPending: true, isFetching: true });

function pageAt(url: string) {
  return (
    <SessionProvider value={session}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={ROUTES.documentation} element={<DocumentationPage />} />
        </Routes>
      </MemoryRouter>
    </SessionProvider>
  );
}

const trigger = (name: string) =>
  [...document.querySelectorAll('button[aria-expanded]')].find((button) => button.textContent === name)!;

let root: Root | undefined;
let container: HTMLElement;
beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
});

it('hydrates the prerendered page at /documentation#security without a mismatch, then opens Security', async () => {
  apiServer.use(http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ baseUrl: SANDBOX_URL })));
  // As the build prerenders it: the sandbox's address still being asked for.
  container.innerHTML = renderToString(pageAt(ROUTES.documentation));
  expect(container.textContent).not.toContain(SANDBOX_URL);
  const h1 = container.querySelector('h1');
  expect(trigger('Security')).toHaveAttribute('aria-expanded', 'false');

  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, pageAt(`${ROUTES.documentation}#security`), {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });

  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  // The server's nodes were kept, and the DOM says what React now shows.
  expect(container.querySelector('h1')).toBe(h1);
  expect(trigger('Security')).toHaveAttribute('aria-expanded', 'true');
  expect(trigger('Introduction')).toHaveAttribute('aria-expanded', 'false');
  expect(container.querySelector('a[aria-current="location"]')?.textContent).toBe('Security');
  // The page's queries run once it has hydrated.
  await waitFor(() => expect(container.textContent).toContain(SANDBOX_URL));
  expect(consoleError).not.toHaveBeenCalled();
  consoleError.mockRestore();
});

it('renders on the server without useId() ids or inline styles', () => {
  const view = renderToString(pageAt(ROUTES.documentation));
  // React 19's useId() ids read `_R_…_` (`«R…»` before 19.1); they would differ inside the shell.
  expect(view).not.toMatch(/="[^"]*(_[Rr][0-9a-zA-Z]*_|«[Rr])/);
  expect(view).not.toMatch(/\sstyle="/);
});
