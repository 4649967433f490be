import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test';
import { API_PATHS } from '@northvault/contracts/routes';
import { siteOrigin } from '../support/environment';

/**
 * Email that cannot be aimed at strangers (docs/product/contact-and-support.md#email-caps): once an
 * unverified address has had its 3 emails this hour, the support form still saves the ticket and
 * says why no confirmation comes.
 */
test('the support form says the ticket is saved when the address has had its emails for now', async ({ page }) => {
  await expect.poll(async () => (await page.request.get(API_PATHS.health)).status(), { timeout: 60_000 }).toBe(200);
  const address = `stranger-${randomUUID().slice(0, 8)}@example.com`;
  for (let index = 1; index <= 3; index += 1) {
    const answer = await page.request.post(API_PATHS.support, {
      headers: { Origin: siteOrigin },
      data: { name: 'Eve', email: address, subject: `Ticket ${index}`, message: 'Hi' },
    });
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ emailSent: true });
  }

  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Open a support ticket' });
  await form.getByLabel('Name', { exact: true }).fill('Eve');
  await form.getByLabel('Email', { exact: true }).fill(address);
  await form.getByLabel('Subject', { exact: true }).fill('Ticket 4');
  await form.getByLabel('Message', { exact: true }).fill('Hi');
  await form.getByRole('button', { name: 'Create Ticket' }).click();

  const status = page.getByRole('status');
  await expect(status).toContainText(
    /We have already emailed this address several times today; your ticket is saved as TKT-[A-Z0-9]{8}\./,
  );
  const ticketId = (await status.textContent())!.match(/TKT-[A-Z0-9]{8}/)![0];
  await expect(status).toContainText(`Your ticket ID is ${ticketId}`);
});
