import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { ManifestCache, pagePreloadHints, withPreloadHints } from './page-preload-hints';

let server: Server;
let origin: string;
let manifestRequests = 0;

beforeAll(async () => {
  const app = express();
  app.get('/docs/mf-manifest.json', (_req, res) => {
    manifestRequests += 1;
    res.json({
      exposes: [
        {
          name: 'DocumentationPage',
          assets: {
            js: { sync: ['__federation_expose_DocumentationPage.0123456789.js'], async: ['77.aaaaaaaaaa.js'] },
            css: { sync: ['__federation_expose_DocumentationPage.0123456789.css'], async: [] },
          },
        },
      ],
    });
  });
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const registry = () => ({
  remotes: [
    { name: 'mfe_docs', entry: `${origin}/docs/remoteEntry.js` },
    { name: 'mfe_support', entry: 'http://127.0.0.1:9/remoteEntry.js' },
  ],
});

it('names the remote entry, then the page’s own script and stylesheet', async () => {
  const hints = await pagePreloadHints('/documentation', registry(), new ManifestCache());
  expect(hints).toEqual([
    { href: `${origin}/docs/remoteEntry.js`, as: 'script' },
    { href: `${origin}/docs/__federation_expose_DocumentationPage.0123456789.js`, as: 'script' },
    { href: `${origin}/docs/__federation_expose_DocumentationPage.0123456789.css`, as: 'style' },
  ]);
});

it('asks a remote for its manifest at most once within the cache time', async () => {
  const cache = new ManifestCache(60_000);
  const before = manifestRequests;
  await pagePreloadHints('/documentation', registry(), cache);
  await pagePreloadHints('/documentation', registry(), cache);
  expect(manifestRequests - before).toBe(1);
});

it('still names the entry when the remote’s manifest cannot be had', async () => {
  const hints = await pagePreloadHints('/support', registry(), new ManifestCache());
  expect(hints).toEqual([{ href: 'http://127.0.0.1:9/remoteEntry.js', as: 'script' }]);
});

it('names nothing for a route no remote renders', async () => {
  expect(await pagePreloadHints('/auth/callback', registry(), new ManifestCache())).toEqual([]);
});

it('writes the hints at the end of <head>', () => {
  expect(
    withPreloadHints('<html><head><title>x</title></head></html>', [
      { href: 'https://a.example/e.js?a=1&b="2"', as: 'script' },
    ]),
  ).toBe(
    '<html><head><title>x</title><link rel="preload" as="script" href="https://a.example/e.js?a=1&amp;b=&quot;2&quot;"></head></html>',
  );
});
