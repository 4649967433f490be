import {
  CUSTOMER_TICKET_API_PATHS as PATHS,
  CUSTOMER_TICKET_MESSAGES,
  TICKET_TOKEN_PARAM,
  type CustomerReplyRequest,
  type CustomerReplyResponse,
  type CustomerTicketResponse,
  type CustomerTicketsResponse,
  type TicketRatingRequest,
} from '@northvault/contracts/support-tickets';
import { errorSentence, fieldSentences, postJson, readJson } from '@northvault/ui/api-json';

export type Answer<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

/** The ticket's API path, carrying the link's token when the requester came by one. */
function withToken(path: string, token: string | null): string {
  return token ? `${path}?${TICKET_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
}

async function getJson<T>(path: string): Promise<Answer<T>> {
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const body = await readJson(response);
    if (response.ok && body !== null) return { ok: true, value: body as T };
    return { ok: false, status: response.status, error: errorSentence(body) || CUSTOMER_TICKET_MESSAGES.loadFailed };
  } catch {
    return { ok: false, status: 0, error: CUSTOMER_TICKET_MESSAGES.loadFailed };
  }
}

async function post<T>(path: string, payload: unknown): Promise<Answer<T>> {
  const answer = await postJson(path, payload);
  if (answer.response === null) return { ok: false, status: 0, error: CUSTOMER_TICKET_MESSAGES.sendFailed };
  if (answer.response.ok && answer.body !== null) return { ok: true, value: answer.body as T };
  // A refused field (the reply's length or characters) says so in the field's own sentence.
  const field = Object.values(fieldSentences(answer.body))[0];
  return {
    ok: false,
    status: answer.response.status,
    error: field ?? (errorSentence(answer.body) || CUSTOMER_TICKET_MESSAGES.sendFailed),
  };
}

export const fetchMyTickets = () => getJson<CustomerTicketsResponse>(PATHS.tickets);

export const fetchTicket = (ticketId: string, token: string | null) =>
  getJson<CustomerTicketResponse>(withToken(PATHS.ticket(ticketId), token));

export const sendReply = (ticketId: string, token: string | null, request: CustomerReplyRequest) =>
  post<CustomerReplyResponse>(withToken(PATHS.messages(ticketId), token), request);

export const rateTicket = (ticketId: string, token: string | null, request: TicketRatingRequest) =>
  post<CustomerTicketResponse>(withToken(PATHS.rating(ticketId), token), request);
