import { useState, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { SessionProvider, type Session } from '@northvault/session';

/**
 * Renders the way the shell does: inside its data router (with a link to another page, as the
 * header has) and its session provider. `updateSession` changes the session in place, as the
 * shell's provider does.
 */
export function renderWithSession(ui: ReactElement, session: Session) {
  let setSession: (next: Session) => void = () => undefined;
  function WithSession() {
    const [current, set] = useState(session);
    setSession = set;
    return (
      <SessionProvider value={current}>
        <Link to="/support">Support</Link>
        {ui}
      </SessionProvider>
    );
  }
  const router = createMemoryRouter(
    [
      { path: '/white-label', element: <WithSession /> },
      { path: '/support', element: <h1>Support page</h1> },
    ],
    { initialEntries: ['/white-label'] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router, updateSession: (next: Session) => act(() => setSession(next)) };
}
