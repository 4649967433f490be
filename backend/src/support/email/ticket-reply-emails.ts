import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TicketStatus } from '@northvault/contracts/support';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/database-handle';
import { supportTicketMessages, type supportTickets } from '../../database/schema';
import { EmailOutbox } from '../../email/public';
import { ticketLinkToken, ticketReplyAddress } from '../ticket-tokens';
import { referencesOf, ticketThreadId } from './message-ids';

type TicketRow = typeof supportTickets.$inferSelect;

/** The agent's reply as it was written to the thread. */
export interface AgentReply {
  messageId: string;
  agentName: string | null;
  body: string;
}

/** The query parameter of the ticket page's address that carries the signed link token. */
const TOKEN_PARAM = 'token';

/**
 * Emails an agent's reply to the requester (docs/product/contact-and-support.md#email-both-ways): queued inside the
 * transaction that writes the reply's row, so the email exists exactly when the reply does, and sent once by the
 * email worker. The email goes out with the Message-ID stored on the row; it answers the thread's latest message,
 * and its Reply-To names the ticket, so an answer finds its way back.
 */
@Injectable()
export class TicketReplyEmails {
  constructor(
    private readonly outbox: EmailOutbox,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async queue(tx: Transaction, ticket: TicketRow, reply: AgentReply, status: TicketStatus, now: Date): Promise<void> {
    const { domain } = this.config.supportEmail;
    const secret = this.config.auth.sessionSecret;
    const earlier = await tx
      .select({ messageId: supportTicketMessages.messageId })
      .from(supportTicketMessages)
      .where(
        and(
          eq(supportTicketMessages.ticketId, ticket.id),
          inArray(supportTicketMessages.kind, ['customer', 'agent']),
          isNotNull(supportTicketMessages.messageId),
        ),
      )
      .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
    const ids = earlier.map((row) => row.messageId!).filter((id) => id !== reply.messageId);
    const references = referencesOf(ticketThreadId(ticket.ticketId, domain), ids);
    const token = ticketLinkToken({ ticketId: ticket.ticketId, email: ticket.email }, now, secret);
    const page = `${this.config.server.siteOrigin}/support/tickets/${encodeURIComponent(ticket.ticketId)}`;
    await this.outbox.queue(tx, {
      kind: 'ticket-reply',
      // The requester's address as the ticket holds it; no display name a stranger chose goes in a header.
      to: { name: '', address: ticket.email },
      ticketId: ticket.ticketId,
      agentName: reply.agentName,
      body: reply.body,
      status,
      ticketUrl: `${page}?${TOKEN_PARAM}=${encodeURIComponent(token)}`,
      thread: {
        messageId: reply.messageId,
        inReplyTo: references[references.length - 1]!,
        references,
        replyTo: ticketReplyAddress(ticket.id, domain, secret),
      },
    });
  }
}
