/**
 * The override cookie: what it accepts, and a site that honours it (registry, CSP, preload hints
 * and the banner's data block follow it) beside one that does not.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { REMOTE_OVERRIDE_COOKIE, REMOTE_OVERRIDE_ELEMENT_ID } from '@northvault/contracts/micro-frontends';
import { loadHostingConfig, remoteRegistry } from './hosting-config';
import { listen } from './listen';
import { verifyLoadToken } from './load-token';
import { parseOverrideCookie } from './remote-override';
import { createSiteApp } from './site-app';

/** The remotes' dev-server ports, and two more as REMOTE_OVERRIDE_PORTS would add them. */
const PORTS = [8081, 8082, 8083, 8084, 9182, 8443];
const TOKEN_SECRET = 'a-secret-the-site-server-shares-with-the-backend';

describe('parseOverrideCookie', () => {
  it.each([
    ['mfe-docs=http://localhost:8082', 'http://localhost:8082/remoteEntry.js'],
    ['mfe-docs%3Dhttp%3A%2F%2F127.0.0.1%3A9182%2F', 'http://127.0.0.1:9182/remoteEntry.js'],
    ['mfe-docs=https://[::1]:8443/mf-manifest.json', 'https://[::1]:8443/mf-manifest.json'],
    ['mfe-docs=http://LOCALHOST:8082/docs/', 'http://localhost:8082/docs/remoteEntry.js'],
  ])('accepts %s', (cookie, entry) => {
    expect(parseOverrideCookie(cookie, PORTS)).toEqual({ override: { remote: 'mfe-docs', entry } });
  });

  it.each([
    ['http://localhost:8082', 'The override cookie must read <remote>=<url>, e.g. mfe-docs=http://localhost:8082'],
    [
      'shell=http://localhost:8082',
      '"shell" is not a remote: use one of mfe-marketing, mfe-docs, mfe-support, mfe-whitelabel',
    ],
    ['mfe-docs=javascript:alert(1)', 'The override of mfe-docs must be an http(s) URL (got "javascript:alert(1)")'],
    ['mfe-docs=ftp://localhost/x', 'The override of mfe-docs must be an http(s) URL (got "ftp://localhost/x")'],
    ['mfe-docs=localhost:8082', 'The override of mfe-docs must be an http(s) URL (got "localhost:8082")'],
    [
      'mfe-docs=https://cdn.evil.example/remoteEntry.js',
      'The override of mfe-docs must be on this machine: localhost, 127.0.0.1 or [::1] (got "https://cdn.evil.example/remoteEntry.js")',
    ],
    [
      'mfe-docs=http://localhost.evil.example:8082',
      'The override of mfe-docs must be on this machine: localhost, 127.0.0.1 or [::1] (got "http://localhost.evil.example:8082")',
    ],
    [
      'mfe-docs=http://user:secret@localhost:8082',
      'The override of mfe-docs must be on this machine: localhost, 127.0.0.1 or [::1] (got "http://user:secret@localhost:8082")',
    ],
    ['mfe-docs=%E0%A4%A', 'The override cookie is not URL-encoded text'],
    [
      'mfe-docs=http://localhost:9999',
      `The override of mfe-docs must use a port a remote's dev server is configured on: ${PORTS.join(', ')} (got "http://localhost:9999")`,
    ],
    [
      'mfe-docs=http://127.0.0.1/',
      `The override of mfe-docs must use a port a remote's dev server is configured on: ${PORTS.join(', ')} (got "http://127.0.0.1/")`,
    ],
  ])('refuses %s', (cookie, error) => {
    expect(parseOverrideCookie(cookie, PORTS)).toEqual({ error });
  });
});

describe('a site with remote overrides', () => {
  let folder: string;
  let devServer: Server;
  let devOrigin: string;
  const sites: Record<'allowing' | 'refusing', { server: Server; origin: string }> = {} as never;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'override-site-'));
    const root = path.join(folder, 'shell');
    mkdirSync(root);
    writeFileSync(path.join(root, 'index.html'), '<!doctype html><head><title>N</title></head><div id="root"></div>');
    // The developer's dev server of mfe-support: its manifest names the page's script.
    const dev = express();
    dev.get('/mf-manifest.json', (_req, res) => {
      res.json({ exposes: [{ name: 'SupportPage', assets: { js: { sync: ['support.dev.js'] } } }] });
    });
    devServer = await listen(dev, 0, 'dev server');
    devOrigin = `http://127.0.0.1:${(devServer.address() as AddressInfo).port}`;
    const config = loadHostingConfig({ MFE_SUPPORT_URL: 'http://localhost:8083/' });
    for (const [name, allowRemoteOverrides] of [
      ['allowing', true],
      ['refusing', false],
    ] as const) {
      const app = createSiteApp({
        root,
        backendUrl: 'http://127.0.0.1:9',
        registry: () => remoteRegistry(config),
        allowRemoteOverrides,
        overridePorts: [...config.overridePorts, Number(new URL(devOrigin).port)],
        loadTokenSecret: TOKEN_SECRET,
      });
      const server = await listen(app, 0, `${name} site`);
      sites[name] = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
    }
  });

  afterAll(async () => {
    for (const server of [devServer, sites.allowing?.server, sites.refusing?.server]) {
      if (server) await new Promise((resolve) => server.close(resolve));
    }
    rmSync(folder, { recursive: true, force: true });
  });

  const overrideCookie = () => `${REMOTE_OVERRIDE_COOKIE}=${encodeURIComponent(`mfe-support=${devOrigin}`)}`;

  const confirmationPath = () => `/__override?mfe-support=${devOrigin}`;

  /** What the confirmation page gave this browser: its cookie and the form's hidden value. */
  async function confirmationOf() {
    const page = await request(sites.allowing.origin).get(confirmationPath());
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const value = /name="confirmation" value="([^"]+)"/.exec(page.text)![1]!;
    return { cookie, value };
  }

  /** The confirmation form's POST, with whatever headers and fields a case gives it. */
  const confirm = (headers: Record<string, string>, fields: Record<string, string>) =>
    request(sites.allowing.origin)
      .post('/__override')
      .type('form')
      .set(headers)
      .send({ remote: 'mfe-support', url: devOrigin, ...fields });

  const overrideCookies = (answer: request.Response) =>
    ((answer.headers['set-cookie'] as unknown as string[] | undefined) ?? []).filter((cookie) =>
      cookie.startsWith(`${REMOTE_OVERRIDE_COOKIE}=`),
    );

  it('answers /__override?<mfe>=<url> with a confirmation page naming the remote and URL, and sets no override', async () => {
    const page = await request(sites.allowing.origin).get(confirmationPath());
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(page.text).toContain('<h1>Load mfe-support from your machine?</h1>');
    expect(page.text).toContain(`<code>${devOrigin}/remoteEntry.js</code>`);
    expect(page.text).toContain('<form method="post" action="/__override">');
    expect(page.text).toContain(`<button type="submit">Use mfe-support from ${devOrigin}</button>`);
    expect(overrideCookies(page)).toEqual([]);
    expect(page.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^nv_override_confirmation=[\w-]{32}; Max-Age=600; Path=\/__override; Expires=.*; HttpOnly; SameSite=Strict$/,
      ),
    ]);
  });

  it('sets the cookie for this browser when its own confirmation page posts, and sends it home', async () => {
    const { cookie, value } = await confirmationOf();
    const answer = await confirm(
      { Cookie: cookie, Origin: sites.allowing.origin, 'Sec-Fetch-Site': 'same-origin' },
      { confirmation: value },
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(overrideCookies(answer)).toEqual([
      `${REMOTE_OVERRIDE_COOKIE}=${encodeURIComponent(`mfe-support=${devOrigin}`)}; Path=/; SameSite=Lax`,
    ]);
    const cleared = await request(sites.allowing.origin).get('/__override');
    expect(cleared.status).toBe(303);
    expect((cleared.headers['set-cookie'] as unknown as string[])[0]).toMatch(
      new RegExp(`^${REMOTE_OVERRIDE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`),
    );
  });

  it.each([
    ['a cross-site POST (the browser says so)', { 'Sec-Fetch-Site': 'cross-site' }, {}],
    ['a same-site POST from another port or subdomain', { 'Sec-Fetch-Site': 'same-site' }, {}],
    ['a POST whose Origin is another site', { Origin: 'http://evil.example' }, {}],
    ['a POST saying neither where it comes from', { Origin: '', 'Sec-Fetch-Site': '' }, {}],
    ['a POST without the confirmation cookie', { Cookie: '' }, {}],
    ['a POST with another confirmation value', {}, { confirmation: 'A'.repeat(32) }],
  ])('sets nothing on %s: 403', async (_case, headers, fields) => {
    const { cookie, value } = await confirmationOf();
    const base = { Cookie: cookie, Origin: sites.allowing.origin, 'Sec-Fetch-Site': 'same-origin' };
    const merged = Object.fromEntries(
      Object.entries({ ...base, ...headers }).filter(([, header]) => header !== ''),
    ) as Record<string, string>;
    const answer = await confirm(merged, { confirmation: value, ...fields });
    expect(answer.status).toBe(403);
    expect(answer.text).toBe(
      'This override was not confirmed on this site. Open /__override?<remote>=<url> and press its button.',
    );
    expect(overrideCookies(answer)).toEqual([]);
  });

  it('never sets the cookie from a GET, whatever a link or a page elsewhere sends', async () => {
    for (const headers of [{}, { 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'navigate' }]) {
      const answer = await request(sites.allowing.origin).get(confirmationPath()).set(headers);
      expect(overrideCookies(answer)).toEqual([]);
    }
  });

  it.each([
    ['/__override?mfe-support=https://cdn.evil.example/', 'must be on this machine'],
    ['/__override?shell=http://localhost:1', '"shell" is not a remote'],
    ['/__override?mfe-support=http://localhost:1&mfe-docs=http://localhost:2', 'Override one remote at a time'],
    ['/__override?mfe-support=http://localhost:6379', "must use a port a remote's dev server is configured on: 8081"],
  ])('refuses %s with a sentence and no cookie', async (url, sentence) => {
    const answer = await request(sites.allowing.origin).get(url);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(sentence);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a confirmed POST that names a port not configured', async () => {
    const { cookie, value } = await confirmationOf();
    const answer = await confirm(
      { Cookie: cookie, Origin: sites.allowing.origin, 'Sec-Fetch-Site': 'same-origin' },
      { confirmation: value, url: 'http://localhost:6379' },
    );
    expect(answer.status).toBe(400);
    expect(answer.text).toContain("must use a port a remote's dev server is configured on");
    expect(overrideCookies(answer)).toEqual([]);
  });

  it('serves the overridden remote to the browser with the cookie: registry, CSP, preload hints and banner data', async () => {
    const registry = await request(sites.allowing.origin).get('/mfe-registry.json').set('Cookie', overrideCookie());
    expect(registry.body.remotes).toContainEqual({ name: 'mfe_support', entry: `${devOrigin}/remoteEntry.js` });
    expect(registry.body.remotes).toContainEqual({ name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' });

    const page = await request(sites.allowing.origin).get('/support').set('Cookie', overrideCookie());
    expect(page.headers.vary).toMatch(/Cookie/);
    const policy = page.headers['content-security-policy'] as string;
    expect(policy).toContain(`script-src 'self' http://localhost:8081 http://localhost:8082 ${devOrigin} `);
    expect(policy).not.toContain('http://localhost:8083');
    // The dev server's reload socket, on the override's host only.
    expect(policy).toContain(`connect-src 'self' http://localhost:8081 http://localhost:8082 ${devOrigin} `);
    expect(policy).toMatch(new RegExp(`connect-src [^;]* ws://${devOrigin.slice('http://'.length)};`));
    expect(page.text).toContain(`<link rel="preload" as="script" href="${devOrigin}/support.dev.js">`);
    expect(page.text).toContain(
      `<script type="application/json" id="${REMOTE_OVERRIDE_ELEMENT_ID}">` +
        `{"remote":"mfe-support","entry":"${devOrigin}/remoteEntry.js"}</script>`,
    );
  });

  it('leaves the overridden remote out of the page’s load token: loads of a local build never count', async () => {
    const tokenIn = (html: string) => {
      const token = JSON.parse(/id="northvault-load-token">("[^"<]+")</.exec(html)![1]!) as string;
      const check = verifyLoadToken(TOKEN_SECRET, token);
      return 'claims' in check ? check.claims.releases : null;
    };
    const overridden = await request(sites.allowing.origin).get('/support').set('Cookie', overrideCookie());
    expect(tokenIn(overridden.text)).toEqual({
      'mfe-marketing': 'unreleased',
      'mfe-docs': 'unreleased',
      'mfe-whitelabel': 'unreleased',
    });
    const normal = await request(sites.allowing.origin).get('/support');
    expect(tokenIn(normal.text)).toHaveProperty('mfe-support', 'unreleased');
  });

  it('leaves every other browser, and a cookie naming a remote host, on the normal registry', async () => {
    for (const cookie of [
      null,
      `${REMOTE_OVERRIDE_COOKIE}=mfe-support=https://cdn.evil.example/`,
      // A page of any local process can write a cookie for localhost: a port not configured is ignored.
      `${REMOTE_OVERRIDE_COOKIE}=mfe-support=http://localhost:6379`,
    ]) {
      const registry = request(sites.allowing.origin).get('/mfe-registry.json');
      const page = request(sites.allowing.origin).get('/support');
      if (cookie) [registry, page].forEach((pending) => pending.set('Cookie', cookie));
      expect((await registry).body.remotes).toContainEqual({
        name: 'mfe_support',
        entry: 'http://localhost:8083/remoteEntry.js',
      });
      const html = await page;
      expect(html.headers['content-security-policy']).not.toContain('evil.example');
      expect(html.headers['content-security-policy']).not.toContain('6379');
      expect(html.text).not.toContain(REMOTE_OVERRIDE_ELEMENT_ID);
    }
  });

  it('ignores the cookie and refuses /__override where overrides are off', async () => {
    const registry = await request(sites.refusing.origin).get('/mfe-registry.json').set('Cookie', overrideCookie());
    expect(registry.body.remotes).toContainEqual({
      name: 'mfe_support',
      entry: 'http://localhost:8083/remoteEntry.js',
    });
    const page = await request(sites.refusing.origin).get('/support').set('Cookie', overrideCookie());
    expect(page.headers['content-security-policy']).not.toContain(devOrigin);
    expect(page.text).not.toContain(devOrigin);
    expect(page.text).not.toContain(REMOTE_OVERRIDE_ELEMENT_ID);
    for (const route of [
      await request(sites.refusing.origin).get(`/__override?mfe-support=${devOrigin}`),
      await request(sites.refusing.origin).post('/__override').type('form').send({ remote: 'mfe-support' }),
    ]) {
      expect(route.status).toBe(404);
      expect(route.text).toBe('Remote overrides are off on this site (ALLOW_REMOTE_OVERRIDES is not true).');
      expect(route.headers['set-cookie']).toBeUndefined();
    }
  });
});
