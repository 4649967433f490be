/**
 * An agent's reply reaches the requester by email (docs/product/contact-and-support.md#email-both-ways): through the
 * queue, once, with the reply, the status, a signed link to the ticket, a Reply-To naming the ticket and the headers
 * that thread it. Notes never leave the desk.
 */
import { simpleParser } from 'mailparser';
import { createAppWithMail, type AppWithMail } from '../../testing/app-with-mail';
import type { CaughtEmail } from '../../testing/mail-catcher';
import { checkTicketLinkToken, ticketFromReplyAddress } from '../ticket-tokens';
import {
  AGENT_EMAIL,
  deskReply,
  openTicket,
  REQUESTER,
  signedInAgent,
  ticketRow,
} from '../../testing/support-desk-world';

const DOMAIN = 'help.northvault.test';

describe('emailed replies of the support desk', () => {
  let world: AppWithMail;
  let agentCookie: string;

  beforeAll(async () => {
    world = await createAppWithMail({ SUPPORT_AGENT_EMAILS: AGENT_EMAIL, SUPPORT_EMAIL_DOMAIN: DOMAIN });
    agentCookie = (await signedInAgent(world.api)).cookie;
  });

  afterAll(() => world.close());

  const repliesTo = (ticketId: string) => (email: CaughtEmail) =>
    email.subject === `[${ticketId}] New reply to your support ticket`;

  it('emails each reply once, with the reply, the status, a signed link and the headers that thread it', async () => {
    const ticket = await openTicket(world.api);
    await deskReply(world.api, agentCookie, ticket.ticketId, 'Checking our logs now.', true);
    const afterFirst = await deskReply(
      world.api,
      agentCookie,
      ticket.ticketId,
      'Found it: a paused endpoint.\nResumed.',
    );
    const first = afterFirst.find((message) => message.kind === 'agent')!;
    expect(first.messageId).toMatch(new RegExp(`^<reply-[0-9a-f-]{36}@${DOMAIN.replace(/\./g, '\\.')}>$`));

    const [email] = await world.mail.waitFor(repliesTo(ticket.ticketId));
    expect(email!.to).toEqual([{ address: REQUESTER.email, name: '' }]);
    expect(email!.headers['message-id']).toBe(first.messageId);
    const root = `<ticket-${ticket.ticketId}@${DOMAIN}>`;
    expect(email!.headers['in-reply-to']).toBe(root);
    expect(email!.headers['references']).toBe(root);
    // MailDev's parsed headers leave Reply-To out: read it from the message as it arrived.
    const replyTo = (await simpleParser(await world.mail.source(email!.id))).replyTo?.value[0]?.address ?? '';
    expect(ticketFromReplyAddress(replyTo, DOMAIN, world.api.config.auth.sessionSecret)).toBe(ticket.id);

    // Plain text and HTML: the reply (not the note), the status in the customer's words, the link with its token.
    expect(email!.text).toContain('Grace Agent of Northvault support replied to your ticket');
    expect(email!.text).toContain('Found it: a paused endpoint.\nResumed.');
    expect(email!.text).toContain('Status: Waiting for your reply');
    expect(email!.text).not.toContain('Checking our logs now.');
    expect(email!.html).toContain('Found it: a paused endpoint.<br>Resumed.<br>');
    expect(email!.html).toContain('Waiting for your reply');
    expect(email!.html).not.toContain('Checking our logs now.');
    const link = /See the whole conversation: (\S+)/.exec(email!.text)![1]!;
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe(
      `${world.api.config.server.siteOrigin}/support/tickets/${ticket.ticketId}`,
    );
    expect(email!.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(
      checkTicketLinkToken(
        url.searchParams.get('token')!,
        { ticketId: ticket.ticketId, email: REQUESTER.email },
        new Date(),
        world.api.config.auth.sessionSecret,
      ),
    ).toBe('valid');

    // The second reply answers the first: mail clients put both in one thread.
    const afterSecond = await deskReply(world.api, agentCookie, ticket.ticketId, 'It has delivered since.');
    const second = afterSecond.filter((message) => message.kind === 'agent')[1]!;
    const both = await world.mail.waitFor(repliesTo(ticket.ticketId), 2);
    const secondEmail = both.find((caught) => caught.headers['message-id'] === second.messageId)!;
    expect(secondEmail.headers['in-reply-to']).toBe(first.messageId);
    // MailDev parses several References ids into an array.
    expect(secondEmail.headers['references']).toEqual([root, first.messageId]);
    expect(secondEmail.text).toContain('Status: Waiting for your reply');

    // Exactly once: two replies, two emails, and nothing more arrives (a note sends nothing).
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const all = (await world.mail.emails()).filter(repliesTo(ticket.ticketId));
    expect(all.map((caught) => caught.headers['message-id']).sort()).toEqual(
      [first.messageId, second.messageId].sort(),
    );
    expect((await ticketRow(world.api, ticket.ticketId)).status).toBe('awaiting_customer');
  });

  it("makes the ticket's confirmation the thread's first email, with the ticket's reply address", async () => {
    const ticket = await openTicket(world.api);
    const [confirmation] = await world.mail.waitFor(
      (email) => email.subject === `[${ticket.ticketId}] We received your support ticket`,
    );
    expect(confirmation!.headers['message-id']).toBe(`<ticket-${ticket.ticketId}@${DOMAIN}>`);
    const replyTo = (await simpleParser(await world.mail.source(confirmation!.id))).replyTo?.value[0]?.address ?? '';
    expect(ticketFromReplyAddress(replyTo, DOMAIN, world.api.config.auth.sessionSecret)).toBe(ticket.id);
  });

  it('says a solved ticket is solved, and signs with the desk when the agent has no name', async () => {
    const unnamed = await signedInAgent(world.api, AGENT_EMAIL, null);
    const ticket = await openTicket(world.api);
    await world.api
      .http()
      .post(`/api/support/desk/tickets/${ticket.ticketId}/status`)
      .set('Cookie', agentCookie)
      .send({ status: 'solved' })
      .expect(200);
    await deskReply(world.api, unnamed.cookie, ticket.ticketId, 'Closing this one, write back any time.');
    const [email] = await world.mail.waitFor(repliesTo(ticket.ticketId));
    expect(email!.text).toContain('Status: Solved');
    expect(email!.text).toContain(`\nNorthvault support replied to your ticket ${ticket.ticketId}:`);
    expect(email!.text).not.toContain(AGENT_EMAIL);
  });
});
