import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Session } from '@northvault/session';
import { SessionProvider } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { SessionControl } from './session-control';

function renderControl(session: Session) {
  const tree = (value: Session) => (
    <MemoryRouter>
      <SessionProvider value={value}>
        <SessionControl />
      </SessionProvider>
    </MemoryRouter>
  );
  const { rerender } = render(tree(session));
  return { settle: (next: Session) => rerender(tree(next)) };
}

it('shows a neutral state, in the Sign in button’s box, while the session is not known', () => {
  renderControl(fakeSession({ isPending: true, isFetching: true }));
  const pending = screen.getByRole('status');
  expect(pending).toHaveTextContent('Checking sign-in…');
  expect(pending).toHaveClass('pending');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('turns into Sign in for a signed-out visitor, which starts the sign-in', async () => {
  const pendingSession = fakeSession({ isPending: true, isFetching: true });
  const { settle } = renderControl(pendingSession);
  const signedOut = fakeSession();
  settle(signedOut);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  const signIn = screen.getByRole('button', { name: 'Sign in' });
  expect(signIn).toHaveClass('signIn');
  await userEvent.click(signIn);
  expect(signedOut.redirectToLogin).toHaveBeenCalledTimes(1);
});

it('turns into the user menu for a signed-in visitor', async () => {
  renderControl(signedInSession('business'));
  expect(await screen.findByRole('button', { name: /Ada/ })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
});
