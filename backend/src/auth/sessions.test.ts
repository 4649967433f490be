/**
 * A session ends at sign-out, at its absolute lifetime, after the idle timeout, and when the same
 * browser signs in again; a request refreshes "last seen" at most once a minute.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions } from '../database/schema';
import { SessionsService } from './sessions.service';
import { signIn } from '../testing/sign-in-flow';
import { appWithIdentityProvider } from '../testing/app-with-identity-provider';
import { createTestApp } from '../testing/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;

const suite = appWithIdentityProvider();

const ada = { email: 'ada.sessions@example.com', name: 'Ada' };
const status = async (cookie: string) => (await suite.api.http().get('/api/users/me').set('Cookie', cookie)).status;
const sessionRow = async (cookie: string) => {
  const id = createHash('sha256').update(cookie.split('=')[1]!).digest('hex');
  const [row] = await suite.api.database.db.select().from(sessions).where(eq(sessions.id, id));
  return row;
};

describe('signing in again', () => {
  it('ends the session this browser had: the old cookie no longer signs anyone in', async () => {
    const first = await signIn(suite.api, ada);
    const second = await signIn(suite.api, { email: 'grace.sessions@example.com', name: 'Grace' }, first);
    expect(await status(first)).toBe(401);
    expect(await sessionRow(first)).toBeUndefined();
    expect(await status(second)).toBe(200);
  });

  it('leaves the sessions of other browsers alone', async () => {
    const laptop = await signIn(suite.api, ada);
    const phone = await signIn(suite.api, ada);
    expect(await status(laptop)).toBe(200);
    expect(await status(phone)).toBe(200);
  });
});

describe('the idle timeout', () => {
  it('ends a session unused for 7 days, within its 30-day lifetime', async () => {
    const cookie = await signIn(suite.api, ada);
    const id = (await sessionRow(cookie))!.id;
    await suite.api.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * DAY_MS + 60_000) })
      .where(eq(sessions.id, id));
    expect(await status(cookie)).toBe(200);
    await suite.api.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 7 * DAY_MS - 60_000) })
      .where(eq(sessions.id, id));
    expect(await status(cookie)).toBe(401);
  });

  it('follows SESSION_IDLE_TIMEOUT_SECONDS', async () => {
    const shortIdle = await createTestApp({
      env: { ...suite.provider.env, SESSION_IDLE_TIMEOUT_SECONDS: '600' },
      database: suite.api.database,
    });
    try {
      const cookie = await signIn(shortIdle, ada);
      const id = (await sessionRow(cookie))!.id;
      await suite.api.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 11 * 60_000) })
        .where(eq(sessions.id, id));
      expect((await shortIdle.http().get('/api/users/me').set('Cookie', cookie)).status).toBe(401);
    } finally {
      await shortIdle.close();
    }
  });

  it('counts from the last request, written at most once a minute', async () => {
    const cookie = await signIn(suite.api, ada);
    const id = (await sessionRow(cookie))!.id;
    const recently = new Date(Date.now() - 30_000);
    await suite.api.database.db.update(sessions).set({ lastSeenAt: recently }).where(eq(sessions.id, id));
    await status(cookie);
    expect((await sessionRow(cookie))!.lastSeenAt.getTime()).toBe(recently.getTime());

    const daysAgo = new Date(Date.now() - 6 * DAY_MS);
    await suite.api.database.db.update(sessions).set({ lastSeenAt: daysAgo }).where(eq(sessions.id, id));
    await status(cookie);
    expect((await sessionRow(cookie))!.lastSeenAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('looking sessions up', () => {
  it('answers requests that arrive together with one statement, each with its own account', async () => {
    const adaToken = (await signIn(suite.api, ada)).split('=')[1]!;
    const graceToken = (await signIn(suite.api, { email: 'grace.lookup@example.com', name: 'Grace' })).split('=')[1]!;
    const idleCookie = await signIn(suite.api, ada);
    await suite.api.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 8 * DAY_MS) })
      .where(eq(sessions.id, (await sessionRow(idleCookie))!.id));
    const service = suite.api.app.get(SessionsService);
    const statements = jest.spyOn(suite.api.database, 'rows');
    try {
      const found = await Promise.all(
        [adaToken, graceToken, idleCookie.split('=')[1]!, 'unknown-token', adaToken].map((token) =>
          service.findUser(token),
        ),
      );
      expect(found.map((user) => user?.email ?? null)).toEqual([
        ada.email,
        'grace.lookup@example.com',
        null,
        null,
        ada.email,
      ]);
      expect(statements.mock.calls.filter(([text]) => text.includes('northvault_session_users'))).toHaveLength(1);
    } finally {
      statements.mockRestore();
    }
  });

  it('fails every waiting request when the statement fails', async () => {
    const service = suite.api.app.get(SessionsService);
    const outage = new Error('connection terminated');
    const statements = jest.spyOn(suite.api.database, 'rows').mockRejectedValueOnce(outage);
    try {
      const answers = await Promise.allSettled([service.findUser('one'), service.findUser('two')]);
      expect(answers).toEqual([
        { status: 'rejected', reason: outage },
        { status: 'rejected', reason: outage },
      ]);
    } finally {
      statements.mockRestore();
    }
  });
});
