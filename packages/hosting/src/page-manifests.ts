/**
 * The pages manifest (pages.json) of the release a visitor gets of each remote (docs/architecture.md#the-site-for-machines).
 * A release is immutable, so its manifest is read once from the releases folder and kept; a remote never released
 * (or overridden) is asked over HTTP and kept a few seconds, so its rebuilds show.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { MICRO_FRONTENDS, type RemoteRegistry, type RemoteRegistryEntry } from '@northvault/contracts/micro-frontends';
import { PAGES_MANIFEST_FILE, siteTitle, type PageHead, type PagesManifest } from '@northvault/contracts/page-heads';
import { pageRouteFor } from '@northvault/contracts/page-routes';
import { ROUTES } from '@northvault/contracts/routes';

/** How long a remote's own server (one never released, as under `npm start`) may take to answer. */
export const LIVE_FETCH_TIMEOUT_MS = 3000;

/** The shell's own pages: no remote renders them, and no search engine should list them. */
function shellPageHead(pathname: string): PageHead {
  const signingIn = pathname === ROUTES.authCallback;
  return {
    path: pathname,
    // As the shell names the tab (its not-found page, its sign-in callback).
    title: siteTitle(signingIn ? 'Signing in' : 'Page not found'),
    description: signingIn ? 'Signing you in to Northvault.' : 'There is no page at this address.',
    canonical: pathname,
    image: 'page',
    ogType: 'website',
    jsonLd: [],
    indexable: false,
    lastModified: new Date(0).toISOString().slice(0, 10),
  };
}

/** Releases kept in memory at once; a site has a few per remote, so this only bounds a runaway. */
const MAX_RELEASES = 200;

function remoteIdOf(container: string): string | undefined {
  return Object.values(MICRO_FRONTENDS).find((remote) => remote.container === container)?.id;
}

function asManifest(value: unknown): PagesManifest | null {
  const pages = (value as { pages?: unknown } | null)?.pages;
  return Array.isArray(pages) ? (value as PagesManifest) : null;
}

export class PageManifests {
  private readonly releases = new Map<string, Promise<PagesManifest | null>>();
  private readonly live = new Map<string, { expires: number; manifest: Promise<PagesManifest | null> }>();

  constructor(
    /** The releases folder, when this server has one (released remotes are read from disk). */
    private readonly releasesDir: string | undefined,
    private readonly ttlMs = 5000,
  ) {}

  /** The manifest of the remote `entry` names, or null when it has none or cannot be read. */
  forEntry(entry: RemoteRegistryEntry, now = Date.now()): Promise<PagesManifest | null> {
    const id = remoteIdOf(entry.name);
    if (this.releasesDir && entry.version && id) {
      const key = `${id}/${entry.version}`;
      let manifest = this.releases.get(key);
      if (!manifest) {
        manifest = this.readRelease(path.join(this.releasesDir, id, entry.version, PAGES_MANIFEST_FILE));
        this.releases.set(key, manifest);
        // A failed read is not kept: the next request tries again.
        void manifest.then((read) => read ?? this.releases.delete(key));
        if (this.releases.size > MAX_RELEASES) this.releases.delete(this.releases.keys().next().value!);
      }
      return manifest;
    }
    const url = new URL(PAGES_MANIFEST_FILE, entry.entry).href;
    const cached = this.live.get(url);
    if (cached && cached.expires > now) return cached.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(LIVE_FETCH_TIMEOUT_MS) })
      .then(async (response) => (response.ok ? asManifest(await response.json()) : null))
      .catch(() => null);
    this.live.set(url, { expires: now + this.ttlMs, manifest });
    // A failed fetch is not kept: the next request asks the remote's server again.
    void manifest.then((read) => read ?? this.live.delete(url));
    return manifest;
  }

  /** The manifest of the remote that renders `pathname` in this registry. */
  async forPath(pathname: string, registry: RemoteRegistry): Promise<PagesManifest | null> {
    const route = pageRouteFor(pathname);
    const entry = route && registry.remotes.find((remote) => remote.name === route.remote.container);
    return entry ? this.forEntry(entry) : null;
  }

  /**
   * The head of the page at `pathname`, from the release of its remote this registry names; for the shell's own
   * pages (the sign-in callback, the not-found page), the shell's.
   */
  async headOf(pathname: string, registry: RemoteRegistry): Promise<PageHead | null> {
    const wanted = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    if (!pageRouteFor(wanted)) return shellPageHead(wanted);
    const manifest = await this.forPath(pathname, registry);
    return manifest?.pages.find((page) => page.path === wanted) ?? null;
  }

  /**
   * Every page the registry's releases list that the route `pattern` (`/blog/:id`) renders: not a page a route
   * before it takes (`/api-docs/changelog` is no plan's docs, though `/api-docs/:planId` fits it).
   */
  async pagesOf(pattern: string, registry: RemoteRegistry): Promise<PageHead[]> {
    const manifest = await this.forPath(pattern, registry);
    return (manifest?.pages ?? []).filter((page) => pageRouteFor(page.path)?.path === pattern);
  }

  private async readRelease(file: string): Promise<PagesManifest | null> {
    try {
      return asManifest(JSON.parse(await readFile(file, 'utf8')));
    } catch {
      // A release published before remotes wrote manifests: its pages keep the shell's head.
      return null;
    }
  }
}
