/**
 * Plans belong to accounts (issuer and subject), never to whoever types or registers an email:
 * an anonymous purchase waits for its email until a sign-in whose provider verifies that email.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { payments, sandboxCharges, subscriptions, users } from '../database/schema';
import { approvedCheckout } from '../testing/signed-in-customer';
import { signIn } from '../testing/sign-in-flow';
import { appWithIdentityProvider } from '../testing/app-with-identity-provider';

const VERIFY_EMAIL = 'Verify your email address with your sign-in provider to use your plan.';

const suite = appWithIdentityProvider();

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

type PlanName = 'starter' | 'business' | 'enterprise';

const buyAnonymously = (planId: PlanName, email: string) =>
  suite.api.http().post('/api/checkout/process').send(approvedCheckout(planId, email));

/** Buys while signed in; `typed` is the email typed into the form. */
const buySignedIn = (cookie: string, planId: PlanName, typed: string) =>
  suite.api.http().post('/api/checkout/process').set('Cookie', cookie).send(approvedCheckout(planId, typed));

const me = async (cookie: string) =>
  (await suite.api.http().get('/api/users/me').set('Cookie', cookie).expect(200)).body;

const waitingFor = async (email: string) =>
  (await suite.api.database.db.select().from(subscriptions).where(eq(subscriptions.email, email))).filter(
    (row) => row.accountId === null,
  );

describe('an anonymous purchase', () => {
  it('is claimed at the first sign-in whose provider verifies the email, whatever its case', async () => {
    const email = uniqueEmail('claim');
    const { body } = await buyAnonymously('business', email.toUpperCase()).expect(200);
    expect(await waitingFor(email)).toHaveLength(1);

    const cookie = await signIn(suite.api, { email, name: 'Claire Mant' });
    const user = await me(cookie);
    expect(user.subscription).toEqual({ planId: 'business', status: 'active', startedAt: expect.any(String) });
    expect(user.google_user_data.email_verified).toBe(true);
    expect(await waitingFor(email)).toEqual([]);
    const [payment] = await suite.api.database.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, body.transactionId));
    expect(payment!.accountId).toBe(user.id);
  });

  it('is not claimed by a sign-in whose provider does not verify the email: no plan, and it keeps waiting', async () => {
    const email = uniqueEmail('unverified');
    await buyAnonymously('enterprise', email).expect(200);

    const cookie = await signIn(suite.api, { email, name: 'Mallory', emailVerified: false });
    const user = await me(cookie);
    expect(user.google_user_data.email_verified).toBe(false);
    expect(user.subscription).toBeNull();
    expect(await waitingFor(email)).toHaveLength(1);
    await suite.api.http().get('/api/white-label/config').set('Cookie', cookie).expect(403);

    // The provider verifies the address later: the next sign-in claims the plan.
    const verified = await signIn(suite.api, { email, name: 'Mallory' });
    expect((await me(verified)).subscription).toMatchObject({ planId: 'enterprise' });
  });
});

describe('an account', () => {
  it('keeps its plan when the provider renames it; the profile follows the provider', async () => {
    const email = uniqueEmail('rename');
    await buyAnonymously('starter', email).expect(200);
    await signIn(suite.api, { email, name: 'Ada Byron' });
    const cookie = await signIn(suite.api, { email, name: 'Ada Lovelace' });
    const user = await me(cookie);
    expect(user.google_user_data).toMatchObject({ name: 'Ada Lovelace', given_name: 'Ada' });
    expect(user.subscription).toMatchObject({ planId: 'starter' });
  });

  it('cannot use its plan while its provider says the email is unverified, and gets it back once verified', async () => {
    const email = uniqueEmail('lapsed');
    const cookie = await signIn(suite.api, { email, name: 'Lap Sed' });
    await buySignedIn(cookie, 'enterprise', email).expect(200);

    const unverified = await signIn(suite.api, { email, name: 'Lap Sed', emailVerified: false });
    expect((await me(unverified)).subscription).toBeNull();
    await suite.api.http().get('/api/white-label/config').set('Cookie', unverified).expect(403);
    const [account] = await suite.api.database.db.select().from(users).where(eq(users.email, email));
    const [held] = await suite.api.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.accountId, account!.id));
    expect(held).toMatchObject({ planId: 'enterprise' });

    const verified = await signIn(suite.api, { email, name: 'Lap Sed' });
    expect((await me(verified)).subscription).toMatchObject({ planId: 'enterprise' });
  });

  it('buys for itself when signed in, whatever email is typed; the typed email gets nothing', async () => {
    const email = uniqueEmail('owner');
    const other = uniqueEmail('elsewhere');
    const cookie = await signIn(suite.api, { email, name: 'Owen Er' });
    await buySignedIn(cookie, 'business', other).expect(200);
    expect((await me(cookie)).subscription).toMatchObject({ planId: 'business' });
    expect(await suite.api.database.db.select().from(subscriptions).where(eq(subscriptions.email, other))).toEqual([]);
  });

  it('signed in with an unverified email cannot buy: 403 with the sentence, before any charge', async () => {
    const email = uniqueEmail('cannot-buy');
    const cookie = await signIn(suite.api, { email, name: 'Una Verified', emailVerified: false });
    const charges = await suite.api.database.db.$count(sandboxCharges);
    const response = await buySignedIn(cookie, 'business', email).expect(403);
    expect(response.body).toEqual({ success: false, error: VERIFY_EMAIL });
    expect(await suite.api.database.db.$count(sandboxCharges)).toBe(charges);
  });
});

describe('the plan takeover of an Enterprise customer', () => {
  it('is refused: an anonymous Starter purchase with their email, in any case, answers 409 and charges nothing', async () => {
    const email = uniqueEmail('victim');
    const cookie = await signIn(suite.api, { email, name: 'Vic Tim' });
    await buySignedIn(cookie, 'enterprise', email).expect(200);
    const charges = await suite.api.database.db.$count(sandboxCharges);

    for (const typed of [email, email.toUpperCase(), ` ${email} `]) {
      const response = await buyAnonymously('starter', typed).expect(409);
      expect(response.body).toEqual({
        success: false,
        error: 'An account already uses this email. Sign in to change its plan.',
      });
    }
    expect(await suite.api.database.db.$count(sandboxCharges)).toBe(charges);
    expect((await me(cookie)).subscription).toMatchObject({ planId: 'enterprise' });
    await suite.api.http().get('/api/white-label/config').set('Cookie', cookie).expect(200);
  });

  it('is refused while the plan still waits to be claimed, too', async () => {
    const email = uniqueEmail('waiting');
    await buyAnonymously('enterprise', email).expect(200);
    const response = await buyAnonymously('starter', email).expect(409);
    expect(response.body.error).toBe('An account already uses this email. Sign in to change its plan.');
    expect(await waitingFor(email)).toEqual([expect.objectContaining({ planId: 'enterprise' })]);
  });
});
