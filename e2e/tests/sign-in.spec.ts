import { expect, test } from '../support/test';
import { PORTS, siteOrigin } from '../support/environment';
import { completeProviderSignIn, signIn, uniqueIdentity } from '../support/sign-in';

test('signs in from the header through the provider, keeps the session on reload, and signs out', async ({ page }) => {
  const identity = uniqueIdentity('header', 'Grace Brewster Hopper');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();

  // The identity provider's own page.
  await expect(page).toHaveURL(new RegExp(`localhost:${PORTS.identityProvider}/interaction/`));
  await completeProviderSignIn(page, identity);

  await expect(page.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect(page).toHaveURL(`${siteOrigin}/`, { timeout: 5000 });
  const menuButton = page.getByRole('button', { name: 'Account menu for Grace Brewster Hopper' });
  await expect(menuButton).toBeVisible();

  await page.reload();
  await expect(menuButton).toBeVisible();
  await menuButton.click();
  const menu = page.getByRole('menu', { name: 'Account' });
  await expect(page.getByText(identity.email)).toBeVisible();
  await expect(page.getByText('No active plan')).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'API Documentation' })).toHaveAttribute('href', '/api-docs');
  await expect(menu.getByRole('menuitem', { name: 'My Plan Documentation' })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});

test('the user menu closes on an outside click and on Escape', async ({ page }) => {
  await signIn(page, uniqueIdentity('menu', 'Katherine Johnson'));
  await page.goto('/support');
  const menuButton = page.getByRole('button', { name: 'Account menu for Katherine Johnson' });
  await menuButton.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(page.getByRole('menu')).toHaveCount(0);

  await menuButton.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(menuButton).toBeFocused();
});

test('/auth/callback without a code shows Authentication Failed, then returns home', async ({ page }) => {
  await page.goto('/auth/callback');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(
    page.getByText('Cannot exchange code for session token: no code provided in the URL search params.'),
  ).toBeVisible();
  await expect(page.getByText(/Please try signing in again/)).toBeVisible();
  await expect(page).toHaveURL(`${siteOrigin}/`, { timeout: 7000 });
});

test('a code that was already used fails with the server’s reason and leaves nobody signed in', async ({ page }) => {
  await page.goto('/auth/callback?code=already-used&state=whatever');
  await expect(page.getByRole('heading', { name: 'Authentication Failed' })).toBeVisible();
  await expect(page.getByText(/sign in again/i).first()).toBeVisible();
  expect((await page.request.get('/api/users/me')).status()).toBe(401);
});
