import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PageHead } from '@northvault/contracts/page-heads';
import { fragmentRefusals } from './fragment-gate';

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'fragment-gate-'));
  mkdirSync(path.join(dist, 'fragments'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const SUPPORT_PATHS = ['/support', '/blog', '/blog/reliable-webhooks', '/privacy', '/terms'];
const GOOD = '<section><h1 id="page-title">Blog</h1><p>Articles.</p></section>';

function page(pathname: string, withFragment = true): PageHead {
  const file = `fragments/${pathname.slice(1).replace(/\//g, '~')}.html`;
  return {
    path: pathname,
    title: pathname,
    description: 'A page.',
    canonical: pathname,
    image: 'page',
    ogType: 'website',
    jsonLd: [],
    indexable: true,
    lastModified: '2026-01-01',
    ...(withFragment ? { fragment: { file, stylesheets: [] } } : {}),
  };
}

/** A build of mfe-support: every page's fragment `html`, unless `fragments` says otherwise. */
function build(pages: PageHead[], fragments: Record<string, string> = {}): void {
  writeFileSync(path.join(dist, 'pages.json'), JSON.stringify({ remote: 'mfe-support', pages }));
  for (const head of pages) {
    if (head.fragment) writeFileSync(path.join(dist, head.fragment.file), fragments[head.path] ?? GOOD);
  }
}

it('lets a build go that has a clean fragment for every prerendered route', async () => {
  build(SUPPORT_PATHS.map((pathname) => page(pathname)));
  await expect(fragmentRefusals('mfe-support', dist)).resolves.toEqual([]);
});

it('asks mfe-docs for each plan’s card, and nothing of the pages its route patterns merely fit', async () => {
  const plans = ['/api-docs/starter', '/api-docs/business', '/api-docs/enterprise'];
  // The changelog and the reference are rendered in the browser: no fragment.
  build([page('/documentation'), ...plans.map((pathname) => page(pathname)), page('/api-docs/changelog', false)]);
  await expect(fragmentRefusals('mfe-docs', dist)).resolves.toEqual([]);
  build([page('/documentation'), page('/api-docs/changelog', false)]);
  await expect(fragmentRefusals('mfe-docs', dist)).resolves.toEqual([
    'mfe-docs has no page for the prerendered route /api-docs/:planId.',
    'Release refused.',
  ]);
});

it('gates nothing for a remote whose routes the contract does not prerender', async () => {
  await expect(fragmentRefusals('mfe-whitelabel', dist)).resolves.toEqual([]);
});

it('refuses a build without a pages manifest', async () => {
  const refusals = await fragmentRefusals('mfe-support', dist);
  expect(refusals[0]).toMatch(/mfe-support has no readable pages\.json/);
});

it('refuses a build that lacks the page of a prerendered route', async () => {
  build(SUPPORT_PATHS.filter((pathname) => pathname !== '/terms').map((pathname) => page(pathname)));
  await expect(fragmentRefusals('mfe-support', dist)).resolves.toEqual([
    'mfe-support has no page for the prerendered route /terms.',
    'Release refused.',
  ]);
});

it('refuses a page of a prerendered route without its fragment, or whose file is missing', async () => {
  build(SUPPORT_PATHS.map((pathname) => page(pathname, pathname !== '/privacy')));
  rmSync(path.join(dist, 'fragments/blog~reliable-webhooks.html'));
  const refusals = await fragmentRefusals('mfe-support', dist);
  expect(refusals).toContain(
    'mfe-support: the fragment of /blog/reliable-webhooks (fragments/blog~reliable-webhooks.html) is missing.',
  );
  expect(refusals).toContain('mfe-support has no prerendered fragment for /privacy (route /privacy).');
});

it('refuses a fragment file named outside the build', async () => {
  const pages = SUPPORT_PATHS.map((pathname) => page(pathname));
  build(pages);
  pages[0]!.fragment!.file = '../../etc/passwd';
  writeFileSync(path.join(dist, 'pages.json'), JSON.stringify({ remote: 'mfe-support', pages }));
  expect(await fragmentRefusals('mfe-support', dist)).toContain(
    'mfe-support: the fragment of /support is outside the build (../../etc/passwd).',
  );
});

it.each([
  ['<p>Hi</p><script>alert(1)</script>', 'it contains a <script> element'],
  ['<p>Hi</p><SCRIPT src="/x.js"></SCRIPT>', 'it contains a <script> element'],
  ['<div class="card" style="--plan-color:#123">Plan</div>', 'it has an inline style= attribute'],
  ['<img src="x.png" alt="" onerror="alert(1)">', 'it has an event-handler attribute (onerror=)'],
  ['<a href="/" onClick="go()">Home</a>', 'it has an event-handler attribute (onClick=)'],
])('refuses a fragment such as %s', async (html, fault) => {
  build(
    SUPPORT_PATHS.map((pathname) => page(pathname)),
    { '/blog': html },
  );
  await expect(fragmentRefusals('mfe-support', dist)).resolves.toEqual([
    `mfe-support: the fragment of /blog: ${fault}.`,
    'Release refused.',
  ]);
});

it('does not mistake text about scripts and styles for markup', async () => {
  build(
    SUPPORT_PATHS.map((pathname) => page(pathname)),
    { '/blog': '<p>Add a &lt;script&gt; tag, or set style=&quot;x&quot; once online.</p><p data-note="on">ok</p>' },
  );
  await expect(fragmentRefusals('mfe-support', dist)).resolves.toEqual([]);
});
