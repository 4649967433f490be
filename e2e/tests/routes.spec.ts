import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { repositoryRoot, siteOrigin } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';

/** Every route of the site (docs/product/routes.md#route-table) with the heading its page shows. */
const ROUTES: ReadonlyArray<readonly [path: string, heading: string | RegExp]> = [
  ['/', 'White-label banking APIs, ready for your brand'],
  ['/success?plan=business&name=Ada', 'Payment Successful!'],
  ['/documentation', 'Documentation'],
  ['/support', 'Support Center'],
  ['/blog', 'Northvault Blog'],
  ['/blog/no-such-post', 'Article not found'],
  ['/privacy', 'Privacy Policy'],
  ['/terms', 'Terms of Service'],
  ['/white-label', 'White-Label Configuration'],
  ['/auth/callback', 'Authentication Failed'],
  ['/no-such-page', 'Page not found'],
];

for (const [route, heading] of ROUTES) {
  test(`${route} renders its page inside the shell`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
}

test('the API documentation pages render inside the shell for a signed-in reader', async ({ page }) => {
  // A sign-in through the provider's pages, then five pages of three remotes.
  test.setTimeout(90_000);
  await signIn(page, uniqueIdentity('routes'));
  for (const [route, heading] of [
    ['/api-docs', 'API Documentation'],
    ['/api-docs/business', 'Business Plan API Documentation'],
    ['/account/setup', 'Account Setup'],
    ['/account/developers', 'Developers'],
    ['/support/tickets', 'My tickets'],
  ] as const) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  }
});

const reactVersion = JSON.parse(readFileSync(path.join(repositoryRoot, 'node_modules/react/package.json'), 'utf8'))
  .version as string;

/** JavaScript the page downloaded from the remotes' own servers, other than their entry files. */
function collectRemoteChunks(page: Page): Array<{ url: string; body: Promise<string> }> {
  const chunks: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== siteOrigin && url.pathname.endsWith('.js') && !url.pathname.endsWith('/remoteEntry.js')) {
      chunks.push({ url: response.url(), body: response.text() });
    }
  });
  return chunks;
}

test('the browser loads React once: every remote uses the shell’s copy', async ({ page }) => {
  const remoteChunks = collectRemoteChunks(page);
  await page.goto('/');
  for (const [link, heading] of [
    ['Documentation', 'Documentation'],
    ['Support', 'Support Center'],
    ['White Label', 'White-Label Configuration'],
  ] as const) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  // The share scope: every instance took react and react-dom from the shell.
  const providers = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>>;
    const scopes = (globalThis as unknown as { __FEDERATION__: { __SHARE__: Shared } }).__FEDERATION__.__SHARE__;
    const loaded: string[] = [];
    for (const [instance, byScope] of Object.entries(scopes)) {
      for (const byPackage of Object.values(byScope)) {
        for (const [pkg, byVersion] of Object.entries(byPackage)) {
          if (!/^react(-dom)?(\/|$)/.test(pkg)) continue;
          for (const [version, shared] of Object.entries(byVersion)) {
            if (shared.loaded) loaded.push(`${instance} ${pkg}@${version} from ${shared.from}`);
          }
        }
      }
    }
    return loaded;
  });
  expect(providers.length).toBeGreaterThan(0);
  for (const provider of providers) expect(provider).toMatch(/ from shell$/);
  expect(new Set(providers.map((p) => p.split(' ')[1]!.split('@')[1]))).toEqual(new Set([reactVersion]));

  // The network: no remote sent a copy of React.
  expect(remoteChunks.length).toBeGreaterThan(0);
  for (const chunk of remoteChunks) {
    expect(await chunk.body, `${chunk.url} must not contain React`).not.toContain(`"${reactVersion}"`);
  }
});

test('the page being entered and the page a link points to start loading before anyone asks', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (/mf-manifest\.json|__federation_expose_/.test(request.url())) remoteRequests.push(request.url());
  });
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
  expect(remoteRequests.some((url) => url.includes('SupportPage'))).toBe(true);

  // Hovering the link fetches the docs remote and its page; the click then finds them loaded.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documentation', exact: true })
    .hover();
  await expect.poll(() => remoteRequests.some((url) => url.includes('DocumentationPage'))).toBe(true);
  const before = remoteRequests.length;
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documentation', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  expect(remoteRequests.slice(before).filter((url) => url.includes('DocumentationPage'))).toEqual([]);
});

test('the HTML of a page rendered in the browser names its remote’s entry, page script and stylesheet', async ({
  request,
}) => {
  // A query string: the page is rendered in the browser, so its scripts are asked for at once.
  const html = await (await request.get('/documentation?from=test')).text();
  expect(html).toMatch(/<link rel="preload" as="script" href="http:\/\/localhost:\d+\/remoteEntry\.js">/);
  expect(html).toMatch(
    /<link rel="preload" as="script" href="[^"]+__federation_expose_DocumentationPage\.[0-9a-f]{10}\.js">/,
  );
  expect(html).toMatch(
    /<link rel="preload" as="style" href="[^"]+__federation_expose_DocumentationPage\.[0-9a-f]{10}\.css">/,
  );
  // And the shell's own startup chunks, React among them.
  expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?\/bootstrap\.[0-9a-f]{10}\.js"?/);
  expect(html).toMatch(/<script defer(="")? src="?\/main\.[0-9a-f]{10}\.js"?/);
});

test('a prerendered page asks for its scripts only once it has painted', async ({ page, request }) => {
  const html = await (await request.get('/documentation')).text();
  // Its stylesheets at once; its scripts, the shell's and the remote's, in a data block for the start script.
  expect(html).toMatch(
    /<link rel="preload" as="style" href="[^"]+__federation_expose_DocumentationPage\.[0-9a-f]{10}\.css">/,
  );
  expect(html).not.toMatch(/<link rel="?preload"? as="?script"?/);
  expect(html).not.toMatch(/\/main\.[0-9a-f]{10}\.js"?><\/script>/);
  expect(html).toMatch(/<script defer src="\/start-after-paint\.[0-9a-f]{10}\.js"><\/script>/);
  const block = html.match(/<script type="application\/json" id="northvault-deferred-scripts">(.*?)<\/script>/);
  const deferred = JSON.parse(block![1]) as { preloads: string[]; scripts: string[] };
  expect(deferred.scripts).toEqual([expect.stringMatching(/^\/main\.[0-9a-f]{10}\.js$/)]);
  expect(deferred.preloads).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/bootstrap\.[0-9a-f]{10}\.js$/),
      expect.stringMatching(/^http:\/\/localhost:\d+\/remoteEntry\.js$/),
      expect.stringMatching(/__federation_expose_DocumentationPage\.[0-9a-f]{10}\.js$/),
    ]),
  );

  // In the browser: the shell's entry and the page's script start after the first contentful paint, and run.
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  const timing = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(main\.|__federation_expose_DocumentationPage\.)[0-9a-f]{10}\.js$/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(timing.scripts).toHaveLength(2);
  for (const startTime of timing.scripts) expect(startTime).toBeGreaterThanOrEqual(timing.firstPaint);
});
