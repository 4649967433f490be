import type { Server } from 'node:http';
import path from 'node:path';
import vm from 'node:vm';
import { expect, test, type Page } from '../support/test';
import { loadHostingConfig, remoteRegistry } from '@northvault/hosting/hosting-config';
import { listen } from '@northvault/hosting/listen';
import { createRemoteApp } from '@northvault/hosting/remote-app';
import { createSiteApp } from '@northvault/hosting/site-app';
import { PORTS, repositoryRoot, siteOrigin as mainSiteOrigin } from '../support/environment';

/**
 * A second copy of the site whose registry points mfe-support at a port nobody listens on, the way
 * an operator would by setting MFE_SUPPORT_URL. The other remotes are served by this test too.
 */
const SITE_PORT = PORTS.testServers;
const MARKETING_PORT = PORTS.testServers + 1;
const DOWN_SUPPORT_PORT = PORTS.testServers + 3;
const siteOrigin = `http://localhost:${SITE_PORT}`;

const servers: Server[] = [];

// One set of servers on fixed ports: the tests of this file share them, in order.
test.describe.configure({ mode: 'serial' });

async function serveRemote(id: string, port: number): Promise<void> {
  const app = createRemoteApp({ root: path.join(repositoryRoot, id, 'dist'), allowedOrigins: [siteOrigin] });
  servers.push(await listen(app, port, id));
}

test.beforeAll(async () => {
  const config = loadHostingConfig({
    SITE_PORT: String(SITE_PORT),
    BACKEND_PORT: String(PORTS.backend),
    MFE_MARKETING_PORT: String(MARKETING_PORT),
    MFE_SUPPORT_URL: `http://localhost:${DOWN_SUPPORT_PORT}/`,
  });
  const app = createSiteApp({
    root: path.join(repositoryRoot, 'shell/dist'),
    backendUrl: config.backendUrl,
    registry: () => remoteRegistry(config),
  });
  servers.push(await listen(app, SITE_PORT, 'site'));
  await serveRemote('mfe-marketing', MARKETING_PORT);
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

test('a remote that is down shows a fallback on its routes only, and Try again brings it back', async ({ page }) => {
  await page.goto(`${siteOrigin}/support`);
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading')).toHaveText(
    'Support, the blog and the legal pages is temporarily unavailable',
  );
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  // The header and the other routes keep working.
  await page.getByRole('link', { name: 'Northvault home' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('White-label banking APIs, ready for your brand');
  await page.goto(`${siteOrigin}/blog`);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // The remote comes up; Try again loads it without a page reload.
  await serveRemote('mfe-support', DOWN_SUPPORT_PORT);
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvault Blog');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
});

test('the registry hands the shell the address MFE_SUPPORT_URL names', async ({ request }) => {
  const response = await request.get(`${siteOrigin}/mfe-registry.json`);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect((await response.json()).remotes).toContainEqual({
    name: 'mfe_support',
    entry: `http://localhost:${DOWN_SUPPORT_PORT}/remoteEntry.js`,
  });
});

/** The site's top navigation: working while a remote is not. */
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** Remembers this document, so a test can show that recovery needed no page reload. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = Math.random()));
  return async () => (await page.evaluate(() => (window as unknown as { marker?: number }).marker)) === marker;
}

test('a slow remote: the site stays usable, the route gives up at the deadline, and Try again recovers', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // mfe-docs's entry answers after 10 s, past the loader's 8 s deadline.
  let answerAfterMs = 10_000;
  await page.route(`http://localhost:${PORTS.docs}/remoteEntry.js`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, answerAfterMs));
    // The page may have gone by then; nobody is left to answer.
    await route.continue().catch(() => undefined);
  });

  const started = Date.now();
  // Not waiting for the load event: the HTML's preload of the slow entry holds it back.
  await page.goto(`${mainSiteOrigin}/documentation`, { waitUntil: 'domcontentloaded' });
  // The page arrives prerendered: readable while its remote's entry is still on its way.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');

  // Meanwhile the header takes the visitor elsewhere, and back.
  await mainNavigation(page).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
  await mainNavigation(page).getByRole('link', { name: 'Documentation', exact: true }).click();

  const fallback = page.getByRole('alert');
  // Coming back may start a fresh attempt, whose deadline is 8 s from the click: more than expect's default wait.
  await expect(fallback.getByRole('heading')).toHaveText('The documentation is temporarily unavailable', {
    timeout: 20_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(7_500);
  await expect(mainNavigation(page)).toBeVisible();

  // The remote answers at once again.
  answerAfterMs = 0;
  const sameDocument = await markDocument(page);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  expect(await sameDocument()).toBe(true);
});

/**
 * A build of a page that throws while rendering: the same chunk (ids, module ids, chunk global),
 * whose every module exports a component that throws. Read from the real chunk, run in a sandbox
 * that only records what the chunk registers.
 */
function throwingChunk(original: string): string {
  const self: Record<string, Array<[unknown[], Record<string, unknown>]>> = {};
  vm.runInNewContext(original, { self });
  const [chunkGlobal] = Object.keys(self);
  const [[chunkIds, modules]] = self[chunkGlobal!]! as [[unknown[], Record<string, unknown>]];
  const factories = Object.keys(modules).map(
    (id) => `${JSON.stringify(id)}(module, exports, require) { require.d(exports, { default: () => BrokenPage }); }`,
  );
  const global = `self[${JSON.stringify(chunkGlobal)}]`;
  return (
    `function BrokenPage() { throw new Error('Simulated bug: this page throws while rendering'); }\n` +
    `(${global} = ${global} || []).push([${JSON.stringify(chunkIds)}, { ${factories.join(', ')} }]);`
  );
}

test('a remote page that throws while rendering: the route falls back, the site works, and Try again brings the fixed page without a reload', async ({
  page,
}) => {
  const blogPageChunk = new RegExp(
    `^http://localhost:${PORTS.support}/__federation_expose_BlogPage\\.[0-9a-f]{10}\\.js$`,
  );
  await page.route(blogPageChunk, async (route) => {
    const original = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/javascript',
      // The broken build must not outlive the fix in the browser's cache.
      headers: { 'Cache-Control': 'no-store' },
      body: throwingChunk(original),
    });
  });

  await page.goto(`${mainSiteOrigin}/blog`);
  const fallback = page.getByRole('alert');
  await expect(fallback.getByRole('heading')).toHaveText(
    'Support, the blog and the legal pages is temporarily unavailable',
  );

  // The rest of the site works, and the blog still fails on the way back.
  await mainNavigation(page).getByRole('link', { name: 'Documentation', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  await page.goBack();
  await expect(fallback.getByRole('heading')).toHaveText(
    'Support, the blog and the legal pages is temporarily unavailable',
  );

  // The remote is fixed: Try again fetches it afresh, past every cache that holds the broken page.
  await page.unroute(blogPageChunk);
  const sameDocument = await markDocument(page);
  await fallback.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvault Blog');
  expect(await sameDocument()).toBe(true);

  // The other pages of the refreshed remote still work.
  await mainNavigation(page).getByRole('link', { name: 'Support', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
});
