/**
 * The docs' Try it panels (docs/product/api.md#try-it): a real request from the browser to the
 * sandbox's own origin, through its CORS and the site's CSP, with a token the site mints for the
 * session.
 */
import { expect, test } from '../support/test';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

test('a Business subscriber tries GET /banking/accounts and sees 200 and the request id', async ({ page }) => {
  const identity = uniqueIdentity('try-it-business', 'Katherine Johnson');
  await subscribe(page, identity, 'business');
  await signIn(page, identity);
  const refusedByPolicy: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|CORS/i.test(message.text())) refusedByPolicy.push(message.text());
  });

  await page.goto('/api-docs#banking');
  const endpoint = page.locator('#get-banking-accounts');
  await endpoint.getByRole('button', { name: 'Try GET /banking/accounts' }).click();
  await expect(endpoint.getByRole('textbox', { name: 'Query status' })).toHaveValue('active');
  await endpoint.getByRole('button', { name: 'Send request' }).click();

  const answer = endpoint.getByRole('status', { name: 'Answer to GET /banking/accounts' });
  await expect(answer).toContainText('Status 200 OK');
  await expect(answer).toContainText(/Request id [\w.-]{8,}/);
  const body = JSON.parse((await answer.locator('pre').textContent()) ?? '') as { data: unknown[]; has_more: boolean };
  expect(body.has_more).toBe(false);
  expect(body.data.length).toBeGreaterThan(0);
  expect(refusedByPolicy).toEqual([]);
});

test('a reader without a plan sees why Try it is not for them', async ({ page }) => {
  await signIn(page, uniqueIdentity('try-it-no-plan', 'Mary Winston'));
  await page.goto('/api-docs#banking');
  const endpoint = page.locator('#get-banking-accounts');
  await expect(
    endpoint.getByText('Try it sends requests to the sandbox with your plan’s token: an active plan is needed.'),
  ).toBeVisible();
  await expect(endpoint.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute('href', '/#pricing');
  await expect(endpoint.getByRole('button', { name: /^Try / })).toHaveCount(0);
});
