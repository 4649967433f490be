import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { listen } from './listen';
import { createRemoteApp } from './remote-app';
import { createSiteApp } from './site-app';

let root: string;
const BOOT_STYLE = 'body{margin:0}';

/*
 * The remotes and the backend these tests talk to are their own, on ports the system picks: what
 * else runs on this machine (`npm start` on the default ports) cannot change an answer.
 */
let remoteRoot: string;
let remoteServer: Server;
/** A remote that serves a docs page: `http://localhost:<port>`. */
let docsOrigin: string;
/** Where nothing listens: the proxy's failure path. */
let backendUrl: string;

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function closedPort(): Promise<number> {
  const server = await listen(createRemoteApp({ root: os.tmpdir(), allowedOrigins: [] }), 0, 'closed port');
  const port = portOf(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  remoteRoot = mkdtempSync(path.join(os.tmpdir(), 'hosting-remote-'));
  writeFileSync(path.join(remoteRoot, 'remoteEntry.js'), 'var mfe_docs;');
  writeFileSync(
    path.join(remoteRoot, 'mf-manifest.json'),
    JSON.stringify({
      exposes: [
        {
          name: 'DocumentationPage',
          assets: { js: { sync: ['documentation.1a2b3c4d5e.js'] }, css: { sync: ['documentation.1a2b3c4d5e.css'] } },
        },
      ],
    }),
  );
  remoteServer = await listen(createRemoteApp({ root: remoteRoot, allowedOrigins: [] }), 0, 'test remote');
  docsOrigin = `http://localhost:${portOf(remoteServer)}`;
  backendUrl = `http://127.0.0.1:${await closedPort()}`;

  root = mkdtempSync(path.join(os.tmpdir(), 'hosting-test-'));
  writeFileSync(
    path.join(root, 'index.html'),
    `<!doctype html><head><title>Northvault</title><style>${BOOT_STYLE}</style></head><div id="root"></div>`,
  );
  writeFileSync(path.join(root, 'main.0123456789.js'), 'console.log("main")'.repeat(100));
  writeFileSync(path.join(root, 'remoteEntry.js'), 'var entry;');
  writeFileSync(path.join(root, 'mf-manifest.json'), '{}');
});

afterAll(async () => {
  await new Promise((resolve) => remoteServer.close(resolve));
  rmSync(root, { recursive: true, force: true });
  rmSync(remoteRoot, { recursive: true, force: true });
});

describe('the site', () => {
  const site = () =>
    createSiteApp({
      root,
      backendUrl,
      registry: () => ({ remotes: [{ name: 'mfe_docs', entry: `${docsOrigin}/mf-manifest.json` }] }),
    });

  it('serves the runtime registry, revalidated on every load', async () => {
    const response = await request(site()).get('/mfe-registry.json').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body.remotes).toEqual([{ name: 'mfe_docs', entry: `${docsOrigin}/mf-manifest.json` }]);
  });

  it('names the page’s remote entry, script and stylesheet in the shell’s HTML', async () => {
    const response = await request(site()).get('/documentation').expect(200);
    // The registry names the manifest here; the entry script beside it is what the page needs first.
    expect(response.text).toContain(
      [
        `<link rel="preload" as="script" href="${docsOrigin}/remoteEntry.js">`,
        `<link rel="preload" as="script" href="${docsOrigin}/documentation.1a2b3c4d5e.js">`,
        `<link rel="preload" as="style" href="${docsOrigin}/documentation.1a2b3c4d5e.css">`,
        '</head>',
      ].join(''),
    );
  });

  it('still serves the page when the remote’s manifest cannot be had, naming only the entry', async () => {
    const down = `http://127.0.0.1:${await closedPort()}`;
    const app = createSiteApp({
      root,
      backendUrl,
      registry: () => ({ remotes: [{ name: 'mfe_docs', entry: `${down}/remoteEntry.js` }] }),
    });
    const response = await request(app).get('/documentation').expect(200);
    expect(response.text).toContain(`<link rel="preload" as="script" href="${down}/remoteEntry.js"></head>`);
  });

  it('answers every page route with the shell', async () => {
    for (const route of ['/', '/api-docs/business', '/blog/some-post', '/auth/callback?code=x']) {
      const response = await request(site()).get(route).expect(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('times each page answer’s composition in Server-Timing, a duration and nothing else', async () => {
    for (const route of ['/', '/documentation', '/index.html']) {
      const response = await request(site()).get(route).expect(200);
      expect(response.headers['server-timing']).toMatch(/^stitch;dur=\d+\.\d\d$/);
    }
    // Files and the registry are not composed: they carry no timing.
    for (const file of ['/main.0123456789.js', '/mfe-registry.json']) {
      expect((await request(site()).get(file).expect(200)).headers['server-timing']).toBeUndefined();
    }
  });

  it('caches content-hashed files for a year and compresses them', async () => {
    const response = await request(site()).get('/main.0123456789.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers a missing file with 404, not the shell', async () => {
    await request(site()).get('/missing.0123456789.js').expect(404);
  });

  it('serves releases with immutable caching, manifest and entry included', async () => {
    const releases = mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    mkdirSync(path.join(releases, 'mfe-docs/1.0.0-abc'), { recursive: true });
    writeFileSync(path.join(releases, 'mfe-docs/1.0.0-abc/mf-manifest.json'), '{}');
    const app = createSiteApp({
      root,
      backendUrl,
      registry: () => ({ remotes: [] }),
      releasesDir: releases,
    });
    const response = await request(app).get('/releases/mfe-docs/1.0.0-abc/mf-manifest.json').expect(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await request(app).get('/releases/mfe-docs/9.9.9/mf-manifest.json').expect(404);
    rmSync(releases, { recursive: true, force: true });
  });

  it('builds the registry for the origin the visitor used', async () => {
    const registry = jest.fn((origin: string) => ({ remotes: [{ name: 'mfe_docs', entry: `${origin}/x.json` }] }));
    const app = createSiteApp({ root, backendUrl, registry });
    const response = await request(app).get('/mfe-registry.json').set('Host', '127.0.0.1:8080').expect(200);
    expect(response.body.remotes[0].entry).toBe('http://127.0.0.1:8080/x.json');
  });

  describe('security headers', () => {
    const site = (options: Partial<Parameters<typeof createSiteApp>[0]> = {}) =>
      createSiteApp({
        root,
        backendUrl,
        registry: (origin) => ({
          remotes: [
            { name: 'mfe_marketing', entry: `${docsOrigin}/remoteEntry.js` },
            { name: 'mfe_docs', entry: 'https://cdn.example.com/docs/2.1.0/mf-manifest.json' },
            { name: 'mfe_support', entry: `${origin}/releases/mfe-support/1.0.0/remoteEntry.js` },
          ],
        }),
        imageOrigins: ['http://localhost:9000'],
        ...options,
      });
    const bootStyleHash = `'sha256-${createHash('sha256').update(BOOT_STYLE).digest('base64')}'`;

    it('gives every page a policy built from the registry and the HTML it serves', async () => {
      for (const route of ['/', '/api-docs/business', '/index.html']) {
        const response = await request(site()).get(route).set('Host', 'localhost:8080').expect(200);
        expect(response.text).toContain('<div id="root">');
        expect(response.headers['content-security-policy']).toBe(
          [
            "default-src 'self'",
            `script-src 'self' ${docsOrigin} https://cdn.example.com`,
            `style-src 'self' ${docsOrigin} https://cdn.example.com ${bootStyleHash}`,
            `connect-src 'self' ${docsOrigin} https://cdn.example.com`,
            "img-src 'self' data: https: http://localhost:9000",
            `font-src 'self' ${docsOrigin} https://cdn.example.com`,
            "object-src 'none'",
            "base-uri 'self'",
            "frame-ancestors 'none'",
            "form-action 'self'",
          ].join('; '),
        );
      }
    });

    it('follows the registry on the next request: a remote moved elsewhere is allowed, the old origin no longer', async () => {
      let entry = `${docsOrigin}/remoteEntry.js`;
      const app = site({ registry: () => ({ remotes: [{ name: 'mfe_docs', entry }] }) });
      expect((await request(app).get('/').expect(200)).headers['content-security-policy']).toContain(
        `script-src 'self' ${docsOrigin};`,
      );
      entry = 'https://docs.example.com/remoteEntry.js';
      expect((await request(app).get('/').expect(200)).headers['content-security-policy']).toContain(
        "script-src 'self' https://docs.example.com;",
      );
    });

    it('sends nosniff, a referrer policy and no framing with pages, files and the registry', async () => {
      for (const path of ['/', '/main.0123456789.js', '/mfe-registry.json', '/missing.0123456789.js']) {
        const response = await request(site()).get(path);
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        expect(response.headers['x-frame-options']).toBe('DENY');
      }
    });

    it('never serves index.html without its policy', async () => {
      const response = await request(site()).get('/index.html').expect(200);
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('sends HSTS only over HTTPS, as a trusted proxy reports it', async () => {
      const plain = await request(site()).get('/').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();

      // Without a trusted proxy, anyone could claim HTTPS.
      const claimed = await request(site()).get('/').set('X-Forwarded-Proto', 'https').expect(200);
      expect(claimed.headers['strict-transport-security']).toBeUndefined();

      const proxied = await request(site({ trustProxy: ['loopback'] }))
        .get('/')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('leaves the API’s headers to the backend', async () => {
      const response = await request(site()).get('/api/health').expect(502);
      expect(response.headers['content-security-policy']).toBeUndefined();
    });
  });

  it('answers 502 in the API error shape when the backend is down', async () => {
    const response = await request(site()).get('/api/health').expect(502);
    expect(response.body).toEqual({
      success: false,
      statusCode: 502,
      error: 'The API is unavailable. Please try again.',
    });
  });
});

describe('a remote', () => {
  const remote = () => createRemoteApp({ root, allowedOrigins: ['http://localhost:8080'] });

  it('lets the site’s origin fetch its manifest, which is never cached stale', async () => {
    const response = await request(remote())
      .get('/mf-manifest.json')
      .set('Origin', 'http://localhost:8080')
      .expect(200);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Origin');
  });

  it('revalidates remoteEntry.js so a deploy shows at once', async () => {
    const response = await request(remote()).get('/remoteEntry.js').expect(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not open itself to other origins', async () => {
    const response = await request(remote()).get('/mf-manifest.json').set('Origin', 'https://evil.example').expect(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('has no SPA fallback', async () => {
    await request(remote()).get('/some/page').expect(404);
  });
});
