import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { responseDueAt } from '@northvault/contracts/business-hours';
import type { PlanId } from '@northvault/contracts/plans';
import {
  DEFAULT_SUPPORT_CATEGORY,
  DEFAULT_SUPPORT_PRIORITY,
  responseTargetsAroundTheClock,
  SUPPORT_RESPONSE_TARGETS,
  type TicketMessageSource,
} from '@northvault/contracts/support';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { supportTickets } from '../database/schema';
import { isUniqueViolation } from '../database/unique-violation';
import { EmailOutbox, RecipientCaps } from '../email/public';
import type { CreateSupportTicketDto } from './create-support-ticket.dto';
import { AttachedRequests } from './customer/attached-requests';
import { ticketThreadId } from './email/message-ids';
import { TICKET_ID_GENERATOR, type TicketIdGenerator } from './ticket-id';
import { ticketLinkToken, ticketReplyAddress } from './ticket-tokens';

/** 40 random bits make a clash rare; a few attempts make a failure from clashes practically impossible. */
const MAX_TICKET_ID_ATTEMPTS = 5;
const TICKET_ID_CONSTRAINT = 'support_tickets_ticket_id_unique';

type TicketRow = typeof supportTickets.$inferInsert;

/** Who sent the ticket, when signed in. */
export interface TicketSender {
  id: string;
  email: string;
  emailVerified: boolean;
  /** The sender's plan, which decides whether the response target runs around the clock. */
  subscription?: { planId: PlanId } | null;
}

/**
 * The form's fields; for a requester's reply to a closed ticket (customer/ticket-follow-ups.ts), the ticket it
 * continues, how the reply came, and the Message-ID of an emailed one.
 */
export type NewTicket = CreateSupportTicketDto & {
  previousTicketId?: string;
  source?: TicketMessageSource;
  messageId?: string | null;
};

@Injectable()
export class SupportTicketsService {
  constructor(
    @Inject(TICKET_ID_GENERATOR) private readonly generateTicketId: TicketIdGenerator,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly emails: EmailOutbox,
    private readonly caps: RecipientCaps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly attachedRequests: AttachedRequests,
  ) {}

  /**
   * `sender` is the signed-in requester, or null for a visitor. A sender whose address is verified
   * gets the confirmation there, whatever the form says; any other address gets it only within its
   * caps (RecipientCaps). The confirmation email commits with the ticket; the ticket is kept without it.
   * The first-response target runs from now: around the clock for a plan with 24/7 support, on the business
   * calendar otherwise. An attached `requestId` must be a failed request of the sender's own account (400).
   * The confirmation carries the signed link that opens the ticket without signing in.
   */
  async create(input: NewTicket, sender: TicketSender | null): Promise<{ ticketId: string; emailSent: boolean }> {
    const requestId = await this.attachedRequests.check(input.requestId, sender);
    const priority = input.priority ?? DEFAULT_SUPPORT_PRIORITY;
    const now = this.clock.now();
    const row: TicketRow = {
      // Chosen here, so the confirmation's reply address can name the ticket before its row is written.
      id: randomUUID(),
      ticketId: this.generateTicketId(),
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      priority,
      category: input.category ?? DEFAULT_SUPPORT_CATEGORY,
      accountId: input.accountId ?? null,
      userId: sender?.id ?? null,
      requestId,
      previousTicketId: input.previousTicketId ?? null,
      source: input.source ?? 'web',
      messageId: input.messageId ?? null,
      createdAt: now,
      lastActivityAt: now,
      firstResponseDueAt: responseDueAt(now, SUPPORT_RESPONSE_TARGETS[priority].hours, {
        aroundTheClock: responseTargetsAroundTheClock(sender?.subscription?.planId),
        calendar: this.config.support.businessCalendar,
      }),
    };
    const verified = sender?.emailVerified ? sender.email : null;
    const emailSent = verified !== null || (await this.caps.allow(row.email));
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (emailSent) {
          await this.emails.queueWithRow(supportTickets, row, {
            kind: 'ticket-received',
            // The sender's words go in the body, quoted; the To header carries no name a stranger chose.
            to: { name: '', address: verified ?? row.email },
            senderName: row.name,
            ticketId: row.ticketId,
            subject: row.subject,
            priority: row.priority,
            // The thread's first email: a reply to it comes back to this ticket (support/email).
            thread: {
              messageId: ticketThreadId(row.ticketId, this.config.supportEmail.domain),
              replyTo: ticketReplyAddress(row.id!, this.config.supportEmail.domain, this.config.auth.sessionSecret),
            },
            linkToken: ticketLinkToken(
              { ticketId: row.ticketId, email: row.email },
              now,
              this.config.auth.sessionSecret,
            ),
            ...(requestId ? { requestId } : {}),
          });
        } else {
          await this.database.db.insert(supportTickets).values(row);
        }
        return { ticketId: row.ticketId, emailSent };
      } catch (error) {
        if (attempt >= MAX_TICKET_ID_ATTEMPTS || !isUniqueViolation(error, TICKET_ID_CONSTRAINT)) throw error;
        row.ticketId = this.generateTicketId();
      }
    }
  }
}
