import { render, screen } from '@testing-library/react';
import { SessionProvider, useSession, type Session } from './session-context';

function PlanBadge() {
  const { planId, isPending } = useSession();
  return <p>{isPending ? 'loading' : (planId ?? 'no plan')}</p>;
}

const session: Session = {
  user: null,
  planId: 'business',
  isPending: false,
  isFetching: false,
  redirectToLogin: jest.fn(),
  logout: jest.fn(),
  refreshUser: jest.fn(),
};

it('gives a component the session of the nearest provider', () => {
  render(
    <SessionProvider value={session}>
      <PlanBadge />
    </SessionProvider>,
  );
  expect(screen.getByText('business')).toBeVisible();
});

it('explains itself when used outside the shell', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<PlanBadge />)).toThrow('useSession() must be used inside the shell’s <SessionProvider>');
});
