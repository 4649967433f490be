import { expect, test, type Page } from '../support/test';
import { collectCspViolations } from '../support/csp-violations';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { SIGNED_OUT_PAGES, SITE_PAGES, type SitePage } from '../support/site-pages';
import { subscribe } from '../support/subscribe';

/** Opens a page, checks it came with its policy, and waits for its remote to render it. */
async function visit(page: Page, { path, heading }: SitePage): Promise<void> {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self' http://localhost:");
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** The payment modal lazy-loads its own chunk and styles; the card brand shows as the number is typed. */
async function openPaymentModal(page: Page): Promise<void> {
  await visit(page, SITE_PAGES[0]!);
  await page.getByRole('button', { name: 'Choose Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Business' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await expect(dialog.getByText('Visa', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** A subscriber's pricing card opens the plan change, with its server-computed preview. */
async function openPlanChange(page: Page): Promise<void> {
  await visit(page, SITE_PAGES[0]!);
  await page
    .getByRole('region', { name: 'Simple monthly plans' })
    .getByRole('link', { name: 'Downgrade to Business' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Downgrade to Business' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Every band of the landing page is laid out and painted only as it nears the viewport: bring them all in. */
async function scrollToTheEnd(page: Page): Promise<void> {
  const legal = page.getByRole('navigation', { name: 'Legal' });
  await expect(async () => {
    await legal.scrollIntoViewIfNeeded();
    await expect(legal).toBeInViewport({ timeout: 1000 });
  }).toPass();
}

test('the site’s pages send the security headers', async ({ request }) => {
  const response = await request.get('/documentation');
  const headers = response.headers();
  const policy = headers['content-security-policy']!;
  for (const directive of [
    "default-src 'self'",
    `script-src 'self' http://localhost:${PORTS.marketing} http://localhost:${PORTS.docs} http://localhost:${PORTS.support} http://localhost:${PORTS.whiteLabel}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    `img-src 'self' data: https: http://localhost:${PORTS.identityProvider}`,
  ]) {
    expect(policy.split('; ')).toContain(directive);
  }
  expect(policy).toMatch(/style-src 'self' [^;]*'sha256-[A-Za-z0-9+/]+=*'/);
  expect(policy).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  // Plain HTTP: no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();
});

test('a violation is caught: the check is not blind', async ({ page }) => {
  const violations = await collectCspViolations(page);
  await visit(page, SITE_PAGES[0]!);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  expect(violations.join('\n')).toMatch(/script-src-elem refused inline/);
  expect(await page.evaluate(() => 'injected' in window)).toBe(false);
});

test('signed out, every page and the payment modal work under the policy', async ({ page }) => {
  // A walk through every page: more than one test's worth of time on a 2-core machine.
  test.setTimeout(90_000);
  const violations = await collectCspViolations(page);
  for (const sitePage of SIGNED_OUT_PAGES) {
    await visit(page, sitePage);
    if (sitePage.path === '/') await scrollToTheEnd(page);
  }
  await openPaymentModal(page);
  expect(violations).toEqual([]);
});

test('signed in as an Enterprise subscriber, every page, the user menu, the plan change and the configurator work under the policy', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const violations = await collectCspViolations(page);
  // The preview shows the client's logo from their CDN, which the test stands in for.
  await page.route('https://cdn.aurora-bank.example/**', (route) =>
    route.fulfill({
      contentType: 'image/svg+xml',
      body: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0369a1"/></svg>',
    }),
  );
  const identity = uniqueIdentity('csp-enterprise', 'Grace Hopper');
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);

  for (const sitePage of SITE_PAGES) await visit(page, sitePage);

  // The user menu and the avatar the identity provider serves.
  await visit(page, SITE_PAGES[0]!);
  await scrollToTheEnd(page);
  const menuButton = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
  // Decorative (alt=""), so found by tag: it must have loaded from the provider's origin.
  const avatar = menuButton.locator('img');
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await menuButton.click();
  await expect(page.getByRole('menu', { name: 'Account' })).toBeVisible();
  await page.keyboard.press('Escape');

  await openPlanChange(page);

  // The configurator: brand it, preview a logo, save, and look at every tab.
  await visit(
    page,
    SITE_PAGES.find((sitePage) => sitePage.path === '/white-label')!,
  );
  await page.getByLabel('Company name').fill('Aurora Bank');
  await page.getByLabel('Logo URL').fill('https://cdn.aurora-bank.example/logo.svg');
  await expect(
    page.getByRole('region', { name: 'Live preview' }).getByRole('img', { name: 'Aurora Bank logo' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
  for (const tab of ['Deploy', 'Manage', 'Configure']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  }

  expect(violations).toEqual([]);
});
