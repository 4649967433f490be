/**
 * Support tickets (docs/product/contact-and-support.md#support-ticket-form), their response targets
 * (docs/product/business-rules.md#support-response-targets) and each plan's support.
 */
import { PLAN_IDS, PLANS, type PlanId } from './plans';
import { MARKETING_CLAIMS } from './business';

export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'medium';

export const SUPPORT_CATEGORIES = ['technical', 'billing', 'general', 'security'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const DEFAULT_SUPPORT_CATEGORY: SupportCategory = 'general';

export interface ResponseTarget {
  priority: SupportPriority;
  hours: number;
  label: string;
}

/** First-response targets, most urgent first. */
export const SUPPORT_RESPONSE_TARGETS: Readonly<Record<SupportPriority, ResponseTarget>> = {
  urgent: { priority: 'urgent', hours: 1, label: '1 hour' },
  high: { priority: 'high', hours: 4, label: '4 hours' },
  medium: { priority: 'medium', hours: 24, label: '24 hours' },
  low: { priority: 'low', hours: 48, label: '48 hours' },
};

/** Whether the plan's first-response targets run around the clock (Enterprise's 24/7 support), not in business hours. */
export function responseTargetsAroundTheClock(planId: PlanId | null | undefined): boolean {
  return planId === 'enterprise';
}

export const SUPPORT_MESSAGES = {
  failed: 'Failed to create support ticket',
  network: 'Network error. Please try again.',
} as const;

/**
 * How each plan reaches support, and when (docs/product/contact-and-support.md#support-by-plan). The level's
 * name is the catalogue's (`PLANS[id].limits.support`); only Enterprise has phone support around the clock.
 * The pricing cards and the support page both read this, so they cannot disagree.
 */
export interface PlanSupport {
  planId: PlanId;
  /** The plan's support level, as the pricing cards and the plan documentation name it. */
  level: string;
  /** The ways in, in one phrase. */
  channels: string;
  /** When each way in answers, in one phrase. */
  hours: string;
}

export const PLAN_SUPPORT: Readonly<Record<PlanId, PlanSupport>> = {
  starter: {
    planId: 'starter',
    level: PLANS.starter.limits.support,
    channels: 'Email and support tickets',
    hours: `Email replies within ${MARKETING_CLAIMS.replyWithin}; tickets by their priority’s response target`,
  },
  business: {
    planId: 'business',
    level: PLANS.business.limits.support,
    channels: 'Email, support tickets and phone',
    hours: 'Phone on weekdays, 08:00–20:00 UK time; your tickets are answered first',
  },
  enterprise: {
    planId: 'enterprise',
    level: PLANS.enterprise.limits.support,
    channels: 'Email, support tickets, phone and a named support engineer',
    hours: 'Phone 24/7, every day of the year',
  },
};

export const PLAN_SUPPORT_LIST: readonly PlanSupport[] = PLAN_IDS.map((id) => PLAN_SUPPORT[id]);

/**
 * A ticket's state on the desk (docs/product/contact-and-support.md#support-desk): `open` waits for an agent,
 * `awaiting_customer` for the requester, `solved` for nothing (a reply reopens it), `closed` for good.
 */
export const TICKET_STATUSES = ['open', 'awaiting_customer', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** What an agent may set on the ticket page; `closed` is left to the auto-close. */
export const AGENT_SETTABLE_STATUSES = [
  'open',
  'awaiting_customer',
  'solved',
] as const satisfies readonly TicketStatus[];
export type AgentSettableStatus = (typeof AGENT_SETTABLE_STATUSES)[number];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  awaiting_customer: 'Awaiting customer',
  solved: 'Solved',
  closed: 'Closed',
};

/** Who wrote a message of a ticket's thread: the requester, an agent (emailed), or an agent's internal note. */
export const TICKET_MESSAGE_KINDS = ['customer', 'agent', 'note'] as const;
export type TicketMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];
export const TICKET_MESSAGE_SOURCES = ['web', 'email'] as const;
export type TicketMessageSource = (typeof TICKET_MESSAGE_SOURCES)[number];
