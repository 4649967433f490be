import { useState, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { BlockingRouter } from '@northvault/router';
import { SessionProvider, type Session } from '@northvault/session';

/**
 * Renders the way the shell does: inside its router (with a link to another page, as the header
 * has, and `/support` one step back in the history) and its session provider. `updateSession`
 * changes the session in place, as the shell's provider does.
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
  const history = createMemoryHistory({ initialEntries: ['/support', '/white-label'], v5Compat: true });
  const result = render(
    <BlockingRouter history={history}>
      <Routes>
        <Route path="/white-label" element={<WithSession />} />
        <Route path="/support" element={<h1>Support page</h1>} />
      </Routes>
    </BlockingRouter>,
  );
  return { ...result, history, updateSession: (next: Session) => act(() => setSession(next)) };
}
