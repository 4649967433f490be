/**
 * The support desk's API (docs/product/contact-and-support.md#support-desk): what `/support/desk` reads and
 * sends. Only users holding `support:agent` may call it.
 */
import type { PlanId } from './plans';
import type {
  AgentSettableStatus,
  SupportCategory,
  SupportPriority,
  TicketMessageKind,
  TicketMessageSource,
  TicketStatus,
} from './support';

export const DESK_API_PATHS = {
  /** GET: the queue (`?status=&priority=&category=&mine=true`). */
  tickets: '/api/support/desk/tickets',
  ticket: (ticketId: string) => `/api/support/desk/tickets/${encodeURIComponent(ticketId)}`,
  /** POST { body, internal? }: a reply to the requester, or an internal note. */
  messages: (ticketId: string) => `/api/support/desk/tickets/${encodeURIComponent(ticketId)}/messages`,
  /** POST: assign the ticket to the calling agent. */
  assign: (ticketId: string) => `/api/support/desk/tickets/${encodeURIComponent(ticketId)}/assign`,
  /** POST { status }. */
  status: (ticketId: string) => `/api/support/desk/tickets/${encodeURIComponent(ticketId)}/status`,
} as const;

export interface DeskRequester {
  name: string;
  email: string;
  /** The requester's plan when they were signed in and hold one; null otherwise. */
  planId: PlanId | null;
  /** The account id the requester gave on the form, if any. */
  accountId: string | null;
}

export interface DeskTicketSummary {
  ticketId: string;
  subject: string;
  requester: DeskRequester;
  priority: SupportPriority;
  category: SupportCategory;
  status: TicketStatus;
  createdAt: string;
  /** When the first-response target falls due; null for tickets from before the desk. */
  firstResponseDueAt: string | null;
  firstResponseAt: string | null;
  /** The target passed without an agent reply. */
  overdue: boolean;
  assignee: { id: string; name: string } | null;
  /** The failed /v1 request the requester attached from their request log, if any. */
  requestId: string | null;
}

export interface DeskQueueResponse {
  /** When the server answered: the page counts time left from it. */
  now: string;
  tickets: DeskTicketSummary[];
}

export interface DeskMessage {
  id: string;
  kind: TicketMessageKind;
  authorName: string;
  body: string;
  source: TicketMessageSource;
  createdAt: string;
}

export interface DeskTicketResponse {
  now: string;
  ticket: DeskTicketSummary;
  /** The whole thread, oldest first: the ticket's first message, replies and internal notes. */
  messages: DeskMessage[];
}

export interface DeskMessageRequest {
  body: string;
  /** An internal note: never emailed or shown to the requester. */
  internal?: boolean;
}

export interface DeskStatusRequest {
  status: AgentSettableStatus;
}

/** `2 h 15 min left`, `Overdue by 40 min`: the time to a due date, in words (never colour alone). */
export function timeLeftLabel(dueAt: Date, now: Date): string {
  const minutes = Math.round((dueAt.getTime() - now.getTime()) / 60_000);
  const text = durationText(Math.abs(minutes));
  return minutes < 0 ? `Overdue by ${text}` : `${text} left`;
}

function durationText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}
