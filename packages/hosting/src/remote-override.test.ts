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
import { parseOverrideCookie } from './remote-override';
import { createSiteApp } from './site-app';

describe('parseOverrideCookie', () => {
  it.each([
    ['mfe-docs=http://localhost:8082', 'http://localhost:8082/remoteEntry.js'],
    ['mfe-docs%3Dhttp%3A%2F%2F127.0.0.1%3A9182%2F', 'http://127.0.0.1:9182/remoteEntry.js'],
    ['mfe-docs=https://[::1]:8443/mf-manifest.json', 'https://[::1]:8443/mf-manifest.json'],
    ['mfe-docs=http://LOCALHOST:8082/docs/', 'http://localhost:8082/docs/remoteEntry.js'],
  ])('accepts %s', (cookie, entry) => {
    expect(parseOverrideCookie(cookie)).toEqual({ override: { remote: 'mfe-docs', entry } });
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
  ])('refuses %s', (cookie, error) => {
    expect(parseOverrideCookie(cookie)).toEqual({ error });
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

  it('sets the cookie from /__override for this browser only, and sends it home', async () => {
    const answer = await request(sites.allowing.origin).get(`/__override?mfe-support=${devOrigin}`);
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toBe('/');
    expect(answer.headers['set-cookie']).toEqual([
      `${REMOTE_OVERRIDE_COOKIE}=${encodeURIComponent(`mfe-support=${devOrigin}`)}; Path=/; SameSite=Lax`,
    ]);
    const cleared = await request(sites.allowing.origin).get('/__override');
    expect(cleared.status).toBe(303);
    expect((cleared.headers['set-cookie'] as unknown as string[])[0]).toMatch(
      new RegExp(`^${REMOTE_OVERRIDE_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970`),
    );
  });

  it.each([
    ['/__override?mfe-support=https://cdn.evil.example/', 'must be on this machine'],
    ['/__override?shell=http://localhost:1', '"shell" is not a remote'],
    ['/__override?mfe-support=http://localhost:1&mfe-docs=http://localhost:2', 'Override one remote at a time'],
  ])('refuses %s with a sentence and no cookie', async (url, sentence) => {
    const answer = await request(sites.allowing.origin).get(url);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(sentence);
    expect(answer.headers['set-cookie']).toBeUndefined();
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

  it('leaves every other browser, and a cookie naming a remote host, on the normal registry', async () => {
    for (const cookie of [null, `${REMOTE_OVERRIDE_COOKIE}=mfe-support=https://cdn.evil.example/`]) {
      const registry = request(sites.allowing.origin).get('/mfe-registry.json');
      const page = request(sites.allowing.origin).get('/support');
      if (cookie) [registry, page].forEach((pending) => pending.set('Cookie', cookie));
      expect((await registry).body.remotes).toContainEqual({
        name: 'mfe_support',
        entry: 'http://localhost:8083/remoteEntry.js',
      });
      const html = await page;
      expect(html.headers['content-security-policy']).not.toContain('evil.example');
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
    const route = await request(sites.refusing.origin).get(`/__override?mfe-support=${devOrigin}`);
    expect(route.status).toBe(404);
    expect(route.text).toBe('Remote overrides are off on this site (ALLOW_REMOTE_OVERRIDES is not true).');
    expect(route.headers['set-cookie']).toBeUndefined();
  });
});
