/**
 * What the support email suites share: a signed-in agent, a ticket opened through the API, and an agent's reply
 * through the desk's API, on a running test app.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DESK_API_PATHS } from '@northvault/contracts/support-desk';
import { SessionsService } from '../auth/sessions.service';
import { supportTicketMessages, supportTickets, users } from '../database/schema';
import type { TestApp } from './test-app';

export const AGENT_EMAIL = 'agent@northvault.localhost';
export const REQUESTER = { name: 'Ada', email: 'ada@example.com' };

export async function signedInAgent(api: TestApp, email = AGENT_EMAIL, name: string | null = 'Grace Agent') {
  const [user] = await api.database.db
    .insert(users)
    .values({ issuer: 'http://localhost:9000', subject: `test-${randomUUID()}`, email, emailVerified: true, name })
    .returning();
  const token = await api.app.get(SessionsService).create(user!.id);
  return { id: user!.id, cookie: `nv_session=${token}` };
}

export async function openTicket(api: TestApp, body: Record<string, string> = {}) {
  const response = await api
    .http()
    .post('/api/support')
    .send({ ...REQUESTER, subject: 'Webhooks stopped', message: 'No deliveries since noon.', ...body })
    .expect(201);
  const ticketId = response.body.ticketId as string;
  return ticketRow(api, ticketId);
}

export async function ticketRow(api: TestApp, ticketId: string) {
  const [ticket] = await api.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
  return ticket!;
}

/** Posts a reply (or a note) on the desk; answers the messages of the ticket, oldest first. */
export async function deskReply(api: TestApp, cookie: string, ticketId: string, body: string, internal = false) {
  await api.http().post(DESK_API_PATHS.messages(ticketId)).set('Cookie', cookie).send({ body, internal }).expect(201);
  return messagesOf(api, ticketId);
}

export async function messagesOf(api: TestApp, ticketId: string) {
  const ticket = await ticketRow(api, ticketId);
  return api.database.db
    .select()
    .from(supportTicketMessages)
    .where(eq(supportTicketMessages.ticketId, ticket.id))
    .orderBy(supportTicketMessages.createdAt, supportTicketMessages.id);
}
