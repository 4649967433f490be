/**
 * The head of each page, as machines read it (docs/architecture.md#the-site-for-machines). Each remote's build
 * writes a pages manifest (`pages.json`) beside its remoteEntry.js, generated from the content its pages render:
 * per page its title, description, canonical path, social image, JSON-LD and, for docs pages and blog posts, the
 * Markdown twin. The site server reads the manifest of the release the visitor gets and writes the head into the
 * HTML, and builds the sitemap, the blog feed and llms.txt from the live manifests.
 */
import { ROUTES } from './routes';

/** The file a remote's build writes into its dist/ folder, beside remoteEntry.js. */
export const PAGES_MANIFEST_FILE = 'pages.json';

export const SITE_NAME = 'Northvault';

/** `Northvault · Blog`: the title every page has (docs/product/routes.md), as the shell names the tab. */
export function siteTitle(pageName: string): string {
  return `${SITE_NAME} · ${pageName}`;
}

/** The picture a link preview shows, one per kind of page, served by the site at `/social/<type>.png`. */
export const SOCIAL_IMAGE_TYPES = ['home', 'docs', 'blog', 'article', 'support', 'legal', 'page'] as const;
export type SocialImageType = (typeof SOCIAL_IMAGE_TYPES)[number];

export const SOCIAL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export function socialImagePath(type: SocialImageType): string {
  return `/social/${type}.png`;
}

/** A JSON-LD object (schema.org); paths in `url`, `item`, `@id`, `image` and `logo` are made absolute by the site. */
export type JsonLd = { '@type': string } & Record<string, unknown>;

/** What a blog post adds to its head: the feed's entry and the article's Open Graph fields. */
export interface PageArticle {
  /** ISO date: `2026-03-12`. */
  published: string;
  author: string;
  summary: string;
}

/** An entry of a page's own feed: a part of the page, reached at `#{id}`. */
export interface PageFeedEntry {
  /** The entry's element id on the page. */
  id: string;
  title: string;
  /** ISO date: `2026-11-27`. */
  published: string;
  summary: string;
}

export interface PageHead {
  /** The page's own path, as a visitor types it: `/blog/reliable-webhooks`. */
  path: string;
  title: string;
  description: string;
  /** Same-origin path of the page's one URL (the site adds its origin). */
  canonical: string;
  image: SocialImageType;
  ogType: 'website' | 'article';
  jsonLd: JsonLd[];
  /** In the sitemap and open to crawlers; `false` adds `noindex` (a sign-in callback, a form's result). */
  indexable: boolean;
  /** ISO date of the content's last change, the sitemap's `lastmod`. */
  lastModified: string;
  /** The page's Markdown twin: served at `path`, as `text/markdown`. */
  markdown?: { path: string; text: string };
  /** A feed of this page's entries, linked with `<link rel=alternate>`. */
  feed?: { path: string; title: string };
  /**
   * The feed's entries when they are parts of this page rather than pages of their own (the API changelog's
   * entries), newest first; the site serves them as an Atom feed at `feed.path`.
   */
  feedEntries?: PageFeedEntry[];
  article?: PageArticle;
}

export interface PagesManifest {
  /** The remote that built it: `mfe-support`. */
  remote: string;
  pages: PageHead[];
}

/** The routes open to everyone, in the sitemap (each with every concrete page its remote's manifest lists). */
export const PUBLIC_ROUTES: readonly string[] = [
  ROUTES.home,
  ROUTES.documentation,
  ROUTES.apiDocs,
  ROUTES.planApiDocs,
  ROUTES.apiChangelog,
  ROUTES.support,
  ROUTES.blog,
  ROUTES.blogPost,
  ROUTES.privacy,
  ROUTES.terms,
];

/** Paths a crawler is asked to leave alone (robots.txt): accounts, the configurator, sign-in and the API. */
export const CRAWLER_DISALLOWED_PATHS: readonly string[] = ['/account/', ROUTES.whiteLabel, '/auth/', '/api/'];

export const BLOG_FEED_PATH = `${ROUTES.blog}/feed.xml`;

/** The API changelog's Atom feed: one entry per change. */
export const API_CHANGELOG_FEED_PATH = `${ROUTES.apiChangelog}.xml`;

/** `/documentation` → `/documentation.md`: the Markdown twin of a page. */
export function markdownTwinPath(pagePath: string): string {
  return `${pagePath}.md`;
}

/** Where a security researcher reports a vulnerability (`/.well-known/security.txt`, RFC 9116). */
export const SECURITY_CONTACT = 'mailto:security@northvault.io';
