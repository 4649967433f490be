import { ConflictException, Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import {
  CUSTOMER_TICKET_MESSAGES,
  type CustomerReplyResponse,
  type CustomerTicketResponse,
  type CustomerTicketSummary,
  type CustomerTicketsResponse,
  type TicketRatingRequest,
} from '@northvault/contracts/support-tickets';
import type { SignedInUser } from '../../auth/public';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { supportTicketMessages, supportTicketRatings, supportTickets } from '../../database/schema';
import { isUniqueViolation } from '../../database/unique-violation';
import { changeStatus } from '../desk/desk.service';
import { ticketLinkToken } from '../ticket-tokens';
import { accessTo, type TicketAccess, type TicketRow } from './customer-ticket-access';
import { CustomerReplyLimits } from './customer-reply-limits';
import { TicketFollowUps } from './ticket-follow-ups';

const RATING_CONSTRAINT = 'support_ticket_ratings_ticket_id_unique';

/**
 * The requester's side of their tickets (docs/product/contact-and-support.md#my-tickets): the list, one ticket's
 * conversation without internal notes, their reply (which reopens a solved ticket, or opens a new one after a
 * closed one), and the answer to `Was this helpful?`.
 */
@Injectable()
export class CustomerTicketsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly limits: CustomerReplyLimits,
    private readonly followUps: TicketFollowUps,
  ) {}

  /** The signed-in account's tickets, newest activity first; never another account's. */
  async list(user: SignedInUser): Promise<CustomerTicketsResponse> {
    const rows = await this.database.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.userId, user.id))
      .orderBy(desc(supportTickets.lastActivityAt), desc(supportTickets.createdAt));
    return { tickets: rows.map(summaryOf) };
  }

  async ticket(
    ticketId: string,
    user: SignedInUser | null,
    token: string | undefined,
  ): Promise<CustomerTicketResponse> {
    const { ticket } = await this.open(ticketId, user, token);
    return this.view(ticket);
  }

  /**
   * The requester's reply. It waits for an agent again (a solved ticket reopens, with its audit row); on a closed
   * ticket it opens a new ticket that links the old one, and answers that ticket's id.
   */
  async reply(
    ticketId: string,
    user: SignedInUser | null,
    token: string | undefined,
    body: string,
  ): Promise<CustomerReplyResponse> {
    const { ticket, access } = await this.open(ticketId, user, token);
    await this.limits.take(ticket.id, access.by === 'session' ? `user:${access.user.id}` : `email:${ticket.email}`);
    if (ticket.status === 'closed') return this.followUp(ticket, access, body);
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const [locked] = await tx.select().from(supportTickets).where(eq(supportTickets.id, ticket.id)).for('update');
      await tx.insert(supportTicketMessages).values({
        ticketId: ticket.id,
        kind: 'customer',
        authorId: access.user?.id ?? null,
        authorName: ticket.name,
        body,
        source: 'web',
        createdAt: now,
      });
      await tx.update(supportTickets).set({ lastActivityAt: now }).where(eq(supportTickets.id, ticket.id));
      if (locked && locked.status !== 'open') await changeStatus(tx, locked, 'open', access.user?.id ?? null, now);
    });
    return { ticketId: ticket.ticketId, token: null };
  }

  /** `Was this helpful?`, answered once per solved (or since closed) ticket; a second answer gets 409. */
  async rate(
    ticketId: string,
    user: SignedInUser | null,
    token: string | undefined,
    rating: TicketRatingRequest,
  ): Promise<CustomerTicketResponse> {
    const { ticket } = await this.open(ticketId, user, token);
    if (ticket.status !== 'solved' && ticket.status !== 'closed') {
      throw new ConflictException(CUSTOMER_TICKET_MESSAGES.notSolved);
    }
    try {
      await this.database.db.insert(supportTicketRatings).values({
        ticketId: ticket.id,
        helpful: rating.helpful,
        // A comment belongs to a No only.
        comment: rating.helpful ? null : rating.comment?.trim() || null,
        ratedAt: this.clock.now(),
      });
    } catch (error) {
      if (isUniqueViolation(error, RATING_CONSTRAINT))
        throw new ConflictException(CUSTOMER_TICKET_MESSAGES.alreadyRated);
      throw error;
    }
    return this.view(ticket);
  }

  private async open(ticketId: string, user: SignedInUser | null, token: string | undefined) {
    const [ticket] = await this.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
    const access = accessTo(ticket, user, token, this.clock.now(), this.config.auth.sessionSecret);
    return { ticket: ticket!, access };
  }

  /** A closed ticket's reply opens a new ticket linking it (TicketFollowUps, the same for an emailed reply). */
  private async followUp(closed: TicketRow, access: TicketAccess, body: string): Promise<CustomerReplyResponse> {
    const created = await this.followUps.open(closed, body, { source: 'web', sender: access.user });
    // Only an emailed reply can be a repeat; a reply on the web always opens its ticket.
    if (created.outcome !== 'opened') throw new Error('A reply on the web opened no follow-up ticket.');
    // A requester who came by a link holds one for the old ticket only; the new ticket's link is theirs too.
    const token =
      access.by === 'link'
        ? ticketLinkToken(
            { ticketId: created.ticketId, email: closed.email },
            this.clock.now(),
            this.config.auth.sessionSecret,
          )
        : null;
    return { ticketId: created.ticketId, token };
  }

  private async view(ticket: TicketRow): Promise<CustomerTicketResponse> {
    const db = this.database.db;
    const [messages, [rating], [previous], [next]] = await Promise.all([
      db
        .select()
        .from(supportTicketMessages)
        .where(
          and(
            eq(supportTicketMessages.ticketId, ticket.id),
            inArray(supportTicketMessages.kind, ['customer', 'agent']),
          ),
        )
        .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id)),
      db.select().from(supportTicketRatings).where(eq(supportTicketRatings.ticketId, ticket.id)),
      ticket.previousTicketId
        ? db
            .select({ ticketId: supportTickets.ticketId })
            .from(supportTickets)
            .where(eq(supportTickets.id, ticket.previousTicketId))
        : Promise.resolve([]),
      db
        .select({ ticketId: supportTickets.ticketId })
        .from(supportTickets)
        .where(and(eq(supportTickets.previousTicketId, ticket.id), ne(supportTickets.id, ticket.id)))
        .orderBy(asc(supportTickets.createdAt))
        .limit(1),
    ]);
    const [fresh] = await db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    const current = fresh ?? ticket;
    return {
      ticket: {
        ...summaryOf(current),
        requestId: current.requestId,
        previousTicketId: previous?.ticketId ?? null,
        nextTicketId: next?.ticketId ?? null,
        rating: rating
          ? { helpful: rating.helpful, comment: rating.comment, ratedAt: rating.ratedAt.toISOString() }
          : null,
      },
      messages: [
        {
          id: current.id,
          from: 'customer',
          authorName: current.name,
          body: current.message,
          source: current.source,
          createdAt: current.createdAt.toISOString(),
        },
        ...messages.map((message) => ({
          id: message.id,
          from: message.kind === 'agent' ? ('agent' as const) : ('customer' as const),
          authorName: message.kind === 'agent' ? 'Northvault support' : message.authorName,
          body: message.body,
          source: message.source,
          createdAt: message.createdAt.toISOString(),
        })),
      ],
    };
  }
}

function summaryOf(ticket: TicketRow): CustomerTicketSummary {
  return {
    ticketId: ticket.ticketId,
    subject: ticket.subject,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    lastActivityAt: ticket.lastActivityAt.toISOString(),
  };
}
