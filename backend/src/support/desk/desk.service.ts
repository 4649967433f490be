import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { aliasedTable, and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  DeskMessage,
  DeskQueueResponse,
  DeskTicketResponse,
  DeskTicketSummary,
} from '@northvault/contracts/support-desk';
import type { PlanId } from '@northvault/contracts/plans';
import type { AgentSettableStatus, TicketStatus } from '@northvault/contracts/support';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { supportTicketMessages, supportTickets, supportTicketStatusChanges, users } from '../../database/schema';
import type { SignedInUser } from '../../auth/public';
import { replyMessageId } from '../email/message-ids';
import { TicketReplyEmails } from '../email/ticket-reply-emails';
import type { DeskQueueQuery } from './desk.dto';

export const TICKET_NOT_FOUND = 'No ticket has this id.';

/** The statuses the queue shows unless a filter names one: the tickets waiting for an agent. */
const QUEUE_STATUSES: readonly TicketStatus[] = ['open'];

type TicketRow = typeof supportTickets.$inferSelect;

const assignees = aliasedTable(users, 'assignees');

/** The requester's plan: the subscription their account holds, if they were signed in. */
const requesterPlan = sql<PlanId | null>`(
  select s.plan_id from subscriptions s
  where s.account_id = ${supportTickets.userId} and s.status <> 'canceled'
  order by s.started_at desc limit 1
)`;

/** What agents do on the desk (docs/product/contact-and-support.md#support-desk). */
@Injectable()
export class DeskService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly replyEmails: TicketReplyEmails,
  ) {}

  /** Tickets waiting for an agent (or the filtered status), the soonest due first. */
  async queue(agent: SignedInUser, filters: DeskQueueQuery): Promise<DeskQueueResponse> {
    const conditions: SQL[] = [
      filters.status ? eq(supportTickets.status, filters.status) : inArray(supportTickets.status, [...QUEUE_STATUSES]),
    ];
    if (filters.priority) conditions.push(eq(supportTickets.priority, filters.priority));
    if (filters.category) conditions.push(eq(supportTickets.category, filters.category));
    if (filters.mine === 'true') conditions.push(eq(supportTickets.assigneeId, agent.id));
    const rows = await this.summaries()
      .where(and(...conditions))
      .orderBy(sql`${supportTickets.firstResponseDueAt} asc nulls last`, asc(supportTickets.createdAt));
    const now = this.clock.now();
    return { now: now.toISOString(), tickets: rows.map((row) => summaryOf(row, now)) };
  }

  async ticket(ticketId: string): Promise<DeskTicketResponse> {
    const [row] = await this.summaries().where(eq(supportTickets.ticketId, ticketId));
    if (!row) throw new NotFoundException(TICKET_NOT_FOUND);
    const replies = await this.database.db
      .select()
      .from(supportTicketMessages)
      .where(eq(supportTicketMessages.ticketId, row.ticket.id))
      .orderBy(asc(supportTicketMessages.createdAt), asc(supportTicketMessages.id));
    const first: DeskMessage = {
      id: row.ticket.id,
      kind: 'customer',
      authorName: row.ticket.name,
      body: row.ticket.message,
      source: row.ticket.source,
      createdAt: row.ticket.createdAt.toISOString(),
    };
    const now = this.clock.now();
    return {
      now: now.toISOString(),
      ticket: summaryOf(row, now),
      messages: [
        first,
        ...replies.map((message) => ({
          id: message.id,
          kind: message.kind,
          authorName: message.authorName,
          body: message.body,
          source: message.source,
          createdAt: message.createdAt.toISOString(),
        })),
      ],
    };
  }

  /**
   * An agent's reply (the first one meets the response target; the ticket then waits for the requester) or an
   * internal note, which changes nothing else.
   */
  async addMessage(agent: SignedInUser, ticketId: string, body: string, internal: boolean): Promise<void> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      // A reply is emailed with this Message-ID, so the requester's answer to it finds the ticket.
      const messageId = internal ? null : replyMessageId(this.config.supportEmail.domain);
      await tx.insert(supportTicketMessages).values({
        ticketId: ticket.id,
        kind: internal ? 'note' : 'agent',
        authorId: agent.id,
        authorName: agent.name ?? agent.email,
        body,
        messageId,
        source: 'web',
        createdAt: now,
      });
      if (messageId === null) return;
      await tx
        .update(supportTickets)
        .set({ firstResponseAt: ticket.firstResponseAt ?? now, overdue: false, lastActivityAt: now })
        .where(eq(supportTickets.id, ticket.id));
      const status = ticket.status === 'open' ? 'awaiting_customer' : ticket.status;
      if (status !== ticket.status) await changeStatus(tx, ticket, status, agent.id, now);
      // Notes never leave the desk; replies reach the requester by email (support/email).
      await this.replyEmails.queue(tx, ticket, { messageId, agentName: agent.name, body }, status, now);
    });
  }

  async assignToMe(agent: SignedInUser, ticketId: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      await tx.update(supportTickets).set({ assigneeId: agent.id }).where(eq(supportTickets.id, ticket.id));
    });
  }

  async setStatus(agent: SignedInUser, ticketId: string, status: AgentSettableStatus): Promise<void> {
    const now = this.clock.now();
    await this.database.transaction(async (tx) => {
      const ticket = await lockTicket(tx, ticketId);
      if (ticket.status !== status) await changeStatus(tx, ticket, status, agent.id, now);
    });
  }

  private summaries() {
    return this.database.db
      .select({
        ticket: supportTickets,
        planId: requesterPlan,
        assigneeName: assignees.name,
        assigneeEmail: assignees.email,
      })
      .from(supportTickets)
      .leftJoin(assignees, eq(assignees.id, supportTickets.assigneeId))
      .$dynamic();
  }
}

async function lockTicket(tx: Transaction, ticketId: string): Promise<TicketRow> {
  const [ticket] = await tx.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId)).for('update');
  if (!ticket) throw new NotFoundException(TICKET_NOT_FOUND);
  return ticket;
}

/** Sets the status and writes the audit row: who, from, to, when. */
export async function changeStatus(
  tx: Transaction,
  ticket: TicketRow,
  to: TicketStatus,
  changedBy: string | null,
  now: Date,
): Promise<void> {
  await tx.update(supportTickets).set({ status: to }).where(eq(supportTickets.id, ticket.id));
  await tx
    .insert(supportTicketStatusChanges)
    .values({ ticketId: ticket.id, changedBy, fromStatus: ticket.status, toStatus: to, changedAt: now });
}

function summaryOf(
  row: { ticket: TicketRow; planId: PlanId | null; assigneeName: string | null; assigneeEmail: string | null },
  now: Date,
): DeskTicketSummary {
  const { ticket } = row;
  const due = ticket.firstResponseDueAt;
  return {
    ticketId: ticket.ticketId,
    subject: ticket.subject,
    requester: { name: ticket.name, email: ticket.email, planId: row.planId ?? null, accountId: ticket.accountId },
    priority: ticket.priority,
    category: ticket.category,
    status: ticket.status,
    createdAt: ticket.createdAt.toISOString(),
    firstResponseDueAt: due?.toISOString() ?? null,
    firstResponseAt: ticket.firstResponseAt?.toISOString() ?? null,
    overdue: ticket.overdue || (due !== null && ticket.firstResponseAt === null && due.getTime() < now.getTime()),
    assignee:
      ticket.assigneeId === null
        ? null
        : { id: ticket.assigneeId, name: row.assigneeName ?? row.assigneeEmail ?? 'Unknown agent' },
    requestId: ticket.requestId,
  };
}
