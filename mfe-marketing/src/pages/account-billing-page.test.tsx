import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BillingOverview } from '@northvault/contracts/api';
import { BILLING_MESSAGES } from '@northvault/contracts/billing';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { renderInShell } from '../testing/render-in-shell';
import AccountBillingPage from './account-billing-page';

const ACTIVE: BillingOverview = {
  subscription: {
    planId: 'business',
    priceCents: 29_900,
    currency: 'USD',
    status: 'active',
    cancelAtPeriodEnd: false,
    currentPeriodStart: '2026-11-23T10:00:00.000Z',
    currentPeriodEnd: '2026-12-23T10:00:00.000Z',
    nextRenewal: { date: '2026-12-23T10:00:00.000Z', amountCents: 29_900 },
    pastDue: null,
    paymentMethod: { brand: 'Visa', last4: '4242', expiryMonth: '10', expiryYear: '2028' },
    scheduledChange: null,
  },
  receipts: [
    {
      number: 'NV-2026-000123',
      issuedAt: '2026-11-23T10:00:00.000Z',
      description: 'Northvault Business plan, first month',
      amountCents: 29_900,
      currency: 'USD',
      status: 'paid',
    },
  ],
};

const CANCELLING: BillingOverview = {
  ...ACTIVE,
  subscription: { ...ACTIVE.subscription!, status: 'active_until', cancelAtPeriodEnd: true, nextRenewal: null },
};

const PAST_DUE: BillingOverview = {
  ...ACTIVE,
  subscription: {
    ...ACTIVE.subscription!,
    status: 'past_due',
    nextRenewal: null,
    pastDue: {
      amountCents: 29_900,
      since: '2026-12-23T10:05:00.000Z',
      nextRetry: '2026-12-24T10:05:00.000Z',
      suspendsAt: '2027-01-02T10:05:00.000Z',
    },
    paymentMethod: { brand: 'Visa', last4: '0341', expiryMonth: '10', expiryYear: '2028' },
  },
};

const SUSPENDED: BillingOverview = {
  ...PAST_DUE,
  subscription: {
    ...PAST_DUE.subscription!,
    status: 'suspended',
    pastDue: { ...PAST_DUE.subscription!.pastDue!, nextRetry: null },
  },
};

function billingAnswers(overview: BillingOverview) {
  apiServer.use(
    http.get('/api/billing', () => HttpResponse.json(overview)),
    http.post('/api/billing/cancel', () => HttpResponse.json(CANCELLING)),
    http.post('/api/billing/resume', () => HttpResponse.json(ACTIVE)),
  );
  return recordRequests();
}

/** The plan's facts as `term: details`. */
function facts(): string[] {
  const list = screen.getByRole('region', { name: 'Plan' }).querySelector('dl')!;
  return [...list.querySelectorAll(':scope > div')].map(
    (row) => `${row.querySelector('dt')!.textContent}: ${row.querySelector('dd')!.textContent}`,
  );
}

it('sends a signed-out visitor through sign-in, coming back to /account/billing', async () => {
  const session = fakeSession();
  renderInShell(<AccountBillingPage />, { session, url: '/account/billing' });
  expect(await screen.findByText('Taking you to sign-in…')).toBeVisible();
  expect(session.redirectToLogin).toHaveBeenCalledWith({ returnTo: '/account/billing' });
});

it('shows the plan, price, status, period, next renewal, card and the receipts with Download', async () => {
  billingAnswers(ACTIVE);
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  expect(await screen.findByRole('heading', { name: 'Plan' })).toBeVisible();
  expect(facts()).toEqual([
    'Plan: Business',
    'Price: $299.00/month',
    'Status: active',
    'Current period: 23 November 2026 – 23 December 2026',
    'Next renewal: 23 December 2026, $299.00',
    'Payment method: Visa ending in 4242, expires 10/2028',
  ]);
  const row = screen.getByRole('row', { name: /NV-2026-000123/ });
  expect(within(row).getByText('Northvault Business plan, first month')).toBeVisible();
  expect(within(row).getByText('$299.00')).toBeVisible();
  expect(within(row).getByText('Paid')).toBeVisible();
  expect(within(row).getByRole('link', { name: 'Download NV-2026-000123' })).toHaveAttribute(
    'href',
    '/api/billing/receipts/NV-2026-000123/pdf',
  );
  expect(within(row).getByRole('link', { name: 'Download NV-2026-000123' })).toHaveTextContent('Download');
});

it('cancels with a chosen reason, then shows active until the end, and Resume subscription brings it back', async () => {
  const requests = billingAnswers(ACTIVE);
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  await userEvent.selectOptions(await screen.findByLabelText('Reason for cancelling (optional)'), 'It costs too much');
  await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
  expect(await screen.findByText('active until 23 December 2026')).toBeVisible();
  const cancel = requests.find((request) => request.url.endsWith('/api/billing/cancel'))!;
  expect(await cancel.clone().json()).toEqual({ reason: 'too_expensive' });
  expect(facts()).toContain('Next renewal: None');
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
  expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  expect(facts()).toContain('Status: active');
});

it("shows the server's sentence when a change is refused", async () => {
  billingAnswers(CANCELLING);
  apiServer.use(
    http.post('/api/billing/resume', () =>
      HttpResponse.json(
        { success: false, statusCode: 409, error: 'This subscription has ended. Choose a plan to subscribe again.' },
        { status: 409 },
      ),
    ),
  );
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  await userEvent.click(await screen.findByRole('button', { name: 'Resume subscription' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'This subscription has ended. Choose a plan to subscribe again.',
  );
});

it('says so when the account has no subscription, and when billing cannot be loaded', async () => {
  billingAnswers({ subscription: null, receipts: [] });
  const { unmount } = renderInShell(<AccountBillingPage />, {
    session: signedInSession(null),
    url: '/account/billing',
  });
  expect(await screen.findByText('You have no subscription yet.')).toBeVisible();
  expect(screen.getByText('No receipts yet.')).toBeVisible();
  unmount();

  apiServer.use(http.get('/api/billing', () => new HttpResponse('<html>bad gateway</html>', { status: 502 })));
  renderInShell(<AccountBillingPage />, { session: signedInSession(null), url: '/account/billing' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'We could not load your billing details. Please try again.',
  );
});

it('shows no promise that renewal is off: the next renewal is charged', async () => {
  billingAnswers(ACTIVE);
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  expect(await screen.findByRole('heading', { name: 'Plan' })).toBeVisible();
  expect(screen.queryByText(/Automatic renewal is not switched on yet/)).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows the past-due banner with the amount, the next try and the suspension date', async () => {
  billingAnswers(PAST_DUE);
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(BILLING_MESSAGES.pastDueBanner);
  expect(banner).toHaveTextContent(
    'Amount due: $299.00. Next automatic try: 24 December 2026. Suspended on 2 January 2027 unless paid.',
  );
  expect(facts()).toContain('Status: past_due');
  expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
});

it('shows the suspended banner', async () => {
  billingAnswers(SUSPENDED);
  renderInShell(<AccountBillingPage />, { session: signedInSession(null), url: '/account/billing' });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent(BILLING_MESSAGES.suspendedBanner);
  expect(banner).toHaveTextContent('Amount due: $299.00.');
  expect(facts()).toContain('Status: suspended');
});

async function fillCard(cardNumber: string) {
  const dialog = await screen.findByRole('dialog', { name: 'Update card' });
  const field = (label: string) => within(dialog).getByLabelText(label, { exact: false });
  // The signed-in customer's name is filled in already, as in the checkout.
  expect(field('Full name')).toHaveValue('Ada Okafor');
  await userEvent.type(field('Card number'), cardNumber);
  await userEvent.type(field('Expiry month'), '11');
  await userEvent.type(field('Expiry year'), String(new Date().getFullYear() + 3));
  await userEvent.type(field('CVV'), '321');
  return dialog;
}

it('Update card checks the card with the checkout rules, then saves it and shows the new card', async () => {
  const requests = billingAnswers(ACTIVE);
  const updated: BillingOverview = {
    ...ACTIVE,
    subscription: {
      ...ACTIVE.subscription!,
      paymentMethod: { brand: 'Mastercard', last4: '4444', expiryMonth: '11', expiryYear: '2029' },
    },
  };
  apiServer.use(http.post('/api/billing/card', () => HttpResponse.json(updated)));
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
  const dialog = await fillCard('4242 4242 4242 4241');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
  // The checkout's own field message, and nothing sent.
  expect(await within(dialog).findAllByText('Invalid card number')).not.toHaveLength(0);
  expect(requests.some((request) => request.url.endsWith('/api/billing/card'))).toBe(false);

  const number = within(dialog).getByRole('textbox', { name: /^Card number/ });
  await userEvent.clear(number);
  await userEvent.type(number, '5555 5555 5555 4444');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
  expect(await screen.findByRole('status')).toHaveTextContent(BILLING_MESSAGES.cardUpdated);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(facts()).toContain('Payment method: Mastercard ending in 4444, expires 11/2029');
  const sent = requests.find((request) => request.url.endsWith('/api/billing/card'))!;
  expect(await sent.clone().json()).toMatchObject({
    customerName: 'Ada Okafor',
    paymentMethod: { cardNumber: '5555555555554444', expiryMonth: '11', cvv: '321' },
  });
});

it('Update card while past due pays the amount due, says so, and the banner goes', async () => {
  billingAnswers(PAST_DUE);
  apiServer.use(http.post('/api/billing/card', () => HttpResponse.json(ACTIVE)));
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
  const dialog = await fillCard('4242 4242 4242 4242');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card and pay $299.00' }));
  expect(await screen.findByRole('status')).toHaveTextContent(BILLING_MESSAGES.reactivated);
  expect(screen.queryByText(BILLING_MESSAGES.pastDueBanner)).not.toBeInTheDocument();
  expect(facts()).toContain('Status: active');
});

it('Update card with a card that asks for 3-D Secure shows the challenge in the dialog; Complete authentication saves it', async () => {
  billingAnswers(ACTIVE);
  const challenge = {
    id: '6f0c3c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
    secret: 's3cret',
    expiresAt: '2030-01-01T00:00:00.000Z',
  };
  const updated: BillingOverview = {
    ...ACTIVE,
    subscription: {
      ...ACTIVE.subscription!,
      paymentMethod: { brand: 'Visa', last4: '3184', expiryMonth: '11', expiryYear: '2029' },
    },
  };
  const answers: unknown[] = [];
  apiServer.use(
    http.post('/api/billing/card', () =>
      HttpResponse.json(
        { error: 'Your bank asks you to confirm this payment.', authentication: challenge },
        { status: 202 },
      ),
    ),
    http.post(`/api/billing/card/authentications/${challenge.id}`, async ({ request }) => {
      answers.push(await request.json());
      return answers.length === 1
        ? HttpResponse.json(
            { error: 'We could not authenticate your card. Please try again or use another card.' },
            { status: 402 },
          )
        : HttpResponse.json(updated);
    }),
  );
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
  const dialog = await fillCard('4000 0027 6000 3184');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
  await userEvent.click(await within(dialog).findByRole('button', { name: 'Fail authentication' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'We could not authenticate your card. Please try again or use another card.',
  );
  expect(facts()).toContain('Payment method: Visa ending in 4242, expires 10/2028');

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card' }));
  const complete = await within(dialog).findByRole('button', { name: 'Complete authentication' });
  expect(complete).toHaveFocus();
  await userEvent.click(complete);
  expect(await screen.findByRole('status')).toHaveTextContent(BILLING_MESSAGES.cardUpdated);
  expect(facts()).toContain('Payment method: Visa ending in 3184, expires 11/2029');
  expect(answers).toEqual([
    { secret: 's3cret', action: 'fail' },
    { secret: 's3cret', action: 'complete' },
  ]);
});

it("Update card shows the gateway's decline above the button and keeps the dialog open", async () => {
  billingAnswers(PAST_DUE);
  apiServer.use(
    http.post('/api/billing/card', () =>
      HttpResponse.json({ success: false, statusCode: 402, error: 'Your card was declined.' }, { status: 402 }),
    ),
  );
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  await userEvent.click(await screen.findByRole('button', { name: 'Update card' }));
  const dialog = await fillCard('4000 0000 0000 0002');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save card and pay $299.00' }));
  expect(await within(dialog).findByText('Your card was declined.')).toBeVisible();
  expect(screen.getByRole('dialog', { name: 'Update card' })).toBeVisible();
});

const ENTERPRISE: BillingOverview = {
  subscription: {
    ...ACTIVE.subscription!,
    planId: 'enterprise',
    priceCents: 59_900,
    nextRenewal: { date: '2026-12-23T10:00:00.000Z', amountCents: 59_900 },
  },
  receipts: [
    {
      number: 'NV-2026-000124',
      issuedAt: '2026-12-05T10:00:00.000Z',
      description: 'Upgrade to Enterprise, prorated',
      amountCents: 18_740,
      currency: 'USD',
      status: 'paid',
    },
    ...ACTIVE.receipts,
  ],
};

const DOWNGRADING: BillingOverview = {
  ...ACTIVE,
  subscription: {
    ...ACTIVE.subscription!,
    nextRenewal: { date: '2026-12-23T10:00:00.000Z', amountCents: 9_900 },
    scheduledChange: { planId: 'starter', effectiveAt: '2026-12-23T10:00:00.000Z' },
  },
};

function planChangeAnswers() {
  apiServer.use(
    http.get('/api/billing/plan-change', ({ request }) => {
      const planId = new URL(request.url).searchParams.get('planId');
      return planId === 'enterprise'
        ? HttpResponse.json({
            kind: 'upgrade',
            planId,
            amountCents: 18_740,
            currency: 'USD',
            effectiveAt: '2026-12-05T10:00:00.000Z',
          })
        : HttpResponse.json({
            kind: 'downgrade',
            planId,
            amountCents: 0,
            currency: 'USD',
            effectiveAt: '2026-12-23T10:00:00.000Z',
          });
    }),
    http.post('/api/billing/plan-change', async ({ request }) => {
      const { planId } = (await request.json()) as { planId: string };
      return HttpResponse.json(planId === 'enterprise' ? ENTERPRISE : DOWNGRADING);
    }),
    http.delete('/api/billing/plan-change', () => HttpResponse.json(ACTIVE)),
  );
}

it("Change plan: an upgrade shows the server's preview in a dialog, and Confirm charges it once with an Idempotency-Key", async () => {
  const requests = billingAnswers(ACTIVE);
  planChangeAnswers();
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  const section = await screen.findByRole('region', { name: 'Change plan' });
  expect(within(section).getByRole('button', { name: 'Downgrade to Starter' })).toBeVisible();
  await userEvent.click(within(section).getByRole('button', { name: 'Upgrade to Enterprise' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enterprise' });
  expect(await within(dialog).findByText("You'll pay $187.40 today")).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  await screen.findByText('Upgrade to Enterprise, prorated');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(facts()).toContain('Plan: Enterprise');
  const posts = requests.filter(
    (request) => request.method === 'POST' && request.url.endsWith('/api/billing/plan-change'),
  );
  expect(posts).toHaveLength(1);
  expect(posts[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  expect(await posts[0]!.clone().json()).toEqual({ planId: 'enterprise' });
  expect(screen.getByRole('button', { name: 'Downgrade to Business' })).toBeVisible();
});

it('opens the change a pricing card asked for (?change=enterprise) with its preview', async () => {
  billingAnswers(ACTIVE);
  planChangeAnswers();
  renderInShell(<AccountBillingPage />, {
    session: signedInSession('business'),
    url: '/account/billing?change=enterprise',
  });
  const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enterprise' });
  expect(await within(dialog).findByText("You'll pay $187.40 today")).toBeVisible();
});

it('ignores a ?change= for the current plan or an unknown one', async () => {
  billingAnswers(ACTIVE);
  renderInShell(<AccountBillingPage />, {
    session: signedInSession('business'),
    url: '/account/billing?change=business',
  });
  await screen.findByRole('region', { name: 'Change plan' });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('Change plan: a downgrade says when it takes effect and that nothing is charged; Undo takes it back', async () => {
  const requests = billingAnswers(ACTIVE);
  planChangeAnswers();
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  await userEvent.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
  const dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter' });
  expect(
    await within(dialog).findByText('Your plan changes to Starter on 23 December 2026. Nothing is charged today.'),
  ).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByText('Changes to Starter on 23 December 2026')).toBeVisible();
  expect(facts()).toContain('Plan: Business');
  expect(facts()).toContain('Next renewal: 23 December 2026, $99.00');
  await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
  expect(await screen.findByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  await waitFor(() => expect(screen.queryByText('Changes to Starter on 23 December 2026')).not.toBeInTheDocument());
  expect(facts()).toContain('Next renewal: 23 December 2026, $299.00');
  expect(
    requests.some((request) => request.method === 'DELETE' && request.url.endsWith('/api/billing/plan-change')),
  ).toBe(true);
});

it('Change plan: a declined upgrade shows the decline in the dialog; Cancel and Escape close it with nothing changed', async () => {
  billingAnswers(ACTIVE);
  planChangeAnswers();
  apiServer.use(
    http.post('/api/billing/plan-change', () =>
      HttpResponse.json({ success: false, statusCode: 402, error: 'Your card was declined.' }, { status: 402 }),
    ),
  );
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });

  await userEvent.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
  let dialog = await screen.findByRole('dialog', { name: 'Upgrade to Enterprise' });
  await within(dialog).findByText("You'll pay $187.40 today");
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your card was declined.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(facts()).toContain('Plan: Business');

  await userEvent.click(screen.getByRole('button', { name: 'Downgrade to Starter' }));
  dialog = await screen.findByRole('dialog', { name: 'Downgrade to Starter' });
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('offers no plan change while cancellation is scheduled', async () => {
  billingAnswers(CANCELLING);
  renderInShell(<AccountBillingPage />, { session: signedInSession('business'), url: '/account/billing' });
  await screen.findByRole('button', { name: 'Resume subscription' });
  expect(screen.queryByRole('region', { name: 'Change plan' })).not.toBeInTheDocument();
});
