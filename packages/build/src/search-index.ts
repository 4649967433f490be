/**
 * Build-time half of the site search (docs/architecture.md#site-search): turns a remote's rendered
 * pages into search documents and the documents into a serialised MiniSearch index.
 */
import MiniSearch from 'minisearch';
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from '@northvault/contracts/search';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** The readable text of a fragment of HTML, whitespace collapsed: what a visitor reads on the page. */
export function textOfHtml(html: string): string {
  return decodeEntities(
    html
      // Hidden from every reader: icons, and what assistive technology is told to skip.
      .replace(/<(svg|script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

export interface HtmlPart {
  /** The `<h3>` the text sits under; absent for the text before the first one. */
  heading?: string;
  text: string;
}

/** Splits a section's HTML at its `<h3>` headings, so a result can name the part of the section it matched. */
export function splitAtHeadings(html: string): HtmlPart[] {
  const parts: HtmlPart[] = [];
  const pattern = /<h3\b[^>]*>([\s\S]*?)<\/h3>/gi;
  let heading: string | undefined;
  let start = 0;
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    parts.push({ heading, text: textOfHtml(html.slice(start, match.index)) });
    heading = textOfHtml(match[1]!);
    start = match.index + match[0].length;
  }
  parts.push({ heading, text: textOfHtml(html.slice(start)) });
  return parts.filter((part) => part.text !== '' || part.heading !== undefined);
}

export interface RenderedSection extends Omit<SearchDocument, 'id' | 'heading' | 'text'> {
  html: string;
}

/** One document per part of a section: `/api-docs#webhooks`, `/api-docs#webhooks:2`… */
export function sectionDocuments({ html, ...section }: RenderedSection): SearchDocument[] {
  return splitAtHeadings(html).map((part, index) => ({
    ...section,
    id: `${section.path}#${section.sectionId ?? ''}${index === 0 ? '' : `:${index}`}`,
    ...(part.heading === undefined ? {} : { heading: part.heading }),
    text: part.text,
  }));
}

/** The serialised index a remote publishes; refuses documents the dialog could not link, show or tell apart. */
export function buildSearchIndex(documents: readonly SearchDocument[]): string {
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.id)) throw new Error(`Two search documents have the id ${document.id}`);
    seen.add(document.id);
    if (!document.path.startsWith('/')) throw new Error(`Search document ${document.id}: path must start with /`);
    if (!document.text && !document.heading) throw new Error(`Search document ${document.id} has no text`);
  }
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(documents);
  return JSON.stringify(index);
}
