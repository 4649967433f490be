/**
 * What a remote's pages-manifest generator uses (docs/architecture.md#the-site-for-machines): JSON-LD pieces and
 * the checks every manifest must pass before it is written.
 */
import type { JsonLd, PageHead, PagesManifest } from '@northvault/contracts/page-heads';

/** A `BreadcrumbList` from the home page down to the page: `[['Home', '/'], ['Blog', '/blog']]`. */
export function breadcrumbList(trail: ReadonlyArray<readonly [name: string, path: string]>): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, path], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: path,
    })),
  };
}

/**
 * The manifest's faults, each a sentence: a page without a title or description, two pages with one path or one
 * title (every page's title is its own), a path that is not absolute, JSON-LD without its `@type`, a Markdown
 * twin at a path that is not `.md`.
 */
export function pagesManifestFaults(manifest: PagesManifest): string[] {
  const faults: string[] = [];
  const seen = { path: new Map<string, string>(), title: new Map<string, string>() };
  for (const page of manifest.pages) {
    const where = page.path || '(a page without a path)';
    if (!page.path.startsWith('/')) faults.push(`${where}: the path must start with /`);
    if (!page.canonical.startsWith('/')) faults.push(`${where}: the canonical path must start with /`);
    if (!page.title.trim()) faults.push(`${where}: the title is empty`);
    if (!page.description.trim()) faults.push(`${where}: the description is empty`);
    for (const key of ['path', 'title'] as const) {
      const other = seen[key].get(page[key]);
      if (other !== undefined) faults.push(`${where}: its ${key} "${page[key]}" is also the ${key} of ${other}`);
      seen[key].set(page[key], where);
    }
    if (page.jsonLd.some((block) => typeof block['@type'] !== 'string' || !block['@type'])) {
      faults.push(`${where}: every JSON-LD block needs its @type`);
    }
    if (page.markdown && !page.markdown.path.endsWith('.md')) {
      faults.push(`${where}: its Markdown twin's path must end with .md`);
    }
    if (Number.isNaN(Date.parse(page.lastModified))) faults.push(`${where}: lastModified is not a date`);
  }
  return faults;
}

export type { PageHead, PagesManifest };
