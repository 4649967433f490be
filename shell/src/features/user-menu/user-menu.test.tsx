import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { CurrentUser } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';
import { UserMenu } from './user-menu';

const user: CurrentUser = {
  id: 'u1',
  email: 'ada@example.com',
  google_user_data: {
    sub: 's1',
    email: 'ada@example.com',
    email_verified: true,
    name: 'Ada Lovelace',
    given_name: 'Ada',
    picture: 'http://localhost:9000/avatars/s1.svg',
  },
  subscription: null,
  billingAlert: null,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(planId: PlanId | null, onSignOut = jest.fn(), path = '/support', who: CurrentUser = user) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>Outside</p>
      <UserMenu user={who} planId={planId} onSignOut={onSignOut} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return onSignOut;
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));

it('shows name, email, the plan badge with Active, and both documentation links for a subscriber', async () => {
  renderMenu('business');
  await openMenu();
  expect(screen.getByText('Ada Lovelace')).toBeVisible();
  expect(screen.getByText('ada@example.com')).toBeVisible();
  expect(screen.getByText('Business')).toBeVisible();
  expect(screen.getByText('Active')).toBeVisible();
  expect(screen.getByRole('menuitem', { name: 'API Documentation' })).toHaveAttribute('href', '/api-docs');
  expect(screen.getByRole('menuitem', { name: 'My Plan Documentation' })).toHaveAttribute('href', '/api-docs/business');
  expect(screen.getByRole('menuitem', { name: 'Account Setup' })).toHaveAttribute('href', '/account/setup');
  expect(screen.getByRole('menuitem', { name: 'Developers' })).toHaveAttribute('href', '/account/developers');
  expect(screen.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/account/billing');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
});

it('has no My Plan Documentation without a subscription', async () => {
  renderMenu(null);
  await openMenu();
  expect(screen.queryByRole('menuitem', { name: 'My Plan Documentation' })).not.toBeInTheDocument();
  expect(screen.queryByText('Active')).not.toBeInTheDocument();
  expect(screen.getByText('No active plan')).toBeVisible();
});

it('closes on an outside click and on Escape, returning focus to its button', async () => {
  renderMenu('starter');
  await openMenu();
  await userEvent.click(screen.getByText('Outside'));
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();

  await openMenu();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveFocus();
});

it('is operable from the keyboard: arrows move between items', async () => {
  renderMenu('enterprise');
  screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect(screen.getByRole('menuitem', { name: 'API Documentation' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'My Plan Documentation' })).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
});

it('signs out from the home page, leaving pages that need a session', async () => {
  const onSignOut = jest.fn();
  renderMenu('business', onSignOut, '/api-docs/business');
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('where').textContent).toBe('/');
});

it('tells a user whose provider has not verified their email why they have no plan', async () => {
  renderMenu(null, jest.fn(), '/support', {
    ...user,
    google_user_data: { ...user.google_user_data, email_verified: false },
  });
  await openMenu();
  const identity = screen.getByText('ada@example.com').parentElement!;
  expect(identity.lastElementChild).toHaveTextContent(
    'Verify your email address with your sign-in provider to use your plan.',
  );
  expect(screen.queryByText('No active plan')).not.toBeInTheDocument();
});

it('marks the menu and its Billing item while a renewal payment failed, and not otherwise', async () => {
  renderMenu('business', jest.fn(), '/support', { ...user, billingAlert: 'past_due' });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace, payment failed' }));
  expect(screen.getByRole('menuitem', { name: 'Billing Payment failed' })).toHaveAttribute('href', '/account/billing');
});

it('marks the menu of a suspended plan too', async () => {
  renderMenu(null, jest.fn(), '/support', { ...user, billingAlert: 'suspended' });
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace, payment failed' }));
  expect(screen.getByText('Payment failed')).toBeVisible();
  expect(screen.getByText('No active plan')).toBeVisible();
});

it('links every signed-in user to My tickets', async () => {
  renderMenu(null);
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'My tickets' })).toHaveAttribute('href', '/support/tickets');
});

it('shows Support desk to a support agent only', async () => {
  renderMenu('enterprise');
  await openMenu();
  expect(screen.queryByRole('menuitem', { name: 'Support desk' })).not.toBeInTheDocument();
});

it('links a support agent to the desk, whatever the plan', async () => {
  renderMenu(null, jest.fn(), '/support', { ...user, roles: ['support-agent'] });
  await openMenu();
  expect(screen.getByRole('menuitem', { name: 'Support desk' })).toHaveAttribute('href', '/support/desk');
});
