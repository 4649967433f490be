import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_API } from '@northvault/contracts/business';
import { formatPrice, PLANS } from '@northvault/contracts/plans';
import { ROUTES } from '@northvault/contracts/routes';
import { amountTooSmallMessage, limitTooLargeMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { WEBHOOK_RECEIVER_SAMPLE } from '@northvault/contracts/webhook-signature';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { renderPage } from '../testing/render-page';
import PlanApiDocsPage from './plan-api-docs-page';

function openAt(url: string, session: Session) {
  return renderPage(<PlanApiDocsPage />, { session, url, path: ROUTES.planApiDocs });
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;
const sectionButton = (name: string | RegExp) => screen.getByRole('button', { name });

describe('signed out', () => {
  it('shows nothing and does not redirect while the session is pending', () => {
    const session = fakeSession({ isPending: true });
    const { container } = openAt('/api-docs/business', session);
    expect(container.textContent).toBe('');
    expect(session.redirectToLogin).not.toHaveBeenCalled();
  });

  it('redirects to sign in and shows the Redirecting... card with a way to continue', async () => {
    const session = fakeSession();
    openAt('/api-docs/business', session);
    expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(h1()).toBe('Plan API Documentation');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Redirecting...');
    expect(screen.queryByText(/Plan Features/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue to sign in' }));
    expect(session.redirectToLogin).toHaveBeenCalledTimes(2);
  });

  it('waits for the pending session to settle, then redirects once only', () => {
    const pending = fakeSession({ isPending: true });
    const { updateSession } = openAt('/api-docs/starter', pending);
    const settled = fakeSession();
    updateSession(settled);
    expect(settled.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Redirecting...')).toBeVisible();

    // A refetch hands over a new session object: the page must not start a second redirect.
    const refetched = fakeSession();
    updateSession(refetched);
    expect(refetched.redirectToLogin).not.toHaveBeenCalled();
  });
});

describe('signed in', () => {
  it("shows the plan's name, price, description and icon", () => {
    openAt('/api-docs/business', signedInSession('business'));
    expect(h1()).toBe('Business Plan API Documentation');
    expect(screen.getByText(formatPrice(PLANS.business))).toBeVisible();
    expect(screen.getByText(PLANS.business.description)).toBeVisible();
    expect(document.querySelector('[data-icon="briefcase"]')).not.toBeNull();
  });

  it('shows a crown for Enterprise', () => {
    openAt('/api-docs/enterprise', signedInSession('enterprise'));
    expect(document.querySelector('[data-icon="crown"]')).not.toBeNull();
  });

  it('falls back to Starter for an unknown plan', () => {
    openAt('/api-docs/unknown', signedInSession('starter'));
    expect(h1()).toBe('Starter Plan API Documentation');
    expect(screen.getByText("You have access to this plan's API documentation")).toBeVisible();
  });

  it('grants access when the plans match', () => {
    openAt('/api-docs/business', signedInSession('business'));
    expect(screen.getByRole('heading', { name: "You have access to this plan's API documentation" })).toBeVisible();
    expect(screen.queryByText('Plan Upgrade Required')).not.toBeInTheDocument();
  });

  it('asks for an upgrade, naming the current plan and linking to pricing', () => {
    openAt('/api-docs/enterprise', signedInSession('business'));
    const banner = screen.getByRole('region', { name: 'Plan Upgrade Required' });
    expect(within(banner).getByText('business')).toBeVisible();
    expect(within(banner).getByRole('link', { name: 'View plans and upgrade' })).toHaveAttribute('href', '/#pricing');
  });

  it('asks for a subscription when the reader has none, linking to pricing', () => {
    openAt('/api-docs/starter', signedInSession(null));
    const banner = screen.getByRole('region', { name: 'Subscription Required' });
    expect(within(banner).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/#pricing');
  });

  it('tells a reader whose provider has not verified their email why no plan applies', () => {
    const session = signedInSession(null);
    const user = { ...session.user!, google_user_data: { ...session.user!.google_user_data, email_verified: false } };
    openAt('/api-docs/business', { ...session, user });
    const banner = screen.getByRole('region', { name: 'Subscription Required' });
    expect(banner.querySelector('p')!.textContent).toBe(
      'Verify your email address with your sign-in provider to use your plan.',
    );
  });

  it('lists the plan features and API limits from the catalogue', () => {
    openAt('/api-docs/starter', signedInSession('starter'));
    const features = screen.getByRole('region', { name: 'Plan Features' });
    for (const feature of PLANS.starter.features) expect(within(features).getByText(feature)).toBeVisible();
    const limits = screen.getByRole('region', { name: 'API Limits' });
    expect(limits.textContent).toContain('Transactions1,000 / month');
    expect(limits.textContent).toContain('API calls10,000 / month');
    expect(limits.textContent).toContain('Webhooks3 endpoints');
    expect(limits.textContent).toContain(`Support${PLANS.starter.limits.support}`);
  });

  it('opens Getting Started by default, with the base URL and the plan header', () => {
    openAt('/api-docs/business', signedInSession('business'));
    const titles = [
      'Getting Started',
      'Authentication API',
      'Banking API',
      'Xero Integration API',
      'Webhooks',
      'White Label API Enterprise only',
    ];
    expect(titles.map((name) => sectionButton(name).getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const gettingStarted = document.getElementById('getting-started')!;
    expect(gettingStarted.textContent).toContain(PUBLIC_API.baseUrl);
    expect(gettingStarted.textContent).toContain(`${PUBLIC_API.planHeader}: business`);
    // Bearer-key authentication first, the password login as the alternative.
    expect(gettingStarted.textContent).toContain('Authorization: Bearer nv_test_sk_...');
    expect(within(gettingStarted).getByRole('link', { name: 'Developers' })).toHaveAttribute(
      'href',
      '/account/developers',
    );
    expect(gettingStarted.textContent).toContain('Or sign in with POST /auth/login');
    expect(gettingStarted.textContent).toContain(
      'accounts:read, accounts:write, transactions:read, transactions:write, transactions:bulk, xero:read, xero:sync, webhooks:manage, webhooks:account_events',
    );
    expect(gettingStarted.textContent).not.toContain('custom_fields');
  });

  it('quotes the sample limits of the plan', () => {
    openAt('/api-docs/starter', signedInSession('starter'));
    const text = document.getElementById('getting-started')!.textContent;
    expect(text).toContain('Accounts3');
    expect(text).toContain('Transaction results per request50');
    expect(text).toContain('Xero invoices per request100');
    expect(text).toContain('Last 30 days');
    expect(text).toContain("Transaction fee2.99 per transaction, in the account's currency");
    expect(text).toContain('Webhook delivery attempts3');
  });

  it("prints the sandbox's refusal of an account created on Starter, word for word", async () => {
    openAt('/api-docs/starter', signedInSession('starter'));
    await userEvent.click(sectionButton('Banking API'));
    expect(document.getElementById('banking')!.textContent).toContain(SANDBOX_MESSAGES.starterCannotCreateAccounts);
  });

  it("prints the sandbox's Starter limits and refusals word for word", async () => {
    openAt('/api-docs/starter', signedInSession('starter'));
    await userEvent.click(sectionButton('Banking API'));
    const banking = document.getElementById('banking')!.textContent;
    expect(banking).toContain(limitTooLargeMessage('starter', 50));
    expect(banking).toContain(amountTooSmallMessage(0.01));
    expect(banking).toContain('a flat fee of 2.99 in the account currency on the Starter plan');
    await userEvent.click(sectionButton('Xero Integration API'));
    const xero = document.getElementById('xero-integration')!.textContent;
    expect(xero).toContain(SANDBOX_MESSAGES.starterCannotSync);
    expect(xero).toContain(limitTooLargeMessage('starter', 100));
    await userEvent.click(sectionButton('Webhooks'));
    const webhooks = document.getElementById('webhooks')!.textContent;
    expect(webhooks).toContain('account.updated is not included in the Starter plan.');
    expect(webhooks).toContain('Your Starter plan allows 3 webhook endpoints.');
    expect(webhooks).toContain('3 delivery attempts');
  });

  it('shows the signing guide with the receiver sample the server is tested against', async () => {
    openAt('/api-docs/business', signedInSession('business'));
    await userEvent.click(sectionButton('Webhooks'));
    const webhooks = document.getElementById('webhooks')!.textContent;
    expect(webhooks).toContain('Northvault-Signature: t=<timestamp>,v1=<signature>');
    expect(webhooks).toContain(WEBHOOK_RECEIVER_SAMPLE.split('\n')[0]);
    expect(webhooks).toContain("createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest()");
    // The roll's overlap, the test event, resend, the fan-out limit and automatic disabling.
    expect(webhooks).toContain('t=<timestamp>,v1=<new>,v1=<old>');
    expect(webhooks).toContain('signatures.some((signature) =>');
    expect(webhooks).toContain('Send test event delivers a signed ping event');
    expect(webhooks).toContain('Resend sends a delivery again with the same event id');
    expect(webhooks).toContain('Deliveries to one account leave at most 50 a second');
    expect(webhooks).toContain(
      'An endpoint whose deliveries have all failed for 3 days is disabled and you are emailed',
    );
  });

  it('marks the webhook events the plan lacks as Upgrade required', () => {
    openAt('/api-docs/business', signedInSession('business'));
    const grid = screen.getByRole('list', { name: 'Webhook events on the Business plan', hidden: true });
    const locked = within(grid)
      .getAllByText('Upgrade required')
      .map((status) => status.closest('li')!.querySelector('code')!.textContent);
    expect(locked).toEqual(['white_label.deployed']);
  });

  it.each([
    ['starter', true],
    ['business', true],
    ['enterprise', false],
  ] as const)('shows an upgrade call to action on %s: %s', (planId, shown) => {
    openAt(`/api-docs/${planId}`, signedInSession(planId));
    expect(screen.queryByRole('link', { name: 'Compare plans and upgrade' }) !== null).toBe(shown);
  });
});

it('colours the plan’s mark by a rule per plan (data-plan), with no inline style the CSP would block', () => {
  openAt('/api-docs/enterprise', signedInSession('enterprise'));
  const mark = document.querySelector('[data-icon="crown"]')!.closest('[data-plan]');
  expect(mark).toHaveAttribute('data-plan', 'enterprise');
  expect(mark).not.toHaveAttribute('style');
});
