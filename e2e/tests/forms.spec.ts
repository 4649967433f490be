import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { siteOrigin } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

/**
 * One form-error pattern on every form (docs/product/messages.md#form-errors): the field marked with its
 * sentence under it, the same sentence in a summary at the top that takes focus, and the product's one
 * wording for one mistake, in the browser and from the server.
 */

const BAD_EMAIL = 'grace@localhost';
const EMAIL_SENTENCE = 'Invalid email address';

async function waitForBackend(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(API_PATHS.health)).status(), { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(200);
}

/** The field is marked, its sentence is under it, and the focused summary at the top lists it. */
async function expectEmailProblemShown(form: Locator): Promise<void> {
  const summary = form.getByRole('alert', { name: 'There is a problem' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: EMAIL_SENTENCE })).toBeVisible();
  const email = form.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(EMAIL_SENTENCE);
  await expect(form.getByText(EMAIL_SENTENCE, { exact: true }).last()).toBeVisible();

  await summary.getByRole('link', { name: EMAIL_SENTENCE }).click();
  await expect(email).toBeFocused();
}

test('the contact form with a bad email shows the product sentence under the field and in the focused summary', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith(API_PATHS.contact)) sent.push(request.url());
  });
  await page.goto('/#contact');
  const contact = page.getByRole('region', { name: 'Talk to our team' });
  await contact.getByLabel('Name', { exact: true }).fill('Grace Hopper');
  await contact.getByLabel('Email', { exact: true }).fill(BAD_EMAIL);
  await contact.getByLabel('Message', { exact: true }).fill('Pricing for three brands?');
  await contact.getByRole('button', { name: 'Send Message' }).click();

  await expectEmailProblemShown(contact);
  expect(sent).toEqual([]);
});

test('the contact form keeps Send Message enabled and an empty send marks every required field', async ({ page }) => {
  await page.goto('/#contact');
  const contact = page.getByRole('region', { name: 'Talk to our team' });
  const send = contact.getByRole('button', { name: 'Send Message' });
  await expect(send).toBeEnabled();
  await send.click();

  await expect(contact.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  for (const label of ['Name', 'Email', 'Message']) {
    await expect(contact.getByLabel(label, { exact: true })).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(contact.getByLabel('Company (optional)')).not.toHaveAttribute('aria-invalid');
});

test('the support form words a bad email as the contact form does', async ({ page }) => {
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Open a support ticket' });
  await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill(BAD_EMAIL);
  await form.getByLabel('Subject', { exact: true }).fill('Webhooks');
  await form.getByLabel('Message', { exact: true }).fill('Retried events.');
  await form.getByRole('button', { name: 'Create Ticket' }).click();

  await expectEmailProblemShown(form);
});

test('the white-label configurator words a bad email as the other forms do, in its focused summary', async ({
  page,
}) => {
  const identity = uniqueIdentity('forms-white-label');
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);
  await page.goto('/white-label');
  const configurator = page.getByRole('tabpanel', { name: 'Configure' });
  await configurator.getByRole('tab', { name: 'Contact' }).click();
  await configurator.getByLabel('Contact email', { exact: true }).fill(BAD_EMAIL);
  // Away from the field's section: the summary's link brings it back.
  await configurator.getByRole('tab', { name: 'Branding' }).click();
  await configurator.getByRole('button', { name: 'Save', exact: true }).click();

  // The form's own heading for a refusal, then the one sentence, in the focused summary; no second alert.
  const summary = configurator.getByRole('alert', { name: WHITE_LABEL_MESSAGES.saveRefused });
  await expect(summary).toBeFocused();
  await expect(configurator.getByRole('alert')).toHaveCount(1);
  await summary.getByRole('link', { name: EMAIL_SENTENCE }).click();
  await expect(configurator.getByRole('tab', { name: 'Contact' })).toHaveAttribute('aria-selected', 'true');
  const email = configurator.getByLabel('Contact email', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(EMAIL_SENTENCE);
  await expect(configurator).not.toContainText('contactEmail');
  await expect(configurator).not.toContainText(/try again/i);
});

test('the server refuses a bad email on each form’s endpoint with the same sentence, naming the field', async ({
  page,
}) => {
  await waitForBackend(page.request);
  const headers = { Origin: siteOrigin };
  const contact = await page.request.post(API_PATHS.contact, {
    headers,
    data: { name: 'Grace', email: BAD_EMAIL, message: 'Hi' },
  });
  const support = await page.request.post(API_PATHS.support, {
    headers,
    data: { name: 'Ada', email: BAD_EMAIL, subject: 'Webhooks', message: 'Hi' },
  });
  for (const answer of [contact, support]) {
    expect(answer.status()).toBe(400);
    expect(await answer.json()).toMatchObject({ error: EMAIL_SENTENCE, fields: { email: EMAIL_SENTENCE } });
  }
});

async function openPaymentModal(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Choose Business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subscribe to Business' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('payment form on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an empty submit marks every required field at once under the product’s message', async ({ page }) => {
    const dialog = await openPaymentModal(page);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();

    const summary = dialog.getByRole('alert', { name: PAYMENT_MESSAGES.requiredFields });
    await expect(summary).toBeFocused();
    const asked: Array<[string, string]> = [
      ['Full name', 'Enter your full name.'],
      ['Email', 'Enter your email address.'],
      ['Card number', 'Enter the card number.'],
      ['Expiry month', 'Enter the expiry month.'],
      ['Expiry year', 'Enter the expiry year.'],
      ['CVV', 'Enter the CVV.'],
    ];
    await expect(summary.getByRole('link')).toHaveText(asked.map(([, sentence]) => sentence));
    for (const [label, sentence] of asked) {
      const field = dialog.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(sentence);
    }
  });

  test('a past year stays as typed and the field says why; month and year sit side by side', async ({ page }) => {
    const dialog = await openPaymentModal(page);
    const month = dialog.getByLabel('Expiry month');
    const year = dialog.getByLabel('Expiry year');
    const pastYear = String(new Date().getFullYear() - 2);
    await year.pressSequentially(pastYear);

    await expect(year).toHaveValue(pastYear);
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(year).toHaveAccessibleDescription(PAYMENT_MESSAGES.cardExpired);

    await year.scrollIntoViewIfNeeded();
    await expect(month).toBeInViewport();
    await expect(year).toBeInViewport();
    const [monthBox, yearBox] = [await month.boundingBox(), await year.boundingBox()];
    expect(monthBox!.y).toBe(yearBox!.y);
    expect(monthBox!.x + monthBox!.width).toBeLessThanOrEqual(yearBox!.x);
  });
});
