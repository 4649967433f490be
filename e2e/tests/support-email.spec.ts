import { expect, test } from '../support/test';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { sendSmtp } from '../support/smtp-client';

/**
 * Email both ways (docs/product/contact-and-support.md#email-both-ways): the agent's reply reaches the customer's
 * inbox (MailDev, as `npm start` runs it) with the reply and a signed link to the ticket; the customer answers that
 * email by SMTP to the backend's inbound listener, and the answer shows in the desk's thread.
 */
test('an agent’s reply is emailed to the customer, and the customer’s emailed answer shows on the desk', async ({
  browser,
}) => {
  // Two sign-ins, two emails through the queue and a round trip by SMTP.
  test.setTimeout(120_000);
  const customer = await (await browser.newContext()).newPage();
  const identity = uniqueIdentity('email-customer', 'Grace Hopper');
  await signIn(customer, identity);
  const subject = `Email both ways ${identity.email.slice(15, 23)}`;
  await customer.goto('/support');
  const form = customer.getByRole('region', { name: 'Open a support ticket' });
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Message', { exact: true }).fill('Our statements are late.');
  await form.getByRole('button', { name: 'Create Ticket' }).click();
  const ticketId = /TKT-[0-9A-Z]{8}/.exec((await form.getByRole('status').textContent()) ?? '')![0];

  const agent = await (await browser.newContext()).newPage();
  await signIn(agent, { email: 'agent@northvault.localhost', name: 'Sam Agent' });
  await agent.goto(`/support/desk/${ticketId}`);
  await expect(agent.getByRole('heading', { name: subject })).toBeVisible();
  await agent.getByLabel('Your message').fill('They are back on schedule; today’s arrives by noon.');
  await agent.getByRole('button', { name: 'Send reply' }).click();
  await expect(agent.getByText('Reply · Sam Agent')).toBeVisible();

  // The customer's inbox holds the reply, its status and a link to the ticket with its token.
  const inbox = `http://127.0.0.1:${PORTS.mailInbox}/api/email`;
  type Caught = { id: string; subject: string; text: string; to: Array<{ address: string }> };
  const replies = async () =>
    ((await (await agent.request.get(inbox)).json()) as Caught[]).filter(
      (email) => email.to[0]?.address === identity.email && email.subject.includes('New reply'),
    );
  await expect.poll(async () => (await replies()).length, { timeout: 60_000 }).toBe(1);
  const [email] = await replies();
  expect(email!.subject).toBe(`[${ticketId}] New reply to your support ticket`);
  expect(email!.text).toContain('They are back on schedule; today’s arrives by noon.');
  expect(email!.text).toContain('Status: Waiting for your reply');
  expect(email!.text).toMatch(
    new RegExp(`See the whole conversation: http://localhost:${PORTS.site}/support/tickets/${ticketId}\\?token=\\S+`),
  );

  // The customer answers that email: to its Reply-To, quoting it below, as mail clients do.
  const source = await (await agent.request.get(`${inbox}/${email!.id}/source`)).text();
  const headers = source.slice(0, source.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const replyTo = /^Reply-To: *(\S+)/im.exec(headers)![1]!;
  const messageId = /^Message-ID: *(\S+)/im.exec(headers)![1]!;
  expect(replyTo).toMatch(/^support\+[0-9a-f]+@northvault\.localhost$/);
  await sendSmtp(
    PORTS.inboundSmtp,
    identity.email,
    replyTo,
    [
      `From: Grace Hopper <${identity.email}>`,
      `To: ${replyTo}`,
      `Subject: Re: ${email!.subject}`,
      `Message-ID: <answer-${Date.now()}@mail.example.com>`,
      `In-Reply-To: ${messageId}`,
      'Content-Type: text/plain; charset=utf-8',
      '',
      'It arrived, thank you!',
      '',
      `On ${new Date().toUTCString()}, Northvault <no-reply@northvault.localhost> wrote:`,
      '> They are back on schedule.',
      '',
    ].join('\n'),
  );

  await agent.reload();
  await expect(agent.getByText('It arrived, thank you!')).toBeVisible();
  await expect(agent.getByText('They are back on schedule.', { exact: true })).toHaveCount(0);
  await expect(agent.getByLabel('Status')).toHaveValue('open');
});
