/**
 * The requester's side of support tickets (docs/product/contact-and-support.md#my-tickets), on the run's engine:
 * the signed link, the list's scoping, the conversation without notes, the rating once, reopening, the
 * auto-close and the new ticket after it, the reply limits, and the request_id a ticket may carry.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SessionsService } from '../../auth/sessions.service';
import { CLOCK } from '../../clock/clock';
import { APP_CONFIG } from '../../config/app-config';
import {
  sandboxRequestLogs,
  supportTicketRatings,
  supportTickets,
  supportTicketStatusChanges,
  users,
} from '../../database/schema';
import {
  CUSTOMER_REPLY_LIMITS,
  CUSTOMER_TICKET_API_PATHS as PATHS,
  CUSTOMER_TICKET_MESSAGES,
  FAILED_REQUESTS_OFFERED,
} from '@northvault/contracts/support-tickets';
import { DESK_API_PATHS } from '@northvault/contracts/support-desk';
import { createAppWithMail, type AppWithMail } from '../../testing/app-with-mail';
import type { MailCatcher } from '../../testing/mail-catcher';
import { signedInCustomer, type SignedInCustomer } from '../../testing/signed-in-customer';
import type { TestApp } from '../../testing/test-app';
import { TICKET_LINK_LIFETIME_MS, ticketLinkToken } from '../ticket-tokens';
import { TicketAutoClose } from './ticket-auto-close';

const AGENT_EMAIL = 'agent@northvault.localhost';
const DAY_MS = 24 * 3600 * 1000;

let app: AppWithMail;
let api: TestApp;
let mail: MailCatcher;
let agentCookie: string;
let now: Date;

beforeAll(async () => {
  app = await createAppWithMail({ SUPPORT_AGENT_EMAILS: AGENT_EMAIL, SITE_ORIGIN: 'http://localhost:18124' });
  ({ api, mail } = app);
  const [agent] = await api.database.db
    .insert(users)
    .values({
      issuer: 'http://localhost:9000',
      subject: `agent-${randomUUID()}`,
      email: AGENT_EMAIL,
      emailVerified: true,
      name: 'Alan Agent',
    })
    .returning();
  agentCookie = `nv_session=${await api.app.get(SessionsService).create(agent!.id)}`;
});

beforeEach(() => {
  now = new Date('2026-11-23T10:00:00Z');
  jest.spyOn(api.app.get(CLOCK), 'now').mockImplementation(() => now);
});

afterAll(() => app?.close());

const secret = () => api.app.get(APP_CONFIG).auth.sessionSecret;
const address = () => `requester-${randomUUID().slice(0, 8)}@example.com`;

async function openTicket(fields: Record<string, string> = {}, cookie?: string): Promise<string> {
  const request = api.http().post('/api/support');
  if (cookie) request.set('Cookie', cookie);
  const response = await request
    .send({ name: 'Ada', email: address(), subject: 'Webhooks stopped', message: 'Nothing since noon.', ...fields })
    .expect(201);
  return response.body.ticketId;
}

async function rowOf(ticketId: string) {
  const [row] = await api.database.db.select().from(supportTickets).where(eq(supportTickets.ticketId, ticketId));
  return row!;
}

async function linkFor(ticketId: string, at = now): Promise<string> {
  const row = await rowOf(ticketId);
  return ticketLinkToken({ ticketId, email: row.email }, at, secret());
}

const agent = {
  reply: (ticketId: string, body: string, internal = false) =>
    api.http().post(DESK_API_PATHS.messages(ticketId)).set('Cookie', agentCookie).send({ body, internal }).expect(201),
  status: (ticketId: string, status: string) =>
    api.http().post(DESK_API_PATHS.status(ticketId)).set('Cookie', agentCookie).send({ status }).expect(200),
};

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

describe('the signed link of a ticket', () => {
  it('opens its ticket without signing in, and the confirmation email carries it', async () => {
    const email = address();
    const ticketId = await openTicket({ email });
    const [sent] = await mail.waitFor((caught) => caught.to.some((to) => to.address === email));
    const link = new RegExp(`http://localhost:18124/support/tickets/${ticketId}\\?token=([\\w.-]+)`).exec(sent!.text);
    expect(link).not.toBeNull();
    expect(sent!.html).toContain(`http://localhost:18124/support/tickets/${ticketId}?token=`);

    const response = await api
      .http()
      .get(withToken(PATHS.ticket(ticketId), link![1]!))
      .expect(200);
    expect(response.body.ticket).toMatchObject({ ticketId, subject: 'Webhooks stopped', status: 'open' });
    expect(response.body.messages).toEqual([
      expect.objectContaining({ from: 'customer', body: 'Nothing since noon.' }),
    ]);
  });

  it('refuses a tampered token and another ticket’s token like none, and an expired one in words', async () => {
    const ticketId = await openTicket();
    const other = await openTicket();
    const token = await linkFor(ticketId);
    const [expires, mac] = token.split('.');
    const tampered = `${Number(expires) + 3600}.${mac}`;
    const stranger = await signedInCustomer(api, null);
    for (const refused of [tampered, `${token.slice(0, -2)}xx`, await linkFor(other)]) {
      const response = await api
        .http()
        .get(withToken(PATHS.ticket(ticketId), refused))
        .expect(401);
      expect(response.body.error).toBe(CUSTOMER_TICKET_MESSAGES.signInOrLink);
      await api
        .http()
        .get(withToken(PATHS.ticket(ticketId), refused))
        .set('Cookie', stranger.cookie)
        .expect(404);
      await api
        .http()
        .post(withToken(PATHS.messages(ticketId), refused))
        .send({ body: 'Let me in' })
        .expect(401);
    }
    await api
      .http()
      .get(withToken(PATHS.ticket(ticketId), token))
      .expect(200);
    now = new Date(now.getTime() + TICKET_LINK_LIFETIME_MS + 1000);
    const expired = await api
      .http()
      .get(withToken(PATHS.ticket(ticketId), token))
      .expect(403);
    expect(expired.body.error).toBe(CUSTOMER_TICKET_MESSAGES.linkExpired);
    // Replies and ratings are held to the same link.
    await api
      .http()
      .post(withToken(PATHS.messages(ticketId), token))
      .send({ body: 'Still there?' })
      .expect(403);
  });

  it('asks a visitor without a session or link to sign in, and says the same of an unknown id', async () => {
    const ticketId = await openTicket();
    const response = await api.http().get(PATHS.ticket(ticketId)).expect(401);
    expect(response.body.error).toBe(CUSTOMER_TICKET_MESSAGES.signInOrLink);
    const token = await linkFor(ticketId);
    await api
      .http()
      .get(withToken(PATHS.ticket('TKT-ZZZZZZZZ'), token))
      .expect(401);
  });
});

describe('a signed-in customer’s tickets', () => {
  let ada: SignedInCustomer;
  let bob: SignedInCustomer;

  beforeAll(async () => {
    ada = await signedInCustomer(api, null);
    bob = await signedInCustomer(api, null);
  });

  it('lists only the account’s own tickets, newest activity first, and never opens another account’s', async () => {
    const first = await openTicket({ email: ada.email, subject: 'First' }, ada.cookie);
    now = new Date(now.getTime() + 60_000);
    const second = await openTicket({ email: ada.email, subject: 'Second' }, ada.cookie);
    now = new Date(now.getTime() + 60_000);
    const bobs = await openTicket({ email: bob.email, subject: 'Bob’s' }, bob.cookie);
    // A visitor's ticket with Ada's address is not her account's.
    await openTicket({ email: ada.email, subject: 'Anonymous' });
    now = new Date(now.getTime() + 60_000);
    await agent.reply(first, 'We are on it.');

    const list = await api.http().get(PATHS.tickets).set('Cookie', ada.cookie).expect(200);
    expect(list.body.tickets.map((ticket: { ticketId: string }) => ticket.ticketId)).toEqual([first, second]);
    expect(list.body.tickets[0]).toMatchObject({ subject: 'First', status: 'awaiting_customer' });

    const refused = await api.http().get(PATHS.ticket(bobs)).set('Cookie', ada.cookie).expect(404);
    expect(refused.body.error).toBe(CUSTOMER_TICKET_MESSAGES.notFound);
    await api.http().post(PATHS.messages(bobs)).set('Cookie', ada.cookie).send({ body: 'Mine now' }).expect(404);
    await api.http().get(PATHS.tickets).expect(401);
  });

  it('shows the conversation without internal notes', async () => {
    const ticketId = await openTicket({ email: ada.email }, ada.cookie);
    await agent.reply(ticketId, 'Customer seems confused; check logs.', true);
    await agent.reply(ticketId, 'Could you send the request id?');
    const response = await api.http().get(PATHS.ticket(ticketId)).set('Cookie', ada.cookie).expect(200);
    expect(
      response.body.messages.map((message: { from: string; body: string }) => [message.from, message.body]),
    ).toEqual([
      ['customer', 'Nothing since noon.'],
      ['agent', 'Could you send the request id?'],
    ]);
    expect(JSON.stringify(response.body)).not.toContain('confused');
  });

  it('refuses a reply with control characters or over the message limit, as the form does', async () => {
    const ticketId = await openTicket({ email: ada.email }, ada.cookie);
    await api.http().post(PATHS.messages(ticketId)).set('Cookie', ada.cookie).send({ body: 'bell\u0007' }).expect(400);
    await api
      .http()
      .post(PATHS.messages(ticketId))
      .set('Cookie', ada.cookie)
      .send({ body: 'x'.repeat(20_001) })
      .expect(400);
    await api.http().post(PATHS.messages(ticketId)).set('Cookie', ada.cookie).send({ body: '  ' }).expect(400);
  });
});

describe('solved tickets', () => {
  it('take one answer to Was this helpful?, only once solved, and refuse a second', async () => {
    const ticketId = await openTicket();
    const token = await linkFor(ticketId);
    const rate = (body: object) =>
      api
        .http()
        .post(withToken(PATHS.rating(ticketId), token))
        .send(body);

    const early = await rate({ helpful: true }).expect(409);
    expect(early.body.error).toBe(CUSTOMER_TICKET_MESSAGES.notSolved);
    await agent.status(ticketId, 'solved');
    await rate({ helpful: 'yes' }).expect(400);
    const rated = await rate({ helpful: false, comment: 'The fix did not work.' }).expect(200);
    expect(rated.body.ticket.rating).toMatchObject({ helpful: false, comment: 'The fix did not work.' });
    const again = await rate({ helpful: true }).expect(409);
    expect(again.body.error).toBe(CUSTOMER_TICKET_MESSAGES.alreadyRated);

    const row = await rowOf(ticketId);
    const ratings = await api.database.db
      .select()
      .from(supportTicketRatings)
      .where(eq(supportTicketRatings.ticketId, row.id));
    expect(ratings).toHaveLength(1);
    expect(ratings[0]).toMatchObject({ helpful: false, comment: 'The fix did not work.' });
  });

  it('reopen on the requester’s reply, with the status change in the audit table', async () => {
    const ticketId = await openTicket();
    const token = await linkFor(ticketId);
    await agent.reply(ticketId, 'Fixed on our side.');
    await agent.status(ticketId, 'solved');
    now = new Date(now.getTime() + 3600_000);
    await api
      .http()
      .post(withToken(PATHS.messages(ticketId), token))
      .send({ body: 'Still failing.' })
      .expect(201);

    const row = await rowOf(ticketId);
    expect(row.status).toBe('open');
    expect(row.lastActivityAt).toEqual(now);
    const changes = await api.database.db
      .select()
      .from(supportTicketStatusChanges)
      .where(eq(supportTicketStatusChanges.ticketId, row.id))
      .orderBy(supportTicketStatusChanges.changedAt);
    expect(changes.map((change) => [change.fromStatus, change.toStatus])).toEqual([
      ['open', 'awaiting_customer'],
      ['awaiting_customer', 'solved'],
      ['solved', 'open'],
    ]);
    expect(changes[2]).toMatchObject({ changedBy: null, changedAt: now });
    const desk = await api.http().get(DESK_API_PATHS.ticket(ticketId)).set('Cookie', agentCookie).expect(200);
    expect(desk.body.messages.at(-1)).toMatchObject({ kind: 'customer', body: 'Still failing.' });
  });

  it('close seven days after solved; a reply then opens a new ticket that links the old one', async () => {
    const customer = await signedInCustomer(api, null);
    const ticketId = await openTicket({ email: customer.email, subject: 'Card declined' }, customer.cookie);
    const anonymous = await openTicket({ subject: 'Anonymous one' });
    await agent.status(ticketId, 'solved');
    await agent.status(anonymous, 'solved');
    const autoClose = api.app.get(TicketAutoClose);

    now = new Date(now.getTime() + 7 * DAY_MS - 60_000);
    await autoClose.closeSolved();
    expect((await rowOf(ticketId)).status).toBe('solved');

    now = new Date(now.getTime() + 120_000);
    expect(await autoClose.closeSolved()).toBeGreaterThanOrEqual(2);
    const closed = await rowOf(ticketId);
    expect(closed.status).toBe('closed');
    const [audit] = await api.database.db
      .select()
      .from(supportTicketStatusChanges)
      .where(
        and(eq(supportTicketStatusChanges.ticketId, closed.id), eq(supportTicketStatusChanges.toStatus, 'closed')),
      );
    expect(audit).toMatchObject({ fromStatus: 'solved', changedBy: null, changedAt: now });

    const reply = await api
      .http()
      .post(PATHS.messages(ticketId))
      .set('Cookie', customer.cookie)
      .send({ body: 'Declined again today.' })
      .expect(201);
    expect(reply.body.ticketId).not.toBe(ticketId);
    expect(reply.body.token).toBeNull();
    const followUp = await rowOf(reply.body.ticketId);
    expect(followUp).toMatchObject({
      previousTicketId: closed.id,
      subject: 'Card declined',
      message: 'Declined again today.',
      status: 'open',
      userId: customer.userId,
    });
    expect((await rowOf(ticketId)).status).toBe('closed');
    const old = await api.http().get(PATHS.ticket(ticketId)).set('Cookie', customer.cookie).expect(200);
    expect(old.body.ticket.nextTicketId).toBe(reply.body.ticketId);
    const next = await api.http().get(PATHS.ticket(reply.body.ticketId)).set('Cookie', customer.cookie).expect(200);
    expect(next.body.ticket.previousTicketId).toBe(ticketId);

    // A requester who came by the link gets a link to the new ticket with the answer.
    const token = await linkFor(anonymous);
    const byLink = await api
      .http()
      .post(withToken(PATHS.messages(anonymous), token))
      .send({ body: 'Again.' })
      .expect(201);
    expect(byLink.body.token).toEqual(expect.any(String));
    await api
      .http()
      .get(withToken(PATHS.ticket(byLink.body.ticketId), byLink.body.token))
      .expect(200);
    await api
      .http()
      .get(withToken(PATHS.ticket(byLink.body.ticketId), token))
      .expect(401);
  });
});

describe('reply limits', () => {
  it(`allow ${CUSTOMER_REPLY_LIMITS.perTicketPerHour} replies an hour on one ticket, then 429 in words`, async () => {
    const ticketId = await openTicket();
    const token = await linkFor(ticketId);
    for (let reply = 1; reply <= CUSTOMER_REPLY_LIMITS.perTicketPerHour; reply += 1) {
      await api
        .http()
        .post(withToken(PATHS.messages(ticketId), token))
        .send({ body: `Reply ${reply}` })
        .expect(201);
    }
    const refused = await api
      .http()
      .post(withToken(PATHS.messages(ticketId), token))
      .send({ body: 'One more' })
      .expect(429);
    expect(refused.body.error).toBe(CUSTOMER_TICKET_MESSAGES.replyLimited);
    // Another ticket still takes replies.
    const other = await openTicket();
    await api
      .http()
      .post(withToken(PATHS.messages(other), await linkFor(other)))
      .send({ body: 'Hi' })
      .expect(201);
  });

  it(`allow one sender ${CUSTOMER_REPLY_LIMITS.perSenderPerHour} replies an hour across their tickets`, async () => {
    const customer = await signedInCustomer(api, null);
    const perTicket = CUSTOMER_REPLY_LIMITS.perTicketPerHour;
    const tickets: string[] = [];
    for (let index = 0; index <= Math.ceil(CUSTOMER_REPLY_LIMITS.perSenderPerHour / perTicket); index += 1) {
      tickets.push(await openTicket({ email: customer.email }, customer.cookie));
    }
    let sent = 0;
    for (const ticketId of tickets) {
      for (let reply = 0; reply < perTicket && sent < CUSTOMER_REPLY_LIMITS.perSenderPerHour; reply += 1, sent += 1) {
        await api
          .http()
          .post(PATHS.messages(ticketId))
          .set('Cookie', customer.cookie)
          .send({ body: 'More' })
          .expect(201);
      }
    }
    const refused = await api
      .http()
      .post(PATHS.messages(tickets.at(-1)!))
      .set('Cookie', customer.cookie)
      .send({ body: 'Too many' })
      .expect(429);
    expect(refused.body.error).toBe(CUSTOMER_TICKET_MESSAGES.replyLimited);
  });
});

describe('a request_id on a ticket', () => {
  async function logRequest(userId: string, status: number, minutesAgo: number): Promise<string> {
    const requestId = `req_${randomUUID().replace(/-/g, '').slice(0, 24)}`;
    await api.database.db.insert(sandboxRequestLogs).values({
      userId,
      requestId,
      method: 'POST',
      path: '/v1/banking/transactions',
      status,
      durationMs: 12,
      credential: 'nv_test_sk_…a1b2',
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
    });
    return requestId;
  }

  it('offers the account’s own last failed requests, newest first', async () => {
    const customer = await signedInCustomer(api, null);
    const stranger = await signedInCustomer(api, null);
    const failures: string[] = [];
    for (let minutes = 1; minutes <= FAILED_REQUESTS_OFFERED + 2; minutes += 1)
      failures.push(await logRequest(customer.userId, minutes % 2 ? 400 : 500, minutes));
    await logRequest(customer.userId, 200, 0);
    await logRequest(stranger.userId, 404, 0);
    const response = await api.http().get(PATHS.failedRequests).set('Cookie', customer.cookie).expect(200);
    expect(response.body.requests.map((entry: { requestId: string }) => entry.requestId)).toEqual(
      failures.slice(0, FAILED_REQUESTS_OFFERED),
    );
    await api.http().get(PATHS.failedRequests).expect(401);
  });

  it('is stored, named in the confirmation and shown on the desk when it is the sender’s own failure', async () => {
    const customer = await signedInCustomer(api, null);
    const requestId = await logRequest(customer.userId, 422, 5);
    const ticketId = await openTicket({ email: customer.email, requestId }, customer.cookie);
    expect((await rowOf(ticketId)).requestId).toBe(requestId);
    const [sent] = await mail.waitFor((email) => email.subject.includes(ticketId));
    expect(sent!.text).toContain(`Request:`);
    expect(sent!.text).toContain(requestId);
    const desk = await api.http().get(DESK_API_PATHS.ticket(ticketId)).set('Cookie', agentCookie).expect(200);
    expect(desk.body.ticket.requestId).toBe(requestId);
    const page = await api.http().get(PATHS.ticket(ticketId)).set('Cookie', customer.cookie).expect(200);
    expect(page.body.ticket.requestId).toBe(requestId);
  });

  it('is refused with 400 when it is another account’s, a success, or sent without signing in', async () => {
    const customer = await signedInCustomer(api, null);
    const stranger = await signedInCustomer(api, null);
    const theirs = await logRequest(stranger.userId, 500, 1);
    const success = await logRequest(customer.userId, 201, 1);
    const own = await logRequest(customer.userId, 500, 1);
    const before = await api.database.db.$count(supportTickets);
    for (const [requestId, cookie] of [
      [theirs, customer.cookie],
      [success, customer.cookie],
      ['req_unknown', customer.cookie],
      [own, undefined],
    ] as const) {
      const request = api.http().post('/api/support');
      if (cookie) request.set('Cookie', cookie);
      const response = await request
        .send({ name: 'Ada', email: customer.email, subject: 'Help', message: 'Broken.', requestId })
        .expect(400);
      expect(response.body.fields).toEqual({ requestId: CUSTOMER_TICKET_MESSAGES.unknownRequest });
    }
    expect(await api.database.db.$count(supportTickets)).toBe(before);
  });
});
