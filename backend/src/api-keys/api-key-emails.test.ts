/**
 * Creating, rolling and revoking a key each email the account once, naming the key and its prefix
 * (docs/product/api.md#api-keys): the app with its workers on, delivering to a MailDev of the test's own.
 */
import { API_PATHS, apiKeyRevokePath, apiKeyRollPath } from '@northvault/contracts/routes';
import type { MailCatcher } from '../testing/mail-catcher';
import { signedInCustomer } from '../testing/signed-in-customer';
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

it('emails the account once for each creation, roll and revocation, with the name and prefix, never the secret', async () => {
  const customer = await signedInCustomer(api, 'business');
  const created = await api
    .http()
    .post(API_PATHS.apiKeys)
    .set('Cookie', customer.cookie)
    .send({ keyName: 'Payroll export', scope: 'read_only' })
    .expect(201);
  const rolled = await api
    .http()
    .post(apiKeyRollPath(created.body.key.id))
    .set('Cookie', customer.cookie)
    .send({ overlap: '1h' })
    .expect(201);
  await api.http().post(apiKeyRevokePath(rolled.body.key.id)).set('Cookie', customer.cookie).expect(200);

  // Purchase receipts go to the same address; the key emails are the three whose subject names the key.
  const isKeyEmail = (subject: string) => subject.endsWith(': Payroll export');
  const emails = await mail.waitFor(
    (email) => email.to.some((to) => to.address === customer.email) && isKeyEmail(email.subject),
    3,
  );
  // Anything queued twice would have arrived by now with the others.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const all = (await mail.emails()).filter(
    (email) => email.to.some((to) => to.address === customer.email) && isKeyEmail(email.subject),
  );
  expect(all).toHaveLength(3);
  const bySubject = Object.fromEntries(emails.map((email) => [email.subject, email]));
  const oldPrefix = created.body.key.prefix;
  const newPrefix = rolled.body.key.prefix;

  const creation = bySubject['API key created: Payroll export']!;
  for (const part of [creation.text, creation.html]) {
    expect(part).toContain(oldPrefix);
    expect(part).toContain('Read only');
    expect(part).toContain('http://localhost:18123/account/developers');
  }
  const roll = bySubject['API key rolled: Payroll export']!;
  expect(roll.text).toContain(newPrefix);
  expect(roll.text).toContain(oldPrefix);
  const revocation = bySubject['API key revoked: Payroll export']!;
  expect(revocation.text).toContain(newPrefix);
  for (const email of [creation, roll, revocation]) {
    expect(email.to).toEqual([{ address: customer.email, name: 'Test Customer' }]);
    expect(email.text).not.toContain(created.body.secret.slice(11));
    expect(email.text).not.toContain(rolled.body.secret.slice(11));
  }
});
