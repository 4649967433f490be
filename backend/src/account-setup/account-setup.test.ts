import { eq } from 'drizzle-orm';
import { SUBSCRIPTION_PASSWORD_MESSAGES } from '@northvault/contracts/sandbox';
import { subscriptionPasswords, users } from '../database/schema';
import { signedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { hashPassword, verifyPassword } from './password-hash';

const STRONG_PASSWORD = 'violet kettle harbour 42 drums';

describe('account setup API (docs/product/routes.md#account-setup)', () => {
  let api: TestApp;

  beforeAll(async () => {
    api = await createTestApp({ env: { SANDBOX_PUBLIC_URL: 'http://sandbox.test:3999/v1' } });
  });

  afterAll(() => api.close());

  function setPassword(cookie: string, password: unknown) {
    return api.http().post('/api/account/subscription-password').set('Cookie', cookie).send({ password });
  }

  it('answers 401 to a visitor who is not signed in', async () => {
    await api.http().get('/api/account/setup').expect(401);
    await api.http().post('/api/account/subscription-password').send({ password: STRONG_PASSWORD }).expect(401);
  });

  it("tells anyone, signed in or not, where this deployment's sandbox answers", async () => {
    const response = await api.http().get('/api/sandbox').expect(200);
    expect(response.body).toEqual({ baseUrl: 'http://sandbox.test:3999/v1' });
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });

  it('shows the account, its plan, its organisation and the configured base URL', async () => {
    const customer = await signedInCustomer(api, 'business');
    const response = await api.http().get('/api/account/setup').set('Cookie', customer.cookie).expect(200);
    expect(response.body).toEqual({
      email: customer.email,
      planId: 'business',
      organization: expect.stringMatching(/^ORG-/),
      passwordSet: false,
      sandboxBaseUrl: 'http://sandbox.test:3999/v1',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a password to an account without an active plan', async () => {
    const customer = await signedInCustomer(api, null);
    const response = await setPassword(customer.cookie, STRONG_PASSWORD).expect(403);
    expect(response.body.error).toBe(SUBSCRIPTION_PASSWORD_MESSAGES.noPlan);
    // A plan is used only while the provider vouches for the account's email.
    const unverified = await signedInCustomer(api, 'business');
    await api.database.db.update(users).set({ emailVerified: false }).where(eq(users.id, unverified.userId));
    await setPassword(unverified.cookie, STRONG_PASSWORD).expect(403);
  });

  it('refuses a short password, saying how long it must be', async () => {
    const customer = await signedInCustomer(api, 'starter');
    const response = await setPassword(customer.cookie, 'Xk9#qLz2').expect(400);
    expect(response.body.error).toBe('Use at least 12 characters for your password.');
    expect(response.body.fields).toEqual({ password: 'Use at least 12 characters for your password.' });
  });

  it("refuses a guessable password with the estimator's reason", async () => {
    const customer = await signedInCustomer(api, 'starter');
    const response = await setPassword(customer.cookie, 'password12345').expect(400);
    expect(response.body.error).toBe(
      'This password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.',
    );
  });

  it("refuses a password made of the account's own email", async () => {
    const customer = await signedInCustomer(api, 'starter');
    const response = await setPassword(customer.cookie, customer.email).expect(400);
    expect(response.body.error).toMatch(/^This password is too easy to guess\. /);
  });

  it('refuses control characters, a missing password and one over the length limit', async () => {
    const customer = await signedInCustomer(api, 'starter');
    expect((await setPassword(customer.cookie, `${STRONG_PASSWORD}\u0007`).expect(400)).body.error).toBe(
      'Your password must not contain control characters.',
    );
    expect((await setPassword(customer.cookie, undefined).expect(400)).body.error).toBe('Enter your password.');
    expect((await setPassword(customer.cookie, 12345678901234).expect(400)).body.error).toBe(
      'Your password must be text.',
    );
    expect((await setPassword(customer.cookie, 'x'.repeat(201)).expect(400)).body.error).toBe(
      'Your password must be at most 200 characters.',
    );
    const stored = await api.database.db
      .select()
      .from(subscriptionPasswords)
      .where(eq(subscriptionPasswords.userId, customer.userId));
    expect(stored).toEqual([]);
  });

  it('stores a strong password only as an scrypt hash, and a new one replaces it', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const response = await setPassword(customer.cookie, STRONG_PASSWORD).expect(200);
    expect(response.body).toEqual({ success: true, message: SUBSCRIPTION_PASSWORD_MESSAGES.saved });
    const [first] = await api.database.db
      .select()
      .from(subscriptionPasswords)
      .where(eq(subscriptionPasswords.userId, customer.userId));
    expect(first!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(first!.passwordHash).not.toContain('violet');
    expect(await verifyPassword(STRONG_PASSWORD, first!.passwordHash)).toBe(true);

    await setPassword(customer.cookie, 'another quiet lighthouse 77').expect(200);
    const [second] = await api.database.db
      .select()
      .from(subscriptionPasswords)
      .where(eq(subscriptionPasswords.userId, customer.userId));
    expect(await verifyPassword(STRONG_PASSWORD, second!.passwordHash)).toBe(false);
    expect(await verifyPassword('another quiet lighthouse 77', second!.passwordHash)).toBe(true);
    const setup = await api.http().get('/api/account/setup').set('Cookie', customer.cookie).expect(200);
    expect(setup.body.passwordSet).toBe(true);
  });
});

describe('password hashes', () => {
  it('salts each hash, keeps its parameters, and refuses a wrong or malformed one', async () => {
    const cheap = { N: 1024, r: 8, p: 1 };
    const [one, two] = [await hashPassword('same words here', cheap), await hashPassword('same words here', cheap)];
    expect(one).not.toBe(two);
    expect(one.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('same words here', one)).toBe(true);
    expect(await verifyPassword('same words here!', one)).toBe(false);
    expect(await verifyPassword('same words here', 'plain-text')).toBe(false);
  });
});
