import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import type { TicketMessageSource } from '@northvault/contracts/support';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { users } from '../../database/schema';
import { SandboxSubscribers } from '../../subscriptions/public';
import { isUniqueViolation } from '../../database/unique-violation';
import { SupportTicketsService, type TicketSender } from '../support-tickets.service';
import type { TicketRow } from './customer-ticket-access';

const MESSAGE_ID_CONSTRAINT = 'support_tickets_message_id_unique';

/** How the requester's reply to a closed ticket came: on the web (who was signed in), or by email. */
export type FollowUpReply =
  { source: 'web'; sender: TicketSender | null } | { source: 'email'; messageId: string | null };

export type FollowUpOutcome = { outcome: 'opened'; ticketId: string } | { outcome: 'duplicate' };

/**
 * The one way a requester's reply to a closed ticket becomes a new ticket that links it
 * (docs/product/contact-and-support.md#my-tickets), whether it came from the ticket page or by email: same
 * requester, subject, priority and category, and the confirmation any new ticket gets.
 */
@Injectable()
export class TicketFollowUps {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly tickets: SupportTicketsService,
    private readonly subscribers: SandboxSubscribers,
  ) {}

  async open(closed: TicketRow, body: string, reply: FollowUpReply): Promise<FollowUpOutcome> {
    const sender = reply.source === 'web' ? reply.sender : await this.accountOf(closed);
    const source: TicketMessageSource = reply.source;
    try {
      const created = await this.tickets.create(
        {
          name: closed.name,
          email: closed.email,
          subject: closed.subject,
          message: body,
          priority: closed.priority,
          category: closed.category,
          ...(closed.accountId ? { accountId: closed.accountId } : {}),
          previousTicketId: closed.id,
          source,
          messageId: reply.source === 'email' ? reply.messageId : null,
        },
        sender && closed.userId === sender.id ? sender : null,
      );
      return { outcome: 'opened', ticketId: created.ticketId };
    } catch (error) {
      // The same email delivered twice (an SMTP retry, a webhook resent) opened its ticket the first time.
      if (isUniqueViolation(error, MESSAGE_ID_CONSTRAINT)) return { outcome: 'duplicate' };
      throw error;
    }
  }

  /**
   * An emailed reply passed the requester check, so the new ticket stays with the account that held the closed
   * one: it shows in their tickets, a verified address gets the confirmation as the form's sender would, and the
   * plan they hold now decides whether its response target runs around the clock, as on the web.
   */
  private async accountOf(closed: TicketRow): Promise<TicketSender | null> {
    if (closed.userId === null) return null;
    const [user] = await this.database.db
      .select({ id: users.id, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, closed.userId));
    if (!user) return null;
    const subscriber = await this.subscribers.byId(user.id);
    return { ...user, subscription: subscriber ? { planId: subscriber.planId } : null };
  }
}
