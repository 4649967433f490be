import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useSession } from '@northvault/session';
import { DevHost } from './dev-host';

function WhoAmI() {
  const { user, planId, redirectToLogin, logout } = useSession();
  return (
    <div>
      <p role="status">{user ? `Signed in as ${user.email} on ${planId}` : 'Nobody is signed in'}</p>
      <button onClick={() => void (user ? logout() : redirectToLogin())}>{user ? 'Sign out' : 'Sign in'}</button>
    </div>
  );
}

const remote = { id: 'mfe-support', label: 'Support', pages: { SupportPage: async () => ({ default: WhoAmI }) } };

beforeEach(() => localStorage.clear());

it('renders the route’s page with the session the switcher picks, and remembers it', async () => {
  const user = userEvent.setup();
  const { unmount } = render(
    <MemoryRouter initialEntries={['/support']}>
      <DevHost remote={remote} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Nobody is signed in');
  const switcher = screen.getByRole('combobox', { name: 'Session' });
  expect([...switcher.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
    'Signed out',
    'Starter',
    'Business',
    'Enterprise',
  ]);
  await user.selectOptions(switcher, 'Business');
  expect(screen.getByRole('status')).toHaveTextContent('Signed in as business@example.com on business');
  await user.click(screen.getByRole('button', { name: 'Sign out' }));
  expect(screen.getByRole('status')).toHaveTextContent('Nobody is signed in');
  expect(switcher).toHaveValue('signed-out');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(screen.getByRole('status')).toHaveTextContent('Signed in as starter@example.com on starter');
  unmount();

  render(
    <MemoryRouter initialEntries={['/support']}>
      <DevHost remote={remote} />
    </MemoryRouter>,
  );
  expect(await screen.findByRole('status')).toHaveTextContent('Signed in as starter@example.com on starter');
});

it('links the remote’s routes and says when an address is not one of its pages', async () => {
  render(
    <MemoryRouter initialEntries={['/pricing-nowhere']}>
      <DevHost remote={remote} />
    </MemoryRouter>,
  );
  expect(document.body).toHaveTextContent('No page of mfe-support has this address: pick one above.');
  expect(screen.getByRole('link', { name: '/support' })).toHaveAttribute('href', '/support');
  expect(screen.getByRole('navigation', { name: 'Dev host' })).toHaveTextContent('/blog/:id');
});
