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
    name: 'Ada Lovelace',
    given_name: 'Ada',
    picture: 'http://localhost:9000/avatars/s1.svg',
  },
  subscription: null,
};

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu(planId: PlanId | null, onSignOut = jest.fn(), path = '/support') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <p>Outside</p>
      <UserMenu user={user} planId={planId} onSignOut={onSignOut} />
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
  expect(screen.getByText('Ada Lovelace')).toBeTruthy();
  expect(screen.getByText('ada@example.com')).toBeTruthy();
  expect(screen.getByText('Business')).toBeTruthy();
  expect(screen.getByText('Active')).toBeTruthy();
  expect(screen.getByRole('menuitem', { name: 'API Documentation' }).getAttribute('href')).toBe('/api-docs');
  expect(screen.getByRole('menuitem', { name: 'My Plan Documentation' }).getAttribute('href')).toBe(
    '/api-docs/business',
  );
  expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toBeTruthy();
});

it('has no My Plan Documentation without a subscription', async () => {
  renderMenu(null);
  await openMenu();
  expect(screen.queryByRole('menuitem', { name: 'My Plan Documentation' })).toBeNull();
  expect(screen.queryByText('Active')).toBeNull();
  expect(screen.getByText('No active plan')).toBeTruthy();
});

it('closes on an outside click and on Escape, returning focus to its button', async () => {
  renderMenu('starter');
  await openMenu();
  await userEvent.click(screen.getByText('Outside'));
  expect(screen.queryByRole('menu')).toBeNull();

  await openMenu();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
});

it('is operable from the keyboard: arrows move between items', async () => {
  renderMenu('enterprise');
  screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }).getAttribute('aria-expanded')).toBe(
    'true',
  );
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'API Documentation' }));
  await userEvent.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'My Plan Documentation' }));
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign Out' }));
});

it('signs out from the home page, leaving pages that need a session', async () => {
  const onSignOut = renderMenu('business', jest.fn(), '/api-docs/business');
  await openMenu();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
  expect(onSignOut).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('where').textContent).toBe('/');
});
