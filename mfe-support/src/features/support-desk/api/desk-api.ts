import { SUPPORT_AGENT_REQUIRED } from '@northvault/contracts/permissions';
import {
  DESK_API_PATHS,
  type DeskMessageRequest,
  type DeskQueueResponse,
  type DeskStatusRequest,
  type DeskTicketResponse,
} from '@northvault/contracts/support-desk';
import { errorSentence, postJson, readJson } from '@northvault/ui/api-json';

export type DeskAnswer<T> = { ok: true; value: T } | { ok: false; status: number; error: string };

export const DESK_LOAD_FAILED = 'The desk could not be loaded. Please try again.';

async function getJson<T>(path: string): Promise<DeskAnswer<T>> {
  try {
    const response = await fetch(path, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    const body = await readJson(response);
    if (response.ok && body !== null) return { ok: true, value: body as T };
    return { ok: false, status: response.status, error: refusal(response.status, body) };
  } catch {
    return { ok: false, status: 0, error: DESK_LOAD_FAILED };
  }
}

function refusal(status: number, body: unknown): string {
  if (status === 403) return SUPPORT_AGENT_REQUIRED;
  return errorSentence(body) || DESK_LOAD_FAILED;
}

export interface QueueFilters {
  status?: string;
  priority?: string;
  category?: string;
  mine?: boolean;
}

export function fetchQueue(filters: QueueFilters): Promise<DeskAnswer<DeskQueueResponse>> {
  const query = new URLSearchParams();
  for (const name of ['status', 'priority', 'category'] as const) if (filters[name]) query.set(name, filters[name]);
  if (filters.mine) query.set('mine', 'true');
  const search = query.toString();
  return getJson(`${DESK_API_PATHS.tickets}${search ? `?${search}` : ''}`);
}

export function fetchDeskTicket(ticketId: string): Promise<DeskAnswer<DeskTicketResponse>> {
  return getJson(DESK_API_PATHS.ticket(ticketId));
}

async function post(path: string, payload: unknown): Promise<DeskAnswer<DeskTicketResponse>> {
  const answer = await postJson(path, payload);
  if (answer.response === null) return { ok: false, status: 0, error: DESK_LOAD_FAILED };
  if (answer.response.ok && answer.body !== null) return { ok: true, value: answer.body as DeskTicketResponse };
  return { ok: false, status: answer.response.status, error: refusal(answer.response.status, answer.body) };
}

export const sendDeskMessage = (ticketId: string, request: DeskMessageRequest) =>
  post(DESK_API_PATHS.messages(ticketId), request);
export const assignToMe = (ticketId: string) => post(DESK_API_PATHS.assign(ticketId), {});
export const setDeskStatus = (ticketId: string, request: DeskStatusRequest) =>
  post(DESK_API_PATHS.status(ticketId), request);
