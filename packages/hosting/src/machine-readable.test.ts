/**
 * The site for machines (docs/architecture.md#the-site-for-machines): each page's head and the machine-readable
 * files come from the pages manifest of the release the visitor gets, read from the releases folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import type { JsonLd, PageHead, PagesManifest } from '@northvault/contracts/page-heads';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { COHORT_COOKIE } from './cohort';
import { createSiteApp } from './site-app';

let root: string;
let releasesDir: string;

const SHELL =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="description" content="The shell’s description">' +
  '<title>Northvault · White-label banking API</title><style>body{margin:0}</style><link rel="icon" href="/favicon.svg">' +
  '</head><body><div id="root"><a class="nv-boot-brand" href="/">Northvault</a></div></body></html>';

function head(path: string, title: string, extra: Partial<PageHead> = {}): PageHead {
  return {
    path,
    title,
    description: `About ${title}`,
    canonical: path,
    image: 'page',
    ogType: 'website',
    jsonLd: [],
    indexable: true,
    lastModified: '2026-02-01',
    ...extra,
  };
}

const breadcrumbs: JsonLd = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: '/' }],
};

function post(id: string, title: string, published: string): PageHead {
  return head(`/blog/${id}`, `${title} · Northvault Blog`, {
    ogType: 'article',
    image: 'article',
    lastModified: published,
    jsonLd: [{ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: title, url: `/blog/${id}` }],
    markdown: { path: `/blog/${id}.md`, text: `# ${title}\n\n## First part\n\nText.\n` },
    article: { published, author: 'Ada Writer', summary: `Summary of ${title}` },
  });
}

function supportRelease(blogTitle: string, posts: PageHead[]): PagesManifest {
  return {
    remote: 'mfe-support',
    pages: [
      head('/blog', blogTitle, { feed: { path: '/blog/feed.xml', title: 'Northvault Blog' }, jsonLd: [breadcrumbs] }),
      ...posts,
      head('/support', 'Northvault · Support', { jsonLd: [{ '@type': 'FAQPage', mainEntity: [] }] }),
      head('/privacy', 'Northvault · Privacy Policy'),
      head('/newsletter/confirm', 'Northvault · Newsletter subscription', { indexable: false }),
    ],
  };
}

const DOCS: PagesManifest = {
  remote: 'mfe-docs',
  pages: [
    head('/documentation', 'Northvault · Documentation', {
      image: 'docs',
      markdown: { path: '/documentation.md', text: '# Documentation\n\n## Introduction\n\nHello.\n' },
    }),
    head('/api-docs/business', 'Northvault · Business plan API documentation', {
      markdown: { path: '/api-docs/business.md', text: '# Business\n' },
    }),
    head('/api-docs/changelog', 'Northvault · API changelog', {
      lastModified: '2026-11-27',
      markdown: { path: '/api-docs/changelog.md', text: '# API Changelog\n\n## Secret API keys\n' },
      feed: { path: '/api-docs/changelog.xml', title: 'Northvault API changelog' },
      feedEntries: [
        { id: '2026-11-27-api-keys', title: 'Secret API keys', published: '2026-11-27', summary: 'Keys <for> you.' },
        { id: '2026-11-20-webhooks', title: 'Webhooks', published: '2026-11-20', summary: 'Endpoints & more.' },
      ],
    }),
  ],
};

const HOME: PagesManifest = {
  remote: 'mfe-marketing',
  pages: [
    head('/', 'Northvault · White-label banking API', {
      image: 'home',
      description: 'White-label banking APIs.',
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Organization',
          name: 'Northvault',
          url: '/',
          logo: '/favicon.svg',
        },
      ],
    }),
  ],
};

function release(remote: string, version: string, manifest: PagesManifest) {
  const folder = path.join(releasesDir, remote, version);
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'pages.json'), JSON.stringify(manifest));
}

/** v1 for everyone; the cohort `canary-visitor` gets mfe-support's v2. */
function registry(_origin: string, cohortId: string): RemoteRegistry {
  const entry = (name: string, id: string, version: string) => ({
    name,
    entry: `https://cdn.invalid/releases/${id}/${version}/remoteEntry.js`,
    version,
  });
  return {
    remotes: [
      entry('mfe_marketing', 'mfe-marketing', 'v1'),
      entry('mfe_docs', 'mfe-docs', 'v1'),
      entry('mfe_support', 'mfe-support', cohortId === 'canary-visitor' ? 'v2' : 'v1'),
    ],
  };
}

const ACME: TenantBrand = {
  organizationId: 'ORG-1',
  versionId: 'WLV-1',
  versionNumber: 1,
  domain: 'acme.localhost',
  companyName: "Acme $' tail $& </script>",
  primaryColor: '#0369a1',
  secondaryColor: '#0ea5e9',
  accentColor: '#22d3ee',
  backgroundGradient: 'linear-gradient(135deg, #0c4a6e, #0f172a)',
  fontFamily: 'Poppins',
  contactEmail: 'help@acme.example',
  contactPhone: '+44 20 7946 0321',
  logoUrl: '/api/tenant-assets/WLA-LOGO',
  faviconUrl: '/api/tenant-assets/WLA-ICON',
};

const site = () =>
  createSiteApp({
    root,
    backendUrl: 'http://127.0.0.1:9',
    releasesDir,
    registry,
    tenants: { forHost: async (host) => (host === 'acme.localhost' ? ACME : null) },
  });

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'hosting-heads-'));
  releasesDir = mkdtempSync(path.join(os.tmpdir(), 'hosting-heads-releases-'));
  writeFileSync(path.join(root, 'index.html'), SHELL);
  release('mfe-marketing', 'v1', HOME);
  release('mfe-docs', 'v1', DOCS);
  release(
    'mfe-support',
    'v1',
    supportRelease('Northvault · Blog', [
      post('first', 'First post', '2026-01-10'),
      post('second', 'Second post', '2026-02-20'),
    ]),
  );
  release(
    'mfe-support',
    'v2',
    supportRelease('Northvault · Notes', [post('first', 'First post, revised', '2026-01-10')]),
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(releasesDir, { recursive: true, force: true });
});

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as JsonLd,
  );

describe('the head of each page', () => {
  it('is the page’s own: title, description, canonical, Open Graph, Twitter card and JSON-LD', async () => {
    const { text } = await request(site()).get('/documentation').set('Host', 'northvault.test').expect(200);
    expect(text).toContain('<title>Northvault · Documentation</title>');
    expect(text.match(/<title>/g)).toHaveLength(1);
    expect(text).not.toContain('The shell’s description');
    expect(text.match(/<meta name="description"/g)).toHaveLength(1);
    expect(text).toContain('<meta name="description" content="About Northvault · Documentation">');
    expect(text).toContain('<link rel="canonical" href="http://northvault.test/documentation">');
    expect(text).toContain('<meta property="og:title" content="Northvault · Documentation">');
    expect(text).toContain('<meta property="og:image" content="http://northvault.test/social/docs.png">');
    expect(text).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(text).not.toContain('noindex');
  });

  it('carries JSON-LD as data, with absolute URLs, under the unchanged policy', async () => {
    const response = await request(site()).get('/').set('Host', 'northvault.test').expect(200);
    expect(jsonLdOf(response.text)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: 'Northvault',
        url: 'http://northvault.test/',
        logo: 'http://northvault.test/favicon.svg',
      },
    ]);
    expect(response.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('gives each blog post its own title and the blog its feed link', async () => {
    const app = site();
    const postPage = await request(app).get('/blog/second').expect(200);
    expect(postPage.text).toContain('<title>Second post · Northvault Blog</title>');
    expect(postPage.text).toContain('<meta property="og:type" content="article">');
    expect(postPage.text).toContain('<meta property="article:published_time" content="2026-02-20">');
    const blog = await request(app).get('/blog').set('Host', 'northvault.test').expect(200);
    expect(blog.text).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Northvault Blog" href="http://northvault.test/blog/feed.xml">',
    );
  });

  it('follows the visitor’s cohort: the canary’s release names the page its way', async () => {
    const app = site();
    const regular = await request(app).get('/blog').set('Cookie', `${COHORT_COOKIE}=someone`).expect(200);
    expect(regular.text).toContain('<title>Northvault · Blog</title>');
    const canary = await request(app).get('/blog').set('Cookie', `${COHORT_COOKIE}=canary-visitor`).expect(200);
    expect(canary.text).toContain('<title>Northvault · Notes</title>');
  });

  it('asks crawlers to skip unlisted pages, and leaves the shell’s head on a page no release names', async () => {
    const app = site();
    const unlisted = await request(app).get('/newsletter/confirm').expect(200);
    expect(unlisted.text).toContain('<meta name="robots" content="noindex">');
    const unknown = await request(app).get('/blog/no-such-post').expect(200);
    expect(unknown.text).toContain('<title>Northvault · White-label banking API</title>');
    expect(unknown.text).toContain('The shell’s description');
  });

  it('names the shell’s own pages as the shell does, and keeps them out of search engines', async () => {
    const app = site();
    const missing = await request(app).get('/no-such-page').expect(200);
    expect(missing.text).toContain('<title>Northvault · Page not found</title>');
    expect(missing.text).toContain('<meta name="robots" content="noindex">');
    const callback = await request(app).get('/auth/callback').expect(200);
    expect(callback.text).toContain('<title>Northvault · Signing in</title>');
    expect(callback.text).toContain('<meta name="robots" content="noindex">');
  });

  it("names a tenant's company in its pages' titles, as typed, and claims none of Northvault's structured data", async () => {
    const response = await request(site()).get('/').set('Host', 'acme.localhost').expect(200);
    const shown = 'Acme $&#39; tail $&amp; &lt;/script&gt; · White-label banking API';
    expect(response.text).toContain(`<title>${shown}</title>`);
    expect(response.text).toContain(`<meta property="og:site_name" content="Acme $&#39; tail $&amp; &lt;/script&gt;">`);
    expect(response.text.match(/<\/head>/g)).toHaveLength(1);
    expect(response.text).not.toContain('Northvault · ');
    expect(jsonLdOf(response.text)).toEqual([]);
  });
});

describe('the machine-readable files', () => {
  it('robots.txt names the sitemap and keeps crawlers out of accounts, the configurator, sign-in and the API', async () => {
    const { text, headers } = await request(site()).get('/robots.txt').set('Host', 'northvault.test').expect(200);
    expect(headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(text).toBe(
      'User-agent: *\nDisallow: /account/\nDisallow: /white-label\nDisallow: /auth/\nDisallow: /api/\n\nSitemap: http://northvault.test/sitemap.xml\n',
    );
  });

  it('the sitemap lists every public page of the live releases with its lastmod, and no unlisted one', async () => {
    const { text, headers } = await request(site()).get('/sitemap.xml').set('Host', 'northvault.test').expect(200);
    expect(headers['content-type']).toBe('application/xml; charset=utf-8');
    const entries = [...text.matchAll(/<url><loc>(.*?)<\/loc><lastmod>(.*?)<\/lastmod><\/url>/g)].map(
      ([, loc, lastmod]) => [loc, lastmod],
    );
    expect(entries).toEqual([
      ['http://northvault.test/', '2026-02-01'],
      ['http://northvault.test/documentation', '2026-02-01'],
      ['http://northvault.test/api-docs/business', '2026-02-01'],
      ['http://northvault.test/api-docs/changelog', '2026-11-27'],
      ['http://northvault.test/support', '2026-02-01'],
      ['http://northvault.test/blog', '2026-02-01'],
      ['http://northvault.test/blog/first', '2026-01-10'],
      ['http://northvault.test/blog/second', '2026-02-20'],
      ['http://northvault.test/privacy', '2026-02-01'],
    ]);
  });

  it('the Atom feed has one entry per post of the visitor’s blog release, newest first', async () => {
    const app = site();
    const { text, headers } = await request(app).get('/blog/feed.xml').set('Host', 'northvault.test').expect(200);
    expect(headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    const entries = [
      ...text.matchAll(/<entry>[\s\S]*?<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>[\s\S]*?<link href="(.*?)"/g),
    ];
    expect(entries.map(([, title, link]) => [title, link])).toEqual([
      ['Second post · Northvault Blog', 'http://northvault.test/blog/second'],
      ['First post · Northvault Blog', 'http://northvault.test/blog/first'],
    ]);
    const canary = await request(app)
      .get('/blog/feed.xml')
      .set('Cookie', `${COHORT_COOKIE}=canary-visitor`)
      .expect(200);
    expect(canary.text.match(/<entry>/g)).toHaveLength(1);
    expect(canary.text).toContain('First post, revised');
  });

  it('the API changelog’s Atom feed has one entry per change, linked at its place on the page, and the page links it', async () => {
    const app = site();
    const { text, headers } = await request(app)
      .get('/api-docs/changelog.xml')
      .set('Host', 'northvault.test')
      .expect(200);
    expect(headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(text).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(text).toContain('<updated>2026-11-27T00:00:00.000Z</updated>');
    const entries = [
      ...text.matchAll(/<entry>[\s\S]*?<title type="html"><!\[CDATA\[(.*?)\]\]><\/title>[\s\S]*?<id>(.*?)<\/id>/g),
    ];
    expect(entries.map(([, title, id]) => [title, id])).toEqual([
      ['Secret API keys', 'http://northvault.test/api-docs/changelog#2026-11-27-api-keys'],
      ['Webhooks', 'http://northvault.test/api-docs/changelog#2026-11-20-webhooks'],
    ]);
    expect(text).toContain('Keys <for> you.');
    const page = await request(app).get('/api-docs/changelog').set('Host', 'northvault.test').expect(200);
    expect(page.text).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Northvault API changelog" href="http://northvault.test/api-docs/changelog.xml">',
    );
    // Not a page of its own: a plan's docs have no feed.
    await request(app).get('/api-docs/business.xml').expect(404);
  });

  it('serves each Markdown twin as text/markdown, and no twin for a page without one', async () => {
    const app = site();
    const docs = await request(app).get('/documentation.md').set('Host', 'northvault.test').expect(200);
    expect(docs.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(docs.headers.link).toBe('<http://northvault.test/documentation>; rel="canonical"');
    expect(docs.text).toBe('# Documentation\n\n## Introduction\n\nHello.\n');
    await request(app).get('/blog/second.md').expect(200).expect('Content-Type', 'text/markdown; charset=utf-8');
    await request(app).get('/api-docs/business.md').expect(200);
    await request(app).get('/support.md').expect(404);
    await request(app).get('/blog/no-such-post.md').expect(404);
  });

  it('llms.txt names the product, then links to the Markdown twins; llms-full.txt holds them all', async () => {
    const app = site();
    const { text } = await request(app).get('/llms.txt').set('Host', 'northvault.test').expect(200);
    expect(text.startsWith('# Northvault\n\n> White-label banking APIs.\n')).toBe(true);
    expect(text).toContain(
      '## Docs\n\n- [Documentation](http://northvault.test/documentation.md): About Northvault · Documentation\n' +
        '- [Business plan API documentation](http://northvault.test/api-docs/business.md)',
    );
    expect(text).toContain(
      '## Blog\n\n- [First post](http://northvault.test/blog/first.md): About First post · Northvault Blog',
    );
    const full = await request(app).get('/llms-full.txt').set('Host', 'northvault.test').expect(200);
    expect(full.text).toContain('Source: http://northvault.test/documentation\n\n# Documentation\n\n## Introduction');
    expect(full.text).toContain('# Second post\n\n## First part');
  });

  it('security.txt gives a contact and an expiry date under a year away (RFC 9116)', async () => {
    const { text } = await request(site()).get('/.well-known/security.txt').expect(200);
    expect(text).toMatch(/^Contact: mailto:security@northvault\.io$/m);
    const expires = Date.parse(/^Expires: (.*)$/m.exec(text)![1]!);
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 24 * 60 * 60 * 1000);
  });
});

it('serves a link preview image per kind of page, and nothing else under /social', async () => {
  const app = site();
  for (const type of ['home', 'docs', 'blog', 'article', 'support', 'legal', 'page']) {
    const { headers, body } = await request(app).get(`/social/${type}.png`).expect(200);
    expect(headers['content-type']).toBe('image/png');
    // A PNG, 1200 × 630: its signature, then the IHDR's width and height.
    expect((body as Buffer).subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([(body as Buffer).readUInt32BE(16), (body as Buffer).readUInt32BE(20)]).toEqual([1200, 630]);
  }
  await request(app).get('/social/other.png').expect(404);
  await request(app).get('/social/draw-social-images.mjs').expect(404);
});
