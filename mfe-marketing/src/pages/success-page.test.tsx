import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PLANS } from '@northvault/contracts/plans';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { currentLocation, renderInShell } from '../testing/render-in-shell';
import SuccessPage from './success-page';

function renderPage(url: string, session: Session = fakeSession()) {
  renderInShell(<SuccessPage />, { url, session });
}

const PAID_BUSINESS = '/success?plan=business&name=Ada%20Lovelace&transactionId=TXN-8F3A91C2';

const RECEIPT = {
  transactionId: 'TXN-8F3A91C2',
  planId: 'business',
  amountCents: 29_900,
  currency: 'USD',
  cardBrand: 'Visa',
  cardLast4: '4242',
  email: 'ada@example.com',
  claimed: false,
};

/** How the server answers the receipt of any transaction; the requests it got. */
function receiptAnswer(status: number, body: object): Request[] {
  apiServer.use(http.get('/api/checkout/receipt/:transactionId', () => HttpResponse.json(body, { status })));
  return recordRequests();
}
/** The server confirms the receipt to this browser. */
const confirmed = (receipt: object = RECEIPT) => receiptAnswer(200, receipt);
/** The server knows no receipt of that transaction for this browser. */
const unknown = () =>
  receiptAnswer(404, { success: false, error: 'No receipt for this transaction is available in this browser.' });

beforeEach(() => confirmed());

function advanceSeconds(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    act(() => jest.advanceTimersByTime(1000));
  }
}

// Only the clock is faked: msw answers on the real event loop.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => jest.useRealTimers());

/** The receipt's rows as `term: details`. */
function receiptRows(): string[] {
  const list = document.querySelector('dl')!;
  return [...list.querySelectorAll(':scope > div')].map(
    (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
  );
}

it('confirms the payment, welcomes the buyer by name and lists what the plan includes', async () => {
  const requests = confirmed();
  renderPage(PAID_BUSINESS);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful!');
  expect(screen.getByText('Welcome, Ada Lovelace!')).toBeVisible();
  expect((await screen.findByText(/^Your Business plan is active for ada@example.com\./)).textContent).toBe(
    'Your Business plan is active for ada@example.com. Sign in with this email to reach your plan’s documentation.',
  );
  expect(receiptRows()).toEqual([
    'Plan: Business · $299/month',
    'Transaction ID: TXN-8F3A91C2',
    'Amount paid: $299.00',
    'Card: Visa ending in 4242',
  ]);
  expect(new URL(requests[0]!.url).pathname).toBe('/api/checkout/receipt/TXN-8F3A91C2');

  const included = screen.getByRole('heading', { level: 2, name: 'Included in your Business plan' });
  const features = within(included.nextElementSibling as HTMLElement).getAllByRole('listitem');
  expect(features.map((item) => item.textContent)).toEqual(PLANS.business.features);
});

it.each([
  ['a transaction the server does not confirm to this browser', PAID_BUSINESS],
  ['a forged transaction id and email', '/success?plan=enterprise&email=victim%40example.com&transactionId=TXN-FORGED'],
])('shows no payment details for %s', async (_case, url) => {
  const requests = unknown();
  renderPage(url);
  await waitFor(() => expect(requests).toHaveLength(1));
  await act(async () => undefined);
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful!');
  expect(receiptRows()).toEqual([expect.stringMatching(/^Plan: /)]);
  const shown = document.body.textContent!.replace(currentLocation(), '');
  expect(shown).not.toMatch(/TXN-|victim|@example\.com|Amount paid|ending in/);
});

it('asks the server nothing, and shows no details, without a transaction id', async () => {
  const requests = confirmed();
  renderPage('/success?plan=business&name=Ada');
  await act(async () => undefined);
  expect(requests).toEqual([]);
  expect(receiptRows()).toEqual(['Plan: Business · $299/month']);
});

it('does not ask a buyer already signed in with the plan’s email to sign in', async () => {
  confirmed({ ...RECEIPT, claimed: true });
  renderPage(PAID_BUSINESS, signedInSession('business'));
  await screen.findByText('TXN-8F3A91C2');
  expect(screen.getByText(/^Your Business plan is active/).textContent).toBe(
    'Your Business plan is active for ada@example.com.',
  );
});

it('decodes the name from the URL', () => {
  renderPage('/success?plan=enterprise&name=Jos%C3%A9%20Garc%C3%ADa%20%26%20Co');
  expect(screen.getByText('Welcome, José García & Co!')).toBeVisible();
});

it('welcomes nobody when the link carries no name', () => {
  renderPage('/success?plan=business');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment Successful!');
  expect(screen.queryByText(/Welcome,/)).not.toBeInTheDocument();
});

it.each([
  ['an unknown plan', '/success?plan=platinum&name=Ada'],
  ['no plan at all', '/success?name=Ada'],
])('falls back to Starter for %s', (_case, url) => {
  renderPage(url);
  expect(screen.getByRole('heading', { level: 2, name: 'Included in your Starter plan' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'View Your API Documentation' })).toHaveAttribute(
    'href',
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

it('starts sign-in for the paying email, back to /account/setup, with Continue to Account Setup and stops the countdown', async () => {
  const session = fakeSession();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(PAID_BUSINESS, session);
  expect(await screen.findByText(/for ada@example\.com/)).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Continue to Account Setup' }));

  expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
  expect(session.redirectToLogin).toHaveBeenCalledWith({ returnTo: '/account/setup', loginHint: 'ada@example.com' });
  advanceSeconds(10);
  expect(currentLocation()).toBe(PAID_BUSINESS);
});

it('still returns to /account/setup when the receipt is not this browser’s, with no email to suggest', async () => {
  unknown();
  const session = fakeSession();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  renderPage(PAID_BUSINESS, session);
  await user.click(screen.getByRole('button', { name: 'Continue to Account Setup' }));
  expect(session.redirectToLogin).toHaveBeenCalledWith({ returnTo: '/account/setup', loginHint: undefined });
});

it('tells the buyer about the setup password', () => {
  renderPage(PAID_BUSINESS);
  expect(screen.getByText(/in account setup you choose your subscription password/)).toBeVisible();
});
