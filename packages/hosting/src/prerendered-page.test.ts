import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FRAGMENT_SLOT, tenantFrameKey } from '@northvault/contracts/page-fragments';
import type { PageHead } from '@northvault/contracts/page-heads';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import {
  FragmentFiles,
  NOT_FOUND_FRAME,
  prerenderedBody,
  ShellFrameFiles,
  withPrerenderedBody,
  withRegistryBlock,
} from './prerendered-page';

const SHELL_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Northvault</title>' +
  '<link rel=preload href=/mfe-registry.json as=fetch crossorigin=anonymous><link rel=icon href=/favicon.svg>' +
  '<script defer src=/main.js></script></head><body><noscript>Northvault needs JavaScript to show this page.</noscript>' +
  '<div id=root><header class=nv-boot-header></header><main class=nv-boot-main></main></div></body></html>';

/** A tenant with an email and no phone: the shell has one frame per set of contacts. */
const TENANT = { contactEmail: 'help@acme.example', contactPhone: '' };

const FRAME = `<header>Northvault</header><main id="main"><!--$-->${FRAGMENT_SLOT}<!--/$--></main><footer>©</footer>`;

let dir: string;
let shellDir: string;
let releasesDir: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'prerendered-page-'));
  shellDir = path.join(dir, 'shell');
  releasesDir = path.join(dir, 'releases');
  write(
    path.join(shellDir, 'fragments.json'),
    JSON.stringify({
      pages: [
        { path: '/blog', file: 'fragments/blog.html' },
        { path: '/api-docs/:planId', file: 'fragments/api-docs~_.html' },
        { path: NOT_FOUND_FRAME, file: 'fragments/__not-found.html' },
        { path: tenantFrameKey('/blog', TENANT), file: 'fragments/blog-tenant.html' },
        { path: tenantFrameKey(NOT_FOUND_FRAME, TENANT), file: 'fragments/__not-found-tenant.html' },
        // Were the support page's tenant frame there, it would not be used.
        { path: '/support', file: 'fragments/blog.html' },
        { path: tenantFrameKey('/support', TENANT), file: 'fragments/blog-tenant.html' },
      ],
    }),
  );
  write(path.join(shellDir, 'fragments/blog.html'), FRAME);
  write(path.join(shellDir, 'fragments/api-docs~_.html'), FRAME);
  write(path.join(shellDir, 'fragments/blog-tenant.html'), FRAME.replace('Northvault', 'TENANT FRAME'));
  write(path.join(shellDir, 'fragments/__not-found-tenant.html'), '<header>TENANT FRAME</header>');
  write(
    path.join(shellDir, 'fragments/__not-found.html'),
    '<header>Northvault</header><main><h1>Page not found</h1></main>',
  );
  write(path.join(shellDir, 'startup-stylesheets.json'), JSON.stringify({ stylesheets: ['/bootstrap.css'] }));
  // Two releases of mfe-support, each with its own /blog.
  for (const [version, title] of [
    ['1.0.0-aaaaaaaaaa', 'Northvault Blog'],
    ['1.0.0-bbbbbbbbbb', "Blog $' of $& release </script> 2"],
  ]) {
    write(path.join(releasesDir, 'mfe-support', version!, 'fragments/blog.html'), `<h1>${title}</h1><p>Articles.</p>`);
  }
  write(path.join(releasesDir, 'mfe-docs', DOCS_VERSION, PLAN_HEAD.fragment!.file), '<h1>Plan API Documentation</h1>');
  write(
    path.join(releasesDir, 'mfe-docs', DOCS_VERSION, 'fragments/api-docs~changelog.html'),
    '<h1>API changelog</h1>',
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function registry(version: string | null): RemoteRegistry {
  return {
    remotes: [
      version
        ? {
            name: 'mfe_support',
            entry: `http://site.test/releases/mfe-support/${version}/remoteEntry.js`,
            version,
          }
        : { name: 'mfe_support', entry: 'http://localhost:1/remoteEntry.js' },
    ],
  };
}

const DOCS_VERSION = '1.0.0-dddddddddd';
const PLAN_HEAD = {
  path: '/api-docs/business',
  fragment: { file: 'fragments/api-docs~business.html', stylesheets: [] as string[] },
} as PageHead;

const BLOG_HEAD = {
  path: '/blog',
  fragment: { file: 'fragments/blog.html', stylesheets: ['__federation_expose_BlogPage.css'] },
} as PageHead;

async function bodyOf(version: string | null, overrides: Partial<Parameters<typeof prerenderedBody>[0]> = {}) {
  return prerenderedBody({
    pathname: '/blog',
    hasQuery: false,
    hasSessionCookie: false,
    registry: registry(version),
    head: BLOG_HEAD,
    remoteId: 'mfe-support',
    brand: null,
    shell: await new ShellFrameFiles(shellDir).read(),
    fragments: new FragmentFiles(releasesDir),
    ...overrides,
  });
}

it('puts the fragment of the visitor’s release into the shell’s frame, with the shell’s and the page’s stylesheets', async () => {
  const body = await bodyOf('1.0.0-aaaaaaaaaa');
  expect(body).toEqual({
    rootHtml: `<header>Northvault</header><main id="main"><!--$--><h1>Northvault Blog</h1><p>Articles.</p><!--/$--></main><footer>©</footer>`,
    stylesheets: [
      '/bootstrap.css',
      'http://site.test/releases/mfe-support/1.0.0-aaaaaaaaaa/__federation_expose_BlogPage.css',
    ],
  });
});

it('gives a canary’s visitor the canary’s fragment, and every other visitor the current one', async () => {
  expect((await bodyOf('1.0.0-aaaaaaaaaa'))?.rootHtml).toContain('<h1>Northvault Blog</h1>');
  // A fragment's `$'` and `$&` are text, never replacement patterns.
  expect((await bodyOf('1.0.0-bbbbbbbbbb'))?.rootHtml).toContain("<h1>Blog $' of $& release </script> 2</h1>");
});

it('renders in the browser a URL with a query string, a release without the fragment, or a shell without frames', async () => {
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { hasQuery: true })).toBeNull();
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { head: { ...BLOG_HEAD, fragment: undefined } })).toBeNull();
  expect(await bodyOf('1.0.0-cccccccccc')).toBeNull();
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { shell: null })).toBeNull();
  expect(await new ShellFrameFiles(path.join(dir, 'no-shell')).read()).toBeNull();
  // A route the contract does not prerender.
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { pathname: '/account/billing' })).toBeNull();
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { pathname: '/auth/callback' })).toBeNull();
});

describe('a signed-out-only route, /api-docs/:planId (its fragment is the sign-in card)', () => {
  const docsBody = async (pathname: string, hasSessionCookie: boolean, head = PLAN_HEAD) =>
    prerenderedBody({
      pathname,
      hasQuery: false,
      hasSessionCookie,
      registry: {
        remotes: [
          {
            name: 'mfe_docs',
            entry: `http://site.test/releases/mfe-docs/${DOCS_VERSION}/remoteEntry.js`,
            version: DOCS_VERSION,
          },
        ],
      },
      head,
      remoteId: 'mfe-docs',
      brand: null,
      shell: await new ShellFrameFiles(shellDir).read(),
      fragments: new FragmentFiles(releasesDir),
    });

  it('is sent prerendered to a request without the session cookie', async () => {
    expect((await docsBody('/api-docs/business', false))?.rootHtml).toContain('<h1>Plan API Documentation</h1>');
  });

  it('is rendered in the browser for a request with the session cookie, so the card never flashes', async () => {
    expect(await docsBody('/api-docs/business', true)).toBeNull();
    // Every other prerendered page goes out prerendered either way.
    expect((await bodyOf('1.0.0-aaaaaaaaaa', { hasSessionCookie: true }))?.rootHtml).toContain('Northvault Blog');
  });

  it('does not take /api-docs/changelog, which its pattern also fits, for a plan’s page', async () => {
    const changelog = {
      path: '/api-docs/changelog',
      fragment: { file: 'fragments/api-docs~changelog.html', stylesheets: [] as string[] },
    } as PageHead;
    expect(await docsBody('/api-docs/changelog', false, changelog)).toBeNull();
  });
});

it('never reads a fragment file outside its release', async () => {
  write(path.join(releasesDir, 'secret.html'), '<p>secret</p>');
  const head = { ...BLOG_HEAD, fragment: { file: '../../secret.html', stylesheets: [] } };
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { head })).toBeNull();
});

it('sends the shell’s not-found page, whole, for a path no route claims', async () => {
  const body = await bodyOf('1.0.0-aaaaaaaaaa', { pathname: '/no-such-page', head: null });
  expect(body).toEqual({
    rootHtml: '<header>Northvault</header><main><h1>Page not found</h1></main>',
    stylesheets: ['/bootstrap.css'],
  });
});

it('gives a tenant’s site the shell’s frame for its contacts, and renders in the browser a page that varies by brand', async () => {
  const brand = { ...TENANT, companyName: 'Acme', logoUrl: null, faviconUrl: null, fontFamily: 'Inter' as const };
  expect((await bodyOf('1.0.0-aaaaaaaaaa', { brand }))?.rootHtml).toBe(
    '<header>TENANT FRAME</header><main id="main"><!--$--><h1>Northvault Blog</h1><p>Articles.</p><!--/$--></main><footer>©</footer>',
  );
  expect((await bodyOf('1.0.0-aaaaaaaaaa', { brand, pathname: '/no-such-page', head: null }))?.rootHtml).toBe(
    '<header>TENANT FRAME</header>',
  );
  // No frame was built for a brand with a phone.
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { brand: { ...brand, contactPhone: '+44 20 7946 0321' } })).toBeNull();
  // The support page shows the tenant's contacts, which its fragment cannot.
  const supportHead = { ...BLOG_HEAD, path: '/support' };
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { pathname: '/support', head: supportHead })).not.toBeNull();
  expect(await bodyOf('1.0.0-aaaaaaaaaa', { brand, pathname: '/support', head: supportHead })).toBeNull();
});

it('writes the body into the root, marked prerendered, its stylesheets before the scripts, and drops the JavaScript notice', () => {
  const html = withPrerenderedBody(SHELL_HTML, {
    rootHtml: "<main><h1>Blog $' $&</h1></main>",
    stylesheets: ['/bootstrap.css', 'http://site.test/page.css?a=1&b=2'],
  });
  expect(html).toContain(`<div id="root" data-prerendered=""><main><h1>Blog $' $&</h1></main></div></body>`);
  expect(html).not.toContain('<noscript>');
  expect(html).not.toContain('nv-boot-header');
  const links =
    '<link rel="stylesheet" href="/bootstrap.css"><link rel="stylesheet" href="http://site.test/page.css?a=1&amp;b=2">';
  expect(html.indexOf(links)).toBeGreaterThan(0);
  expect(html.indexOf(links)).toBeLessThan(html.indexOf('<script defer'));
  expect(withPrerenderedBody(SHELL_HTML, null)).toBe(SHELL_HTML);
});

it('writes the visitor’s registry as a JSON data block instead of preloading it, safe from </script>', () => {
  const html = withRegistryBlock(SHELL_HTML, {
    remotes: [{ name: 'mfe_support', entry: "http://site.test/</script><script>alert(1)</script>$'" }],
  });
  expect(html).not.toContain('/mfe-registry.json');
  const block = /<script type="application\/json" id="northvault-remote-registry">(.*?)<\/script>/.exec(html);
  expect(JSON.parse(block![1]!)).toEqual({
    remotes: [{ name: 'mfe_support', entry: "http://site.test/</script><script>alert(1)</script>$'" }],
  });
  expect(html).not.toContain('<script>alert(1)');
});

it('asks a remote never released again after its server failed to answer, instead of keeping the failure', async () => {
  let answers = 0;
  const server = createServer((_request, response) => {
    answers += 1;
    response.statusCode = answers === 1 ? 503 : 200;
    response.end(answers === 1 ? 'busy' : '<h1>Blog</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const files = new FragmentFiles(undefined);
    const entry = { name: 'mfe_support', entry: `http://127.0.0.1:${port}/remoteEntry.js` };
    expect(await files.read('mfe-support', entry, 'fragments/blog.html')).toBeNull();
    expect(await files.read('mfe-support', entry, 'fragments/blog.html')).toBe('<h1>Blog</h1>');
    expect(answers).toBe(2);
  } finally {
    server.close();
  }
});
