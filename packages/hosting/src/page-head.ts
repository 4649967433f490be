/**
 * The head of one page, written into the shell's HTML (docs/architecture.md#the-site-for-machines): its title, meta
 * description, canonical link, Open Graph and Twitter card tags, feed link and JSON-LD, from the pages manifest of
 * the release the visitor gets. Everything a manifest or a tenant's brand says is escaped, and every replacement is
 * a function: a string replacement would read `$'`, `$&` or `$1` typed in a title as patterns.
 */
import { SITE_NAME, SOCIAL_IMAGE_SIZE, socialImagePath, type PageHead } from '@northvault/contracts/page-heads';
import { scriptSafeJson } from './tenant-page';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Keys of JSON-LD whose same-origin paths become absolute URLs. */
const URL_KEYS = new Set(['url', 'item', '@id', 'image', 'logo', 'mainEntityOfPage']);

/** The JSON-LD with every path under a URL key made absolute on `origin`. */
export function withAbsoluteUrls(value: unknown, origin: string, key = ''): unknown {
  if (typeof value === 'string') return URL_KEYS.has(key) && value.startsWith('/') ? `${origin}${value}` : value;
  if (Array.isArray(value)) return value.map((item) => withAbsoluteUrls(item, origin, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, withAbsoluteUrls(item, origin, name)]),
    );
  }
  return value;
}

export interface PageHeadContext {
  /** The origin the visitor used: `https://northvault.io`. */
  origin: string;
  /** A white-label tenant's company name, which stands for Northvault in titles; null on the Northvault site. */
  companyName: string | null;
}

/** The head's tags, escaped. */
export function pageHeadTags(head: PageHead, { origin, companyName }: PageHeadContext): string {
  const siteName = companyName ?? SITE_NAME;
  const title = companyName === null ? head.title : head.title.split(SITE_NAME).join(companyName);
  const url = `${origin}${head.canonical}`;
  const image = `${origin}${socialImagePath(head.image)}`;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    head.indexable ? '' : meta('name', 'robots', 'noindex'),
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SOCIAL_IMAGE_SIZE.width)),
    meta('property', 'og:image:height', String(SOCIAL_IMAGE_SIZE.height)),
    head.article ? meta('property', 'article:published_time', head.article.published) : '',
    head.article ? meta('property', 'article:author', head.article.author) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    head.feed
      ? `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(`${origin}${head.feed.path}`)}">`
      : '',
    // The structured data describes Northvault: a tenant's site does not claim it.
    ...(companyName === null ? head.jsonLd : []).map(
      (block) => `<script type="application/ld+json">${scriptSafeJson(withAbsoluteUrls(block, origin))}</script>`,
    ),
  ];
  return tags.filter(Boolean).join('');
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name="?description"?[^>]*>/i;

/** `html` with the page's head in place of the shell's title and description; unchanged without a head. */
export function withPageHead(html: string, head: PageHead | null, context: PageHeadContext): string {
  if (!head) return html;
  const tags = pageHeadTags(head, context);
  return html
    .replace(DESCRIPTION, () => '')
    .replace(TITLE, () => '')
    .replace('</head>', () => `${tags}</head>`);
}
