import { expect, test, type Route } from '../support/test';
import { loginRedirectUrlPath } from '@northvault/contracts/routes';
import { PORTS, siteOrigin } from '../support/environment';
import { completeProviderSignIn, signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

const DOCUMENTATION_SECTIONS = [
  'Introduction',
  'Prerequisites',
  'Installation',
  'Security',
  'API Integration and Plan Limits',
  'Support',
];

test.describe('/documentation', () => {
  test('opens with the first section expanded', async ({ page }) => {
    await page.goto('/documentation');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
    for (const [index, name] of DOCUMENTATION_SECTIONS.entries()) {
      await expect(page.getByRole('button', { name, exact: true })).toHaveAttribute(
        'aria-expanded',
        index === 0 ? 'true' : 'false',
      );
    }
    await expect(page.getByText('Northvault is a white-label banking platform')).toBeVisible();
  });

  test('/documentation#security opens Security and scrolls to it', async ({ page }) => {
    await page.goto('/documentation#security');
    const security = page.getByRole('button', { name: 'Security', exact: true });
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Introduction', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(page.getByRole('heading', { name: 'Credentials and tokens' })).toBeVisible();
    await expect(security).toBeInViewport();
  });

  test('the footer link to the white-label setup opens Installation on the same page', async ({ page }) => {
    await page.goto('/documentation');
    await page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: 'API reference' })
      .getByRole('link', { name: 'White-label setup' })
      .click();
    await expect(page).toHaveURL(/\/documentation#white-label$/);
    await expect(page.getByRole('button', { name: 'Installation', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'White-label setup (Enterprise)' })).toBeInViewport();
  });
});

test('a copy button copies its code and says so for about 2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/documentation#installation');
  const copy = page.getByRole('button', { name: 'Copy environment variables' });
  await copy.click();
  await expect(copy).toHaveText('Copied!');
  const shownAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('NORTHVAULT_API_URL=');

  // The exact 2000 ms is a unit test with fake timers; here the real browser shows it for about that long.
  await expect(copy).toHaveText('Copy', { timeout: 5_000 });
  expect(Date.now() - shownAt).toBeGreaterThan(1_500);
});

test.describe('/api-docs/:planId signed out', () => {
  test('shows the Redirecting... card while it asks for the sign-in URL', async ({ page }) => {
    // Hold the redirect-URL request so the card stays on screen long enough to be checked.
    let heldRequest: Route | undefined;
    await page.route(
      (url) => url.pathname === loginRedirectUrlPath(),
      (route) => {
        heldRequest = route;
      },
    );

    await page.goto('/api-docs/business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan API Documentation');
    await expect(page.getByRole('heading', { name: 'Redirecting...' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to sign in' })).toBeEnabled();
    await expect.poll(() => heldRequest !== undefined).toBe(true);
    await expect(page.getByText('Plan Features')).toHaveCount(0);

    await heldRequest!.abort();
  });
});

test('signed out, /api-docs/business sends the browser to the provider’s sign-in and back', async ({ page }) => {
  await page.goto('/api-docs/business#webhooks');
  await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
  await completeProviderSignIn(page, uniqueIdentity('docs-return', 'Mary Jackson'));
  await expect(page.getByText('Taking you back to the page you started from…')).toBeVisible();
  await expect(page).toHaveURL(`${siteOrigin}/api-docs/business#webhooks`, { timeout: 5000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Plan API Documentation');
});

test('signed out, /api-docs sends the browser to the provider’s sign-in', async ({ page }) => {
  await page.goto('/api-docs');
  await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
});

test.describe('signed in without a subscription', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, uniqueIdentity('docs-no-plan', 'Dorothy Vaughan'));
  });

  test('/api-docs/business shows Subscription Required, linking to pricing', async ({ page }) => {
    await page.goto('/api-docs/business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Plan API Documentation');
    const banner = page.getByText('Subscription Required');
    await expect(banner).toBeVisible();
    await expect(page.getByRole('link', { name: /pricing|plan/i }).first()).toHaveAttribute('href', '/#pricing');
  });

  test('/api-docs/unknown shows the Starter documentation', async ({ page }) => {
    await page.goto('/api-docs/unknown');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Starter Plan API Documentation');
  });

  test('/api-docs#banking opens the banking section, and a copy button copies for about 2 s', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-docs#banking');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('API Documentation');
    const banking = page.locator('#banking').getByRole('button').first();
    await expect(banking).toHaveAttribute('aria-expanded', 'true');
    const copy = page.locator('#banking').getByRole('button', { name: /^Copy/ }).first();
    await copy.click();
    await expect(copy).toHaveText('Copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/curl|fetch/);
    await expect(copy).not.toHaveText('Copied!', { timeout: 5_000 });
  });

  test('/api-docs: a request sample generated from the OpenAPI document switches to Python, highlighted, and copies as text', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/api-docs#banking');
    const languages = page.getByRole('group', { name: 'Sample language for List accounts' });
    await languages.getByRole('button', { name: 'Python' }).click();
    await expect(languages.getByRole('button', { name: 'Python' })).toHaveAttribute('aria-pressed', 'true');
    const code = page.locator('#get-banking-accounts pre code', { hasText: 'requests.get(' });
    await expect(code).toContainText('url = "https://api.northvault.io/v1/banking/accounts"');
    await expect(code).toContainText('"X-Plan-Type": os.environ["NORTHVAULT_PLAN"]');
    await expect(code).toContainText('response = requests.get(url, headers=headers, params=querystring)');
    // Highlighted by the build around the base URL's placeholder, which the page filled in.
    expect(await code.locator('span').count()).toBeGreaterThan(1);
    expect(await code.locator('[style]').count()).toBe(0);
    await expect(code).not.toContainText('NV_PLACEHOLDER');
    await page.getByRole('button', { name: 'Copy Python sample for List accounts' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
  });

  test('/api-docs#xero-integration opens the accounting sync section', async ({ page }) => {
    await page.goto('/api-docs#xero-integration');
    await expect(page.locator('#xero-integration').getByRole('button').first()).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test.describe('a Business subscriber', () => {
  test.beforeEach(async ({ page }) => {
    const identity = uniqueIdentity('docs-business', 'Mary Jackson');
    await subscribe(page, identity, 'business');
    await signIn(page, identity);
  });

  test('has access to /api-docs/business, with the plan’s features, limits and events', async ({ page }) => {
    await page.goto('/api-docs/business');
    await expect(page.getByText("You have access to this plan's API documentation")).toBeVisible();
    await expect(page.getByText('Plan Upgrade Required')).toHaveCount(0);
    // The webhook grid: Enterprise's event is marked for Business.
    await page.getByRole('button', { name: 'Webhooks', exact: true }).click();
    const grid = page.getByRole('list', { name: 'Webhook events on the Business plan' });
    const event = (name: string) => grid.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(event('white_label.deployed')).toContainText('Upgrade required');
    await expect(event('transaction.completed')).not.toContainText('Upgrade required');
  });

  test('sees Plan Upgrade Required with their plan on /api-docs/enterprise', async ({ page }) => {
    await page.goto('/api-docs/enterprise');
    await expect(page.getByText('Plan Upgrade Required')).toBeVisible();
    await expect(page.getByText(/business/i).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /upgrade|pricing|plan/i }).first()).toHaveAttribute(
      'href',
      '/#pricing',
    );
  });
});
