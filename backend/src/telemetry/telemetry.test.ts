import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { abortCanary, startCanary } from '@northvault/hosting/canary';
import { fileReleasePointers } from '@northvault/hosting/release-pointers';
import { DEFAULT_CANARY_THRESHOLDS } from '@northvault/hosting/release-store';
import { issueLoadToken } from '@northvault/hosting/load-token';
import { remoteLoads } from '../database/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CanaryWatch } from './canary-watch';
import { LOAD_TOKEN_MESSAGES } from './telemetry.controller';
import { OPERATOR_TOKEN_REQUIRED } from './operator-token.guard';

const PROXY_SECRET = 'a-proxy-secret-the-site-server-shares-with-the-backend';
const OPERATOR_TOKEN = 'an-operator-token-of-at-least-32-characters';

/** A token as the site server signs it for one page load of a new visitor (or of `cohortId`). */
const tokenFor = (releases: Record<string, string>, cohortId: string = randomUUID(), secret = PROXY_SECRET) =>
  issueLoadToken(secret, { cohortId, releases });

const load = (overrides: Record<string, unknown> = {}) => ({
  remote: 'mfe-support',
  version: '1.0.0-aaaaaaaaaa',
  outcome: 'ok',
  durationMs: 40,
  route: '/support',
  ...overrides,
});

describe('load telemetry and the canary watch', () => {
  let testApp: TestApp;
  let releasesDir: string;

  beforeAll(async () => {
    releasesDir = mkdtempSync(path.join(os.tmpdir(), 'canary-watch-'));
    testApp = await createTestApp({
      env: {
        RELEASES_DIR: releasesDir,
        PROXY_SECRET,
        OPERATOR_TOKEN,
        CANARY_MIN_FAILING_VISITORS: '5',
        TELEMETRY_TOKENS_PER_MINUTE: '100000',
      },
    });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const post = (body: unknown, type = 'application/json') =>
    testApp.http().post('/api/telemetry/remote-loads').set('Content-Type', type).send(JSON.stringify(body));
  const SUPPORT_RELEASES = { 'mfe-support': '1.0.0-aaaaaaaaaa' };
  /** A batch with a fresh page's token that names the releases its loads report. */
  const batch = (loads: Record<string, unknown>[], token = tokenFor(SUPPORT_RELEASES)) => ({ token, loads });
  const stored = () => testApp.database.db.$count(remoteLoads);
  const figures = (remote = 'mfe-support') =>
    testApp.http().get(`/api/telemetry/remote-loads?remote=${remote}`).set('Authorization', `Bearer ${OPERATOR_TOKEN}`);

  it('stores a batch sent as a beacon (text/plain JSON) and answers 204, with no address and no user', async () => {
    const before = await stored();
    const token = tokenFor({ 'mfe-support': '1.0.0-aaaaaaaaaa', 'mfe-docs': 'unreleased' });
    const response = await post(
      batch(
        [load(), load({ remote: 'mfe-docs', version: 'unreleased', outcome: 'RUNTIME-008', durationMs: 900 })],
        token,
      ),
      'text/plain;charset=UTF-8',
    );
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await stored()).toBe(before + 2);
    const [row] = await testApp.database.rows<Record<string, unknown>>(
      'select * from remote_loads order by id desc limit 1',
      [],
    );
    expect(Object.keys(row!).sort()).toEqual(
      ['duration_ms', 'id', 'outcome', 'received_at', 'remote', 'route', 'token_id', 'version', 'visitor'].sort(),
    );
    expect(JSON.stringify(row)).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
  });

  describe('load tokens', () => {
    it.each([
      ['no token at all', (loads: object[]) => ({ loads }), 'Enter a value for this field.'],
      [
        'a made-up token',
        (loads: object[]) => ({ token: 'v1.e30.' + 'A'.repeat(43), loads }),
        LOAD_TOKEN_MESSAGES.invalid,
      ],
      [
        'a token signed with another secret',
        (loads: object[]) => ({ token: tokenFor(SUPPORT_RELEASES, undefined, 'x'.repeat(40)), loads }),
        LOAD_TOKEN_MESSAGES.invalid,
      ],
      [
        'a token whose claims were edited',
        (loads: object[]) => {
          const [prefix, , signature] = tokenFor({ 'mfe-docs': 'unreleased' }).split('.');
          const edited = Buffer.from(
            JSON.stringify({ id: 'x', visitor: 'y', releases: SUPPORT_RELEASES, expires: 4102444800 }),
          ).toString('base64url');
          return { token: `${prefix}.${edited}.${signature}`, loads };
        },
        LOAD_TOKEN_MESSAGES.invalid,
      ],
      [
        'an expired token',
        (loads: object[]) => ({
          token: issueLoadToken(PROXY_SECRET, {
            cohortId: randomUUID(),
            releases: SUPPORT_RELEASES,
            now: new Date(Date.now() - 31 * 60 * 1000),
          }),
          loads,
        }),
        LOAD_TOKEN_MESSAGES.expired,
      ],
    ])(
      'refuses a forged request with %s: 400 naming the token, and no figure changes',
      async (_case, body, message) => {
        const before = (await figures().expect(200)).body;
        const rows = await stored();
        const response = await post(body(Array.from({ length: 50 }, () => load({ outcome: 'RUNTIME-008' }))));
        expect(response.status).toBe(400);
        expect(response.body.fields).toEqual({ token: message });
        expect(await stored()).toBe(rows);
        expect((await figures().expect(200)).body).toEqual(before);
      },
    );

    it('stores a hydration mismatch of a prerendered page as its own failure', async () => {
      const token = tokenFor(SUPPORT_RELEASES);
      expect((await post(batch([load({ outcome: 'hydration-mismatch' })], token))).status).toBe(204);
      const [row] = await testApp.database.rows<{ outcome: string }>(
        'select outcome from remote_loads order by id desc limit 1',
        [],
      );
      expect(row!.outcome).toBe('hydration-mismatch');
    });

    it('counts a load only for the release its token names', async () => {
      const rows = await stored();
      const token = tokenFor({ 'mfe-support': '1.0.0-aaaaaaaaaa' });
      expect(
        (
          await post(
            batch(
              [load({ version: '9.9.9-ffffffffff' }), load({ remote: 'mfe-docs', route: '/documentation' })],
              token,
            ),
          )
        ).status,
      ).toBe(204);
      expect(await stored()).toBe(rows);
    });

    it('counts each remote once per token, however often the report is sent; a later failure replaces its ok', async () => {
      const rows = await stored();
      const token = tokenFor(SUPPORT_RELEASES);
      expect(
        (
          await post(
            batch(
              Array.from({ length: 50 }, () => load()),
              token,
            ),
          )
        ).status,
      ).toBe(204);
      expect(
        (
          await post(
            batch(
              Array.from({ length: 50 }, () => load()),
              token,
            ),
          )
        ).status,
      ).toBe(204);
      expect(await stored()).toBe(rows + 1);
      expect((await post(batch([load({ outcome: 'render-error' })], token))).status).toBe(204);
      expect((await post(batch([load()], token))).status).toBe(204);
      expect(await stored()).toBe(rows + 1);
      const [row] = await testApp.database.rows<{ outcome: string }>(
        'select outcome from remote_loads order by id desc limit 1',
        [],
      );
      expect(row!.outcome).toBe('render-error');
    });
  });

  it.each([
    [{}, 'loads', 'Enter the list of loads.'],
    [{ loads: [] }, 'loads', 'The list of loads must be between 1 and 50 loads.'],
    [{ loads: Array.from({ length: 51 }, () => load()) }, 'loads', 'The list of loads must be between 1 and 50 loads.'],
    [{ loads: [null] }, 'loads', 'The list of loads must be made of load objects.'],
    [{ loads: [load(), 'ok'] }, 'loads', 'The list of loads must be made of load objects.'],
    [
      { loads: [load({ remote: 'mfe-unknown' })] },
      'loads.0.remote',
      'The remote must be one of mfe-marketing, mfe-docs, mfe-support, mfe-whitelabel.',
    ],
    [{ loads: [load({ version: 'latest' })] }, 'loads.0.version', null],
    [{ loads: [load({ outcome: 'exploded' })] }, 'loads.0.outcome', null],
    [
      { loads: [load({ durationMs: -1 })] },
      'loads.0.durationMs',
      'The duration must be a number of milliseconds, 0 or more.',
    ],
    [{ loads: [load({ route: '/support?email=ada@example.com' })] }, 'loads.0.route', null],
    [{ loads: [load({ visitor: 'ada@example.com' })] }, 'loads.0.visitor', 'Unknown field: loads.0.visitor'],
  ])('refuses a bad batch with a 400 naming the field (%#)', async (body, field, message) => {
    const before = await stored();
    const response = await post({ token: tokenFor(SUPPORT_RELEASES), ...body });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields)).toContain(field);
    if (message) expect(response.body.fields[field]).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('answers each release’s loads, failures by kind and p50/p95 duration', async () => {
    const loads = Array.from({ length: 20 }, (_, i) => load({ version: '2.0.0-bbbbbbbbbb', durationMs: (i + 1) * 10 }));
    loads[0]!.outcome = 'render-error';
    loads[1]!.outcome = 'RUNTIME-008';
    loads[2]!.outcome = 'RUNTIME-008';
    // One page load each: a token counts one load of a remote.
    for (const one of loads) {
      expect((await post(batch([one], tokenFor({ 'mfe-support': '2.0.0-bbbbbbbbbb' })))).status).toBe(204);
    }
    const response = await figures().expect(200);
    expect(response.body.versions).toContainEqual({
      version: '2.0.0-bbbbbbbbbb',
      loads: 20,
      errors: { 'RUNTIME-008': 2, 'render-error': 1 },
      p50Ms: 105,
      p95Ms: 191,
    });
    const bad = await figures('nope').expect(400);
    expect(bad.body.fields).toEqual({ remote: expect.stringContaining('mfe-support') });
  });

  it.each([
    ['without Authorization', {}],
    ['with another token', { Authorization: 'Bearer not-the-operator-token-of-this-site-at-all' }],
    ['with the token but not as Bearer', { Authorization: OPERATOR_TOKEN }],
  ])('answers the figures 401 %s, naming nothing', async (_case, headers) => {
    const response = await testApp.http().get('/api/telemetry/remote-loads?remote=mfe-support').set(headers);
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.body).toMatchObject({ success: false, statusCode: 401, error: OPERATOR_TOKEN_REQUIRED });
    expect(JSON.stringify(response.body)).not.toContain('1.0.0');
  });

  /** A remote with a current release and a canary of another for half its visitors. */
  async function canaryOf(remote: string, current: string, canary: string) {
    const pointers = fileReleasePointers(releasesDir);
    await pointers.switchTo(remote, current);
    await pointers.update(remote, (state) =>
      startCanary(
        state,
        remote,
        { version: canary, percent: 50, thresholds: DEFAULT_CANARY_THRESHOLDS },
        new Date(Date.now() - 1000),
      ),
    );
    return pointers;
  }

  /** One page load of a visitor (a new one unless named) that loaded `version` of mfe-docs. */
  const docsLoad = (version: string, outcome = 'ok', cohortId?: string) =>
    post(
      batch(
        [load({ remote: 'mfe-docs', version, outcome, route: '/documentation' })],
        tokenFor({ 'mfe-docs': version }, cohortId),
      ),
    );
  const pageLoads = async (count: number, version: string, outcome = 'ok', cohortId?: string) => {
    for (let i = 0; i < count; i += 1) expect((await docsLoad(version, outcome, cohortId)).status).toBe(204);
  };

  it('never aborts a healthy canary on forged failures, nor on one visitor failing over and over', async () => {
    const pointers = await canaryOf('mfe-docs', '1.0.0-eeeeeeeeee', '1.0.0-ffffffffff');
    const watch = testApp.app.get(CanaryWatch);
    await pageLoads(100, '1.0.0-eeeeeeeeee');
    await pageLoads(60, '1.0.0-ffffffffff');
    // One forged request of 50 failures, with no token: refused, and nothing counted.
    const forged = await post({
      loads: Array.from({ length: 50 }, () =>
        load({ remote: 'mfe-docs', version: '1.0.0-ffffffffff', outcome: 'RUNTIME-008', route: '/documentation' }),
      ),
    });
    expect(forged.status).toBe(400);
    // One browser reloading 60 times, failing every time: 60 loads, but one visitor.
    const oneVisitor = randomUUID();
    await pageLoads(60, '1.0.0-ffffffffff', 'RUNTIME-008', oneVisitor);
    await watch.checkAll();
    expect((await pointers.read('mfe-docs')).canary?.version).toBe('1.0.0-ffffffffff');
    // Let the next test start a canary of its own.
    await pointers.update('mfe-docs', (state) => abortCanary(state, 'mfe-docs', 'aborted', new Date()));
  });

  it('aborts a canary that really fails for enough distinct visitors, which forged ok reports cannot save', async () => {
    const pointers = await canaryOf('mfe-docs', '1.0.0-cccccccccc', '1.0.0-dddddddddd');
    const watch = testApp.app.get(CanaryWatch);
    await pageLoads(240, '1.0.0-cccccccccc');
    // 50 loads, 4 of them failed: enough loads, but failures from fewer than 5 visitors.
    await pageLoads(4, '1.0.0-dddddddddd', 'RUNTIME-008');
    await pageLoads(46, '1.0.0-dddddddddd');
    await watch.checkAll();
    expect((await pointers.read('mfe-docs')).canary?.version).toBe('1.0.0-dddddddddd');

    // A fifth visitor fails, and 10 more load it fine.
    await pageLoads(1, '1.0.0-dddddddddd', 'render-error');
    await pageLoads(10, '1.0.0-dddddddddd');
    // Twenty forged requests of 50 ok loads each: without a token, with a replayed one, or with one
    // naming the current release only. None counts.
    const okLoads = Array.from({ length: 50 }, () =>
      load({ remote: 'mfe-docs', version: '1.0.0-dddddddddd', route: '/documentation' }),
    );
    const replayed = tokenFor({ 'mfe-docs': '1.0.0-dddddddddd' });
    expect((await post(batch(okLoads.slice(0, 1), replayed))).status).toBe(204);
    const rows = await stored();
    for (let i = 0; i < 20; i += 1) {
      const forgery = [
        { loads: okLoads },
        batch(okLoads, replayed),
        batch(okLoads, tokenFor({ 'mfe-docs': '1.0.0-cccccccccc' })),
      ][i % 3];
      await post(forgery);
    }
    expect(await stored()).toBe(rows);

    await watch.checkAll();
    const state = await pointers.read('mfe-docs');
    expect(state.canary).toBeNull();
    expect(state.current).toBe('1.0.0-cccccccccc');
    expect(state.events.at(-1)).toEqual({
      at: expect.any(String),
      version: '1.0.0-dddddddddd',
      message:
        'aborted automatically: 5 of 62 loads failed (RUNTIME-008), 5 of 62 visitors, vs 0 of 240 loads, 0 of 240 visitors',
    });
  });
});

describe('the rate of new load tokens per address', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PROXY_SECRET, TELEMETRY_TOKENS_PER_MINUTE: '3' } });
  });
  afterAll(() => testApp.close());

  it('counts at most TELEMETRY_TOKENS_PER_MINUTE new tokens a minute from one address, and still takes the known ones', async () => {
    const releases = { 'mfe-support': '1.0.0-aaaaaaaaaa' };
    const send = (token: string) =>
      testApp
        .http()
        .post('/api/telemetry/remote-loads')
        .send({ token, loads: [load()] });
    const tokens = Array.from({ length: 4 }, () => tokenFor(releases));
    for (const token of tokens.slice(0, 3)) expect((await send(token)).status).toBe(204);
    const refused = await send(tokens[3]!);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('Too many requests. Please try again later.');
    expect(await testApp.database.db.$count(remoteLoads)).toBe(3);
    // A page load already counted may still report its later loads.
    expect((await send(tokens[0]!)).status).toBe(204);
  });
});
