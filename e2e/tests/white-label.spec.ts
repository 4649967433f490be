import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { type BrandAssetServer, startBrandAssetServer } from '../support/brand-assets';
import { siteOrigin } from '../support/environment';
import { completeProviderSignIn, signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

async function openConfigurator(page: Page): Promise<void> {
  await page.goto('/white-label');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-Label Configuration');
  // The saved configuration (if any) has replaced the form once the fields show.
  await expect(page.getByLabel('Company name')).toBeVisible();
}

/** An Enterprise subscriber, signed in, on the configurator. */
async function enterpriseAdmin(page: Page, label: string): Promise<string> {
  const identity = uniqueIdentity(label);
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);
  await openConfigurator(page);
  return identity.email;
}

let assets: BrandAssetServer;

test.beforeAll(async () => {
  assets = await startBrandAssetServer();
});

test.afterAll(async () => {
  await assets?.close();
});

test.describe('/white-label', () => {
  test('a signed-out visitor is asked to sign in', async ({ page }) => {
    await page.goto('/white-label');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-Label Configuration');
    await expect(page.getByRole('heading', { name: 'Sign in to configure your brand' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('signing in from the configurator comes back to it', async ({ page }) => {
    await page.goto('/white-label');
    await page.getByRole('main').getByRole('button', { name: 'Sign in', exact: true }).click();
    await completeProviderSignIn(page, uniqueIdentity('wl-return', 'Annie Easley'));
    await expect(page).toHaveURL(`${siteOrigin}/white-label`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-Label Configuration');
    await expect(page.getByRole('button', { name: 'Account menu for Annie Easley' })).toBeVisible();
  });

  test('an Enterprise subscriber brands, saves and deploys, and finds it all after a reload', async ({ page }) => {
    const email = await enterpriseAdmin(page, 'white-label-enterprise');
    const preview = page.getByRole('region', { name: 'Live preview' });
    await page.getByLabel('Company name').fill('Aurora Bank');
    await expect(preview).toContainText('Aurora Bank');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.saved);

    await page.getByLabel('Domain').fill('aurora-bank.localhost');
    await page.getByLabel('Logo URL').fill(`${assets.origin}/logo.svg`);
    await page.getByLabel('Favicon URL').fill(`${assets.origin}/favicon.png`);
    await page.getByRole('tab', { name: 'Deploy' }).click();
    // A domain is set up only once the server has it: typed is not enough.
    await expect(page.getByText('Save your configuration to set up aurora-bank.localhost.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Deploy', exact: true })).toBeDisabled();
    await page.getByRole('tab', { name: 'Configure' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.saved);

    await page.getByRole('tab', { name: 'Deploy' }).click();
    const deploy = page.getByRole('button', { name: 'Deploy', exact: true });
    await expect(deploy).toBeEnabled();
    await deploy.click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.deployed);
    await expect(page.getByRole('button', { name: 'Platform Active' })).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('Company name')).toHaveValue('Aurora Bank');
    await expect(page.getByLabel('Domain')).toHaveValue('aurora-bank.localhost');
    await expect(page.getByLabel('Logo URL')).toHaveValue(`${assets.origin}/logo.svg`);
    await expect(page.getByLabel('Favicon URL')).toHaveValue(`${assets.origin}/favicon.png`);
    await page.getByRole('tab', { name: 'Deploy' }).click();
    await expect(page.getByRole('button', { name: 'Platform Active' })).toBeDisabled();

    await page.getByRole('tab', { name: 'Manage' }).click();
    await expect(page.getByRole('region', { name: 'Current configuration' })).toContainText(
      'Active: version 1 on aurora-bank.localhost',
    );
    await expect(page.getByRole('region', { name: 'Versions' })).toContainText('Version 1Live');
    await expect(page.getByRole('region', { name: 'History' })).toContainText(
      `${email}: Published version 1 on aurora-bank.localhost`,
    );
  });

  test('asks before unsaved edits are left, by a link or by reloading the tab', async ({ page }) => {
    await enterpriseAdmin(page, 'white-label-leave');
    await page.getByLabel('Company name').fill('Half-done Bank');

    await page.getByRole('banner').getByRole('link', { name: 'Support' }).click();
    const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/white-label$/);
    await expect(page.getByLabel('Company name')).toHaveValue('Half-done Bank');

    // Closing (or reloading) the tab: the browser asks too, and the page stays when told to.
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.dismiss();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    await expect(page.getByLabel('Company name')).toHaveValue('Half-done Bank');

    await page.getByRole('banner').getByRole('link', { name: 'Support' }).click();
    await question.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL(/\/support$/);
  });

  test('Download Config saves the saved draft with the real organisation, customCSS and generatedAt', async ({
    page,
  }) => {
    await enterpriseAdmin(page, 'white-label-download');
    await page.getByLabel('Company name').fill('Aurora Bank');
    // Not saved yet: there is nothing the server accepted to download.
    await expect(page.getByRole('button', { name: 'Download Config' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.saved);
    // An edit after the save is not in the file.
    await page.getByLabel('Company name').fill('Aurora Bank (typo');

    const downloadEvent = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download Config' }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe('aurora-bank-white-label-config.json');

    const file = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(file).toMatchObject({
      companyName: 'Aurora Bank',
      organizationId: expect.stringMatching(/^ORG-/),
      primaryColor: '#8080ff',
      fontFamily: 'Inter',
    });
    expect(file.customCSS).toContain('--nv-color-primary: #8080ff;');
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
