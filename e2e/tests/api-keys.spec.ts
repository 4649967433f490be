/**
 * API keys (docs/product/api.md#api-keys), as a developer uses them: from the user menu's Developers
 * (signed out, through sign-in and back), create a key, see its secret once, call the sandbox with it,
 * revoke it, and the same call is refused; the calls are in the Request log by their request ids.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { API_KEY_MESSAGES } from '@northvault/contracts/api-keys';
import { PORTS, siteOrigin } from '../support/environment';
import { completeProviderSignIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

const ACCOUNTS_URL = `http://localhost:${PORTS.sandbox}/v1/banking/accounts`;

/** axe's serious and critical violations on the page as it stands. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, help, nodes }) => nodes.map((node) => `${id} (${help}): ${node.target.join(' ')}`));
}

function listAccounts(secret: string) {
  return fetch(ACCOUNTS_URL, { headers: { Authorization: `Bearer ${secret}`, 'X-Plan-Type': 'business' } });
}

test('create a key, see it once, call GET /v1/banking/accounts with it (200); revoke it, the same call is 401', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const identity = uniqueIdentity('api-keys', 'Margaret Hamilton');
  await subscribe(page, identity, 'business');

  // Signed out, the page sends the reader to sign in and back.
  await page.goto('/account/developers');
  await completeProviderSignIn(page, identity);
  await page.waitForURL(`${siteOrigin}/account/developers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Developers');
  await expect(page.getByRole('tab', { name: 'API keys', selected: true })).toBeVisible();
  await expect(page.getByText('You have no API keys yet.')).toBeVisible();

  // The user menu leads here too.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Developers' })).toHaveAttribute('href', '/account/developers');
  await page.keyboard.press('Escape');

  await page.getByLabel('Name', { exact: true }).fill('Playwright');
  await page.getByRole('radio', { name: /Read and write/ }).check();
  await page.getByRole('button', { name: 'Create key' }).click();

  const created = page.getByRole('region', { name: 'API key created: Playwright' });
  await expect(created.getByText(API_KEY_MESSAGES.shownOnce)).toBeVisible();
  await expect(created.getByRole('button', { name: 'Copy your new API key' })).toBeVisible();
  const secret = ((await created.locator('pre code').textContent()) ?? '').trim();
  expect(secret).toMatch(/^nv_test_sk_[0-9A-Za-z]{40}$/);
  const row = page.getByRole('row', { name: /Playwright/ });
  await expect(row).toContainText(`nv_test_sk_…${secret.slice(-4)}`);
  expect(await seriousViolations(page)).toEqual([]);

  const allowed = await listAccounts(secret);
  expect(allowed.status).toBe(200);
  expect(((await allowed.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  const allowedId = allowed.headers.get('x-request-id')!;
  // A failed call's request_id leads to its entry in the Request log.
  const failed = await fetch(ACCOUNTS_URL, {
    method: 'POST',
    headers: { Authorization: `Bearer ${secret}`, 'X-Plan-Type': 'business', 'Content-Type': 'application/json' },
    body: JSON.stringify({ account_type: 'gold', password: 'never-logged-1' }),
  });
  expect(failed.status).toBe(400);
  const failedId = ((await failed.json()) as { error: { request_id: string } }).error.request_id;

  // Once closed, and after a reload, the secret is nowhere on the page; the key's last use is.
  await created.getByRole('button', { name: 'I have copied it' }).click();
  await page.reload();
  await expect(row).toContainText(/from /);
  await expect(page.getByText(secret)).toHaveCount(0);
  expect(await page.content()).not.toContain(secret.slice(11));

  await row.getByRole('button', { name: /^Revoke Playwright/ }).click();
  await expect(page.getByRole('heading', { name: /^Revoke Playwright/ })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Revoke key' }).click();
  await expect(row).toContainText('Revoked');

  const refused = await listAccounts(secret);
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as { error: { code: string; message: string } }).error).toMatchObject({
    code: 'unauthorized',
    message: API_KEY_MESSAGES.revoked,
  });

  // The calls are in the Request log (written off the request path, so within a moment), newest first.
  const requestLog = page.getByRole('tab', { name: 'Request log' });
  await expect(async () => {
    await page.reload();
    await requestLog.click();
    await expect(page.getByRole('button', { name: `Open request ${failedId}` })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: `Open request ${allowedId}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Request ID').fill(failedId);
  await page.getByRole('button', { name: 'Find request' }).click();
  const detail = page.getByRole('region', { name: `Request ${failedId}` });
  await expect(detail).toContainText('POST /v1/banking/accounts');
  await expect(detail).toContainText('[REDACTED]');
  await expect(detail).not.toContainText('never-logged-1');
});
