/**
 * Taking the API away (docs/product/api.md#the-api-as-files, #changelog): the API reference's `Download OpenAPI`
 * saves the document, the Postman collection made from it has one request per operation of the sandbox's own
 * document, and the changelog shows its entries, with an Atom feed that parses with one entry per change.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
}

interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: { method: string; url: { path?: string[] } };
}

/** `GET /banking/accounts` for each operation of the document. */
function operationsOf(document: OpenApi): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item)
        .filter((key) => HTTP_METHODS.has(key))
        .map((method) => `${method.toUpperCase()} ${path}`),
    )
    .sort();
}

/** `GET /banking/accounts` for each request of the collection, with the document's `{id}` for Postman's `:id`. */
function requestsOf(items: readonly PostmanItem[]): string[] {
  return items
    .flatMap((item) =>
      item.request
        ? [
            `${item.request.method} /${(item.request.url.path ?? []).map((part) => part.replace(/^:(.+)$/, '{$1}')).join('/')}`,
          ]
        : requestsOf(item.item ?? []),
    )
    .sort();
}

async function parseFeed(page: Page, xml: string) {
  return page.evaluate((text) => {
    const document = new DOMParser().parseFromString(text, 'application/xml');
    return {
      failed: document.querySelector('parsererror') !== null,
      root: document.documentElement.nodeName,
      titles: [...document.querySelectorAll('entry > title')].map((node) => node.textContent ?? ''),
      links: [...document.querySelectorAll('entry > link')].map((link) => link.getAttribute('href') ?? ''),
    };
  }, xml);
}

test('the API reference downloads the OpenAPI document, and the Postman collection has a request per operation', async ({
  page,
  request,
}) => {
  await signIn(page, uniqueIdentity('api-takeaway'));
  await page.goto('/api-docs');
  const links = page.getByRole('list', { name: 'Take the API with you' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    links.getByRole('link', { name: 'Download OpenAPI' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('northvault.openapi.json');
  const saved = JSON.parse(await readFile(await download.path(), 'utf8')) as OpenApi;
  // The sandbox this site runs describes the same operations as the document the docs shipped.
  const live = (await (await request.get(`http://localhost:${PORTS.sandbox}/v1/openapi.json`)).json()) as OpenApi;
  expect(operationsOf(saved)).toEqual(operationsOf(live));
  const operations = operationsOf(saved).length;
  await expect(page.getByText(`OpenAPI ${saved.openapi}, ${operations} operations`)).toBeVisible();

  const postman = await request.get('/api-docs/northvault.postman_collection.json');
  expect(postman.status()).toBe(200);
  expect(postman.headers()['content-disposition']).toBe('attachment; filename=northvault.postman_collection.json');
  const collection = JSON.parse(await postman.text()) as {
    info: { schema: string };
    item: PostmanItem[];
    auth: unknown;
  };
  expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  expect(requestsOf(collection.item)).toEqual(operationsOf(saved));
  expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] });
  await expect(links.getByRole('link', { name: 'Changelog' })).toHaveAttribute('href', '/api-docs/changelog');
});

test('the changelog shows its dated entries, and its Atom feed parses with one entry per change', async ({ page }) => {
  await page.goto('/api-docs/changelog');
  await expect(page).toHaveTitle('Northvault · API changelog');
  await expect(page.getByRole('heading', { level: 1, name: 'API Changelog' })).toBeVisible();
  const entries = page.getByRole('article');
  await expect(entries.first().getByRole('heading', { level: 2, name: 'Secret API keys' })).toBeVisible();
  await expect(entries.first().getByText('27 November 2026')).toBeVisible();
  const titles = await entries.getByRole('heading', { level: 2 }).allTextContents();
  expect(titles.length).toBeGreaterThan(1);

  const feedLink = page.locator('link[rel="alternate"][type="application/atom+xml"]');
  const feedUrl = await feedLink.getAttribute('href');
  expect(feedUrl).toBe(new URL('/api-docs/changelog.xml', page.url()).href);
  const feed = await page.request.get(feedUrl!);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  const parsed = await parseFeed(page, await feed.text());
  expect(parsed.failed).toBe(false);
  expect(parsed.root).toBe('feed');
  expect(parsed.titles).toEqual(titles);
  // Each entry links its place on the page, which holds it.
  const ids = await entries.evaluateAll((articles) => articles.map((article) => article.id));
  expect(parsed.links).toEqual(ids.map((id) => new URL(`/api-docs/changelog#${id}`, page.url()).href));

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(new URL('/api-docs/changelog', page.url()).href);
  const twin = await page.request.get('/api-docs/changelog.md');
  expect(twin.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(await twin.text()).toContain('## Secret API keys');
});
