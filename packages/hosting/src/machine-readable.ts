/**
 * The site as machines read it (docs/architecture.md#the-site-for-machines): robots.txt, the sitemap, the blog's
 * and the API changelog's Atom feeds, llms.txt and llms-full.txt, the Markdown twins of the docs pages and blog posts, security.txt and the
 * link previews' images. Everything that describes pages comes from the pages manifests of the releases the
 * visitor's registry names, so a release or a canary changes it on the next request, like the pages themselves.
 */
import path from 'node:path';
import express, { type Request, type Response, type Router } from 'express';
import { Feed } from 'feed';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import {
  API_CHANGELOG_FEED_PATH,
  BLOG_FEED_PATH,
  CRAWLER_DISALLOWED_PATHS,
  PUBLIC_ROUTES,
  SECURITY_CONTACT,
  SITE_NAME,
  SOCIAL_IMAGE_TYPES,
  type PageHead,
} from '@northvault/contracts/page-heads';
import { ROUTES } from '@northvault/contracts/routes';
import type { PageManifests } from './page-manifests';
import { CACHE_CONTROL } from './static-files';

export const SOCIAL_IMAGES_DIR = path.resolve(__dirname, '../social');

/** How long a security.txt stays valid after the server started (RFC 9116 asks for less than a year). */
const SECURITY_TXT_LIFETIME_DAYS = 180;

export interface MachineReadableOptions {
  manifests: PageManifests;
  /** The visitor's registry: their cohort's releases. */
  registryFor: (req: Request, res: Response) => Promise<RemoteRegistry>;
  socialImagesDir?: string;
  /** When this server started: security.txt expires a fixed time after it. */
  startedAt?: Date;
}

function originOf(req: Request): string {
  return `${req.protocol}://${req.get('host')}`;
}

export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Every public page the registry's releases list, in the order of the contracts' routes. */
export async function publicPages(manifests: PageManifests, registry: RemoteRegistry): Promise<PageHead[]> {
  const lists = await Promise.all(PUBLIC_ROUTES.map((pattern) => manifests.pagesOf(pattern, registry)));
  return lists.flat().filter((page) => page.indexable);
}

export function sitemapXml(origin: string, pages: readonly PageHead[]): string {
  const urls = pages.map(
    (page) =>
      `<url><loc>${escapeXml(`${origin}${page.canonical}`)}</loc><lastmod>${escapeXml(page.lastModified)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...CRAWLER_DISALLOWED_PATHS.map((disallowed) => `Disallow: ${disallowed}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The blog's Atom feed: one entry per post of the live blog release, newest first. */
export function blogFeedXml(origin: string, blog: PageHead | undefined, posts: readonly PageHead[]): string {
  const articles = posts
    .filter((post) => post.article)
    .sort((a, b) => b.article!.published.localeCompare(a.article!.published));
  const newest = articles[0]?.article?.published ?? blog?.lastModified;
  const feed = new Feed({
    title: blog?.feed?.title ?? `${SITE_NAME} Blog`,
    description: blog?.description,
    id: `${origin}${ROUTES.blog}`,
    link: `${origin}${ROUTES.blog}`,
    language: 'en',
    updated: newest ? new Date(newest) : undefined,
    feedLinks: { atom: `${origin}${BLOG_FEED_PATH}` },
    copyright: `© ${SITE_NAME}`,
  });
  for (const post of articles) {
    const url = `${origin}${post.canonical}`;
    feed.addItem({
      title: post.title,
      id: url,
      link: url,
      description: post.article!.summary,
      date: new Date(post.article!.published),
      published: new Date(post.article!.published),
      author: [{ name: post.article!.author }],
    });
  }
  return feed.atom1();
}

/**
 * The Atom feed of a page whose entries are parts of it (the API changelog): one entry per part, linked at its
 * `#id`, newest first as the page lists them. Null when the page has no such entries.
 */
export function pageFeedXml(origin: string, page: PageHead | null): string | null {
  if (!page?.feed || !page.feedEntries) return null;
  const url = `${origin}${page.canonical}`;
  const newest = page.feedEntries[0]?.published ?? page.lastModified;
  const feed = new Feed({
    title: page.feed.title,
    description: page.description,
    id: url,
    link: url,
    language: 'en',
    updated: new Date(newest),
    feedLinks: { atom: `${origin}${page.feed.path}` },
    copyright: `© ${SITE_NAME}`,
  });
  for (const entry of page.feedEntries) {
    const link = `${url}#${encodeURIComponent(entry.id)}`;
    feed.addItem({
      title: entry.title,
      id: link,
      link,
      description: entry.summary,
      date: new Date(entry.published),
      published: new Date(entry.published),
    });
  }
  return feed.atom1();
}

/** The name a page goes by in llms.txt: its title without the site's name (`Northvault · Blog`, `{post} · Northvault Blog`). */
function linkName(page: PageHead): string {
  return page.title.replace(new RegExp(`^${SITE_NAME} · |\\s*·\\s*${SITE_NAME}( Blog)?$`, 'g'), '');
}

/** llms.txt (llmstxt.org): the product, then a list of links to the Markdown twins, docs first, then the blog. */
export function llmsTxt(origin: string, home: PageHead | undefined, pages: readonly PageHead[]): string {
  const twins = pages.filter((page) => page.markdown);
  const link = (page: PageHead) => `- [${linkName(page)}](${origin}${page.markdown!.path}): ${page.description}`;
  const sections: Array<[string, PageHead[]]> = [
    ['Docs', twins.filter((page) => page.ogType !== 'article')],
    ['Blog', twins.filter((page) => page.ogType === 'article')],
  ];
  const others = pages.filter((page) => !page.markdown);
  return [
    `# ${SITE_NAME}`,
    '',
    `> ${home?.description ?? `${SITE_NAME}: white-label banking APIs.`}`,
    '',
    `Every docs page and blog post of ${origin} has a Markdown twin at its address plus \`.md\`; ${origin}/llms-full.txt holds them all.`,
    ...sections.flatMap(([title, list]) => (list.length === 0 ? [] : ['', `## ${title}`, '', ...list.map(link)])),
    ...(others.length === 0
      ? []
      : [
          '',
          '## Optional',
          '',
          ...others.map((page) => `- [${linkName(page)}](${origin}${page.canonical}): ${page.description}`),
        ]),
    '',
  ].join('\n');
}

export function llmsFullTxt(origin: string, home: PageHead | undefined, pages: readonly PageHead[]): string {
  const twins = pages.filter((page) => page.markdown);
  return [
    `# ${SITE_NAME}\n\n> ${home?.description ?? `${SITE_NAME}: white-label banking APIs.`}\n`,
    ...twins.map((page) => `Source: ${origin}${page.canonical}\n\n${page.markdown!.text}`),
  ].join('\n---\n\n');
}

export function securityTxt(origin: string, expires: Date): string {
  return [
    `Contact: ${SECURITY_CONTACT}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

export function machineReadableRoutes(options: MachineReadableOptions): Router {
  const router = express.Router();
  const { manifests } = options;
  const startedAt = options.startedAt ?? new Date();
  const expires = new Date(startedAt.getTime() + SECURITY_TXT_LIFETIME_DAYS * 24 * 60 * 60 * 1000);

  /** Answers `body(origin, registry)` as `type`, revalidated, per cohort. */
  const answer =
    (type: string, body: (origin: string, registry: RemoteRegistry) => Promise<string | null> | string) =>
    async (req: Request, res: Response, next: (error?: unknown) => void) => {
      try {
        const text = await body(originOf(req), await options.registryFor(req, res));
        if (text === null) {
          next();
          return;
        }
        res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
        res.setHeader('Vary', 'Cookie');
        res.type(type).send(text);
      } catch (error) {
        next(error);
      }
    };

  router.get('/robots.txt', (req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
    res.type('text/plain; charset=utf-8').send(robotsTxt(originOf(req)));
  });

  router.get('/.well-known/security.txt', (req, res) => {
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
    res.type('text/plain; charset=utf-8').send(securityTxt(originOf(req), expires));
  });

  router.get(
    '/sitemap.xml',
    answer('application/xml; charset=utf-8', async (origin, registry) =>
      sitemapXml(origin, await publicPages(manifests, registry)),
    ),
  );

  router.get(
    BLOG_FEED_PATH,
    answer('application/atom+xml; charset=utf-8', async (origin, registry) => {
      const [blog, posts] = await Promise.all([
        manifests.headOf(ROUTES.blog, registry),
        manifests.pagesOf(ROUTES.blogPost, registry),
      ]);
      return blogFeedXml(origin, blog ?? undefined, posts);
    }),
  );

  router.get(
    API_CHANGELOG_FEED_PATH,
    answer('application/atom+xml; charset=utf-8', async (origin, registry) =>
      pageFeedXml(origin, await manifests.headOf(ROUTES.apiChangelog, registry)),
    ),
  );

  router.get(
    '/llms.txt',
    answer('text/plain; charset=utf-8', async (origin, registry) => {
      const [home, pages] = await Promise.all([
        manifests.headOf(ROUTES.home, registry),
        publicPages(manifests, registry),
      ]);
      return llmsTxt(origin, home ?? undefined, pages);
    }),
  );

  router.get(
    '/llms-full.txt',
    answer('text/plain; charset=utf-8', async (origin, registry) => {
      const [home, pages] = await Promise.all([
        manifests.headOf(ROUTES.home, registry),
        publicPages(manifests, registry),
      ]);
      return llmsFullTxt(origin, home ?? undefined, pages);
    }),
  );

  // The Markdown twin of a page: `/documentation.md`, `/blog/{id}.md`.
  router.get(/\.md$/, async (req, res, next) => {
    try {
      const head = await manifests.headOf(req.path.slice(0, -'.md'.length), await options.registryFor(req, res));
      if (head?.markdown?.path !== req.path) {
        next();
        return;
      }
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      res.setHeader('Vary', 'Cookie');
      res.setHeader('Link', `<${originOf(req)}${head.canonical}>; rel="canonical"`);
      res.type('text/markdown; charset=utf-8').send(head.markdown.text);
    } catch (error) {
      next(error);
    }
  });

  const socialImages = options.socialImagesDir ?? SOCIAL_IMAGES_DIR;
  const types: readonly string[] = SOCIAL_IMAGE_TYPES;
  router.get('/social/:file', (req, res, next) => {
    const type = req.params.file.replace(/\.png$/, '');
    if (!req.params.file.endsWith('.png') || !types.includes(type)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.sendFile(path.join(socialImages, `${type}.png`), (error) => error && next());
  });

  return router;
}
