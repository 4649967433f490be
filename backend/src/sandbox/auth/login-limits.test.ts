/**
 * The cost of `POST /v1/auth/login` is bounded (docs/security.md#sandbox-sign-in): hashes wait for
 * a slot, an unknown email costs the same hash, and an address is locked after repeated failures.
 */
import { randomUUID } from 'node:crypto';
import { LOGIN_LOCKOUT, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { PasswordHashBusyError, PasswordHashGate } from '../../account-setup/public';
import { CLOCK, type Clock } from '../../clock/clock';
import { MailCatcher } from '../../testing/mail-catcher';
import { sandboxSubscriber, SANDBOX_TEST_PASSWORD } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';

describe('PasswordHashGate', () => {
  const slow = (ms: number, log: string[], name: string) => async () => {
    log.push(`start ${name}`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`end ${name}`);
    return name;
  };

  it('runs at most N hashes at once and the rest in order', async () => {
    const gate = new PasswordHashGate(2, 5_000);
    const log: string[] = [];
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, gate.load.running)), 1);
    const results = await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => gate.run(slow(30, log, name))));
    clearInterval(watch);
    expect(results).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(most).toBe(2);
    expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    expect(log.indexOf('start c')).toBeGreaterThan(
      log.indexOf('end a') < log.indexOf('end b') ? log.indexOf('end a') : log.indexOf('end b'),
    );
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });

  it('refuses a hash that waits past the deadline, without running it', async () => {
    const gate = new PasswordHashGate(1, 50);
    const log: string[] = [];
    const first = gate.run(slow(300, log, 'first'));
    const late = jest.fn(async () => 'late');
    await expect(gate.run(late)).rejects.toBeInstanceOf(PasswordHashBusyError);
    expect(late).not.toHaveBeenCalled();
    await expect(first).resolves.toBe('first');
    expect(gate.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('POST /v1/auth/login within its limits', () => {
  // Every failure costs a real scrypt hash (128 MiB); on a busy machine ten of them take a while.
  jest.setTimeout(180_000);

  let mail: MailCatcher;
  let api: TestApp;
  let now: Date;

  beforeAll(async () => {
    mail = await MailCatcher.start();
    api = await createTestApp({
      env: {
        JOB_WORKERS: 'in-process',
        SMTP_URL: mail.smtpUrl,
        SANDBOX_LOGIN_HASH_CONCURRENCY: '1',
        SANDBOX_LOGIN_QUEUE_MS: '400',
      },
    });
  });

  afterAll(async () => {
    await api?.close();
    await mail?.stop();
  });

  beforeEach(() => {
    now = new Date();
    jest.spyOn(api.app.get<Clock>(CLOCK), 'now').mockImplementation(() => now);
  });

  afterEach(() => jest.restoreAllMocks());

  const login = (email: string, password: string) => api.sandbox().post('/v1/auth/login').send({ email, password });

  it('refuses with 429 the logins that wait for a hash slot past the deadline; no more hashes than the slots run', async () => {
    const gate = api.app.get(PasswordHashGate, { strict: false });
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, gate.load.running)), 1);
    const emails = Array.from({ length: 12 }, () => `nobody-${randomUUID().slice(0, 8)}@example.com`);
    const answers = await Promise.all(emails.map((email) => login(email, 'wrong password 1')));
    clearInterval(watch);
    const statuses = answers.map((answer) => answer.status);
    expect(most).toBe(1);
    expect(statuses).toContain(401);
    expect(statuses).toContain(429);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    const busy = answers.find((answer) => answer.status === 429)!;
    expect(busy.body.error).toMatchObject({ code: 'rate_limited', message: SANDBOX_MESSAGES.loginBusy });
  });

  it('spends a hash on an unknown email too', async () => {
    const gate = api.app.get(PasswordHashGate, { strict: false });
    // The first unknown email also makes the decoy hash, once per process.
    await login(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'wrong password 1').expect(401);
    const run = jest.spyOn(gate, 'run');
    await login(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'wrong password 1').expect(401);
    expect(run).toHaveBeenCalledTimes(1);
    const { email } = await sandboxSubscriber(api, 'starter');
    run.mockClear();
    await login(email, 'wrong password 1').expect(401);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('locks an address for 15 minutes at the 10th failure, says so, emails the owner once, and doubles the next lock', async () => {
    const { email } = await sandboxSubscriber(api, 'starter');
    for (let failure = 1; failure < LOGIN_LOCKOUT.failures; failure += 1) {
      await login(email, `wrong password ${failure}`).expect(401);
    }
    const tenth = await login(email, 'wrong password 10').expect(429);
    expect(tenth.body.error).toMatchObject({
      code: 'rate_limited',
      message: 'Too many failed sign-ins: sign-in to this account is locked for 15 minutes. Try again then.',
    });
    // While locked, even the right password is refused, and no hash is spent on it.
    const run = jest.spyOn(api.app.get(PasswordHashGate, { strict: false }), 'run');
    now = new Date(now.getTime() + 14 * 60_000);
    const locked = await login(email, SANDBOX_TEST_PASSWORD).expect(429);
    expect(locked.body.error.message).toMatch(/locked for 1 minute\./);
    expect(run).not.toHaveBeenCalled();

    const LOCKED_SUBJECT = 'Sign-in to your Northvault API sandbox is locked';
    const lockEmail = (sent: { subject: string; to: Array<{ address: string }> }) =>
      sent.subject === LOCKED_SUBJECT && sent.to.some((to) => to.address === email);
    const [warning] = await mail.waitFor(lockEmail);
    expect(warning).toBeDefined();
    expect(warning!.text).toContain('10 failed sign-ins in a row');

    // Past the 15 minutes one more failure locks it again, for twice as long; no second email.
    now = new Date(now.getTime() + 60_000);
    const eleventh = await login(email, 'wrong password 11').expect(429);
    expect(eleventh.body.error.message).toMatch(/locked for 30 minutes\./);
    now = new Date(now.getTime() + 30 * 60_000);
    await login(email, SANDBOX_TEST_PASSWORD).expect(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await mail.emails()).filter(lockEmail)).toHaveLength(1);

    // A success forgets the failures: the next failure is a plain 401.
    await login(email, 'wrong password 12').expect(401);
  });

  it('locks an unknown address the same way, and emails nobody', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    for (let failure = 1; failure < LOGIN_LOCKOUT.failures; failure += 1) {
      await login(email, `wrong password ${failure}`).expect(401);
    }
    await login(email, 'wrong password 10').expect(429);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await mail.emails()).filter((sent) => sent.to.some((to) => to.address === email))).toEqual([]);
  });
});
