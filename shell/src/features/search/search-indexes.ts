/**
 * Fetches the search index every searchable remote publishes beside its remoteEntry.js, from wherever the
 * runtime registry says the remote lives (docs/architecture.md#site-search). Loaded once, the first time
 * the dialog opens; a failed load is forgotten so that opening the dialog again retries.
 */
import MiniSearch from 'minisearch';
import { MICRO_FRONTENDS, remoteEntryUrl } from '@northvault/contracts/micro-frontends';
import { SEARCH_INDEX_FILE, SEARCH_INDEX_OPTIONS } from '@northvault/contracts/search';
import { fetchRegistry } from '../../utils/remote-registry';
import type { SearchHit } from './search-results';

export interface SiteSearch {
  search(query: string): SearchHit[];
}

const SEARCHABLE = new Set<string>(
  Object.values(MICRO_FRONTENDS)
    .filter((remote) => remote.searchable)
    .map((remote) => remote.container),
);

async function fetchIndex(url: string): Promise<MiniSearch> {
  const response = await fetch(url, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return MiniSearch.loadJSON(await response.text(), SEARCH_INDEX_OPTIONS);
}

async function loadIndexes(): Promise<SiteSearch> {
  const registry = await fetchRegistry();
  const urls = registry.remotes
    .filter((remote) => SEARCHABLE.has(remote.name))
    .map((remote) => new URL(SEARCH_INDEX_FILE, new URL(remoteEntryUrl(remote.entry), window.location.href)).href);
  // One remote being down leaves the others searchable; none answering is a failure.
  const loaded = await Promise.allSettled(urls.map(fetchIndex));
  const indexes = loaded.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  if (indexes.length === 0) throw new Error('No search index could be loaded');
  return {
    // Stored fields come back on each result: they are the SearchHit's fields.
    search: (query) => indexes.flatMap((index) => index.search(query) as unknown as SearchHit[]),
  };
}

let loading: Promise<SiteSearch> | null = null;

export function loadSiteSearch(): Promise<SiteSearch> {
  loading ??= loadIndexes().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
