/**
 * What an attacker tries from a browser: pages that print text from a link, a success page that
 * confirms a payment nobody made, a checkout that sends a plan to someone else's email, an
 * unverified address that collects a plan, and source maps of the production build.
 */
import { expect, test, type Page } from '../support/test';
import { ACCOUNT_MESSAGES } from '@northvault/contracts/accounts';
import { API_PATHS } from '@northvault/contracts/routes';
import { siteOrigin } from '../support/environment';
import { signIn, uniqueIdentity, type Identity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

const nextYear = String(new Date().getFullYear() + 1);

async function waitForBackend(page: Page): Promise<void> {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
}

async function openPaymentModal(page: Page, planName: string) {
  await page.goto('/#pricing');
  await page.getByRole('button', { name: `Choose ${planName}` }).click();
  const dialog = page.getByRole('dialog', { name: `Subscribe to ${planName}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function payInModal(page: Page, planName: string, buyer: Identity) {
  const dialog = await openPaymentModal(page, planName);
  await dialog.getByLabel('Full name').fill(buyer.name);
  const email = dialog.getByLabel('Email', { exact: true });
  if (await email.isEditable()) await email.fill(buyer.email);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(nextYear);
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}

test('/auth/callback prints no text of the link, only its own sentences', async ({ page }) => {
  await page.goto(
    '/auth/callback?error=access_denied&error_description=Your%20account%20is%20locked.%20Call%20%2B1-555-0100',
  );
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(alert).toContainText('There was an issue completing your sign in.');
  await expect(page.locator('body')).not.toContainText('555');
  await expect(page.locator('body')).not.toContainText('locked');
  await expect(page).toHaveURL(`${siteOrigin}/`, { timeout: 7000 });
});

test('/success with a forged transaction shows no receipt; the buyer’s own browser shows theirs', async ({
  page,
  browser,
}) => {
  await waitForBackend(page);
  await page.goto('/success?plan=enterprise&name=Mallory&email=victim%40example.com&transactionId=TXN-FORGED00000000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByText('Your Enterprise plan is active.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('TXN-FORGED');
  await expect(page.locator('body')).not.toContainText('victim@example.com');
  await expect(page.getByText('Amount paid')).toHaveCount(0);

  const buyer = uniqueIdentity('receipt', 'Rita Receipt');
  await payInModal(page, 'Starter', buyer);
  await expect(page).toHaveURL(/\/success\?plan=starter&name=Rita%20Receipt&transactionId=TXN-/);
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  const receiptUrl = page.url();
  const transactionId = new URL(receiptUrl).searchParams.get('transactionId')!;
  await expect(page.getByText(transactionId)).toBeVisible();

  // The same link in another browser: no cookie, no account, no receipt.
  const stranger = await browser.newContext();
  try {
    const other = await stranger.newPage();
    await other.goto(receiptUrl);
    await expect(other.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
    await expect(other.getByText('Your Starter plan is active.')).toBeVisible();
    await expect(other.locator('body')).not.toContainText(transactionId);
    await expect(other.locator('body')).not.toContainText(buyer.email);
    await expect(other.getByText('Visa ending in 4242')).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});

test('signed in, the payment modal fills in the account’s email, locks it and says why', async ({ page }) => {
  const identity = uniqueIdentity('locked', 'Lena Locked');
  await signIn(page, identity);
  const dialog = await openPaymentModal(page, 'Business');
  const email = dialog.getByLabel('Email', { exact: true });
  await expect(email).toHaveValue(identity.email);
  await expect(email).not.toBeEditable();
  await expect(email).toHaveAccessibleDescription(ACCOUNT_MESSAGES.checkoutEmailLocked);
});

test('signed out, paying with the email of an existing account is refused in the modal with the 409', async ({
  page,
}) => {
  await waitForBackend(page);
  const owner = uniqueIdentity('owner', 'Olga Owner');
  await subscribe(page, owner, 'enterprise');
  await signIn(page, owner);
  await page.request.get(API_PATHS.logout);
  await page.context().clearCookies();

  const checkout = page.waitForResponse((response) => response.url().endsWith(API_PATHS.checkout));
  const dialog = await payInModal(page, 'Starter', { ...owner, name: 'Mallory' });
  expect((await checkout).status()).toBe(409);
  await expect(dialog.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.emailInUse);
  await expect(page).toHaveURL(`${siteOrigin}/#pricing`);

  // The owner's plan is untouched.
  await signIn(page, owner);
  const me = await (await page.request.get(API_PATHS.currentUser)).json();
  expect(me.subscription).toMatchObject({ planId: 'enterprise' });
});

test('an address the provider has not verified gets no plan, and the user menu says why', async ({ page }) => {
  await waitForBackend(page);
  const identity = uniqueIdentity('unverified', 'Uma Unverified');
  await subscribe(page, identity, 'business');
  await signIn(page, { ...identity, emailVerified: false });
  await page.goto('/support');
  await page.getByRole('button', { name: 'Account menu for Uma Unverified' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.verifyEmail)).toBeVisible();
  await expect(page.getByText('No active plan')).toHaveCount(0);
  expect((await (await page.request.get(API_PATHS.currentUser)).json()).subscription).toBeNull();

  await page.goto('/api-docs/business');
  await expect(page.getByRole('region', { name: 'Subscription Required' })).toContainText(ACCOUNT_MESSAGES.verifyEmail);
});

test('the production build serves no source maps', async ({ page, request }) => {
  await page.goto('/');
  const scripts = await page
    .locator('script[src]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLScriptElement).src));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const body = await (await request.get(script)).text();
    expect({ script, linksAMap: /sourceMappingURL=/.test(body) }).toEqual({ script, linksAMap: false });
    expect({ map: `${script}.map`, status: (await request.get(`${script}.map`)).status() }).toEqual({
      map: `${script}.map`,
      status: 404,
    });
  }
});
