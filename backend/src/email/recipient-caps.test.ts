/**
 * Email that cannot be aimed at strangers (docs/product/contact-and-support.md#email-caps): the
 * forms' emails to an address the site has not verified stop at 3 an hour and 10 a day per address,
 * across support, contact and newsletter, while every ticket and message is kept. Delivered over
 * SMTP to a MailDev of the test's own and read back through its API.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_CAPPED_MESSAGES, UNVERIFIED_EMAIL_CAPS } from '@northvault/contracts/email';
import { contactMessages, supportTickets } from '../database/schema';
import type { MailCatcher } from '../testing/mail-catcher';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createAppWithMail, type AppWithMail } from '../testing/app-with-mail';
import type { TestApp } from '../testing/test-app';
import { RecipientCaps } from './recipient-caps';

let mail: MailCatcher;
let api: TestApp;
let app: AppWithMail | undefined;

beforeAll(async () => {
  app = await createAppWithMail({ SITE_ORIGIN: 'http://localhost:18123' });
  ({ api, mail } = app);
});

afterAll(() => app?.close());

const strangerAddress = () => `stranger-${randomUUID().slice(0, 8)}@example.com`;
const ATTACKER_SUBJECT = 'Account locked #1: verify now at http://evil.example/verify';
const ATTACKER_NAME = 'Northvault Security: click http://evil.example';

/** Waits for the emails already queued to `address` to arrive (or for the worker to prove there are no more). */
async function emailsTo(address: string, atLeast: number) {
  await mail.waitFor((email) => email.to.some((to) => to.address === address), atLeast, 10_000);
  // The worker sends in the background; give a late one time to arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  return (await mail.emails()).filter((email) => email.to.some((to) => to.address === address));
}

it('sends at most 3 of 20 tickets to one unverified address, keeps all 20, and says why', async () => {
  const address = strangerAddress();
  const answers = [];
  for (let index = 1; index <= 20; index += 1) {
    const response = await api
      .http()
      .post('/api/support')
      .send({ name: ATTACKER_NAME, email: address, subject: `${ATTACKER_SUBJECT} ${index}`, message: 'Go.' })
      .expect(201);
    answers.push(response.body as { success: true; ticketId: string; emailSent: boolean });
  }

  expect(answers.map((answer) => answer.emailSent)).toEqual([
    ...Array<boolean>(UNVERIFIED_EMAIL_CAPS.perHour).fill(true),
    ...Array<boolean>(20 - UNVERIFIED_EMAIL_CAPS.perHour).fill(false),
  ]);
  const stored = await api.database.db.select().from(supportTickets).where(eq(supportTickets.email, address));
  expect(stored.map((row) => row.ticketId).sort()).toEqual(answers.map((answer) => answer.ticketId).sort());
  expect(EMAIL_CAPPED_MESSAGES.support(answers[19]!.ticketId)).toBe(
    `We have already emailed this address several times today; your ticket is saved as ${answers[19]!.ticketId}.`,
  );

  const emails = await emailsTo(address, UNVERIFIED_EMAIL_CAPS.perHour);
  expect(emails).toHaveLength(UNVERIFIED_EMAIL_CAPS.perHour);
  for (const email of emails) {
    expect(email.subject).toMatch(/^\[TKT-[A-Z0-9]+\] We received your support ticket$/);
    expect(email.subject).not.toContain('evil');
    expect(email.to).toEqual([{ address, name: '' }]);
    expect(email.text).toContain(
      'What the sender wrote in our form (quoted as sent; not written by Northvault):\n' +
        `> Name: ${ATTACKER_NAME}\n> Subject: ${ATTACKER_SUBJECT}`,
    );
    expect(email.text).toMatch(/^Hello there,/);
    expect(email.html).toContain('<blockquote');
  }
});

it('counts support, contact and newsletter together for one address', async () => {
  const address = strangerAddress();
  const support = await api
    .http()
    .post('/api/support')
    .send({ name: 'Ada', email: address, subject: 'Hello', message: 'Hi' })
    .expect(201);
  const contact = await api
    .http()
    .post('/api/contact')
    .send({ name: 'Ada', email: address, message: 'Hi' })
    .expect(201);
  const newsletter = await api.http().post('/api/newsletter/subscriptions').send({ email: address }).expect(202);
  expect([support.body.emailSent, contact.body.emailSent, newsletter.body.emailSent]).toEqual([true, true, true]);

  const heldContact = await api
    .http()
    .post('/api/contact')
    .send({ name: 'Ada', email: address, message: 'Once more' })
    .expect(201);
  expect(heldContact.body).toEqual({ success: true, id: expect.any(String), emailSent: false });
  const [kept] = await api.database.db
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, heldContact.body.id));
  expect(kept).toMatchObject({ email: address, message: 'Once more' });
  const heldNewsletter = await api
    .http()
    .post('/api/newsletter/subscriptions')
    .send({ email: address.toUpperCase() })
    .expect(202);
  expect(heldNewsletter.body).toEqual({ success: true, emailSent: false });

  const emails = await emailsTo(address, 3);
  expect(emails.map((email) => email.subject).sort()).toEqual([
    'Confirm your subscription to the Northvault newsletter',
    'We received your message',
    expect.stringMatching(/^\[TKT-[A-Z0-9]+\] We received your support ticket$/),
  ]);
});

it('allows 10 a day: the hour’s cap does not reset the day’s', async () => {
  const caps = api.app.get(RecipientCaps, { strict: false });
  const address = strangerAddress();
  const now = Date.now();
  const clock = jest.spyOn(Date, 'now');
  const allowed: boolean[] = [];
  try {
    // Four hours with four tries each: 3 go in each of the first three hours, 1 in the fourth.
    for (let hour = 0; hour < 4; hour += 1) {
      clock.mockReturnValue(now + hour * 60 * 60 * 1000 + 1);
      for (let attempt = 0; attempt < 4; attempt += 1) allowed.push(await caps.allow(address));
    }
  } finally {
    clock.mockRestore();
  }
  expect(allowed.filter(Boolean)).toHaveLength(UNVERIFIED_EMAIL_CAPS.perDay);
  expect(allowed).toEqual([
    ...[true, true, true, false],
    ...[true, true, true, false],
    ...[true, true, true, false],
    ...[true, false, false, false],
  ]);
});

it("sends a signed-in sender's confirmations to their verified address, whatever the form says, beyond the caps", async () => {
  const customer = await signedInCustomer(api, null);
  const stranger = strangerAddress();
  for (let index = 0; index < UNVERIFIED_EMAIL_CAPS.perHour + 1; index += 1) {
    const response = await api
      .http()
      .post('/api/support')
      .set('Cookie', customer.cookie)
      .send({ name: 'Ada', email: stranger, subject: 'Mine', message: 'Hi' })
      .expect(201);
    expect(response.body.emailSent).toBe(true);
  }
  const contact = await api
    .http()
    .post('/api/contact')
    .set('Cookie', customer.cookie)
    .send({ name: 'Ada', email: stranger, message: 'Hi' })
    .expect(201);
  expect(contact.body.emailSent).toBe(true);

  expect(await emailsTo(customer.email, UNVERIFIED_EMAIL_CAPS.perHour + 2)).toHaveLength(
    UNVERIFIED_EMAIL_CAPS.perHour + 2,
  );
  expect((await mail.emails()).filter((email) => email.to.some((to) => to.address === stranger))).toEqual([]);
});

it("does not cap a newsletter sign-up for the signed-in sender's own verified address", async () => {
  const customer = await signedInCustomer(api, null);
  const sent = [];
  for (let index = 0; index < UNVERIFIED_EMAIL_CAPS.perHour + 1; index += 1) {
    const response = await api
      .http()
      .post('/api/newsletter/subscriptions')
      .set('Cookie', customer.cookie)
      .send({ email: customer.email })
      .expect(202);
    sent.push(response.body.emailSent);
  }
  expect(sent).toEqual([true, true, true, true]);
  const stranger = strangerAddress();
  for (let index = 0; index < UNVERIFIED_EMAIL_CAPS.perHour; index += 1) {
    await api.http().post('/api/newsletter/subscriptions').set('Cookie', customer.cookie).send({ email: stranger });
  }
  const capped = await api
    .http()
    .post('/api/newsletter/subscriptions')
    .set('Cookie', customer.cookie)
    .send({ email: stranger })
    .expect(202);
  expect(capped.body).toEqual({ success: true, emailSent: false });
});

it('caps a signed-in sender whose address is not verified like a visitor', async () => {
  const customer = await signedInCustomer(api, null, { emailVerified: false });
  const address = strangerAddress();
  const sent = [];
  for (let index = 0; index < UNVERIFIED_EMAIL_CAPS.perHour + 1; index += 1) {
    const response = await api
      .http()
      .post('/api/support')
      .set('Cookie', customer.cookie)
      .send({ name: 'Ada', email: address, subject: 'S', message: 'M' })
      .expect(201);
    sent.push(response.body.emailSent);
  }
  expect(sent).toEqual([true, true, true, false]);
});
