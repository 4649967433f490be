import { Inject, Injectable, Logger } from '@nestjs/common';
import { eq, inArray } from 'drizzle-orm';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import {
  type InboundChannel,
  type InboundRejectionReason,
  supportInboundRejections,
  supportTicketMessages,
  supportTickets,
  users,
} from '../../database/schema';
import { CustomerReplyLimits } from '../customer/customer-reply-limits';
import { TicketFollowUps } from '../customer/ticket-follow-ups';
import { changeStatus } from '../desk/desk.service';
import { ticketFromReplyAddress } from '../ticket-tokens';
import {
  type InboundMessage,
  MAX_INBOUND_EMAIL_BYTES,
  parseInboundMessage,
  UnreadableEmailError,
} from './inbound-message';
import { ticketIdOfThreadId } from './message-ids';
import { replyText } from './reply-text';

type TicketRow = typeof supportTickets.$inferSelect;

/** Where a message came from, and the envelope's recipients when the channel knows them (SMTP's RCPT TO). */
export interface InboundDelivery {
  channel: InboundChannel;
  envelopeRecipients: readonly string[];
}

export type InboundOutcome =
  | { outcome: 'added'; ticketId: string }
  | { outcome: 'duplicate'; ticketId: string }
  /** A reply to a closed ticket: the new ticket that links it. */
  | { outcome: 'opened'; ticketId: string; previousTicketId: string }
  | { outcome: 'refused'; reason: InboundRejectionReason };

/** Stored values of what a sender claimed are cut to this length: enough to recognise, too short to abuse. */
const MAX_RECORDED = 500;
/** Statuses a requester's reply sends back to the agents. */
const WAITING_FOR_THE_REQUESTER = new Set(['awaiting_customer', 'solved']);

interface Refusal {
  reason: InboundRejectionReason;
  detail: string;
  ticket?: TicketRow;
}

/**
 * The one service behind both inbound channels, the SMTP listener and the provider's webhook
 * (docs/product/contact-and-support.md#inbound-email). A reply finds its ticket by the signed token of the address
 * it was sent to, or by the message it answers; it is added, as the requester's, only when its sender is the
 * ticket's requester, and within the requester's reply limits of the ticket page. A reply to a closed ticket opens
 * a follow-up ticket, as on the ticket page. Everything refused or dropped is recorded with the reason, and never
 * deleted. A Message-ID already in the thread (or that opened a follow-up) is a repeat and changes nothing.
 */
@Injectable()
export class InboundEmails {
  private readonly logger = new Logger(InboundEmails.name);

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: CustomerReplyLimits,
    private readonly followUps: TicketFollowUps,
  ) {}

  async receive(raw: Buffer, delivery: InboundDelivery): Promise<InboundOutcome> {
    if (raw.length > MAX_INBOUND_EMAIL_BYTES) return this.refuseTooLarge(raw.length, delivery);
    let message: InboundMessage;
    try {
      message = await parseInboundMessage(raw);
    } catch (error) {
      if (!(error instanceof UnreadableEmailError)) throw error;
      return this.refuse(delivery, raw.length, null, {
        reason: 'unreadable',
        detail: 'The message could not be parsed.',
      });
    }
    // Vacation replies and list mail would answer the desk's emails forever.
    if (message.automatic) {
      return this.refuse(delivery, raw.length, message, {
        reason: message.automatic.reason,
        detail: `Dropped an automatic message (${message.automatic.header}).`,
      });
    }
    const found = await this.ticketOf(message, delivery);
    if ('reason' in found) return this.refuse(delivery, raw.length, message, found);
    const { ticket } = found;
    if (!(await this.isRequester(message.from, ticket))) {
      return this.refuse(delivery, raw.length, message, {
        reason: 'wrong_sender',
        detail: "The sender is not the ticket's requester.",
        ticket,
      });
    }
    const body = replyText(message.text, message.attachmentNames);
    if (body === '') {
      return this.refuse(delivery, raw.length, message, {
        reason: 'empty',
        detail: 'Nothing was left of the message once quoted text and signature were removed.',
        ticket,
      });
    }
    // The requester's limits of the ticket page: the same counts, whichever way the replies come.
    if (!(await this.limits.allow(ticket.id, senderOf(ticket)))) {
      return this.refuse(delivery, raw.length, message, {
        reason: 'rate_limited',
        detail: "Over the requester's reply limits; the reply is not added.",
        ticket,
      });
    }
    if (ticket.status === 'closed') return this.followUp(ticket, message.messageId, body);
    return this.append(ticket, message.messageId, body);
  }

  /** What the SMTP listener calls when a message went past the size limit before it was read whole. */
  async refuseTooLarge(sizeBytes: number, delivery: InboundDelivery): Promise<InboundOutcome> {
    return this.refuse(delivery, sizeBytes, null, {
      reason: 'too_large',
      detail: `The message is larger than ${MAX_INBOUND_EMAIL_BYTES} bytes.`,
    });
  }

  /** A reply to a closed ticket opens a new ticket linking it, as on the ticket page (TicketFollowUps). */
  private async followUp(closed: TicketRow, messageId: string | null, body: string): Promise<InboundOutcome> {
    const created = await this.followUps.open(closed, body, { source: 'email', messageId });
    if (created.outcome === 'duplicate') return { outcome: 'duplicate', ticketId: closed.ticketId };
    this.logger.log(`Emailed reply to closed support ticket ${closed.ticketId} opened ${created.ticketId}`);
    return { outcome: 'opened', ticketId: created.ticketId, previousTicketId: closed.ticketId };
  }

  /** Adds the requester's reply and hands the ticket back to the agents, with the audit row of that change. */
  private async append(ticket: TicketRow, messageId: string | null, body: string): Promise<InboundOutcome> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      const [locked] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticket.id)).for('update');
      const inserted = await tx
        .insert(supportTicketMessages)
        .values({
          ticketId: ticket.id,
          kind: 'customer',
          authorId: ticket.userId,
          authorName: ticket.name,
          body,
          messageId,
          source: 'email',
          createdAt: now,
        })
        .onConflictDoNothing({ target: supportTicketMessages.messageId })
        .returning({ id: supportTicketMessages.id });
      if (inserted.length === 0) return { outcome: 'duplicate' as const, ticketId: ticket.ticketId };
      await tx.update(supportTickets).set({ lastActivityAt: now }).where(eq(supportTickets.id, ticket.id));
      if (locked && WAITING_FOR_THE_REQUESTER.has(locked.status)) await changeStatus(tx, locked, 'open', null, now);
      this.logger.log(`Emailed reply added to support ticket ${ticket.ticketId}`);
      return { outcome: 'added' as const, ticketId: ticket.ticketId };
    });
  }

  /**
   * The ticket a reply belongs to: named by a reply address among its recipients (a forged one is refused), or
   * else by the message it answers, one of the desk's emails of that ticket.
   */
  private async ticketOf(message: InboundMessage, delivery: InboundDelivery): Promise<{ ticket: TicketRow } | Refusal> {
    const { domain } = this.config.supportEmail;
    const secret = this.config.auth.sessionSecret;
    const recipients = [
      ...new Set([...delivery.envelopeRecipients.map((to) => to.toLowerCase()), ...message.headerRecipients]),
    ];
    const replyAddresses = recipients.filter((to) => to.startsWith('support+') && to.endsWith(`@${domain}`));
    if (replyAddresses.length > 0) {
      const ids = replyAddresses.flatMap((to) => ticketFromReplyAddress(to, domain, secret) ?? []);
      if (ids.length === 0)
        return { reason: 'invalid_token', detail: 'The reply address carries no valid ticket token.' };
      const [ticket] = await this.database.db
        .select()
        .from(supportTickets)
        .where(inArray(supportTickets.id, ids))
        .limit(1);
      return ticket ? { ticket } : { reason: 'no_ticket', detail: 'The reply address names no ticket.' };
    }
    for (const answered of [message.inReplyTo, ...message.references.slice().reverse()]) {
      if (!answered) continue;
      const ticket = await this.ticketAnsweredBy(answered, domain);
      if (ticket) return { ticket };
    }
    return { reason: 'no_ticket', detail: 'Neither the recipient nor In-Reply-To names a ticket.' };
  }

  private async ticketAnsweredBy(messageId: string, domain: string): Promise<TicketRow | undefined> {
    const root = ticketIdOfThreadId(messageId, domain);
    if (root !== null) {
      const [ticket] = await this.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, root));
      return ticket;
    }
    const [row] = await this.database.db
      .select({ ticket: supportTickets })
      .from(supportTicketMessages)
      .innerJoin(supportTickets, eq(supportTickets.id, supportTicketMessages.ticketId))
      .where(eq(supportTicketMessages.messageId, messageId));
    return row?.ticket;
  }

  /** The address the ticket was opened with, or the verified address of the account that opened it. */
  private async isRequester(from: string | null, ticket: TicketRow): Promise<boolean> {
    if (from === null) return false;
    if (from === ticket.email.trim().toLowerCase()) return true;
    if (ticket.userId === null) return false;
    const [user] = await this.database.db.select().from(users).where(eq(users.id, ticket.userId));
    return user !== undefined && user.emailVerified && user.email.trim().toLowerCase() === from;
  }

  private async refuse(
    delivery: InboundDelivery,
    sizeBytes: number,
    message: InboundMessage | null,
    refusal: Refusal,
  ): Promise<InboundOutcome> {
    const recipients = [...delivery.envelopeRecipients, ...(message?.headerRecipients ?? [])];
    await this.database.db.insert(supportInboundRejections).values({
      receivedAt: this.clock.now(),
      channel: delivery.channel,
      reason: refusal.reason,
      detail: refusal.detail,
      messageId: recorded(message?.messageId),
      fromAddress: recorded(message?.from),
      recipients: recorded(recipients.length > 0 ? [...new Set(recipients)].join(', ') : null),
      ticketId: refusal.ticket?.id ?? null,
      sizeBytes,
    });
    this.logger.warn(`Inbound email refused (${refusal.reason}) through ${delivery.channel}`);
    return { outcome: 'refused', reason: refusal.reason };
  }
}

/**
 * Whom the per-sender limit counts: the account that holds the ticket, as its signed-in replies are counted, or
 * else the ticket's address, as replies by its link are.
 */
function senderOf(ticket: TicketRow): string {
  return ticket.userId ? `user:${ticket.userId}` : `email:${ticket.email}`;
}

// eslint-disable-next-line no-control-regex -- a recorded header value is one line of text
const CONTROL = /[\u0000-\u001f\u007f]+/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

function recorded(value: string | null | undefined): string | null {
  return value ? value.replace(CONTROL, ' ').slice(0, MAX_RECORDED).replace(LONE_SURROGATE, '\ufffd') : null;
}
