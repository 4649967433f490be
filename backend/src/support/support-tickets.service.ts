import { Inject, Injectable } from '@nestjs/common';
import { responseDueAt } from '@northvault/contracts/business-hours';
import type { PlanId } from '@northvault/contracts/plans';
import {
  DEFAULT_SUPPORT_CATEGORY,
  DEFAULT_SUPPORT_PRIORITY,
  responseTargetsAroundTheClock,
  SUPPORT_RESPONSE_TARGETS,
} from '@northvault/contracts/support';
import { CLOCK, type Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { supportTickets } from '../database/schema';
import { isUniqueViolation } from '../database/unique-violation';
import { EmailOutbox } from '../email/public';
import type { CreateSupportTicketDto } from './create-support-ticket.dto';
import { TICKET_ID_GENERATOR, type TicketIdGenerator } from './ticket-id';

/** 40 random bits make a clash rare; a few attempts make a failure from clashes practically impossible. */
const MAX_TICKET_ID_ATTEMPTS = 5;
const TICKET_ID_CONSTRAINT = 'support_tickets_ticket_id_unique';

type TicketRow = typeof supportTickets.$inferInsert;

@Injectable()
export class SupportTicketsService {
  constructor(
    @Inject(TICKET_ID_GENERATOR) private readonly generateTicketId: TicketIdGenerator,
    private readonly emails: EmailOutbox,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * `requester` is the signed-in requester, or null for a visitor. The first-response target runs from now,
   * around the clock for a plan with 24/7 support, on the business calendar otherwise. The confirmation email
   * commits with the ticket.
   */
  async create(
    input: CreateSupportTicketDto,
    requester: { id: string; planId: PlanId | null } | null,
  ): Promise<{ ticketId: string }> {
    const userId = requester?.id ?? null;
    const priority = input.priority ?? DEFAULT_SUPPORT_PRIORITY;
    const now = this.clock.now();
    const row: TicketRow = {
      ticketId: this.generateTicketId(),
      name: input.name,
      email: input.email,
      subject: input.subject,
      message: input.message,
      priority,
      category: input.category ?? DEFAULT_SUPPORT_CATEGORY,
      accountId: input.accountId ?? null,
      userId,
      createdAt: now,
      lastActivityAt: now,
      firstResponseDueAt: responseDueAt(now, SUPPORT_RESPONSE_TARGETS[priority].hours, {
        aroundTheClock: responseTargetsAroundTheClock(requester?.planId),
        calendar: this.config.support.businessCalendar,
      }),
    };
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.emails.queueWithRow(supportTickets, row, {
          kind: 'ticket-received',
          to: { name: row.name, address: row.email },
          ticketId: row.ticketId,
          subject: row.subject,
          priority: row.priority,
        });
        return { ticketId: row.ticketId };
      } catch (error) {
        if (attempt >= MAX_TICKET_ID_ATTEMPTS || !isUniqueViolation(error, TICKET_ID_CONSTRAINT)) throw error;
        row.ticketId = this.generateTicketId();
      }
    }
  }
}
