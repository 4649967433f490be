/**
 * What the search dialog shows for a query: every remote's matches ranked together, then grouped by page
 * with the page's best match first, each result saying whether this visitor can open it.
 */
import type { PlanId } from '@northvault/contracts/plans';
import { PLANS } from '@northvault/contracts/plans';
import { searchResultHref, type SearchResultFields } from '@northvault/contracts/search';

export interface SearchHit extends SearchResultFields {
  id: string;
  score: number;
}

export interface SearchResult extends SearchHit {
  href: string;
  /** Why this visitor cannot open the page, or null when they can. */
  accessNote: string | null;
}

export interface ResultGroup {
  path: string;
  pageTitle: string;
  results: SearchResult[];
}

export interface Visitor {
  /** True until the session is known: no note is given before then. */
  isPending: boolean;
  signedIn: boolean;
  planId: PlanId | null;
}

export const SEARCH_MESSAGES = {
  intro: 'Search the documentation, the API reference and the blog.',
  loading: 'Loading the search index…',
  unavailable: 'Search could not be loaded. Check your connection, then open search again.',
  noResults: (query: string) => `No results for “${query}”.`,
  count: (count: number) => (count === 1 ? '1 result' : `${count} results`),
  signInRequired: 'Sign in to open this page.',
  otherPlan: (planName: string) => `${planName} plan only: your subscription does not include it.`,
} as const;

/** At most this many results are shown: the best ones, whichever remote they come from. */
export const MAX_RESULTS = 20;

export function accessNote(access: SearchResultFields['access'], visitor: Visitor): string | null {
  if (visitor.isPending || access.kind === 'public') return null;
  if (!visitor.signedIn) return SEARCH_MESSAGES.signInRequired;
  if (access.kind === 'plan' && visitor.planId !== access.planId)
    return SEARCH_MESSAGES.otherPlan(PLANS[access.planId].name);
  return null;
}

export function groupResults(hits: readonly SearchHit[], visitor: Visitor): ResultGroup[] {
  const best = [...hits].sort((a, b) => b.score - a.score).slice(0, MAX_RESULTS);
  const groups = new Map<string, ResultGroup>();
  for (const hit of best) {
    let group = groups.get(hit.path);
    if (!group) {
      group = { path: hit.path, pageTitle: hit.pageTitle, results: [] };
      groups.set(hit.path, group);
    }
    group.results.push({ ...hit, href: searchResultHref(hit), accessNote: accessNote(hit.access, visitor) });
  }
  return [...groups.values()];
}

/** The option the arrow keys move to: they wrap around at either end; Home and End jump there. */
export function nextActiveIndex(current: number, key: string, count: number): number {
  if (count === 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return current;
  }
}
