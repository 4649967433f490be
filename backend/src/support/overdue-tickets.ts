import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { supportDeskTicketPath } from '@northvault/contracts/routes';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle, type Transaction } from '../database/database-handle';
import { supportTickets, users } from '../database/schema';
import { EmailOutbox } from '../email/public';

/** Tickets one pass marks at most; the next minute's pass takes the rest. */
const BATCH = 100;

/**
 * The overdue pass (docs/product/contact-and-support.md#overdue-tickets): a ticket waiting for its first agent reply
 * past its target is marked `overdue`, and its agent (or, unassigned, every agent) gets one email. The flag and the
 * emails commit together and the flag is only ever set from false, so each ticket's email goes once, however many
 * passes or instances run.
 */
@Injectable()
export class OverdueTickets {
  private readonly logger = new Logger(OverdueTickets.name);

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly outbox: EmailOutbox,
  ) {}

  /** Marks what is due now; answers how many tickets it marked. */
  async markDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.database.db
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.overdue, false),
          isNull(supportTickets.firstResponseAt),
          lt(supportTickets.firstResponseDueAt, now),
          // A solved or closed ticket waits for nobody.
          inArray(supportTickets.status, ['open', 'awaiting_customer']),
        ),
      )
      .orderBy(asc(supportTickets.firstResponseDueAt))
      .limit(BATCH);
    let marked = 0;
    for (const { id } of due) if (await this.mark(id)) marked += 1;
    if (marked > 0) this.logger.log(`Marked ${marked} support ticket(s) overdue`);
    return marked;
  }

  private async mark(id: string): Promise<boolean> {
    return this.database.transaction(async (tx) => {
      // Only from false, and only while still unanswered: a reply or another pass may have come first.
      const [ticket] = await tx
        .update(supportTickets)
        .set({ overdue: true })
        .where(
          and(eq(supportTickets.id, id), eq(supportTickets.overdue, false), isNull(supportTickets.firstResponseAt)),
        )
        .returning();
      if (!ticket) return false;
      const recipients = await this.recipientsOf(ticket.assigneeId, tx);
      for (const to of recipients) {
        await this.outbox.queue(tx, {
          kind: 'ticket-overdue',
          to,
          ticketId: ticket.ticketId,
          subject: ticket.subject,
          priority: ticket.priority,
          requesterEmail: ticket.email,
          dueAt: ticket.firstResponseDueAt!.toISOString(),
          deskUrl: `${this.config.server.siteOrigin}${supportDeskTicketPath(ticket.ticketId)}`,
        });
      }
      return true;
    });
  }

  /** The assigned agent, or every agent SUPPORT_AGENT_EMAILS lists. */
  private async recipientsOf(assigneeId: string | null, tx: Transaction): Promise<{ name: string; address: string }[]> {
    if (assigneeId !== null) {
      const [agent] = await tx.select().from(users).where(eq(users.id, assigneeId));
      if (agent) return [{ name: agent.name ?? '', address: agent.email }];
    }
    return [...this.config.support.agentEmails].map((address) => ({ name: '', address }));
  }
}
