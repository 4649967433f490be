/**
 * The newsletter's double opt-in end to end: the sign-up's email as the reader receives it (through
 * a MailDev of the test's own), the link's token confirmed, and nothing stored before that.
 */
import { randomUUID } from 'node:crypto';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { CLOCK, type Clock } from '../clock/clock';
import { newsletterSubscribers } from '../database/schema';
import type { MailCatcher } from '../testing/mail-catcher';
import { createAppWithMail, type AppWithMail } from '../testing/app-with-mail';
import type { TestApp } from '../testing/test-app';

const SITE_ORIGIN = 'http://localhost:18124';
let mail: MailCatcher;
let api: TestApp;
let app: AppWithMail | undefined;

beforeAll(async () => {
  app = await createAppWithMail({ SITE_ORIGIN });
  ({ api, mail } = app);
});

afterEach(() => jest.restoreAllMocks());

afterAll(() => app?.close());

const uniqueAddress = () => `reader-${randomUUID().slice(0, 8)}@example.com`;
const signUp = (email: unknown) => api.http().post('/api/newsletter/subscriptions').send({ email });
const confirm = (token: unknown) => api.http().post('/api/newsletter/confirmations').send({ token });
const subscribers = () => api.database.db.select().from(newsletterSubscribers);

/** The token of the one confirmation email sent to `address`, read from the link in its text. */
async function tokenSentTo(address: string): Promise<string> {
  const [email] = await mail.waitFor((caught) => caught.to.some((to) => to.address === address));
  const link = /http:\/\/localhost:18124\/newsletter\/confirm#token=(\S+)/.exec(email!.text);
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

function moveClockBy(hours: number) {
  const clock = api.app.get<Clock>(CLOCK);
  const later = new Date(Date.now() + hours * 60 * 60 * 1000);
  jest.spyOn(clock, 'now').mockReturnValue(later);
}

it('emails a confirmation link and stores nothing until it is opened', async () => {
  const address = uniqueAddress();
  await signUp(address).expect(202, { success: true, emailSent: true });

  const [email] = await mail.waitFor((caught) => caught.to.some((to) => to.address === address));
  expect(email!.subject).toBe('Confirm your subscription to the Northvault newsletter');
  for (const part of [email!.text, email!.html]) {
    expect(part).toContain(`${SITE_ORIGIN}/newsletter/confirm#token=`);
    expect(part).toContain('48 hours');
  }
  expect((await subscribers()).map((row) => row.email)).not.toContain(address);
});

it('adds the address once when the link is opened, however often', async () => {
  const address = uniqueAddress();
  await signUp(` ${address.toUpperCase()} `).expect(202);
  const token = await tokenSentTo(address);

  await confirm(token).expect(200, { success: true });
  await confirm(token).expect(200, { success: true });

  const rows = (await subscribers()).filter((row) => row.email === address);
  expect(rows).toEqual([{ id: expect.any(String), email: address, confirmedAt: expect.any(Date) }]);
});

it('answers a sign-up for an address already on the list as for a new one, and sends a new link', async () => {
  const address = uniqueAddress();
  await signUp(address).expect(202);
  await confirm(await tokenSentTo(address)).expect(200);

  await signUp(address).expect(202, { success: true, emailSent: true });
  await mail.waitFor((caught) => caught.to.some((to) => to.address === address), 2);
});

it('refuses a link older than 48 hours, and stores nothing', async () => {
  const address = uniqueAddress();
  await signUp(address).expect(202);
  const token = await tokenSentTo(address);

  moveClockBy(48.1);
  const response = await confirm(token).expect(400);
  expect(response.body).toMatchObject({ success: false, error: NEWSLETTER_MESSAGES.expired });
  expect((await subscribers()).map((row) => row.email)).not.toContain(address);
});

it.each([
  ['altered', (token: string) => token.replace(/^./, (first) => (first === 'e' ? 'f' : 'e'))],
  ['made up', () => 'eyJlbWFpbCI6ImV2ZUBleGFtcGxlLmNvbSJ9.c2lnbmF0dXJl'],
  ['not a token', () => 'hello'],
])('refuses a token that is %s, and stores nothing', async (_kind, forge) => {
  const address = uniqueAddress();
  await signUp(address).expect(202);
  const token = forge(await tokenSentTo(address));
  const before = (await subscribers()).length;

  const response = await confirm(token).expect(400);
  expect(response.body).toMatchObject({ success: false, error: NEWSLETTER_MESSAGES.invalid });
  expect(await subscribers()).toHaveLength(before);
});

it.each([
  ['not-an-address', 'Invalid email address'],
  ['', 'Enter your email address.'],
])('refuses the sign-up of %j with the field named', async (email, sentence) => {
  const response = await signUp(email).expect(400);
  expect(response.body.fields).toEqual({ email: sentence });
});

it('refuses a CR LF in the address, so it cannot add a header', async () => {
  const response = await signUp('eve@example.com\r\nBcc: victim@example.com').expect(400);
  expect(response.body.fields).toEqual({ email: expect.any(String) });
});

it('refuses a confirmation without a token', async () => {
  const response = await confirm('').expect(400);
  expect(Object.keys(response.body.fields)).toEqual(['token']);
});
