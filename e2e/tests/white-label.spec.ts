import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

async function openConfigurator(page: Page): Promise<void> {
  await page.goto('/white-label');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-Label Configuration');
  // The saved configuration (if any) has replaced the form once the fields show.
  await expect(page.getByLabel('Company name')).toBeVisible();
}

const ASSETS = 'https://cdn.aurora-bank.example';

test.describe('/white-label', () => {
  test('a signed-out visitor is asked to sign in', async ({ page }) => {
    await page.goto('/white-label');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-Label Configuration');
    await expect(page.getByRole('heading', { name: 'Sign in to configure your brand' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('an Enterprise subscriber brands, saves and deploys, and finds it all after a reload', async ({ page }) => {
    // The logo and favicon come from a CDN the test stands in for: no request leaves the machine.
    await page.route(`${ASSETS}/**`, (route) =>
      route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0369a1"/></svg>',
      }),
    );
    const identity = uniqueIdentity('white-label-enterprise');
    await subscribe(page, identity, 'enterprise');
    await signIn(page, identity);
    await openConfigurator(page);

    const preview = page.getByRole('region', { name: 'Live preview' });
    await page.getByLabel('Company name').fill('Aurora Bank');
    await expect(preview).toContainText('Aurora Bank');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.saved);

    await page.getByLabel('Domain').fill('aurora-bank.example.com');
    await page.getByLabel('Logo URL').fill(`${ASSETS}/logo.svg`);
    await page.getByLabel('Favicon URL').fill(`${ASSETS}/favicon.svg`);
    await expect(preview.getByRole('img', { name: 'Aurora Bank logo' })).toBeVisible();

    await page.getByRole('tab', { name: 'Deploy' }).click();
    const deploy = page.getByRole('button', { name: 'Deploy', exact: true });
    await expect(deploy).toBeEnabled();
    await deploy.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.deployed);
    await expect(page.getByRole('button', { name: 'Platform Active' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Aurora Bank');
    await expect(page.getByLabel('Domain')).toHaveValue('aurora-bank.example.com');
    await expect(page.getByLabel('Logo URL')).toHaveValue(`${ASSETS}/logo.svg`);
    await expect(page.getByLabel('Favicon URL')).toHaveValue(`${ASSETS}/favicon.svg`);
    await page.getByRole('tab', { name: 'Deploy' }).click();
    await expect(page.getByRole('button', { name: 'Platform Active' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Manage' }).click();
    await expect(page.getByRole('region', { name: 'Current configuration' })).toContainText('Active');
    await expect(page.getByRole('region', { name: 'Deployments' }).getByRole('listitem').first()).toContainText(
      'aurora-bank.example.com',
    );
  });

  test('Download Config saves a JSON file with customCSS and generatedAt', async ({ page }) => {
    // Download Config needs no subscription: any signed-in user can explore and take the file away.
    const identity = uniqueIdentity('white-label-download');
    await signIn(page, identity);
    await openConfigurator(page);
    await page.getByLabel('Company name').fill('Aurora Bank');

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Config' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('aurora-bank-white-label-config.json');

    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file).toMatchObject({ companyName: 'Aurora Bank', primaryColor: '#8080ff', fontFamily: 'Inter' });
    expect(file.customCSS).toContain('--wl-color-primary: #8080ff;');
    expect(new Date(file.generatedAt).toISOString()).toBe(file.generatedAt);
  });

  test('a Business subscriber sees the Enterprise upgrade, and the API refuses them', async ({ page }) => {
    const identity = uniqueIdentity('white-label-business');
    await subscribe(page, identity, 'business');
    await signIn(page, identity);
    await openConfigurator(page);

    const upgrade = page.getByRole('region', { name: 'Enterprise plan required' });
    await expect(upgrade).toContainText(WHITE_LABEL_MESSAGES.enterpriseRequired);
    await expect(upgrade.getByRole('link', { name: /^Upgrade to Enterprise/ })).toHaveAttribute('href', '/#pricing');
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Deploy' }).click();
    await expect(page.getByRole('button', { name: 'Deploy', exact: true })).toHaveCount(0);

    const response = await page.request.get(API_PATHS.whiteLabelConfig);
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, error: expect.stringMatching(/Enterprise/) });
  });
});
