import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SUPPORT_AGENT_REQUIRED } from '@northvault/contracts/permissions';
import { DESK_API_PATHS, type DeskTicketResponse } from '@northvault/contracts/support-desk';
import { SessionsService } from '../../auth/sessions.service';
import { CLOCK } from '../../clock/clock';
import { supportTickets, supportTicketStatusChanges, users } from '../../database/schema';
import { signedInCustomer } from '../../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../../testing/test-app';

const AGENT_EMAIL = 'agent@northvault.localhost';
const OTHER_AGENT_EMAIL = 'second.agent@example.com';

describe('the support desk API', () => {
  let api: TestApp;
  let agentCookie: string;
  let otherAgentCookie: string;
  let agentId: string;
  let now: Date;

  async function signedInAs(email: string, emailVerified = true) {
    const [user] = await api.database.db
      .insert(users)
      .values({ issuer: 'http://localhost:9000', subject: `test-${randomUUID()}`, email, emailVerified, name: email })
      .returning();
    const token = await api.app.get(SessionsService).create(user!.id);
    return { id: user!.id, cookie: `nv_session=${token}` };
  }

  async function openTicket(body: Record<string, string>, cookie?: string): Promise<string> {
    const request = api.http().post('/api/support');
    if (cookie) request.set('Cookie', cookie);
    const response = await request
      .send({ name: 'Ada', email: 'ada@example.com', subject: 'Help', message: 'It broke.', ...body })
      .expect(201);
    return response.body.ticketId;
  }

  const queue = (query = '', cookie = agentCookie) =>
    api.http().get(`${DESK_API_PATHS.tickets}${query}`).set('Cookie', cookie).expect(200);

  beforeAll(async () => {
    api = await createTestApp({
      env: { SUPPORT_AGENT_EMAILS: ` ${AGENT_EMAIL.toUpperCase()} , ${OTHER_AGENT_EMAIL}` },
    });
    const agent = await signedInAs(AGENT_EMAIL);
    agentId = agent.id;
    agentCookie = agent.cookie;
    otherAgentCookie = (await signedInAs(OTHER_AGENT_EMAIL)).cookie;
  });

  beforeEach(() => {
    // Monday 2026-11-23 10:00 UTC, inside business hours, unless a test moves it.
    now = new Date('2026-11-23T10:00:00Z');
    jest.spyOn(api.app.get(CLOCK), 'now').mockImplementation(() => now);
  });

  afterAll(() => api.close());

  describe('the support:agent permission', () => {
    it('refuses a caller who is not signed in with 401', async () => {
      await api.http().get(DESK_API_PATHS.tickets).expect(401);
    });

    it('refuses a signed-in customer, whatever their plan, with 403 and a clear sentence', async () => {
      for (const plan of [null, 'enterprise'] as const) {
        const customer = await signedInCustomer(api, plan);
        const response = await api.http().get(DESK_API_PATHS.tickets).set('Cookie', customer.cookie).expect(403);
        expect(response.body.error).toBe(SUPPORT_AGENT_REQUIRED);
      }
    });

    it('refuses a listed email its provider has not verified', async () => {
      const unverified = await signedInAs(OTHER_AGENT_EMAIL, false);
      await api.http().get(DESK_API_PATHS.tickets).set('Cookie', unverified.cookie).expect(403);
    });

    it('refuses a customer on every desk route, writes included', async () => {
      const ticketId = await openTicket({});
      const customer = await signedInCustomer(api, 'business');
      const routes = [
        api.http().get(DESK_API_PATHS.ticket(ticketId)),
        api.http().post(DESK_API_PATHS.messages(ticketId)).send({ body: 'hi' }),
        api.http().post(DESK_API_PATHS.assign(ticketId)),
        api.http().post(DESK_API_PATHS.status(ticketId)).send({ status: 'solved' }),
      ];
      for (const route of routes) await route.set('Cookie', customer.cookie).expect(403);
      const [row] = await api.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
      expect(row).toMatchObject({ status: 'open', assigneeId: null, firstResponseAt: null });
    });

    it('lets every listed agent in, the address matched without regard to case or spaces', async () => {
      await queue();
      await queue('', otherAgentCookie);
    });
  });

  it('orders the queue by the time the response target falls due, and filters it', async () => {
    // Monday 10:00. Urgent (1 h) → 11:00; an Enterprise requester's high (4 h) → 14:00; medium (24 business
    // hours, 8 a day) → Thursday 10:00; low (48) → the next Tuesday 10:00.
    const low = await openTicket({ subject: 'Low', priority: 'low', category: 'general' });
    const medium = await openTicket({ subject: 'Medium', priority: 'medium', category: 'billing' });
    const enterprise = await signedInCustomer(api, 'enterprise');
    const high = await openTicket({ subject: 'High', priority: 'high', category: 'technical' }, enterprise.cookie);
    const urgent = await openTicket({ subject: 'Urgent', priority: 'urgent', category: 'security' });

    const { body } = await queue('?category=security');
    expect(body.tickets.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual([urgent]);

    const all = (await queue()).body.tickets.filter((ticket: { ticketId: string }) =>
      [low, medium, high, urgent].includes(ticket.ticketId),
    );
    expect(all.map((ticket: { subject: string }) => ticket.subject)).toEqual(['Urgent', 'High', 'Medium', 'Low']);
    expect(all[0]).toMatchObject({ firstResponseDueAt: '2026-11-23T11:00:00.000Z', overdue: false });
    expect(all[1]).toMatchObject({
      firstResponseDueAt: '2026-11-23T14:00:00.000Z',
      requester: { planId: 'enterprise', email: 'ada@example.com' },
    });
    expect(all[2]).toMatchObject({ firstResponseDueAt: '2026-11-26T10:00:00.000Z', requester: { planId: null } });

    // Two hours later the urgent ticket is overdue, and still first.
    now = new Date('2026-11-23T12:00:00Z');
    const later = (await queue('?priority=urgent')).body;
    expect(later.now).toBe('2026-11-23T12:00:00.000Z');
    expect(later.tickets.find((ticket: { ticketId: string }) => ticket.ticketId === urgent)).toMatchObject({
      overdue: true,
    });
  });

  it("runs an Enterprise requester's target around the clock and everyone else's on the business calendar", async () => {
    now = new Date('2026-11-27T16:30:00Z'); // Friday 16:30
    const enterprise = await signedInCustomer(api, 'enterprise');
    const business = await signedInCustomer(api, 'business');
    const dueOf = async (ticketId: string) =>
      (await api.http().get(DESK_API_PATHS.ticket(ticketId)).set('Cookie', agentCookie).expect(200)).body.ticket
        .firstResponseDueAt;
    expect(await dueOf(await openTicket({ priority: 'high' }, enterprise.cookie))).toBe('2026-11-27T20:30:00.000Z');
    expect(await dueOf(await openTicket({ priority: 'high' }, business.cookie))).toBe('2026-11-30T12:30:00.000Z');
    expect(await dueOf(await openTicket({ priority: 'high' }))).toBe('2026-11-30T12:30:00.000Z');
  });

  it('shows the whole thread to the agent; a reply meets the target and waits for the customer, a note changes nothing', async () => {
    const ticketId = await openTicket({ subject: 'Thread', message: 'First words.' });
    const note = await api
      .http()
      .post(DESK_API_PATHS.messages(ticketId))
      .set('Cookie', agentCookie)
      .send({ body: '  Looks like a webhook issue.  ', internal: true })
      .expect(201);
    expect((note.body as DeskTicketResponse).ticket).toMatchObject({ status: 'open', firstResponseAt: null });

    now = new Date('2026-11-23T10:30:00Z');
    const reply = await api
      .http()
      .post(DESK_API_PATHS.messages(ticketId))
      .set('Cookie', agentCookie)
      .send({ body: 'We are on it.\nMore soon.' })
      .expect(201);
    const { ticket, messages } = reply.body as DeskTicketResponse;
    expect(ticket).toMatchObject({ status: 'awaiting_customer', firstResponseAt: '2026-11-23T10:30:00.000Z' });
    expect(messages.map(({ kind, body, authorName }) => ({ kind, body, authorName }))).toEqual([
      { kind: 'customer', body: 'First words.', authorName: 'Ada' },
      { kind: 'note', body: 'Looks like a webhook issue.', authorName: AGENT_EMAIL },
      { kind: 'agent', body: 'We are on it.\nMore soon.', authorName: AGENT_EMAIL },
    ]);

    // Waiting for the customer: out of the default queue.
    const open = (await queue()).body.tickets.map((row: { ticketId: string }) => row.ticketId);
    expect(open).not.toContain(ticketId);
    const awaiting = (await queue('?status=awaiting_customer')).body.tickets;
    expect(awaiting.map((row: { ticketId: string }) => row.ticketId)).toContain(ticketId);
  });

  it('assigns to the calling agent, and filters the queue to mine', async () => {
    const ticketId = await openTicket({ subject: 'Mine' });
    const response = await api.http().post(DESK_API_PATHS.assign(ticketId)).set('Cookie', agentCookie).expect(200);
    expect(response.body.ticket.assignee).toEqual({ id: agentId, name: AGENT_EMAIL });
    const mine = (await queue('?mine=true')).body.tickets.map((row: { ticketId: string }) => row.ticketId);
    expect(mine).toContain(ticketId);
    const othersMine = (await queue('?mine=true', otherAgentCookie)).body.tickets;
    expect(othersMine.map((row: { ticketId: string }) => row.ticketId)).not.toContain(ticketId);
  });

  it('sets the status and records who changed it from what to what, never deleting a row', async () => {
    const ticketId = await openTicket({ subject: 'Status' });
    for (const status of ['solved', 'solved', 'open', 'awaiting_customer'])
      await api.http().post(DESK_API_PATHS.status(ticketId)).set('Cookie', agentCookie).send({ status }).expect(200);
    const [ticket] = await api.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
    expect(ticket!.status).toBe('awaiting_customer');
    const changes = await api.database.db
      .select()
      .from(supportTicketStatusChanges)
      .where(eq(supportTicketStatusChanges.ticketId, ticket!.id))
      .orderBy(supportTicketStatusChanges.changedAt);
    expect(changes.map(({ fromStatus, toStatus, changedBy }) => ({ fromStatus, toStatus, changedBy }))).toEqual([
      { fromStatus: 'open', toStatus: 'solved', changedBy: agentId },
      { fromStatus: 'solved', toStatus: 'open', changedBy: agentId },
      { fromStatus: 'open', toStatus: 'awaiting_customer', changedBy: agentId },
    ]);
  });

  it('answers bad input with 400 and an unknown ticket with 404', async () => {
    const ticketId = await openTicket({});
    const post = (path: string, body: object) => api.http().post(path).set('Cookie', agentCookie).send(body);
    const closed = await post(DESK_API_PATHS.status(ticketId), { status: 'closed' }).expect(400);
    expect(closed.body.fields).toEqual({ status: expect.any(String) });
    await post(DESK_API_PATHS.status(ticketId), {}).expect(400);
    const empty = await post(DESK_API_PATHS.messages(ticketId), { body: '   ' }).expect(400);
    expect(empty.body.fields).toEqual({ body: expect.any(String) });
    await post(DESK_API_PATHS.messages(ticketId), { body: 'a\u0000b' }).expect(400);
    await post(DESK_API_PATHS.messages(ticketId), { body: 'x'.repeat(20_001) }).expect(400);
    await post(DESK_API_PATHS.messages(ticketId), { body: 'ok', internal: 'yes' }).expect(400);
    await api.http().get(`${DESK_API_PATHS.tickets}?priority=huge`).set('Cookie', agentCookie).expect(400);
    await api.http().get(DESK_API_PATHS.ticket('NV-NOPE')).set('Cookie', agentCookie).expect(404);
    await post(DESK_API_PATHS.messages('NV-NOPE'), { body: 'hi' }).expect(404);
  });
});
