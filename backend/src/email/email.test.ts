/**
 * The three emails as a customer receives them: the app on the run's engine with its workers on,
 * delivering over SMTP to a MailDev of the test's own, read back through MailDev's API.
 */
import { randomUUID } from 'node:crypto';
import type { CaughtEmail, MailCatcher } from '../testing/mail-catcher';
import type { EmailJob } from './email-job';
import { EmailOutbox } from './email-outbox';
import { createAppWithMail, type AppWithMail } from '../testing/app-with-mail';
import type { TestApp } from '../testing/test-app';

let mail: MailCatcher;
let api: TestApp;
let app: AppWithMail | undefined;

beforeAll(async () => {
  app = await createAppWithMail({ SITE_ORIGIN: 'http://localhost:18123' });
  ({ api, mail } = app);
});

afterAll(() => app?.close());

const uniqueAddress = () => `customer-${randomUUID().slice(0, 8)}@example.com`;

/** A checkout by Ada Lovelace with a sandbox card. */
function payWith(cardNumber: string, planId: string, address: string) {
  return api
    .http()
    .post('/api/checkout/process')
    .send({
      planId,
      customerName: 'Ada Lovelace',
      customerEmail: address,
      paymentMethod: { cardNumber, expiryMonth: '7', expiryYear: '2099', cvv: '123' },
    });
}

async function onlyEmailTo(address: string): Promise<CaughtEmail> {
  const found = await mail.waitFor((email) => email.to.some((to) => to.address === address));
  expect(found).toHaveLength(1);
  return found[0]!;
}

it('confirms a support ticket with its id, subject, priority, response target and the signed link to it', async () => {
  const address = uniqueAddress();
  const { body } = await api
    .http()
    .post('/api/support')
    .send({ name: 'Grace Hopper', email: address, subject: 'Webhook retries', message: 'Stopped.', priority: 'high' })
    .expect(201);

  const email = await onlyEmailTo(address);
  expect(email.to).toEqual([{ address, name: '' }]);
  expect(email.subject).toBe(`[${body.ticketId}] We received your support ticket`);
  for (const part of [email.text, email.html]) {
    expect(part).toContain(body.ticketId);
    expect(part).toContain('Webhook retries');
    expect(part).toContain('High');
    expect(part).toContain('within 4 hours');
    expect(part).toContain(`http://localhost:18123/support/tickets/${body.ticketId}?token=`);
  }
  expect(email.text).toMatch(/^Hello there,/);
  expect(email.text).toContain('> Name: Grace Hopper\n> Subject: Webhook retries');
  expect(email.html).toMatch(
    new RegExp(`<a href="http://localhost:18123/support/tickets/${body.ticketId}\\?token=[\\w.-]+">Your ticket</a>`),
  );
});

it.each([
  ['urgent', 'within 1 hour'],
  ['medium', 'within 24 hours'],
  ['low', 'within 48 hours'],
])('states the %s priority’s response target', async (priority, target) => {
  const address = uniqueAddress();
  await api
    .http()
    .post('/api/support')
    .send({ name: 'Ada', email: address, subject: 'S', message: 'M', priority })
    .expect(201);
  expect((await onlyEmailTo(address)).text).toContain(target);
});

it('thanks a contact message and promises a reply within 24 hours', async () => {
  const address = uniqueAddress();
  await api.http().post('/api/contact').send({ name: 'Ada Lovelace', email: address, message: 'Hello' }).expect(201);

  const email = await onlyEmailTo(address);
  expect(email.subject).toBe('We received your message');
  expect(email.text).toContain('We reply within 24 hours.');
  expect(email.html).toContain('We reply within 24 hours.');
});

it('sends a receipt for an approved payment: its number, plan, amount in USD, card brand and last four, transaction id, date', async () => {
  const address = uniqueAddress();
  const { body } = await payWith('4242 4242 4242 4242', 'business', address).expect(200);

  const email = await onlyEmailTo(address);
  const today = new Date().toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [receipt] = await api.database.rows<{ number: string }>(
    'select r.number from receipts r join payments p on p.id = r.payment_id where p.transaction_id = $1',
    [body.transactionId],
  );
  expect(receipt?.number).toMatch(/^NV-\d{4}-\d{6}$/);
  expect(email.subject).toBe(`Your Northvault receipt ${receipt!.number}`);
  for (const part of [email.text, email.html]) {
    expect(part).toContain(receipt!.number);
    expect(part).toContain('Business (monthly)');
    expect(part).toContain('$299.00 USD');
    expect(part).toContain('Visa ending in 4242');
    expect(part).toContain(body.transactionId);
    expect(part).toContain(today);
    expect(part).not.toContain('4242424242424242');
    expect(part).not.toContain('4242 4242 4242 4242');
  }
});

it('sends nothing for a declined payment', async () => {
  const address = uniqueAddress();
  await payWith('4000 0000 0000 0002', 'starter', address).expect(402);
  // A ticket sent afterwards arrives; by then a receipt would have too.
  const marker = uniqueAddress();
  await api.http().post('/api/support').send({ name: 'Ada', email: marker, subject: 'S', message: 'M' }).expect(201);
  await onlyEmailTo(marker);
  expect((await mail.emails()).filter((email) => email.to.some((to) => to.address === address))).toEqual([]);
});

it('refuses a CR LF in a name or subject before anything is stored or queued', async () => {
  const address = uniqueAddress();
  const response = await api
    .http()
    .post('/api/support')
    .send({ name: 'Eve\r\nBcc: victim@example.com', email: address, subject: 'Hello', message: 'M' })
    .expect(400);
  expect(response.body.fields).toEqual({ name: 'Your name must not contain control characters.' });
  // A ticket sent afterwards arrives; by then an email for the refused one would have too.
  const marker = uniqueAddress();
  await api.http().post('/api/support').send({ name: 'Ada', email: marker, subject: 'S', message: 'M' }).expect(201);
  await onlyEmailTo(marker);
  expect((await mail.emails()).filter((email) => email.to.some((to) => to.address === address))).toEqual([]);
});

it('never lets a CR LF that reaches an email job add a header', async () => {
  // The API refuses control characters, but the mail layer must not depend on every caller doing so.
  const address = uniqueAddress();
  const job: EmailJob = {
    kind: 'ticket-received',
    to: { name: 'Eve\r\nBcc: victim@example.com', address },
    ticketId: 'TKT-CRLF',
    subject: 'Hello\r\nX-Injected: yes\r\n\r\nforged body',
    priority: 'medium',
  };
  await api.database.transaction((tx) => api.app.get(EmailOutbox).queue(tx, job));

  const email = await onlyEmailTo(address);
  const source = await mail.source(email.id);
  const headerBlock = source.slice(0, source.indexOf('\r\n\r\n'));
  expect(headerBlock).not.toMatch(/^bcc:/im);
  expect(headerBlock).not.toMatch(/^x-injected:/im);
  expect(email.envelope.to).toEqual([{ address }]);
  expect(Object.keys(email.headers)).not.toContain('x-injected');
  expect(email.subject).toBe('[TKT-CRLF] We received your support ticket');
  expect(email.text).toContain('> Subject: Hello');
});
