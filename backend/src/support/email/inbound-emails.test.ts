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
import { supportInboundRejections, supportTicketStatusChanges } from '../../database/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ticketReplyAddress } from '../ticket-tokens';
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
    const ticket = await openTicket(api);
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
