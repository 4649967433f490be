/**
 * The site search's shared vocabulary (docs/architecture.md#site-search). Each remote builds an index of
 * its own pages when it is built and publishes it next to its remoteEntry.js; the shell's search dialog
 * fetches every remote's index when it is first opened and searches them together. The options below
 * are the ones both sides must agree on: an index built with other fields cannot be loaded.
 */
import type { PlanId } from './plans';

/** The file a remote's build writes into its dist/ folder, beside remoteEntry.js. */
export const SEARCH_INDEX_FILE = 'search-index.json';

/** Who may open the page a document comes from. */
export type SearchDocumentAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  /** A plan's own reference: readers of other plans see an upgrade notice instead. */
  | { kind: 'plan'; planId: PlanId };

/** One searchable part of a page: a section, or a titled part of one (`Webhooks › Verifying signatures`). */
export interface SearchDocument {
  /** Unique within the whole site: the link it opens (`/api-docs#webhooks/verify-signatures`). */
  id: string;
  /** Path of the page (`/api-docs`); results are grouped by it. */
  path: string;
  pageTitle: string;
  /** The anchor that opens the section (`webhooks`); absent for the text at the top of a page. */
  sectionId?: string;
  sectionTitle: string;
  /** The sub-heading inside the section the text sits under, when there is one. */
  heading?: string;
  text: string;
  access: SearchDocumentAccess;
}

/** Fields stored with each result, so the dialog can show and link it without the page's content. */
export const SEARCH_STORED_FIELDS = ['path', 'pageTitle', 'sectionId', 'sectionTitle', 'heading', 'access'] as const;

export type SearchResultFields = Pick<SearchDocument, (typeof SEARCH_STORED_FIELDS)[number]>;

/** The MiniSearch options every index is built and loaded with. */
export const SEARCH_INDEX_OPTIONS: {
  idField: string;
  fields: string[];
  storeFields: string[];
  searchOptions: { boost: Record<string, number>; prefix: boolean; fuzzy: number; combineWith: 'AND' | 'OR' };
} = {
  idField: 'id',
  fields: ['pageTitle', 'sectionTitle', 'heading', 'text'],
  storeFields: [...SEARCH_STORED_FIELDS],
  searchOptions: {
    boost: { sectionTitle: 3, heading: 2, pageTitle: 1.5 },
    prefix: true,
    fuzzy: 0.2,
    combineWith: 'AND',
  },
};

/** The link a result opens: the page, at the section it names. */
export function searchResultHref(result: Pick<SearchDocument, 'path' | 'sectionId'>): string {
  return result.sectionId ? `${result.path}#${encodeURIComponent(result.sectionId)}` : result.path;
}
