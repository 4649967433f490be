/**
 * The requester's side of a support ticket (docs/product/contact-and-support.md#my-tickets): `/support/tickets`
 * and `/support/tickets/{ticketId}`, what their API answers, and the words a customer reads. A ticket opens for
 * its signed-in requester, or for anyone holding the signed link of its emails (`?token=…`).
 */
import { ROUTES } from './routes';
import type { TicketMessageSource, TicketStatus } from './support';

export const CUSTOMER_TICKET_API_PATHS = {
  /** GET: the signed-in account's tickets, newest activity first. */
  tickets: '/api/support/tickets',
  /** GET: one ticket and its conversation (`?token=` without a session). */
  ticket: (ticketId: string) => `/api/support/tickets/${encodeURIComponent(ticketId)}`,
  /** POST { body }: the requester's reply (`?token=` without a session). */
  messages: (ticketId: string) => `/api/support/tickets/${encodeURIComponent(ticketId)}/messages`,
  /** POST { helpful, comment? }: the answer to `Was this helpful?`, once. */
  rating: (ticketId: string) => `/api/support/tickets/${encodeURIComponent(ticketId)}/rating`,
  /** GET: the signed-in account's last failed /v1 requests, to attach one to a new ticket. */
  failedRequests: '/api/support/failed-requests',
} as const;

/** The query parameter of the ticket page's address that carries the signed link token. */
export const TICKET_TOKEN_PARAM = 'token';

/**
 * A ticket's status in a customer's words. `closed` (seven days after `solved`) is said apart from `solved`,
 * since a reply then opens a new ticket instead of reopening this one.
 */
export const CUSTOMER_TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: "We're looking into it",
  awaiting_customer: 'Waiting for your reply',
  solved: 'Solved',
  closed: 'Closed',
};

/** How long a solved ticket stays open to a reply before the daily pass closes it. */
export const SOLVED_TICKET_CLOSES_AFTER_DAYS = 7;

/** How many of the account's failed requests the ticket form offers. */
export const FAILED_REQUESTS_OFFERED = 20;

/** Replies a requester may send: per ticket, and per sender across tickets, in one hour. */
export const CUSTOMER_REPLY_LIMITS = { perTicketPerHour: 10, perSenderPerHour: 30 } as const;

export const CUSTOMER_TICKET_MESSAGES = {
  notFound: 'No ticket of yours has this id.',
  linkExpired: 'This link to your ticket has expired. Sign in to see your tickets, or open a new ticket.',
  signInOrLink: 'Sign in, or open the link in the email we sent you, to see this ticket.',
  replyLimited: 'You have sent many replies in a short time. Please wait a while before sending another.',
  alreadyRated: 'You have already told us whether this was helpful. Thank you.',
  notSolved: 'You can rate a ticket once it is solved.',
  unknownRequest: 'This request_id is not one of your failed requests.',
  loadFailed: 'Your tickets could not be loaded. Please try again.',
  sendFailed: 'Your reply could not be sent. Please try again.',
  noTickets: 'You have no support tickets yet.',
  ratingQuestion: 'Was this helpful?',
  ratingThanks: 'Thank you for telling us.',
  reopened: 'Your reply reopened this ticket.',
  closedReply: 'This ticket is closed. Your reply will open a new ticket that links to this one.',
} as const;

export interface CustomerTicketSummary {
  ticketId: string;
  subject: string;
  status: TicketStatus;
  createdAt: string;
  lastActivityAt: string;
}

export interface CustomerTicketsResponse {
  tickets: CustomerTicketSummary[];
}

/** A message of the conversation as the requester sees it: never an internal note. */
export interface CustomerTicketMessage {
  id: string;
  /** `customer`: the requester; `agent`: Northvault support. */
  from: 'customer' | 'agent';
  authorName: string;
  body: string;
  source: TicketMessageSource;
  createdAt: string;
}

export interface TicketRating {
  helpful: boolean;
  comment: string | null;
  ratedAt: string;
}

export interface CustomerTicketResponse {
  ticket: CustomerTicketSummary & {
    /** The /v1 request the requester attached, if any. */
    requestId: string | null;
    /** The closed ticket this one continues, if a reply to it opened this one. */
    previousTicketId: string | null;
    /** The ticket a reply to this one (closed) opened, if any. */
    nextTicketId: string | null;
    rating: TicketRating | null;
  };
  messages: CustomerTicketMessage[];
}

export interface CustomerReplyRequest {
  body: string;
}

/**
 * The reply's answer: the ticket it landed on, which is a new one when this one was closed. `token` opens that
 * new ticket for a requester who came by a link (the old link names the old ticket only).
 */
export interface CustomerReplyResponse {
  ticketId: string;
  token: string | null;
}

export interface TicketRatingRequest {
  helpful: boolean;
  /** Only with `helpful: false`. */
  comment?: string;
}

export interface FailedRequest {
  requestId: string;
  method: string;
  path: string;
  status: number;
  createdAt: string;
}

export interface FailedRequestsResponse {
  requests: FailedRequest[];
}

export function customerTicketPath(ticketId: string, token?: string | null): string {
  const path = `${ROUTES.supportTickets}/${encodeURIComponent(ticketId)}`;
  return token ? `${path}?${TICKET_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
}
