/**
 * The site as search engines, link previews and LLM tools read it (docs/architecture.md#the-site-for-machines):
 * each page's own head in the HTML, before any script; the sitemap, the feed, llms.txt, the Markdown twins and
 * security.txt.
 */
import { expect, test, type Page } from '../support/test';
import { BLOG } from '@northvault/contracts/business';
import { signIn, uniqueIdentity } from '../support/sign-in';

/** The public routes with the title each page's release gives it. */
const PUBLIC_PAGES: ReadonlyArray<{ path: string; title: string | RegExp }> = [
  { path: '/', title: 'Northvault · White-label banking API' },
  { path: '/documentation', title: 'Northvault · Documentation' },
  { path: '/api-docs', title: 'Northvault · API documentation' },
  { path: '/api-docs/business', title: 'Northvault · Business plan API documentation' },
  { path: '/api-docs/changelog', title: 'Northvault · API changelog' },
  { path: '/support', title: 'Northvault · Support' },
  { path: '/blog', title: 'Northvault · Blog' },
  { path: '/blog/automatic-reconciliation-with-xero', title: /^Closing the books faster: .* · Northvault Blog$/ },
  { path: '/privacy', title: 'Northvault · Privacy policy' },
  { path: '/terms', title: 'Northvault · Terms of service' },
];

/** The shell's own description, which every page answered with before pages had heads. */
const SHELL_DESCRIPTION =
  'Northvault: white-label banking APIs for accounts, payments, Xero accounting sync and webhooks, under your own brand.';

interface JsonLd {
  '@type': string;
  [key: string]: unknown;
}

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

async function jsonLdOf(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as JsonLd);
}

/** Whether the browser's XML parser reads `text` without an error, and the document it made. */
async function parseXml(page: Page, text: string) {
  return page.evaluate((xml) => {
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    const failed = document.querySelector('parsererror') !== null;
    const texts = (selector: string) => [...document.querySelectorAll(selector)].map((node) => node.textContent ?? '');
    return {
      failed,
      root: document.documentElement.nodeName,
      locs: texts('url > loc'),
      lastmods: texts('url > lastmod'),
      entryTitles: texts('entry > title'),
      entryLinks: [...document.querySelectorAll('entry > link')].map((link) => link.getAttribute('href') ?? ''),
    };
  }, text);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page has its own title, description, canonical link and preview image', async ({ page }) => {
    // A walk over every public page and its preview image: a few seconds each beside another worker on two cores.
    test.setTimeout(PUBLIC_PAGES.length * 10_000);
    const descriptions = new Set<string>();
    for (const { path, title } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
      const own = await description(page);
      expect(own, path).toBeTruthy();
      expect(own, path).not.toBe(SHELL_DESCRIPTION);
      descriptions.add(own!);
      await expect(page.locator('meta[name="description"]'), path).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new URL(path, page.url()).href);
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', title);
      await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', 'summary_large_image');
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      const picture = await page.request.get(image!);
      expect(picture.status(), image!).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      await expect(page.locator('meta[name="robots"]'), path).toHaveCount(0);
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('every JSON-LD block parses and has its @type: the company, its plans, the FAQ, posts and breadcrumbs', async ({
    page,
  }) => {
    const types: Record<string, string[]> = {};
    for (const { path } of PUBLIC_PAGES) {
      await page.goto(path);
      const blocks = await jsonLdOf(page);
      for (const block of blocks) expect(typeof block['@type'], path).toBe('string');
      types[path] = blocks.map((block) => block['@type']);
    }
    expect(types['/']).toEqual(['Organization', 'Product']);
    expect(types['/support']).toEqual(['FAQPage', 'BreadcrumbList']);
    expect(types['/documentation']).toEqual(['BreadcrumbList']);
    expect(types['/api-docs/business']).toEqual(['BreadcrumbList']);
    expect(types['/blog']).toEqual(['BreadcrumbList']);
    expect(types['/blog/automatic-reconciliation-with-xero']).toEqual(['BlogPosting', 'BreadcrumbList']);

    await page.goto('/');
    const product = (await jsonLdOf(page)).find((block) => block['@type'] === 'Product')!;
    expect(product.offers).toEqual([
      expect.objectContaining({ '@type': 'Offer', name: 'Starter plan', price: '99.00', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Business plan', price: '299.00', priceCurrency: 'USD' }),
      expect.objectContaining({ '@type': 'Offer', name: 'Enterprise plan', price: '599.00', priceCurrency: 'USD' }),
    ]);
    for (const offer of product.offers as Array<{ priceSpecification: { unitCode: string } }>) {
      expect(offer.priceSpecification.unitCode).toBe('MON');
    }
  });

  test('the blog links its feed from its head', async ({ page }) => {
    await page.goto('/blog');
    const feed = page.locator('link[rel="alternate"][type="application/atom+xml"]');
    await expect(feed).toHaveAttribute('href', new URL('/blog/feed.xml', page.url()).href);
  });
});

test('the sitemap parses, lists every public page with lastmod, and every URL in it answers 200', async ({
  page,
  baseURL,
}) => {
  const response = await page.request.get('/sitemap.xml');
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  const sitemap = await parseXml(page, await response.text());
  expect(sitemap.failed).toBe(false);
  expect(sitemap.root).toBe('urlset');
  expect(sitemap.lastmods).toHaveLength(sitemap.locs.length);
  for (const lastmod of sitemap.lastmods) expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const paths = sitemap.locs.map((loc) => new URL(loc).pathname);
  for (const { path } of PUBLIC_PAGES) expect(paths).toContain(path);
  expect(paths.filter((path) => /^\/blog\/[^/]+$/.test(path))).toHaveLength(BLOG.postCount);
  expect(paths).not.toContain('/white-label');
  for (const loc of sitemap.locs) {
    expect(new URL(loc).origin).toBe(new URL(baseURL!).origin);
    expect((await page.request.get(loc)).status(), loc).toBe(200);
  }
});

test('robots.txt names the sitemap and keeps crawlers out of accounts, the configurator, sign-in and the API', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  for (const path of ['/account/', '/white-label', '/auth/', '/api/']) expect(robots).toContain(`Disallow: ${path}\n`);
});

test('the feed parses, with one entry per post, each linking to its post', async ({ page }) => {
  const response = await page.request.get('/blog/feed.xml');
  expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const feed = await parseXml(page, await response.text());
  expect(feed.failed).toBe(false);
  expect(feed.root).toBe('feed');
  expect(feed.entryTitles).toHaveLength(BLOG.postCount);
  for (const link of feed.entryLinks) {
    expect(new URL(link).pathname).toMatch(/^\/blog\/[^/]+$/);
    expect((await page.request.get(link)).status()).toBe(200);
  }
});

test('llms.txt names the product and links every Markdown twin, each text/markdown; llms-full.txt holds them all', async ({
  request,
}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(/^# Northvault\n\n> .+\n/);
  const twins = [...llms.matchAll(/\]\((http[^)]+\.md)\)/g)].map(([, url]) => url!);
  const paths = twins.map((url) => new URL(url).pathname);
  expect(paths).toEqual(
    expect.arrayContaining([
      '/documentation.md',
      '/api-docs.md',
      '/api-docs/starter.md',
      '/api-docs/business.md',
      '/api-docs/enterprise.md',
      '/api-docs/changelog.md',
      '/blog/automatic-reconciliation-with-xero.md',
    ]),
  );
  expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(BLOG.postCount);
  const full = await (await request.get('/llms-full.txt')).text();
  for (const url of twins) {
    const twin = await request.get(url);
    expect(twin.status(), url).toBe(200);
    expect(twin.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    expect(full).toContain((await twin.text()).trim());
  }
});

test('security.txt gives a contact and an expiry date (RFC 9116)', async ({ request }) => {
  const text = await (await request.get('/.well-known/security.txt')).text();
  expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m);
  expect(Date.parse(/^Expires: (.+)$/m.exec(text)![1]!)).toBeGreaterThan(Date.now());
});

/** The `## ` headings of a Markdown text. */
function sectionsOf(markdown: string): string[] {
  return [...markdown.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading!.replace(/\\(.)/g, '$1'));
}

const headingsIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((headings) => headings.map((heading) => heading.textContent?.trim() ?? ''));

test('the Markdown twin of a public page has the page’s sections as its headings', async ({ page }) => {
  const documentation = await (await page.request.get('/documentation.md')).text();
  expect(documentation).toMatch(/^# Documentation\n/m);
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
  expect(sectionsOf(documentation)).toEqual(await headingsIn(page, 'main section > h2'));

  const post = '/blog/automatic-reconciliation-with-xero';
  const article = await (await page.request.get(`${post}.md`)).text();
  await page.goto(post);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Closing the books faster/);
  expect(article.split('\n')[0]).toBe(`# ${await page.getByRole('heading', { level: 1 }).textContent()}`);
  expect(sectionsOf(article)).toEqual(await headingsIn(page, 'article h2'));
});

test('the Markdown twins of the API reference name the sections a signed-in reader opens', async ({ page }) => {
  await signIn(page, uniqueIdentity('twins'));
  for (const path of ['/api-docs', '/api-docs/business']) {
    const twin = await (await page.request.get(`${path}.md`)).text();
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Not the banner that tells this reader what their plan gives them; a section's heading may carry a badge
    // after its name (`White Label API Enterprise only`).
    const onPage = await headingsIn(page, 'main section:not([aria-labelledby="access-banner-title"]) > h2');
    expect(onPage, path).toHaveLength(sectionsOf(twin).length);
    sectionsOf(twin).forEach((heading, index) => expect(onPage[index]!.startsWith(heading), onPage[index]).toBe(true));
  }
});

test('“Copy page as Markdown” puts the page’s twin on the clipboard', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
  const twin = await (await page.request.get('/documentation.md')).text();
  await page.goto('/documentation');
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
});
