import { createServer, type RequestListener, type Server } from 'node:http';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { listen } from '@northvault/hosting/listen';
import { createRemoteApp } from '@northvault/hosting/remote-app';
import { PORTS, siteOrigin } from '../support/environment';
import { buildWorkspace, copyOfWorkspace } from '../support/remote-copy';

/**
 * A developer's local build of one remote inside the real site, for their browser only: the
 * override cookie (set through /__override) points this browser's registry, CSP and preload hints
 * at a server on this machine, a banner says so, and its button goes back to normal.
 */
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const INTRO = 'src/features/support-center/content/support-intro.ts';
const LOCAL_PORT = PORTS.overrideDevServer;
/** Another site (127.0.0.1 is not localhost's site) whose page links and posts to the override. */
const ELSEWHERE_PORT = PORTS.testServers + 7;
const elsewhere = `http://127.0.0.1:${ELSEWHERE_PORT}`;
const localOrigin = `http://localhost:${LOCAL_PORT}`;
let copy: string;
let localServer: Server;
let elsewhereServer: Server;

test.beforeAll(async () => {
  copy = copyOfWorkspace('mfe-support');
  const hero = path.join(copy, INTRO);
  const source = readFileSync(hero, 'utf8');
  expect(source).toContain("title: 'Support Center',");
  writeFileSync(hero, source.replace("title: 'Support Center',", "title: 'Support Center, local build',"));
  const dist = buildWorkspace(copy);
  localServer = await listen(createRemoteApp({ root: dist, allowedOrigins: [siteOrigin] }), LOCAL_PORT, 'local build');
  const attacker: RequestListener = (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(
      '<!doctype html><title>Elsewhere</title>' +
        `<a href="${siteOrigin}/__override?mfe-support=${localOrigin}">a link</a>` +
        `<form method="post" action="${siteOrigin}/__override">` +
        `<input type="hidden" name="remote" value="mfe-support"><input type="hidden" name="url" value="${localOrigin}">` +
        '<input type="hidden" name="confirmation" value="guessed"><button>a form</button></form>',
    );
  };
  elsewhereServer = createServer(attacker);
  await new Promise<void>((resolve) => elsewhereServer.listen(ELSEWHERE_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  if (localServer) await new Promise((resolve) => localServer.close(resolve));
  if (elsewhereServer) await new Promise((resolve) => elsewhereServer.close(resolve));
  rmSync(copy, { recursive: true, force: true });
});

const banner = (page: Page) => page.getByRole('complementary', { name: 'Remote override' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

test('one browser loads its local build of mfe-support with a banner; another is unaffected; the banner clears it', async ({
  browser,
}) => {
  const developer = await browser.newContext({ baseURL: siteOrigin });
  const visitor = await browser.newContext({ baseURL: siteOrigin });
  try {
    const page = await developer.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });

    // A confirmation page names the remote and the URL; its button sets the override for this browser,
    // then sends it home: the home page names the override too.
    await page.goto(`/__override?mfe-support=${localOrigin}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load mfe-support from your machine?');
    await expect(page.locator('code')).toHaveText(`${localOrigin}/remoteEntry.js`);
    expect((await developer.cookies()).map((candidate) => candidate.name)).not.toContain('nv_remote_override');
    await page.getByRole('button', { name: `Use mfe-support from ${localOrigin}` }).click();
    await expect(page).toHaveURL(`${siteOrigin}/`);
    await expect(banner(page)).toHaveText(
      `This page uses an overridden remote: mfe-support from ${localOrigin}/remoteEntry.jsClear the override and reload`,
    );
    const cookie = (await developer.cookies()).find((candidate) => candidate.name === 'nv_remote_override');
    expect(cookie).toMatchObject({ value: encodeURIComponent(`mfe-support=${localOrigin}`), httpOnly: false });

    const response = await page.goto('/support');
    await expect(heading(page)).toHaveText('Support Center, local build');
    await expect(banner(page)).toBeVisible();
    expect(response!.headers()['content-security-policy']).toContain(localOrigin);
    expect(await response!.text()).toContain(`<link rel="preload" as="script" href="${localOrigin}/remoteEntry.js">`);
    expect(violations).toEqual([]);
    // The banner passes the accessibility rules: a named landmark, its contrast, a labelled button. (axe applies
    // inline styles of its own, which the page's CSP refuses: those reports are axe's, not the site's.)
    const { violations: a11y } = await new AxeBuilder({ page })
      .include('aside[aria-label="Remote override"]')
      .analyze();
    expect(a11y.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    violations.length = 0;
    const registry = await (await page.request.get('/mfe-registry.json')).json();
    expect(registry.remotes).toContainEqual({ name: 'mfe_support', entry: `${localOrigin}/remoteEntry.js` });

    // Another browser at the same time: the site as everyone gets it, and no banner.
    const other = await visitor.newPage();
    const otherResponse = await other.goto('/support');
    await expect(heading(other)).toHaveText('Support Center');
    await expect(banner(other)).toHaveCount(0);
    expect(otherResponse!.headers()['content-security-policy']).not.toContain(localOrigin);

    // The banner's button: the cookie is gone and the page reloads as everyone's.
    await banner(page).getByRole('button', { name: 'Clear the override and reload' }).click();
    await expect(heading(page)).toHaveText('Support Center');
    await expect(banner(page)).toHaveCount(0);
    expect((await developer.cookies()).map((candidate) => candidate.name)).not.toContain('nv_remote_override');
    expect(violations).toEqual([]);
  } finally {
    await developer.close();
    await visitor.close();
  }
});

test('an override to another machine is refused with a sentence, and sets nothing', async ({ page, context }) => {
  const response = await page.goto('/__override?mfe-support=https://cdn.example.com/');
  expect(response!.status()).toBe(400);
  await expect(page.locator('body')).toHaveText(
    'The override of mfe-support must be on this machine: localhost, 127.0.0.1 or [::1] (got "https://cdn.example.com/")',
  );
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'nv_remote_override' }));
});

test('a link or a form on another site never sets the override', async ({ page, context }) => {
  const overrideCookie = async () =>
    (await context.cookies()).find((candidate) => candidate.name === 'nv_remote_override');

  // Following a link from elsewhere shows the confirmation page, nothing more.
  await page.goto(elsewhere);
  await page.getByRole('link', { name: 'a link' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Load mfe-support from your machine?');
  expect(await overrideCookie()).toBeUndefined();
  await page.goto('/support');
  await expect(banner(page)).toHaveCount(0);

  // A form elsewhere posting to it, even after the visitor opened the confirmation page: refused.
  await page.goto(elsewhere);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${siteOrigin}/__override`),
    page.getByRole('button', { name: 'a form' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(await overrideCookie()).toBeUndefined();
});

test('an override on a port no remote dev server is configured on is refused, and sets nothing', async ({
  page,
  context,
}) => {
  const response = await page.goto('/__override?mfe-support=http://localhost:6379');
  expect(response!.status()).toBe(400);
  await expect(page.locator('body')).toContainText(
    `The override of mfe-support must use a port a remote's dev server is configured on: `,
  );
  expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'nv_remote_override' }));
});
