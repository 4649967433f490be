import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ROUTES } from '@northvault/contracts/routes';
import { type AccountSetupResponse, SUBSCRIPTION_PASSWORD_MESSAGES } from '@northvault/contracts/sandbox';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { ACCOUNT_SETUP_LOAD_FAILED } from '../features/account-setup/hooks/use-account-setup';
import { renderPage } from '../testing/render-page';
import AccountSetupPage from './account-setup-page';

const SETUP: AccountSetupResponse = {
  email: 'ada@example.com',
  planId: 'business',
  organization: 'ORG-ACME123456',
  passwordSet: false,
  sandboxBaseUrl: 'http://localhost:3001/v1',
};

function serveSetup(...answers: AccountSetupResponse[]) {
  let call = 0;
  apiServer.use(http.get('/api/account/setup', () => HttpResponse.json(answers[Math.min(call++, answers.length - 1)])));
}

function openPage(session: Session = signedInSession('business')) {
  return renderPage(<AccountSetupPage />, { session, url: ROUTES.accountSetup, path: ROUTES.accountSetup });
}

const passwordBox = () => screen.getByLabelText(/subscription password/i, { selector: 'input' });

it('sends a signed-out visitor to sign in, to come back here', () => {
  const session = fakeSession();
  openPage(session);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account Setup');
  expect(screen.getByText('Redirecting...')).toBeVisible();
  // No options: the sign-in comes back to the page it started from, this one.
  expect(session.redirectToLogin).toHaveBeenCalledWith();
});

it('asks an account without a plan to choose one', async () => {
  serveSetup({ ...SETUP, planId: null, organization: null });
  openPage(signedInSession(null));
  expect(await screen.findByText(SUBSCRIPTION_PASSWORD_MESSAGES.noPlan)).toBeVisible();
  expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/#pricing');
  expect(screen.queryByLabelText(/subscription password/i, { selector: 'input' })).not.toBeInTheDocument();
});

it('says so when the account cannot be loaded', async () => {
  apiServer.use(http.get('/api/account/setup', () => new HttpResponse(null, { status: 502 })));
  openPage();
  expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_SETUP_LOAD_FAILED);
});

it('shows why a password is refused, and no calls before one is set', async () => {
  serveSetup(SETUP);
  const refusal = 'This password is too easy to guess. This is similar to a commonly used password.';
  apiServer.use(
    http.post('/api/account/subscription-password', () =>
      HttpResponse.json({ success: false, statusCode: 400, error: refusal }, { status: 400 }),
    ),
  );
  openPage();
  await userEvent.type(await screen.findByLabelText('Subscription password', { selector: 'input' }), 'password12345');
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryByRole('heading', { name: 'Your first API call' })).not.toBeInTheDocument();
});

it('sets the password, then shows the base URL, the login call and the accounts curl with the values', async () => {
  serveSetup(SETUP, { ...SETUP, passwordSet: true });
  apiServer.use(http.post('/api/account/subscription-password', () => HttpResponse.json({ success: true })));
  const requests = recordRequests();
  openPage();
  await userEvent.type(
    await screen.findByLabelText('Subscription password', { selector: 'input' }),
    'violet kettle harbour 42',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Set password' }));

  expect(await screen.findByText(SUBSCRIPTION_PASSWORD_MESSAGES.saved)).toBeVisible();
  const posted = requests.find((request) => request.method === 'POST')!;
  expect(await posted.json()).toEqual({ password: 'violet kettle harbour 42' });
  expect(passwordBox()).toHaveValue('');

  const firstCall = await screen.findByRole('region', { name: 'Your first API call' });
  expect(within(firstCall).getByText('http://localhost:3001/v1')).toBeVisible();
  expect(within(firstCall).getByText('ORG-ACME123456')).toBeVisible();
  const code = [...firstCall.querySelectorAll('pre code')].map((block) => block.textContent ?? '');
  expect(code[0]).toContain(`curl -X POST 'http://localhost:3001/v1/auth/login'`);
  expect(code[0]).toContain('"email":"ada@example.com","password":"YOUR_SUBSCRIPTION_PASSWORD"');
  expect(code[1]).toContain(`curl 'http://localhost:3001/v1/banking/accounts'`);
  expect(code[1]).toContain(`-H 'X-Plan-Type: business'`);
  expect(code.join('\n')).not.toContain('violet');
  expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Copy accounts call' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Developers' })).toHaveAttribute('href', '/account/developers');
});
