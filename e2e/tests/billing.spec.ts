/**
 * Billing self-service, first slice (docs/product/billing.md): a buyer pays signed out, opens
 * /account/billing, goes through sign-in and comes back, sees the plan and the receipt, downloads
 * its PDF, cancels (`active until …`) and resumes.
 */
import { expect, test } from '../support/test';
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

test('Update card: the checkout card form with its field messages, then the new card on the page', async ({ page }) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const buyer = uniqueIdentity('update-card', 'Uma Update');
  await subscribe(page, buyer, 'starter');
  await page.goto('/account/billing');
  await completeProviderSignIn(page, buyer);
  await expect(page).toHaveURL(/\/account\/billing$/, { timeout: 15_000 });

  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText(/^Visa ending in 4242, expires 12\/\d{4}$/)).toBeVisible();
  // Renewals are on: the page no longer says nothing will be charged.
  await expect(page.getByText('Automatic renewal is not switched on yet', { exact: false })).toHaveCount(0);

  await plan.getByRole('button', { name: 'Update card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update card' });
  await expect(dialog.getByLabel('Full name')).toHaveValue('Uma Update');
  const year = String(new Date().getFullYear() + 3);
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4241');
  await dialog.getByLabel('Expiry month').fill('11');
  await dialog.getByLabel('Expiry year').fill(year);
  await dialog.getByLabel('CVV').fill('321');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'Invalid card number' })).toBeVisible();

  // A card the gateway refuses to save changes nothing and says why.
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4000 0000 0000 0002');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();

  await dialog.getByRole('textbox', { name: /^Card number/ }).fill('5555 5555 5555 4444');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plan.getByRole('status')).toHaveText('Your card is saved.');
  await expect(plan.getByText(`Mastercard ending in 4444, expires 11/${year}`)).toBeVisible();

  // It is the account's card from now on, and nothing was charged for it.
  await page.reload();
  await expect(plan.getByText(`Mastercard ending in 4444, expires 11/${year}`)).toBeVisible();
  await expect(page.getByRole('row', { name: /NV-\d{4}-\d{6}/ })).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a Business customer upgrades to Enterprise: the prorated amount first, then Enterprise and its docs', async ({
  page,
}) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const buyer = uniqueIdentity('upgrade', 'Uri Upgrade');
  await subscribe(page, buyer, 'business');
  await page.goto('/account/billing');
  await completeProviderSignIn(page, buyer);
  await expect(page).toHaveURL(/\/account\/billing$/, { timeout: 15_000 });

  const change = page.getByRole('region', { name: 'Change plan' });
  await change.getByRole('button', { name: 'Upgrade to Enterprise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise' });
  // Bought moments ago: nearly the whole period is left, so nearly the whole $300 difference.
  const preview = dialog.getByText(/^You'll pay \$\d{1,3}(,\d{3})*\.\d{2} today$/);
  await expect(preview).toBeVisible();
  const amount = (await preview.textContent())!.match(/\$([\d,]+\.\d{2})/)![1]!;
  expect(Number(amount.replace(',', ''))).toBeGreaterThan(299);
  expect(Number(amount.replace(',', ''))).toBeLessThanOrEqual(300);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);

  const plan = page.getByRole('region', { name: 'Plan' });
  await expect(plan.getByText('Enterprise', { exact: true })).toBeVisible();
  await expect(plan.getByText('$599.00/month')).toBeVisible();
  const receipt = page.getByRole('row', { name: /Upgrade to Enterprise, prorated/ });
  await expect(receipt.getByText(`$${amount}`)).toBeVisible();

  await page.goto('/api-docs/enterprise');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enterprise Plan API Documentation');
  await expect(page.getByText('Plan Upgrade Required')).toHaveCount(0);
});

test('a Business customer sees Business marked on the pricing cards, and Upgrade to Enterprise leads to the plan change', async ({
  page,
}) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const buyer = uniqueIdentity('pricing-cards', 'Pia Pricing');
  await subscribe(page, buyer, 'business');
  await page.goto('/account/billing');
  await completeProviderSignIn(page, buyer);
  await expect(page).toHaveURL(/\/account\/billing$/, { timeout: 15_000 });

  await page.goto('/#pricing');
  const plans = page.getByRole('region', { name: 'Simple monthly plans' });
  const business = plans.getByRole('article', { name: 'Business' });
  await expect(business.getByText('Your current plan')).toBeVisible();
  await expect(business.getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/account/billing');
  await expect(plans.getByRole('link', { name: 'Downgrade to Starter' })).toBeVisible();
  // No anonymous purchase is offered to a subscriber.
  await expect(plans.getByRole('button', { name: /^Choose / })).toHaveCount(0);

  await plans.getByRole('link', { name: 'Upgrade to Enterprise' }).click();
  await expect(page).toHaveURL(/\/account\/billing\?change=enterprise$/);
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Enterprise' });
  await expect(dialog.getByText(/^You'll pay \$\d{1,3}(,\d{3})*\.\d{2} today$/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('Update card with 4000 0027 6000 3184: the bank challenge in the dialog, then the new card', async ({ page }) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const buyer = uniqueIdentity('update-card-3ds', 'Ari Auth');
  await subscribe(page, buyer, 'starter');
  await page.goto('/account/billing');
  await completeProviderSignIn(page, buyer);
  await expect(page).toHaveURL(/\/account\/billing$/, { timeout: 15_000 });

  const plan = page.getByRole('region', { name: 'Plan' });
  await plan.getByRole('button', { name: 'Update card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update card' });
  const year = String(new Date().getFullYear() + 3);
  await dialog.getByRole('textbox', { name: /^Card number/ }).fill('4000 0027 6000 3184');
  await dialog.getByLabel('Expiry month').fill('11');
  await dialog.getByLabel('Expiry year').fill(year);
  await dialog.getByLabel('CVV').fill('321');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  await dialog.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'We could not authenticate your card. Please try again or use another card.',
  );

  await dialog.getByRole('button', { name: 'Save card' }).click();
  await dialog.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plan.getByText(`Visa ending in 3184, expires 11/${year}`)).toBeVisible();
});
