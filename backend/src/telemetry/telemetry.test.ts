import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCanary } from '@northvault/hosting/canary';
import { fileReleasePointers } from '@northvault/hosting/release-pointers';
import { DEFAULT_CANARY_THRESHOLDS } from '@northvault/hosting/release-store';
import { remoteLoads } from '../database/schema';
import { createTestApp, type TestApp } from '../testing/test-app';
import { CanaryWatch } from './canary-watch';

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
    testApp = await createTestApp({ env: { RELEASES_DIR: releasesDir } });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(releasesDir, { recursive: true, force: true });
  });

  const post = (body: unknown, type = 'application/json') =>
    testApp.http().post('/api/telemetry/remote-loads').set('Content-Type', type).send(JSON.stringify(body));
  const stored = () => testApp.database.db.$count(remoteLoads);

  it('stores a batch sent as a beacon (text/plain JSON) and answers 204', async () => {
    const before = await stored();
    const response = await post(
      { loads: [load(), load({ outcome: 'RUNTIME-008', durationMs: 900 })] },
      'text/plain;charset=UTF-8',
    );
    expect(response.status).toBe(204);
    expect(response.text).toBe('');
    expect(await stored()).toBe(before + 2);
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
    const response = await post(body);
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
    expect((await post({ loads })).status).toBe(204);
    const response = await testApp.http().get('/api/telemetry/remote-loads?remote=mfe-support').expect(200);
    expect(response.body.versions).toContainEqual({
      version: '2.0.0-bbbbbbbbbb',
      loads: 20,
      errors: { 'RUNTIME-008': 2, 'render-error': 1 },
      p50Ms: 105,
      p95Ms: 191,
    });
    const bad = await testApp.http().get('/api/telemetry/remote-loads?remote=nope').expect(400);
    expect(bad.body.fields).toEqual({ remote: expect.stringContaining('mfe-support') });
  });

  it('aborts a canary that fails more than the current release, and records why in the history', async () => {
    const pointers = fileReleasePointers(releasesDir);
    await pointers.switchTo('mfe-docs', '1.0.0-cccccccccc');
    await pointers.update('mfe-docs', (state) =>
      startCanary(
        state,
        'mfe-docs',
        { version: '1.0.0-dddddddddd', percent: 50, thresholds: DEFAULT_CANARY_THRESHOLDS },
        new Date(Date.now() - 1000),
      ),
    );
    const docs = (version: string, outcome = 'ok') =>
      load({ remote: 'mfe-docs', version, outcome, route: '/documentation' });
    const send = async (loads: object[]) => {
      for (let i = 0; i < loads.length; i += 50)
        expect((await post({ loads: loads.slice(i, i + 50) })).status).toBe(204);
    };
    const watch = testApp.app.get(CanaryWatch);

    // 49 loads with failures: too few to judge.
    await send([
      ...Array.from({ length: 49 }, () => docs('1.0.0-dddddddddd', 'RUNTIME-008')),
      ...Array.from({ length: 240 }, () => docs('1.0.0-cccccccccc')),
    ]);
    await watch.checkAll();
    expect((await pointers.read('mfe-docs')).canary?.version).toBe('1.0.0-dddddddddd');

    await send([
      docs('1.0.0-dddddddddd', 'render-error'),
      ...Array.from({ length: 10 }, () => docs('1.0.0-dddddddddd')),
    ]);
    await watch.checkAll();
    const state = await pointers.read('mfe-docs');
    expect(state.canary).toBeNull();
    expect(state.current).toBe('1.0.0-cccccccccc');
    expect(state.events.at(-1)).toEqual({
      at: expect.any(String),
      version: '1.0.0-dddddddddd',
      message: 'aborted automatically: 50 of 60 loads failed (RUNTIME-008) vs 0 of 240',
    });
  });
});
