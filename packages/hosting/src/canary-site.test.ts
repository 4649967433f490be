/**
 * A canary as the site serves it: the cohort cookie, and the registry and preload hints of a page
 * following the visitor's cohort.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { LOAD_TOKEN_ELEMENT_ID } from '@northvault/contracts/telemetry';
import { startCanary } from './canary';
import { COHORT_COOKIE, inCanary } from './cohort';
import { loadHostingConfig } from './hosting-config';
import { listen } from './listen';
import { verifyLoadToken, visitorKey } from './load-token';
import { fileReleasePointers } from './release-pointers';
import { DEFAULT_CANARY_THRESHOLDS } from './release-store';
import { runtimeRegistry } from './runtime-registry';
import { createSiteApp } from './site-app';

const SECRET = 'a-secret-the-site-server-shares-with-the-backend';
let folder: string;
let server: Server;
let origin: string;

function release(releasesDir: string, version: string): void {
  const dir = path.join(releasesDir, 'mfe-support', version);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var mfe_support;');
  writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ exposes: [{ name: 'SupportPage', assets: { js: { sync: [`support.${version}.js`] } } }] }),
  );
}

/** A cohort id that is (or is not) in a 50 % canary of mfe-support. */
function visitor(inTheCanary: boolean): string {
  for (;;) {
    const id = randomUUID();
    if (inCanary(id, 'mfe-support', 50) === inTheCanary) return id;
  }
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'canary-site-'));
  const root = path.join(folder, 'shell');
  const releasesDir = path.join(folder, 'releases');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><head><title>N</title></head><div id="root"></div>');
  release(releasesDir, '1.0.0-aaaaaaaaaa');
  release(releasesDir, '1.0.0-bbbbbbbbbb');
  const pointers = fileReleasePointers(releasesDir);
  await pointers.switchTo('mfe-support', '1.0.0-aaaaaaaaaa');
  await pointers.update('mfe-support', (state) =>
    startCanary(
      state,
      'mfe-support',
      { version: '1.0.0-bbbbbbbbbb', percent: 50, thresholds: DEFAULT_CANARY_THRESHOLDS },
      new Date(),
    ),
  );
  const { remotes } = loadHostingConfig({});
  const app = createSiteApp({
    root,
    backendUrl: 'http://127.0.0.1:9',
    releasesDir,
    registry: (siteOrigin, cohortId) => runtimeRegistry(remotes, pointers, siteOrigin, cohortId),
    trustProxy: ['loopback'],
    loadTokenSecret: SECRET,
  });
  server = await listen(app, 0, 'canary site');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

it('gives a new visitor a random cohort cookie: a year, the whole site, SameSite=Lax, Secure over HTTPS', async () => {
  const first = await request(origin).get('/support');
  const [cookie] = first.headers['set-cookie'] as unknown as string[];
  expect(cookie).toMatch(
    new RegExp(`^${COHORT_COOKIE}=[0-9a-f-]{36}; Max-Age=31536000; Path=/; Expires=.+; SameSite=Lax$`),
  );
  const second = await request(origin).get('/support');
  expect((second.headers['set-cookie'] as unknown as string[])[0]).not.toBe(cookie);

  const overHttps = await request(origin).get('/mfe-registry.json').set('X-Forwarded-Proto', 'https');
  expect((overHttps.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure; SameSite=Lax$/);
  // A visitor who has one keeps it.
  const returning = await request(origin)
    .get('/support')
    .set('Cookie', `${COHORT_COOKIE}=${visitor(true)}`);
  expect(returning.headers['set-cookie']).toBeUndefined();
});

it.each([
  [true, '1.0.0-bbbbbbbbbb'],
  [false, '1.0.0-aaaaaaaaaa'],
])(
  'serves a visitor in the canary (%s) its release in the registry and the page hints',
  async (inTheCanary, version) => {
    const cookie = `${COHORT_COOKIE}=${visitor(inTheCanary)}`;
    for (let load = 0; load < 3; load += 1) {
      const registry = await request(origin).get('/mfe-registry.json').set('Cookie', cookie);
      expect(registry.headers.vary).toMatch(/Cookie/);
      expect(registry.body.remotes).toContainEqual({
        name: 'mfe_support',
        entry: `${origin}/releases/mfe-support/${version}/remoteEntry.js`,
        version,
      });
      const page = await request(origin).get('/support').set('Cookie', cookie);
      expect(page.text).toContain(`href="${origin}/releases/mfe-support/${version}/support.${version}.js"`);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    }
  },
);

/** The load token in a page's HTML, verified with the shared secret. */
function tokenOf(html: string) {
  const block = new RegExp(`<script type="application/json" id="${LOAD_TOKEN_ELEMENT_ID}">("[^"<]+")</script></head>`);
  const check = verifyLoadToken(SECRET, JSON.parse(block.exec(html)![1]!) as string);
  if (!('claims' in check)) throw new Error(`the page's token is ${check.problem}`);
  return check.claims;
}

it.each([
  [true, '1.0.0-bbbbbbbbbb'],
  [false, '1.0.0-aaaaaaaaaa'],
])(
  'gives each page load (in the canary: %s) its own signed token, bound to the cohort and its releases',
  async (inTheCanary, version) => {
    const cohort = visitor(inTheCanary);
    const pages = await Promise.all(
      [1, 2].map(() => request(origin).get('/support').set('Cookie', `${COHORT_COOKIE}=${cohort}`)),
    );
    const [first, second] = pages.map((page) => tokenOf(page.text));
    expect(first!.releases).toEqual({
      'mfe-marketing': 'unreleased',
      'mfe-docs': 'unreleased',
      'mfe-support': version,
      'mfe-whitelabel': 'unreleased',
    });
    expect(first!.visitor).toBe(visitorKey(SECRET, cohort));
    expect(second!.visitor).toBe(first!.visitor);
    expect(second!.id).not.toBe(first!.id);
    // The token is data, never script: the page's policy allows no inline script for it.
    expect(pages[0]!.headers['content-security-policy']).not.toMatch(/unsafe-inline|sha256-[^']*'[^;]*script/);
  },
);

it('gives a new visitor a token bound to the cohort cookie it is given in the same answer', async () => {
  const page = await request(origin).get('/support');
  const cohort = /nv_cohort=([^;]+)/.exec((page.headers['set-cookie'] as unknown as string[])[0]!)![1]!;
  expect(tokenOf(page.text).visitor).toBe(visitorKey(SECRET, cohort));
});
