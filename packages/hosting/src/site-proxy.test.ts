/**
 * The site's /api proxy tells the backend who the visitor is, in its own words: the address this
 * server saw, replacing any X-Forwarded-* the client wrote, and the secret that proves the request
 * came through it.
 */
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { createSiteApp, type SiteAppOptions } from './site-app';

const SECRET = 'the-proxy-secret-of-this-run-0123456789';

let root: string;
let backend: Server;
let backendUrl: string;
let received: IncomingHttpHeaders[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'site-proxy-test-'));
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  const app = express();
  app.use((req, res) => {
    received.push(req.headers);
    res.json({ ok: true });
  });
  backend = await new Promise<Server>((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => resolve(server));
  });
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => backend.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

const site = (overrides: Partial<SiteAppOptions> = {}) =>
  createSiteApp({ root, backendUrl, registry: () => ({ remotes: [] }), proxySecret: SECRET, ...overrides });

it('forwards the address it saw and the secret, whatever the client claimed', async () => {
  await request(site())
    .get('/api/users/me')
    .set({
      'X-Forwarded-For': '203.0.113.66',
      'X-Forwarded-Proto': 'https',
      Forwarded: 'for=203.0.113.66',
      'X-Proxy-Secret': 'a-client-guess',
    })
    .expect(200);
  const [headers] = received;
  expect(headers!['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
  expect(headers!['x-forwarded-proto']).toBe('http');
  expect(headers!['x-proxy-secret']).toBe(SECRET);
  expect(headers!.forwarded).toBeUndefined();
});

it('passes on the visitor a trusted proxy in front of the site reports', async () => {
  await request(site({ trustProxy: ['loopback'] }))
    .get('/api/users/me')
    .set({ 'X-Forwarded-For': '198.51.100.23', 'X-Forwarded-Proto': 'https' })
    .expect(200);
  expect(received[0]).toMatchObject({ 'x-forwarded-for': '198.51.100.23', 'x-forwarded-proto': 'https' });
});

it('sends no secret when it has none, and never the client’s', async () => {
  await request(site({ proxySecret: null }))
    .get('/api/health')
    .set('X-Proxy-Secret', 'a-client-guess')
    .expect(200);
  expect(received[0]!['x-proxy-secret']).toBeUndefined();
});
