/**
 * Replies by email (docs/product/contact-and-support.md#inbound-email), over real SMTP to the listener and through
 * the provider's webhook: both feed one service, which threads by reply address or In-Reply-To, strips quoted
 * history, refuses strangers and forged tokens with a record, ignores repeats, drops automatic mail and refuses
 * what is over 1 MB.
 */
import { eq } from 'drizzle-orm';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { CUSTOMER_TICKET_API_PATHS, CUSTOMER_REPLY_LIMITS } from '@northvault/contracts/support-tickets';
import { DESK_API_PATHS } from '@northvault/contracts/support-desk';
import { supportInboundRejections, supportTickets, supportTicketStatusChanges } from '../../database/schema';
import { CLOCK } from '../../clock/clock';
import { signedInCustomer } from '../../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ticketLinkToken, ticketReplyAddress } from '../ticket-tokens';
import {
  AGENT_EMAIL,
  deskReply,
  messagesOf,
  openTicket,
  REQUESTER,
  signedInAgent,
  ticketRow,
} from '../../testing/support-desk-world';
import { INBOUND_WEBHOOK_SECRET_REQUIRED } from './inbound-webhook.guard';
import { InboundSmtpListener } from './inbound-smtp-listener';
import { ATTACHMENTS_HEADING } from './reply-text';

const DOMAIN = 'help.northvault.test';
const SECRET = 'inbound-webhook-secret-of-at-least-32-characters';

/** What a mail client sends back: the customer's words, a signature, and the desk's email quoted below. */
const QUOTED_REPLY = [
  'Thanks, it delivers again.',
  '',
  'Ada',
  '-- ',
  'Ada Lovelace',
  'Analytical Engines Ltd',
  '',
  'On Mon, 23 Nov 2026 at 10:30, Northvault <no-reply@northvault.localhost> wrote:',
  '> Hello there,',
  '> Found it: a paused endpoint.',
].join('\n');

describe('replies by email', () => {
  let api: TestApp;
  let agentCookie: string;
  let smtp: Transporter;
  let smtpPort: number;

  beforeAll(async () => {
    api = await createTestApp({
      env: { SUPPORT_AGENT_EMAILS: AGENT_EMAIL, SUPPORT_EMAIL_DOMAIN: DOMAIN, INBOUND_WEBHOOK_SECRET: SECRET },
    });
    agentCookie = (await signedInAgent(api)).cookie;
    smtpPort = await api.app.get(InboundSmtpListener).listen(0, '127.0.0.1');
    smtp = createTransport({ host: '127.0.0.1', port: smtpPort, secure: false, ignoreTLS: true });
  });

  afterAll(async () => {
    smtp.close();
    await api.close();
  });

  /** A ticket the agent answered: it waits for the requester. Answers it with the agent reply's Message-ID. */
  async function answeredTicket() {
    return answeredTicketOf(REQUESTER.email);
  }

  async function answeredTicketOf(email: string) {
    const ticket = await openTicket(api, { email });
    const messages = await deskReply(api, agentCookie, ticket.ticketId, 'Found it: a paused endpoint.');
    return { ticket, agentMessageId: messages.at(-1)!.messageId!, replyTo: replyAddressOf(ticket.id) };
  }

  const replyAddressOf = (ticketUuid: string) => ticketReplyAddress(ticketUuid, DOMAIN, api.config.auth.sessionSecret);

  const rejections = (messageId: string) =>
    api.database.db.select().from(supportInboundRejections).where(eq(supportInboundRejections.messageId, messageId));

  let sequence = 0;
  const newMessageId = () => `<customer-${Date.now()}-${(sequence += 1)}@mail.example.com>`;

  async function raw(mail: Mail.Options): Promise<Buffer> {
    return new MailComposer(mail).compile().build();
  }

  const webhook = (body: Buffer | string, secret: string | null = SECRET) => {
    const request = api.http().post('/api/support/inbound').set('Content-Type', 'message/rfc822');
    if (secret !== null) request.set('Authorization', `Bearer ${secret}`);
    return request.send(body);
  };

  it('over SMTP: threads by the reply address, keeps only the reply, and hands the ticket back to the agents', async () => {
    const { ticket, replyTo } = await answeredTicket();
    expect((await ticketRow(api, ticket.ticketId)).status).toBe('awaiting_customer');
    const messageId = newMessageId();
    await smtp.sendMail({
      from: `Ada <${REQUESTER.email.toUpperCase()}>`,
      to: replyTo,
      subject: `Re: [${ticket.ticketId}] New reply to your support ticket`,
      messageId,
      text: QUOTED_REPLY,
      attachments: [{ filename: 'delivery-log.txt', content: 'GET /v1 200' }],
    });

    const last = (await messagesOf(api, ticket.ticketId)).at(-1)!;
    expect(last).toMatchObject({
      kind: 'customer',
      source: 'email',
      authorName: 'Ada',
      messageId,
      body: `Thanks, it delivers again.\n\nAda\n\n${ATTACHMENTS_HEADING}\n- delivery-log.txt`,
    });
    const updated = await ticketRow(api, ticket.ticketId);
    expect(updated.status).toBe('open');
    const changes = await api.database.db
      .select()
      .from(supportTicketStatusChanges)
      .where(eq(supportTicketStatusChanges.ticketId, ticket.id))
      .orderBy(supportTicketStatusChanges.changedAt);
    expect(changes.at(-1)).toMatchObject({ fromStatus: 'awaiting_customer', toStatus: 'open', changedBy: null });
  });

  it('over SMTP: threads by In-Reply-To when the reply went to the plain support address', async () => {
    const { ticket, agentMessageId } = await answeredTicket();
    const messageId = newMessageId();
    await smtp.sendMail({
      from: REQUESTER.email,
      to: `support@${DOMAIN}`,
      subject: 'Re: your reply',
      messageId,
      inReplyTo: agentMessageId,
      text: 'One more question: can I replay the missed events?',
    });
    const last = (await messagesOf(api, ticket.ticketId)).at(-1)!;
    expect(last).toMatchObject({ messageId, body: 'One more question: can I replay the missed events?' });
  });

  it('over SMTP: ignores a repeated Message-ID', async () => {
    const { ticket, replyTo } = await answeredTicket();
    const mail = { from: REQUESTER.email, to: replyTo, subject: 'Re', messageId: newMessageId(), text: 'Once only.' };
    await smtp.sendMail(mail);
    await smtp.sendMail(mail);
    const fromEmail = (await messagesOf(api, ticket.ticketId)).filter((message) => message.source === 'email');
    expect(fromEmail.map((message) => message.body)).toEqual(['Once only.']);
  });

  it('over SMTP: refuses a sender who is not the requester, and records why', async () => {
    const { ticket, replyTo } = await answeredTicket();
    const messageId = newMessageId();
    await smtp.sendMail({ from: 'mallory@example.com', to: replyTo, subject: 'Re', messageId, text: 'Let me in.' });
    expect((await messagesOf(api, ticket.ticketId)).map((message) => message.body)).not.toContain('Let me in.');
    expect(await rejections(messageId)).toEqual([
      expect.objectContaining({
        channel: 'smtp',
        reason: 'wrong_sender',
        fromAddress: 'mallory@example.com',
        ticketId: ticket.id,
      }),
    ]);
    expect((await ticketRow(api, ticket.ticketId)).status).toBe('awaiting_customer');
  });

  it('over SMTP: refuses a forged reply address, and records why', async () => {
    const { ticket } = await answeredTicket();
    const forged = replyAddressOf(ticket.id).replace(/[0-9a-f](?=@)/, (digit) => (digit === '0' ? '1' : '0'));
    const messageId = newMessageId();
    await smtp.sendMail({ from: REQUESTER.email, to: forged, subject: 'Re', messageId, text: 'Forged.' });
    expect((await messagesOf(api, ticket.ticketId)).map((message) => message.body)).not.toContain('Forged.');
    expect(await rejections(messageId)).toEqual([expect.objectContaining({ reason: 'invalid_token', ticketId: null })]);
  });

  it('over SMTP: drops vacation replies and list mail with a record, and takes Auto-Submitted: no', async () => {
    const { ticket, replyTo } = await answeredTicket();
    const cases = [
      { headers: { 'Auto-Submitted': 'auto-replied' }, reason: 'auto_reply' },
      { headers: { Precedence: 'bulk' }, reason: 'bulk' },
      { headers: { Precedence: 'list' }, reason: 'bulk' },
    ];
    for (const { headers, reason } of cases) {
      const messageId = newMessageId();
      await smtp.sendMail({
        from: REQUESTER.email,
        to: replyTo,
        subject: 'Out of office',
        messageId,
        headers,
        text: 'Away.',
      });
      expect(await rejections(messageId)).toEqual([expect.objectContaining({ reason, ticketId: null })]);
    }
    await smtp.sendMail({
      from: REQUESTER.email,
      to: replyTo,
      subject: 'Re',
      messageId: newMessageId(),
      headers: { 'Auto-Submitted': 'no' },
      text: 'Written by a person.',
    });
    const bodies = (await messagesOf(api, ticket.ticketId)).map((message) => message.body);
    expect(bodies).toContain('Written by a person.');
    expect(bodies).not.toContain('Away.');
  });

  it('over SMTP: refuses a message over 1 MB with 552, and records it', async () => {
    const { ticket, replyTo } = await answeredTicket();
    const before = await api.database.db.$count(
      supportInboundRejections,
      eq(supportInboundRejections.reason, 'too_large'),
    );
    await expect(
      smtp.sendMail({
        from: REQUESTER.email,
        to: replyTo,
        subject: 'Big',
        messageId: newMessageId(),
        text: 'x'.repeat(1024 * 1024 + 100),
      }),
    ).rejects.toMatchObject({ responseCode: 552 });
    const after = await api.database.db.$count(
      supportInboundRejections,
      eq(supportInboundRejections.reason, 'too_large'),
    );
    expect(after).toBe(before + 1);
    expect((await messagesOf(api, ticket.ticketId)).filter((message) => message.source === 'email')).toEqual([]);
  });

  it('over SMTP: takes mail for the support domain only', async () => {
    await expect(
      smtp.sendMail({ from: REQUESTER.email, to: 'someone@example.org', subject: 'Relay?', text: 'Relay me.' }),
    ).rejects.toMatchObject({ responseCode: 550 });
  });

  describe('a reply to a closed ticket', () => {
    /** A ticket of its own requester (the per-sender limit counts apart from the other tests), then closed. */
    async function closedTicket(email: string) {
      const ticket = await openTicket(api, { email, subject: 'Card declined' });
      await api.database.db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, ticket.id));
      return ticket;
    }

    const confirmationsOf = (ticketId: string) =>
      api.database.rows<{ to: string; replyTo: string }>(
        `select data->'to'->>'address' as "to", data->'thread'->>'replyTo' as "replyTo" from pgboss.job
         where name = 'email' and data->>'kind' = 'ticket-received' and data->>'ticketId' = $1`,
        [ticketId],
      );

    it("runs an Enterprise requester's follow-up target around the clock, as their ticket on the web", async () => {
      const clock = jest.spyOn(api.app.get(CLOCK), 'now').mockReturnValue(new Date('2026-11-27T16:30:00Z')); // Friday
      try {
        const enterprise = await signedInCustomer(api, 'enterprise');
        const opened = await api
          .http()
          .post('/api/support')
          .set('Cookie', enterprise.cookie)
          .send({ ...REQUESTER, email: enterprise.email, subject: 'Webhooks down', message: 'None.', priority: 'high' })
          .expect(201);
        const closed = await ticketRow(api, opened.body.ticketId);
        await api.database.db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, closed.id));
        const body = await raw({
          from: enterprise.email,
          to: replyAddressOf(closed.id),
          subject: 'Re: your ticket',
          messageId: newMessageId(),
          text: 'They stopped again.',
        });
        const answer = (await webhook(body).expect(200)).body;
        // Friday 16:30 and 4 hours around the clock; the business calendar would say Monday 12:30.
        expect((await ticketRow(api, answer.ticketId)).firstResponseDueAt).toEqual(new Date('2026-11-27T20:30:00Z'));
      } finally {
        clock.mockRestore();
      }
    });

    it('opens a new ticket that links the old one, by email, with its confirmation, once', async () => {
      const closed = await closedTicket('grace@example.com');
      const messageId = newMessageId();
      const body = await raw({
        from: 'grace@example.com',
        to: replyAddressOf(closed.id),
        subject: 'Re: your ticket',
        messageId,
        text: QUOTED_REPLY,
      });
      const answer = (await webhook(body).expect(200)).body;
      expect(answer).toEqual({
        outcome: 'opened',
        ticketId: expect.not.stringMatching(closed.ticketId),
        previousTicketId: closed.ticketId,
      });
      const followUp = await ticketRow(api, answer.ticketId);
      expect(followUp).toMatchObject({
        previousTicketId: closed.id,
        email: 'grace@example.com',
        subject: 'Card declined',
        message: 'Thanks, it delivers again.\n\nAda',
        status: 'open',
        source: 'email',
        messageId,
      });
      expect(await rejections(messageId)).toEqual([]);
      expect((await ticketRow(api, closed.ticketId)).status).toBe('closed');
      expect(await messagesOf(api, closed.ticketId)).toEqual([]);
      // The confirmation any new ticket gets, whose reply address names the new ticket.
      expect(await confirmationsOf(answer.ticketId)).toEqual([
        { to: 'grace@example.com', replyTo: replyAddressOf(followUp.id) },
      ]);

      // The requester's page and the desk say the first message came by email.
      const token = ticketLinkToken(
        { ticketId: followUp.ticketId, email: followUp.email },
        new Date(),
        api.config.auth.sessionSecret,
      );
      const page = await api
        .http()
        .get(`${CUSTOMER_TICKET_API_PATHS.ticket(followUp.ticketId)}?token=${encodeURIComponent(token)}`)
        .expect(200);
      expect(page.body.ticket.previousTicketId).toBe(closed.ticketId);
      expect(page.body.messages[0]).toMatchObject({ body: followUp.message, source: 'email' });
      const desk = await api.http().get(DESK_API_PATHS.ticket(followUp.ticketId)).set('Cookie', agentCookie);
      expect(desk.body.messages[0]).toMatchObject({ kind: 'customer', source: 'email' });

      // The same email again (a retry) opens no second ticket and sends no second confirmation.
      expect((await webhook(body).expect(200)).body).toEqual({ outcome: 'duplicate', ticketId: closed.ticketId });
      expect(await api.database.db.$count(supportTickets, eq(supportTickets.previousTicketId, closed.id))).toBe(1);
    });

    it('over SMTP too', async () => {
      const closed = await closedTicket('hopper@example.com');
      await smtp.sendMail({
        from: 'hopper@example.com',
        to: replyAddressOf(closed.id),
        subject: 'Re',
        messageId: newMessageId(),
        text: 'Declined again today.',
      });
      const [followUp] = await api.database.db
        .select()
        .from(supportTickets)
        .where(eq(supportTickets.previousTicketId, closed.id));
      expect(followUp).toMatchObject({ message: 'Declined again today.', source: 'email' });
    });
  });

  describe('reply limits', () => {
    it(`take ${CUSTOMER_REPLY_LIMITS.perTicketPerHour} replies an hour on one ticket, then refuse with a record`, async () => {
      const { ticket } = await answeredTicketOf('lamarr@example.com');
      const send = (text: string, messageId = newMessageId()) =>
        raw({ from: 'lamarr@example.com', to: replyAddressOf(ticket.id), subject: 'Re', messageId, text }).then(
          (body) => webhook(body).expect(200),
        );
      for (let reply = 1; reply <= CUSTOMER_REPLY_LIMITS.perTicketPerHour; reply += 1) {
        expect((await send(`Reply ${reply}`)).body.outcome).toBe('added');
      }
      const messageId = newMessageId();
      expect((await send('One more', messageId)).body).toEqual({ outcome: 'refused', reason: 'rate_limited' });
      expect(await rejections(messageId)).toEqual([
        expect.objectContaining({ reason: 'rate_limited', ticketId: ticket.id, fromAddress: 'lamarr@example.com' }),
      ]);
      expect((await messagesOf(api, ticket.ticketId)).map((message) => message.body)).not.toContain('One more');
    });

    it(`take ${CUSTOMER_REPLY_LIMITS.perSenderPerHour} replies an hour from one sender, counted with the web's`, async () => {
      const email = 'noether@example.com';
      const perTicket = CUSTOMER_REPLY_LIMITS.perTicketPerHour;
      const tickets = [];
      for (let index = 0; index <= Math.ceil(CUSTOMER_REPLY_LIMITS.perSenderPerHour / perTicket); index += 1) {
        tickets.push((await answeredTicketOf(email)).ticket);
      }
      // One reply on the ticket page, by the link of the emails: it counts against the same sender.
      const first = tickets[0]!;
      const token = ticketLinkToken({ ticketId: first.ticketId, email }, new Date(), api.config.auth.sessionSecret);
      await api
        .http()
        .post(`${CUSTOMER_TICKET_API_PATHS.messages(first.ticketId)}?token=${encodeURIComponent(token)}`)
        .send({ body: 'From the page.' })
        .expect(201);
      let sent = 1;
      for (const ticket of tickets) {
        for (let reply = ticket === first ? 1 : 0; reply < perTicket; reply += 1) {
          if (sent >= CUSTOMER_REPLY_LIMITS.perSenderPerHour) break;
          const body = await raw({ from: email, to: replyAddressOf(ticket.id), subject: 'Re', text: `More ${sent}` });
          expect((await webhook(body).expect(200)).body.outcome).toBe('added');
          sent += 1;
        }
      }
      const last = tickets.at(-1)!;
      const body = await raw({ from: email, to: replyAddressOf(last.id), subject: 'Re', text: 'Too many' });
      expect((await webhook(body).expect(200)).body).toEqual({ outcome: 'refused', reason: 'rate_limited' });
      expect((await messagesOf(api, last.ticketId)).map((message) => message.body)).not.toContain('Too many');
    });
  });

  describe('the webhook', () => {
    it('refuses a caller without the shared secret', async () => {
      const { replyTo } = await answeredTicket();
      const body = await raw({ from: REQUESTER.email, to: replyTo, subject: 'Re', text: 'Hello' });
      for (const secret of [null, 'wrong-secret-of-at-least-32-characters-long']) {
        const response = await webhook(body, secret).expect(401);
        expect(response.body.error).toBe(INBOUND_WEBHOOK_SECRET_REQUIRED);
      }
    });

    it('threads by the reply address and by In-Reply-To, strips the quote, and ignores a repeat', async () => {
      const { ticket, replyTo, agentMessageId } = await answeredTicket();
      const first = newMessageId();
      const byToken = await raw({
        from: REQUESTER.email,
        to: replyTo,
        subject: 'Re',
        messageId: first,
        text: QUOTED_REPLY,
      });
      expect((await webhook(byToken).expect(200)).body).toEqual({ outcome: 'added', ticketId: ticket.ticketId });
      expect((await webhook(byToken).expect(200)).body).toEqual({ outcome: 'duplicate', ticketId: ticket.ticketId });

      const byInReplyTo = await raw({
        from: REQUESTER.email,
        to: `support@${DOMAIN}`,
        subject: 'Re',
        messageId: newMessageId(),
        inReplyTo: agentMessageId,
        html: '<p>Also: <b>thank you</b>.</p><blockquote>On Monday Northvault wrote: old text</blockquote>',
      });
      expect((await webhook(byInReplyTo).expect(200)).body).toEqual({ outcome: 'added', ticketId: ticket.ticketId });

      const fromEmail = (await messagesOf(api, ticket.ticketId)).filter((message) => message.source === 'email');
      expect(fromEmail.map((message) => message.body)).toEqual([
        'Thanks, it delivers again.\n\nAda',
        'Also: thank you.',
      ]);
    });

    it("threads a reply to the ticket's confirmation email by its In-Reply-To", async () => {
      const ticket = await openTicket(api);
      const body = await raw({
        from: REQUESTER.email,
        to: `support@${DOMAIN}`,
        subject: 'Re',
        messageId: newMessageId(),
        inReplyTo: `<ticket-${ticket.ticketId}@${DOMAIN}>`,
        text: 'Adding a screenshot description.',
      });
      expect((await webhook(body).expect(200)).body).toEqual({ outcome: 'added', ticketId: ticket.ticketId });
      expect((await messagesOf(api, ticket.ticketId)).map((message) => message.body)).toEqual([
        'Adding a screenshot description.',
      ]);
    });

    it('refuses a stranger, a message naming no ticket and a vacation reply, each with its record', async () => {
      const { ticket, replyTo } = await answeredTicket();
      const cases = [
        { mail: { from: 'mallory@example.com', to: replyTo }, reason: 'wrong_sender' },
        {
          mail: { from: REQUESTER.email, to: `support@${DOMAIN}`, inReplyTo: '<unknown@example.com>' },
          reason: 'no_ticket',
        },
        {
          mail: { from: REQUESTER.email, to: replyTo, headers: { 'Auto-Submitted': 'auto-generated' } },
          reason: 'auto_reply',
        },
      ];
      for (const { mail, reason } of cases) {
        const messageId = newMessageId();
        const body = await raw({ ...mail, subject: 'Re', messageId, text: 'Not for the thread.' });
        expect((await webhook(body).expect(200)).body).toEqual({ outcome: 'refused', reason });
        expect(await rejections(messageId)).toEqual([expect.objectContaining({ channel: 'webhook', reason })]);
      }
      expect((await messagesOf(api, ticket.ticketId)).map((message) => message.body)).not.toContain(
        'Not for the thread.',
      );
    });

    it('refuses a message over 1 MB with 413, and records it', async () => {
      const before = await api.database.db.$count(
        supportInboundRejections,
        eq(supportInboundRejections.channel, 'webhook'),
      );
      await webhook(Buffer.alloc(1024 * 1024 + 1, 'a')).expect(413);
      const after = await api.database.db.$count(
        supportInboundRejections,
        eq(supportInboundRejections.channel, 'webhook'),
      );
      expect(after).toBe(before + 1);
    });

    it('wants the raw message', async () => {
      await api
        .http()
        .post('/api/support/inbound')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({ from: REQUESTER.email })
        .expect(415);
    });
  });
});
