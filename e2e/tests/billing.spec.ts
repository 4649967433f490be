/**
 * Billing self-service, first slice (docs/product/billing.md): a buyer pays signed out, opens
 * /account/billing, goes through sign-in and comes back, sees the plan and the receipt, downloads
 * its PDF, cancels (`active until …`) and resumes.
 */
import { expect, test } from '@playwright/test';
import { API_PATHS } from '@northvault/contracts/routes';
import { completeProviderSignIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

test('pay, sign in through /account/billing, see the receipt and its PDF, cancel, see active until, resume', async ({
  page,
}) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const buyer = uniqueIdentity('billing', 'Bea Billing');
  await subscribe(page, buyer, 'business');

  // Signed out, the page sends the browser through sign-in and sign-in brings it back.
  await page.goto('/account/billing');
  await completeProviderSignIn(page, buyer);
  await expect(page).toHaveURL(/\/account\/billing$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();

  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Business', { exact: true })).toBeVisible();
  await expect(plan.getByText('$299.00/month')).toBeVisible();
  await expect(plan.getByText('active', { exact: true })).toBeVisible();
  await expect(plan.getByText(/^Visa ending in 4242, expires 12\/\d{4}$/)).toBeVisible();

  const year = new Date().getUTCFullYear();
  const receipt = page.getByRole('row', { name: new RegExp(`NV-${year}-\\d{6}`) });
  await expect(receipt.getByText('Northvault Business plan, first month')).toBeVisible();
  await expect(receipt.getByText('Paid', { exact: true })).toBeVisible();
  const number = (await receipt.getByRole('cell').first().textContent())!;

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('link', { name: `Download ${number}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.pdf`);
  const pdf = await page.request.get(`/api/billing/receipts/${number}/pdf`);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // The period end, as the page states it, is when a cancelled plan stops.
  const periodEnd = (await plan.getByText(/^\d{1,2} \w+ \d{4} – /).textContent())!.split(' – ')[1]!;
  await plan.getByLabel('Reason for cancelling (optional)').selectOption({ label: 'I no longer use it' });
  await plan.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(plan.getByText(`active until ${periodEnd}`)).toBeVisible();

  await plan.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(plan.getByText('active', { exact: true })).toBeVisible();
  await expect(plan.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();

  // The user menu leads here too.
  await page.goto('/');
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Billing' })).toHaveAttribute('href', '/account/billing');
});
