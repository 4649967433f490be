/**
 * The overdue pass (docs/product/contact-and-support.md#overdue-tickets), on a clock the test moves: a ticket past
 * its first-response target without a reply is marked `overdue` once, and its agent (or every agent) gets one email.
 */
import { DESK_API_PATHS } from '@northvault/contracts/support-desk';
import { CLOCK } from '../clock/clock';
import { JobQueue } from '../jobs/job-queue';
import { createAppWithMail, type AppWithMail } from '../testing/app-with-mail';
import type { CaughtEmail } from '../testing/mail-catcher';
import { deskReply, openTicket, signedInAgent, ticketRow } from '../testing/support-desk-world';
import { OVERDUE_TICKETS_QUEUE } from './overdue-tickets-job';
import { OverdueTickets } from './overdue-tickets';

const AGENTS = ['first.agent@example.com', 'second.agent@example.com'];

describe('the overdue pass', () => {
  let world: AppWithMail;
  let now: Date;

  beforeAll(async () => {
    world = await createAppWithMail({ SUPPORT_AGENT_EMAILS: AGENTS.join(',') });
  });

  beforeEach(() => {
    // Monday 2026-11-23 10:00 UTC: an urgent ticket opened now is due at 11:00.
    now = new Date('2026-11-23T10:00:00Z');
    jest.spyOn(world.api.app.get(CLOCK), 'now').mockImplementation(() => now);
  });

  afterEach(() => jest.restoreAllMocks());

  afterAll(() => world.close());

  const overdueEmailsOf = (ticketId: string) => (email: CaughtEmail) =>
    email.subject === `[${ticketId}] Overdue: no first response yet`;

  const pass = () => world.api.app.get(OverdueTickets).markDue();

  it('marks an unanswered ticket past its target once, and emails every agent once when nobody is assigned', async () => {
    const ticket = await openTicket(world.api, { priority: 'urgent', subject: 'Payments down' });
    now = new Date('2026-11-23T10:59:00Z');
    await pass();
    expect((await ticketRow(world.api, ticket.ticketId)).overdue).toBe(false);

    now = new Date('2026-11-23T11:01:00Z');
    await pass();
    await pass();
    expect((await ticketRow(world.api, ticket.ticketId)).overdue).toBe(true);

    const emails = await world.mail.waitFor(overdueEmailsOf(ticket.ticketId), 2);
    expect(emails.map((email) => email.to[0]!.address).sort()).toEqual(AGENTS);
    expect(emails[0]!.text).toContain('passed its first-response target without a reply from an agent');
    expect(emails[0]!.text).toContain('Was due:   2026-11-23 11:00 UTC');
    expect(emails[0]!.text).toContain('> Subject: Payments down');
    expect(emails[0]!.text).toContain(`/support/desk/${ticket.ticketId}`);
    // Once: later passes send nothing more.
    now = new Date('2026-11-23T12:00:00Z');
    await pass();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await world.mail.emails()).filter(overdueEmailsOf(ticket.ticketId))).toHaveLength(2);
  });

  it('emails the assigned agent only, and leaves answered, solved and not-yet-due tickets alone', async () => {
    const agent = await signedInAgent(world.api, AGENTS[1], 'Second Agent');
    const assigned = await openTicket(world.api, { priority: 'urgent' });
    await world.api.http().post(DESK_API_PATHS.assign(assigned.ticketId)).set('Cookie', agent.cookie).expect(200);
    const answered = await openTicket(world.api, { priority: 'urgent' });
    await deskReply(world.api, agent.cookie, answered.ticketId, 'On it.');
    const solved = await openTicket(world.api, { priority: 'urgent' });
    await world.api
      .http()
      .post(DESK_API_PATHS.status(solved.ticketId))
      .set('Cookie', agent.cookie)
      .send({ status: 'solved' })
      .expect(200);
    const later = await openTicket(world.api, { priority: 'low' });

    now = new Date('2026-11-23T11:30:00Z');
    await pass();
    const [email] = await world.mail.waitFor(overdueEmailsOf(assigned.ticketId));
    expect(email!.to).toEqual([{ address: AGENTS[1], name: 'Second Agent' }]);
    expect(email!.text).toContain('Hello Second Agent,');
    for (const ticket of [answered, solved, later])
      expect((await ticketRow(world.api, ticket.ticketId)).overdue).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const all = await world.mail.emails();
    expect(all.filter(overdueEmailsOf(assigned.ticketId))).toHaveLength(1);
    for (const ticket of [answered, solved, later]) expect(all.filter(overdueEmailsOf(ticket.ticketId))).toEqual([]);
  });

  it('runs as a job of its queue, scheduled every minute', async () => {
    const [schedule] = await world.api.database.rows<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      [OVERDUE_TICKETS_QUEUE.name],
    );
    expect(schedule?.cron).toBe('* * * * *');

    const ticket = await openTicket(world.api, { priority: 'urgent' });
    now = new Date('2026-11-23T11:05:00Z');
    await world.api.app.get(JobQueue).sendLater(OVERDUE_TICKETS_QUEUE, {}, 0);
    const emails = await world.mail.waitFor(overdueEmailsOf(ticket.ticketId), 2);
    expect(emails).toHaveLength(2);
    expect((await ticketRow(world.api, ticket.ticketId)).overdue).toBe(true);
  });
});
