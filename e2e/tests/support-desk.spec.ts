import { expect, test } from '../support/test';
import { signIn, uniqueIdentity } from '../support/sign-in';

/**
 * The support desk (docs/product/contact-and-support.md#support-desk): a signed-in customer opens a ticket,
 * agent@northvault.localhost (an agent under `npm start`) finds it in the desk from the user menu, notes and
 * replies; a customer who opens the desk reads that it is for agents.
 */
test('an agent finds a customer’s ticket in the desk and answers it; a customer is refused the desk', async ({
  browser,
}) => {
  // Two people signed in through the provider, and a whole conversation: it took 29 s of the default 30 on CI's machine.
  test.setTimeout(90_000);
  const customer = await (await browser.newContext()).newPage();
  const identity = uniqueIdentity('desk-customer', 'Grace Hopper');
  await signIn(customer, identity);
  const subject = `Webhook retries ${identity.email.slice(14, 22)}`;
  await customer.goto('/support');
  const form = customer.getByRole('region', { name: 'Open a support ticket' });
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Priority').selectOption('urgent');
  await form.getByLabel('Message', { exact: true }).fill('Retries stopped at 3.');
  await form.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(customer.getByRole('status')).toContainText(/TKT-[A-Z0-9]{8}/);

  await customer.goto('/support/desk');
  await expect(customer.getByRole('alert')).toHaveText('The support desk is for Northvault support agents only.');

  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, { email: 'agent@northvault.localhost', name: 'Sam Agent' });
  await agent.goto('/');
  await agent.getByRole('button', { name: /Account menu for Sam Agent/ }).click();
  await agent.getByRole('menuitem', { name: 'Support desk' }).click();
  await expect(agent).toHaveURL(/\/support\/desk$/);

  const row = agent.getByRole('row').filter({ hasText: subject });
  await expect(row).toContainText('Grace Hopper');
  await expect(row).toContainText('Urgent');
  await expect(row).toContainText(/left|Overdue by/);
  await row.getByRole('link', { name: subject }).click();

  await expect(agent.getByRole('heading', { name: subject })).toBeVisible();
  await expect(agent.getByText('Retries stopped at 3.')).toBeVisible();
  await agent.getByRole('button', { name: 'Assign to me' }).click();
  await expect(agent.getByText('Sam Agent', { exact: true })).toBeVisible();
  await agent.getByLabel('Your message').fill('Only our team sees this.');
  await agent.getByRole('button', { name: 'Add internal note' }).click();
  await expect(agent.getByText('Internal note · Sam Agent')).toBeVisible();
  await agent.getByLabel('Your message').fill('We raised the retry limit; please try again.');
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Reply · Sam Agent')).toBeVisible();
  await expect(agent.getByText('We raised the retry limit; please try again.')).toBeVisible();
  await expect(agent.getByLabel('Status')).toHaveValue('awaiting_customer');
  await expect(agent.getByText('Answered')).toBeVisible();
});
