/**
 * The first-call journey (docs/product/routes.md#account-setup): from the pricing card to a 200
 * from GET /v1/banking/accounts, the way a new customer goes. The test pays, follows Continue to
 * Account Setup through the provider (email filled in), sets the subscription password, copies the
 * accounts curl the page shows, and runs its calls itself with fetch.
 */
import { expect, test, type Page } from '../support/test';
import { API_PATHS } from '@northvault/contracts/routes';
import { PORTS, siteOrigin } from '../support/environment';
import { completeProviderSignIn, uniqueIdentity } from '../support/sign-in';

const PASSWORD = 'violet kettle harbour 42 drums';
const PASSWORD_PLACEHOLDER = 'YOUR_SUBSCRIPTION_PASSWORD';

/** The calls in the page's accounts curl: the login (URL and JSON body) and the accounts call (URL and headers). */
function readAccountsCurl(script: string) {
  const urls = [...script.matchAll(/curl[^']*'(http[^']+)'/g)].map((match) => match[1]!);
  const body = /-d '([^']+)'/.exec(script)?.[1];
  const planHeader = /-H 'X-Plan-Type: ([a-z]+)'/.exec(script)?.[1];
  expect(urls, script).toHaveLength(2);
  expect(body, script).toBeDefined();
  expect(planHeader, script).toBeDefined();
  return { loginUrl: urls[0]!, loginBody: body!, accountsUrl: urls[1]!, planHeader: planHeader! };
}

async function waitForBackend(page: Page): Promise<void> {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
}

test('pricing card → pay for Business → account setup → password → a 200 from GET /v1/banking/accounts', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await waitForBackend(page);
  const started = Date.now();
  const buyer = uniqueIdentity('first-call', 'Grace Hopper');

  // 1–2. Pricing, pay for Business.
  await page.goto('/#pricing');
  await page.getByRole('button', { name: 'Choose Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Business' });
  await dialog.getByLabel('Full name').fill(buyer.name);
  await dialog.getByLabel('Email', { exact: true }).fill(buyer.email);
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry month').fill('12');
  await dialog.getByLabel('Expiry year').fill(String(new Date().getFullYear() + 1));
  await dialog.getByLabel('CVV').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();

  // 3–4. /success, then Continue to Account Setup: the provider has the paying email filled in.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Successful!');
  await expect(page.getByText(`Your Business plan is active for ${buyer.email}.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Account Setup' }).click();
  await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(buyer.email);
  await completeProviderSignIn(page, buyer);
  await page.waitForURL(`${siteOrigin}/account/setup`);

  // 5. Set the subscription password: a weak one is refused with the reason, a strong one is saved.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Setup');
  const passwordBox = page.getByLabel('Subscription password', { exact: true }).and(page.locator('input'));
  await passwordBox.fill('password12345');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByRole('alert')).toContainText('This password is too easy to guess.');
  await passwordBox.fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Subscription password saved.')).toBeVisible();

  // 6. The curl shown, with this customer's values and everything but the password.
  const firstCall = page.getByRole('region', { name: 'Your first API call' });
  await expect(firstCall).toBeVisible();
  const script = (await firstCall.locator('pre code').nth(1).textContent()) ?? '';
  expect(script).toContain(buyer.email);
  expect(script).toContain(PASSWORD_PLACEHOLDER);
  expect(script).not.toContain(PASSWORD);
  const calls = readAccountsCurl(script);
  expect(calls.loginUrl).toBe(`http://localhost:${PORTS.sandbox}/v1/auth/login`);
  expect(calls.planHeader).toBe('business');

  // 7. The login and accounts calls, as the curl makes them, from the test itself.
  const login = await fetch(calls.loginUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: calls.loginBody.replace(PASSWORD_PLACEHOLDER, PASSWORD),
  });
  expect(login.status).toBe(200);
  const { access_token: token, expires_in: expiresIn } = (await login.json()) as {
    access_token: string;
    expires_in: number;
  };
  expect(expiresIn).toBe(3600);
  const accounts = await fetch(calls.accountsUrl, {
    headers: { Authorization: `Bearer ${token}`, 'X-Plan-Type': calls.planHeader },
  });

  // 8. A 200 with this customer's accounts.
  expect(accounts.status).toBe(200);
  const body = (await accounts.json()) as { data: Array<{ id: string; account_type: string }>; has_more: boolean };
  expect(body.data.length).toBeGreaterThan(0);
  expect(body.data[0]!.id).toMatch(/^acc_/);

  const seconds = (Date.now() - started) / 1000;
  console.info(`First API call journey: ${seconds.toFixed(1)} s from the pricing card to a 200 (budget 180 s)`);
  expect(seconds).toBeLessThan(180);
});
