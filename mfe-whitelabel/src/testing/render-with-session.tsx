import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SessionProvider, type Session } from '@northvault/session';

/** Renders the way the shell does: inside its router and its session provider. */
export function renderWithSession(ui: ReactElement, session: Session) {
  const wrap = (value: Session) => (
    <MemoryRouter initialEntries={['/white-label']}>
      <SessionProvider value={value}>{ui}</SessionProvider>
    </MemoryRouter>
  );
  const result = render(wrap(session));
  return { ...result, updateSession: (next: Session) => result.rerender(wrap(next)) };
}
