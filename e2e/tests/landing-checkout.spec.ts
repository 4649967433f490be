import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { API_PATHS } from '@northvault/contracts/routes';
import { PORTS, siteOrigin } from '../support/environment';
import { completeProviderSignIn, signIn, uniqueIdentity, type Identity } from '../support/sign-in';

/**
 * The site answers (and Playwright starts the tests) before the backend has migrated its database;
 * a test that needs the real API waits for it rather than failing on the proxy's 502.
 */
async function waitForBackend(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(API_PATHS.health)).status(), { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(200);
}

async function openLanding(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-label banking APIs, ready for your brand');
  // The page arrives prerendered, its buttons there before any script: the hero's button leaves its placeholder
  // once the page has hydrated and the session has settled, and only then do the plans' buttons answer.
  await expect(page.getByTestId('hero-action-pending')).toHaveCount(0);
}

/** Opens the payment modal of one plan from the pricing section. */
async function choosePlan(page: Page, planName: string): Promise<Locator> {
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${planName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

interface Card {
  number: string;
  month: string;
  year: string;
  cvv: string;
}

const nextYear = String(new Date().getFullYear() + 1);
const APPROVED: Card = { number: '4242 4242 4242 4242', month: '12', year: nextYear, cvv: '123' };

async function fillPayment(dialog: Locator, buyer: Identity, card: Card = APPROVED): Promise<void> {
  await dialog.getByLabel('Full name', { exact: true }).fill(buyer.name);
  await dialog.getByLabel('Email', { exact: true }).fill(buyer.email);
  await dialog.getByLabel('Card number', { exact: true }).fill(card.number);
  await dialog.getByLabel('Expiry month', { exact: true }).fill(card.month);
  await dialog.getByLabel('Expiry year', { exact: true }).fill(card.year);
  await dialog.getByLabel('CVV', { exact: true }).fill(card.cvv);
}

const payButton = (dialog: Locator) => dialog.getByRole('button', { name: /^Pay \$/ });

test.describe('hero', () => {
  test('signed out, Get Started reaches the identity provider', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('main').getByRole('button', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
  });

  test('signed in without a plan, Choose Your Plan goes to pricing', async ({ page }) => {
    await signIn(page, uniqueIdentity('hero-no-plan', 'Mary Jackson'));
    await openLanding(page);
    await page.getByRole('link', { name: 'Choose Your Plan' }).click();
    await expect(page).toHaveURL(`${siteOrigin}/#pricing`);
    await expect(page.getByRole('heading', { level: 2, name: 'Simple monthly plans' })).toBeInViewport();
  });
});

test('/#pricing from /support lands on pricing', async ({ page }) => {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(`${siteOrigin}/#pricing`);
  await expect(page.getByRole('heading', { level: 2, name: 'Simple monthly plans' })).toBeInViewport();
});

test('buys Business with 4242 4242 4242 4242, counts down on /success, opens /api-docs/business; the buyer then gets Access Your API Docs', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await waitForBackend(page.request);
  const buyer = uniqueIdentity('buyer', 'Ada Lovelace');
  await openLanding(page);
  const dialog = await choosePlan(page, 'Business');
  await fillPayment(dialog, buyer);
  await expect(dialog.getByText('Visa', { exact: true })).toBeVisible();

  const checkout = page.waitForRequest((sent) => sent.url().endsWith(API_PATHS.checkout) && sent.method() === 'POST');
  await payButton(dialog).click();
  const sent = await checkout;
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.postDataJSON()).toMatchObject({
    planId: 'business',
    customerEmail: buyer.email,
    paymentMethod: { expiryMonth: '12', billingAddress: { country: 'International' } },
  });

  // The email stays out of the URL; the receipt comes from the server, to this browser only.
  await expect(page).toHaveURL(/\/success\?plan=business&name=Ada%20Lovelace&transactionId=TXN-[0-9A-Z]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByText('Welcome, Ada Lovelace!')).toBeVisible();
  await expect(page.getByText(`Your Business plan is active for ${buyer.email}.`, { exact: false })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByText('$299.00')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/in [1-5] seconds?/);

  await page.waitForURL(`${siteOrigin}/api-docs/business`, { timeout: 7000, waitUntil: 'commit' });

  // Nobody is signed in yet: the docs send the buyer to sign in, where they use the email they paid with.
  await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
  await completeProviderSignIn(page, buyer);
  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await openLanding(page);
  await expect(page.getByRole('link', { name: 'Access Your API Docs' })).toHaveAttribute('href', '/api-docs/business');
});

test('the payment modal: focus stays inside, the page behind is inert and still, Escape gives focus back to the plan button', async ({
  page,
}) => {
  await openLanding(page);
  const planButton = page.getByRole('button', { name: 'Choose Business' });
  const dialog = await choosePlan(page, 'Business');
  await expect(dialog.getByLabel('Full name', { exact: true })).toBeFocused();

  // Tab never reaches the page behind: past the last control it goes to the browser's own controls (no
  // element of the page has focus), then round to the dialog's first control again.
  const stops: string[] = [];
  for (let step = 0; step < 30; step += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await dialog.evaluate((element) => {
        const active = document.activeElement;
        if (active && element.contains(active)) return active.getAttribute('aria-label') ?? active.id ?? 'inside';
        return active === null || active === document.body ? 'browser' : `page: ${active.outerHTML.slice(0, 80)}`;
      }),
    );
  }
  expect(stops.filter((stop) => stop.startsWith('page'))).toEqual([]);
  expect(stops.filter((stop) => stop === 'Close').length).toBeGreaterThanOrEqual(2);
  // The page behind takes no clicks and does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const scrollTop = await page.evaluate(() => document.scrollingElement!.scrollTop);
  await page.mouse.move(20, 20);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(scrollTop);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(planButton).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('while a payment is on its way, Escape pressed again and again keeps the modal open', async ({ page }) => {
  // The payment never answers.
  await page.route(`**${API_PATHS.checkout}`, () => undefined);
  await openLanding(page);
  const dialog = await choosePlan(page, 'Business');
  await fillPayment(dialog, uniqueIdentity('pending-escape', 'Katherine Johnson'));
  await payButton(dialog).click();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeDisabled();

  for (let press = 0; press < 3; press += 1) await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
});

test.describe('declined cards', () => {
  for (const [number, message] of [
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ] as const) {
    test(`${number} shows “${message}” in the modal`, async ({ page }) => {
      await waitForBackend(page.request);
      await openLanding(page);
      const dialog = await choosePlan(page, 'Starter');
      await fillPayment(dialog, uniqueIdentity('declined'), { ...APPROVED, number });
      await payButton(dialog).click();

      await expect(dialog.getByRole('alert')).toHaveText(message);
      await expect(page).toHaveURL(`${siteOrigin}/`);
      await expect(payButton(dialog)).toHaveAttribute('aria-disabled', 'false');
    });
  }
});

test.describe('3-D Secure', () => {
  const AUTHENTICATES: Card = { ...APPROVED, number: '4000 0027 6000 3184' };

  test('4000 0027 6000 3184: the bank challenge opens in the modal; Complete authentication lands on /success', async ({
    page,
  }) => {
    await waitForBackend(page.request);
    await openLanding(page);
    const dialog = await choosePlan(page, 'Business');
    await fillPayment(dialog, uniqueIdentity('three-ds', 'Tess Secure'), AUTHENTICATES);
    await payButton(dialog).click();

    const complete = dialog.getByRole('button', { name: 'Complete authentication' });
    await expect(complete).toBeFocused();
    await expect(dialog.getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeVisible();
    // Focus stays in the modal.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Fail authentication' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    await complete.click();
    await expect(page).toHaveURL(/\/success\?plan=business&name=Tess%20Secure&transactionId=TXN-[0-9A-Z]{16}$/);
    await expect(page.getByText('Visa ending in 3184')).toBeVisible();
  });

  test('Fail authentication says so and charges nothing; Escape cancels; another try then goes through', async ({
    page,
  }) => {
    await waitForBackend(page.request);
    await openLanding(page);
    const dialog = await choosePlan(page, 'Starter');
    const buyer = uniqueIdentity('three-ds-fail', 'Fay Fail');
    await fillPayment(dialog, buyer, AUTHENTICATES);
    await payButton(dialog).click();
    await dialog.getByRole('button', { name: 'Fail authentication' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'We could not authenticate your card. Please try again or use another card.',
    );
    await expect(payButton(dialog)).toBeFocused();
    await expect(dialog.getByLabel('Card number', { exact: true })).toHaveValue('4000 0027 6000 3184');

    // Escape cancels the challenge, not the modal: the form is back, nothing charged.
    await payButton(dialog).click();
    await expect(dialog.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('alert')).toHaveText(
      'Authentication was canceled. Nothing was charged. Please try again or use another card.',
    );
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(`${siteOrigin}/`);

    // Nothing holds the email: the same buyer pays on the next try.
    await payButton(dialog).click();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page).toHaveURL(/\/success\?plan=starter&name=Fay%20Fail&/);
  });

  test('4000 0084 0000 1629 is authenticated, then declined', async ({ page }) => {
    await waitForBackend(page.request);
    await openLanding(page);
    const dialog = await choosePlan(page, 'Starter');
    await fillPayment(dialog, uniqueIdentity('three-ds-decline'), { ...APPROVED, number: '4000 0084 0000 1629' });
    await payButton(dialog).click();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page).toHaveURL(`${siteOrigin}/`);
  });
});

test('each validation message appears for its bad input, and nothing is sent', async ({ page }) => {
  const checkoutCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(API_PATHS.checkout)) checkoutCalls.push(sent.url());
  });
  await openLanding(page);
  const dialog = await choosePlan(page, 'Enterprise');
  const buyer = uniqueIdentity('validation');

  await payButton(dialog).click();
  await expect(dialog.getByRole('alert', { name: PAYMENT_MESSAGES.requiredFields })).toBeFocused();
  await expect(dialog.getByLabel('Full name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  const now = new Date();
  const cases: Array<[string, Partial<Card>, string]> = [
    ['Card number', { number: '4242 4242 4242 4241' }, PAYMENT_MESSAGES.invalidCardNumber],
    ['Card number', { number: '4242 4242 4242' }, PAYMENT_MESSAGES.invalidCardNumber],
    ['CVV', { cvv: '12' }, PAYMENT_MESSAGES.invalidCvv],
    ['Expiry year', { year: '203' }, PAYMENT_MESSAGES.invalidExpiryYear],
    ['Expiry month', { month: '0' }, PAYMENT_MESSAGES.invalidExpiryMonth],
  ];
  // A card that ran out last month; in January there is no earlier month this year to type.
  if (now.getMonth() > 0) {
    cases.push([
      'Expiry month',
      { month: String(now.getMonth()).padStart(2, '0'), year: String(now.getFullYear()) },
      PAYMENT_MESSAGES.cardExpired,
    ]);
  }

  for (const [label, change, message] of cases) {
    await fillPayment(dialog, buyer, { ...APPROVED, ...change });
    await payButton(dialog).click();
    await expect(dialog.getByRole('alert')).toHaveText(message);
    await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }

  await fillPayment(dialog, { ...buyer, email: 'ada@example' });
  await payButton(dialog).click();
  await expect(dialog.getByRole('alert')).toHaveText(PAYMENT_MESSAGES.invalidEmail);

  expect(checkoutCalls).toEqual([]);

  // Escape closes the modal and puts focus back on the plan's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose Enterprise' })).toBeFocused();
});

test('/success counts down from 5 and opens the plan’s API docs', async ({ page }) => {
  await page.goto('/success?plan=enterprise&name=Grace%20Hopper');
  await expect(page.getByText('Welcome, Grace Hopper!')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/in [1-5] seconds?/);
  await page.waitForURL(`${siteOrigin}/api-docs/enterprise`, { timeout: 7000, waitUntil: 'commit' });
});

test('the contact form thanks the sender; Send Another Message gives an empty form', async ({ page }) => {
  await waitForBackend(page.request);
  await page.goto('/#contact');
  const contact = page.getByRole('region', { name: 'Talk to our team' });
  await expect(contact).toBeInViewport();

  const send = contact.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await contact.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await contact.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await contact.getByLabel('Company (optional)').fill('Harbour Payroll');
  await contact.getByLabel('Message', { exact: true }).fill('We would like to launch accounts for 40,000 users.');
  await send.click();

  const thanks = contact.getByRole('status');
  await expect(thanks).toContainText('Thank you for your message');
  await expect(thanks).toContainText('grace@example.com');

  await contact.getByRole('button', { name: 'Send Another Message' }).click();
  for (const label of ['Name', 'Email', 'Message', 'Company (optional)', 'Phone (optional)']) {
    await expect(contact.getByLabel(label, { exact: true })).toHaveValue('');
  }
  await expect(contact.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(contact.getByLabel('Name', { exact: true })).toBeFocused();
});
