import { expect, test, type Page } from '../support/test';
import { CUSTOMER_TICKET_MESSAGES } from '@northvault/contracts/support-tickets';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';

/**
 * The customer's side of support tickets (docs/product/contact-and-support.md#my-tickets): a signed-in customer
 * opens a ticket and finds it in My tickets; agent@northvault.localhost answers it in the desk and the customer
 * reads the answer; the agent solves it and the customer rates it; a requester without an account opens their
 * ticket from the confirmation email's link.
 */

type Caught = { subject: string; text: string; to: Array<{ address: string }> };

async function emailTo(page: Page, address: string): Promise<Caught> {
  const inbox = `http://127.0.0.1:${PORTS.mailInbox}/api/email`;
  const mine = async () =>
    ((await (await page.request.get(inbox)).json()) as Caught[]).filter((email) => email.to[0]?.address === address);
  await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
  return (await mine())[0]!;
}

async function createTicket(page: Page, subject: string, message: string, email?: string): Promise<string> {
  await page.goto('/support');
  const form = page.getByRole('region', { name: 'Open a support ticket' });
  if (email) {
    await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await form.getByLabel('Email', { exact: true }).fill(email);
  }
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill(message);
  await form.getByRole('button', { name: 'Create Ticket' }).click();
  const status = form.getByRole('status');
  await expect(status).toContainText(/TKT-[A-Z0-9]{8}/);
  return /TKT-[A-Z0-9]{8}/.exec((await status.textContent()) ?? '')![0];
}

test('a customer’s ticket in My tickets, answered in the desk, solved and rated', async ({ browser }) => {
  // Two sign-ins and a dozen round trips between two browsers.
  test.slow();
  const customer = await (await browser.newContext()).newPage();
  const identity = uniqueIdentity('my-tickets', 'Grace Hopper');
  await signIn(customer, identity);
  const subject = `Payouts delayed ${identity.email.slice(11, 19)}`;
  const ticketId = await createTicket(customer, subject, 'Payouts are a day late.');

  await customer.getByRole('button', { name: /Account menu for Grace Hopper/ }).click();
  await customer.getByRole('menuitem', { name: 'My tickets' }).click();
  await expect(customer).toHaveURL(/\/support\/tickets$/);
  const row = customer.getByRole('list', { name: 'Your tickets' }).getByRole('listitem').first();
  await expect(row).toContainText(subject);
  await expect(row).toContainText("We're looking into it");
  await row.getByRole('link', { name: subject }).click();
  await expect(customer.getByRole('heading', { name: subject })).toBeVisible();
  await expect(customer.getByText(ticketId, { exact: true })).toBeVisible();

  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, { email: 'agent@northvault.localhost', name: 'Sam Agent' });
  await agent.goto(`/support/desk/${ticketId}`);
  await agent.getByLabel('Your message').fill('Only agents read this note.');
  await agent.getByRole('button', { name: 'Add internal note' }).click();
  await expect(agent.getByText('Internal note · Sam Agent')).toBeVisible();
  await agent.getByLabel('Your message').fill('The payout batch ran late; it has caught up now.');
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Reply · Sam Agent')).toBeVisible();

  await customer.reload();
  const thread = customer.getByRole('list', { name: 'Conversation' });
  await expect(thread).toContainText('The payout batch ran late; it has caught up now.');
  await expect(thread).not.toContainText('Only agents read this note.');
  await expect(customer.getByText('Waiting for your reply')).toBeVisible();
  await customer.getByLabel('Your reply').fill('Thanks, I see them now.');
  await customer.getByRole('button', { name: 'Send reply' }).click();
  await expect(thread).toContainText('Thanks, I see them now.');

  await agent.reload();
  await expect(agent.getByText('Thanks, I see them now.')).toBeVisible();
  await agent.getByLabel('Status').selectOption('solved');
  await expect(agent.getByLabel('Status')).toHaveValue('solved');

  await customer.reload();
  await expect(customer.getByText('Solved', { exact: true })).toBeVisible();
  const rating = customer.getByRole('region', { name: CUSTOMER_TICKET_MESSAGES.ratingQuestion });
  await rating.getByRole('button', { name: 'Yes' }).click();
  await expect(customer.getByText(CUSTOMER_TICKET_MESSAGES.ratingThanks)).toBeVisible();
  await customer.reload();
  await expect(customer.getByText(`${CUSTOMER_TICKET_MESSAGES.ratingThanks} You answered Yes.`)).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Yes' })).toHaveCount(0);
});

test('a requester without an account opens their ticket from the confirmation email’s link', async ({ page }) => {
  const address = `anonymous-${Date.now()}@example.com`;
  const ticketId = await createTicket(page, 'Login page slow', 'It takes ten seconds.', address);
  const email = await emailTo(page, address);
  const link = new RegExp(`http://\\S+/support/tickets/${ticketId}\\?token=\\S+`).exec(email.text)![0];

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Login page slow' })).toBeVisible();
  await expect(page.getByText("We're looking into it")).toBeVisible();
  await page.getByLabel('Your reply').fill('Now it takes twenty.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Conversation' })).toContainText('Now it takes twenty.');

  // The same link with its token altered opens nothing.
  await page.goto(link.replace(/token=(\d+)\./, (_, expires: string) => `token=${Number(expires) + 1}.`));
  await expect(page.getByRole('alert')).toHaveText(CUSTOMER_TICKET_MESSAGES.signInOrLink);
});
