import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PLANS } from '@northvault/contracts/plans';
import type { Session } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { currentLocation, renderInShell } from '../testing/render-in-shell';
import SuccessPage from './success-page';

function renderPage(url: string, session: Session = fakeSession()) {
  renderInShell(<SuccessPage />, { url, session });
}

const PAID_BUSINESS = '/success?plan=business&email=ada%40example.com&name=Ada%20Lovelace&transactionId=txn_8f3a91c2';

function advanceSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    act(() => jest.advanceTimersByTime(1000));
  }
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('confirms the payment, welcomes the buyer by name and lists what the plan includes', () => {
  renderPage(PAID_BUSINESS);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful!');
  expect(screen.getByText('Welcome, Ada Lovelace!')).toBeTruthy();
  expect(screen.getByText(/Your Business plan is active for ada@example.com\./)).toBeTruthy();
  expect(screen.getByText('txn_8f3a91c2')).toBeTruthy();

  const included = screen.getByRole('heading', { level: 2, name: 'Included in your Business plan' });
  const features = within(included.nextElementSibling as HTMLElement).getAllByRole('listitem');
  expect(features.map((item) => item.textContent)).toEqual(PLANS.business.features);
});

it('decodes the name from the URL', () => {
  renderPage('/success?plan=enterprise&name=Jos%C3%A9%20Garc%C3%ADa%20%26%20Co');
  expect(screen.getByText('Welcome, José García & Co!')).toBeTruthy();
});

it('welcomes nobody when the link carries no name', () => {
  renderPage('/success?plan=business');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful!');
  expect(screen.queryByText(/Welcome,/)).toBeNull();
});

it.each([
  ['an unknown plan', '/success?plan=platinum&name=Ada'],
  ['no plan at all', '/success?name=Ada'],
])('falls back to Starter for %s', (_case, url) => {
  renderPage(url);
  expect(screen.getByRole('heading', { level: 2, name: 'Included in your Starter plan' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'View Your API Documentation' }).getAttribute('href')).toBe(
    '/api-docs/starter',
  );
  advanceSeconds(5);
  expect(currentLocation()).toBe('/api-docs/starter');
});

it('counts down visibly from 5 to 0, then opens the plan’s API docs', () => {
  renderPage(PAID_BUSINESS);
  const timer = screen.getByRole('timer');
  expect(timer.textContent).toBe('Opening your Business API documentation in 5 seconds…');

  advanceSeconds(1);
  expect(timer.textContent).toContain('in 4 seconds');
  advanceSeconds(3);
  expect(timer.textContent).toContain('in 1 second…');
  expect(currentLocation()).toBe(PAID_BUSINESS);

  advanceSeconds(1);
  expect(currentLocation()).toBe('/api-docs/business');
});

it('opens the docs at once with View Your API Documentation', async () => {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(PAID_BUSINESS);
  await user.click(screen.getByRole('link', { name: 'View Your API Documentation' }));
  expect(currentLocation()).toBe('/api-docs/business');
});

it('starts the sign-in flow with Continue to Account Setup and stops the countdown', async () => {
  const session = fakeSession();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(PAID_BUSINESS, session);
  await user.click(screen.getByRole('button', { name: 'Continue to Account Setup' }));

  expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
  advanceSeconds(10);
  expect(currentLocation()).toBe(PAID_BUSINESS);
});

it('tells the buyer about the setup password', () => {
  renderPage(PAID_BUSINESS);
  expect(screen.getByText(/in account setup you choose your subscription password/)).toBeTruthy();
});
