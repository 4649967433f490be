/**
 * axe on every route, signed out and signed in, and with the payment modal and the user menu
 * open: no serious or critical violation anywhere.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { SIGNED_OUT_PAGES, SITE_PAGES, type SitePage } from '../support/site-pages';
import { subscribe } from '../support/subscribe';

/** The serious and critical violations on the page as it stands, one line per element. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, impact, help, nodes }) =>
      nodes.map((node) => `${page.url()} ${impact} ${id} (${help}): ${node.target.join(' ')}`),
    );
}

async function visit(page: Page, { path, heading }: SitePage): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

/** The landing page lays out its bands only as they near the viewport: bring each in before checking. */
async function revealEveryBand(page: Page): Promise<void> {
  for (const band of await page.locator('main section').all()) await band.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function checkEveryPage(page: Page, pages: readonly SitePage[]): Promise<string[]> {
  const found: string[] = [];
  for (const sitePage of pages) {
    await visit(page, sitePage);
    if (sitePage.path === '/') await revealEveryBand(page);
    found.push(...(await seriousViolations(page)));
  }
  return found;
}

/** Opens the payment modal from the keyboard, checks it, and closes it with Escape. */
async function checkPaymentModal(page: Page): Promise<string[]> {
  await visit(page, SITE_PAGES[0]!);
  const choose = page.getByRole('button', { name: 'Choose Business' });
  await choose.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Business' });
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  // An attempt with nothing filled in shows the first failing rule, announced.
  await dialog.getByRole('button', { name: /^Pay/ }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  const found = await seriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(choose).toBeFocused();
  return found;
}

test('a violation is caught: the check is not blind', async ({ page }) => {
  await visit(page, SITE_PAGES[2]!);
  await page.evaluate(() => document.querySelector('main')!.append(document.createElement('input')));
  expect((await seriousViolations(page)).join('\n')).toMatch(/critical label/);
});

test('signed out: every page and the payment modal', async ({ page }) => {
  test.setTimeout(150_000);
  const found = await checkEveryPage(page, SIGNED_OUT_PAGES);
  found.push(...(await checkPaymentModal(page)));
  expect(found).toEqual([]);
});

/** A subscriber's pricing card leads to the plan change on /account/billing, whose dialog is checked and closed with Escape. */
async function checkPlanChangeDialog(page: Page): Promise<string[]> {
  await visit(page, SITE_PAGES[0]!);
  const downgrade = page
    .getByRole('region', { name: 'Simple monthly plans' })
    .getByRole('link', { name: 'Downgrade to Business' });
  await downgrade.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Downgrade to Business' });
  await expect(dialog).toBeVisible();
  const found = await seriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return found;
}

test('signed in as an Enterprise subscriber: every page, the user menu and the plan change dialog', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const identity = uniqueIdentity('axe-enterprise', 'Grace Hopper');
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);
  const found = await checkEveryPage(page, SITE_PAGES);

  // The user menu, opened and walked from the keyboard.
  await visit(page, SITE_PAGES[0]!);
  const menuButton = page.getByRole('button', { name: 'Account menu for Grace Hopper' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  found.push(...(await seriousViolations(page)));
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  found.push(...(await checkPlanChangeDialog(page)));
  expect(found).toEqual([]);
});
