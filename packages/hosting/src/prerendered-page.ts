/**
 * The first paint of a prerendered page (docs/architecture.md#first-paint-from-prerendered-fragments): the shell's
 * prerendered frame of the route (header, `<main>`, footer), the page's fragment from the release of its remote the
 * visitor gets, the stylesheets both need, and the visitor's registry as a JSON data block. Everything here is
 * data read from immutable build folders; the server never runs a remote's code, and every replacement is a
 * function, so nothing in a fragment or a registry is read as a `$` pattern.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  REMOTE_REGISTRY_ELEMENT_ID,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from '@northvault/contracts/micro-frontends';
import {
  FRAGMENT_SLOT,
  FRAGMENTS_INDEX_FILE,
  PRERENDERED_ATTRIBUTE,
  prerenderedRouteOf,
  tenantFrameKey,
  type FragmentsIndex,
} from '@northvault/contracts/page-fragments';
import type { PageHead } from '@northvault/contracts/page-heads';
import { matchesRoutePattern, pageRouteFor } from '@northvault/contracts/page-routes';
import { ROUTES } from '@northvault/contracts/routes';
import type { SiteBrand } from '@northvault/contracts/white-label-brand';
import { escapeHtml } from './page-head';
import { LIVE_FETCH_TIMEOUT_MS } from './page-manifests';
import { withJsonDataBlock } from './json-data-block';

/** The shell's frame key of the not-found page (shell/src/prerender/prerender-frames.tsx). */
export const NOT_FOUND_FRAME = '/__not-found';
const STARTUP_STYLESHEETS_FILE = 'startup-stylesheets.json';

interface ShellFrames {
  frames: Map<string, string>;
  stylesheets: string[];
}

/** The shell build's frames and startup stylesheets, read again only when a new shell build replaces them. */
export class ShellFrameFiles {
  private cached: { modified: number; frames: Promise<ShellFrames | null> } | null = null;

  constructor(private readonly root: string) {}

  async read(): Promise<ShellFrames | null> {
    const index = path.join(this.root, FRAGMENTS_INDEX_FILE);
    const modified = await stat(index).then(
      (stats) => stats.mtimeMs,
      () => -1,
    );
    if (this.cached?.modified !== modified) {
      this.cached = { modified, frames: modified < 0 ? Promise.resolve(null) : this.load(index) };
    }
    return this.cached.frames;
  }

  private async load(index: string): Promise<ShellFrames | null> {
    try {
      const { pages } = JSON.parse(await readFile(index, 'utf8')) as FragmentsIndex;
      const frames = new Map<string, string>();
      for (const page of pages) frames.set(page.path, await readFile(path.join(this.root, page.file), 'utf8'));
      const startup = JSON.parse(await readFile(path.join(this.root, STARTUP_STYLESHEETS_FILE), 'utf8')) as {
        stylesheets: string[];
      };
      return { frames, stylesheets: startup.stylesheets };
    } catch {
      // A shell built before it prerendered frames: every page is rendered in the browser, as before.
      return null;
    }
  }
}

/** Fragments kept in memory at once; a site has a few dozen per release, so this only bounds a runaway. */
const MAX_FRAGMENTS = 2000;

/**
 * The fragment files of remote releases. A release is immutable, so a fragment read from the releases folder is
 * kept; a remote never released is asked over HTTP and kept a few seconds, so its rebuilds show.
 */
export class FragmentFiles {
  private readonly released = new Map<string, Promise<string | null>>();
  private readonly live = new Map<string, { expires: number; html: Promise<string | null> }>();

  constructor(
    private readonly releasesDir: string | undefined,
    private readonly ttlMs = 5000,
  ) {}

  /** `file` (relative to the release folder) of the release `entry` names, or null when it cannot be read. */
  read(remoteId: string, entry: RemoteRegistryEntry, file: string, now = Date.now()): Promise<string | null> {
    if (this.releasesDir && entry.version) {
      const releaseDir = path.join(this.releasesDir, remoteId, entry.version);
      const absolute = path.resolve(releaseDir, file);
      // The manifest names the file; it must still be inside its release.
      if (!absolute.startsWith(`${releaseDir}${path.sep}`)) return Promise.resolve(null);
      let html = this.released.get(absolute);
      if (!html) {
        html = readFile(absolute, 'utf8').catch(() => null);
        this.released.set(absolute, html);
        void html.then((read) => read ?? this.released.delete(absolute));
        if (this.released.size > MAX_FRAGMENTS) this.released.delete(this.released.keys().next().value!);
      }
      return html;
    }
    const url = new URL(file, entry.entry).href;
    const cached = this.live.get(url);
    if (cached && cached.expires > now) return cached.html;
    const html = fetch(url, { signal: AbortSignal.timeout(LIVE_FETCH_TIMEOUT_MS) })
      .then((response) => (response.ok ? response.text() : null))
      .catch(() => null);
    this.live.set(url, { expires: now + this.ttlMs, html });
    // A failed fetch is not kept: the next request asks the remote's server again.
    void html.then((read) => read ?? this.live.delete(url));
    return html;
  }
}

/** What the page's `<div id="root">` holds and links, when it is sent prerendered. */
export interface PrerenderedBody {
  /** The shell's frame with the page's fragment in its slot (or the whole not-found page). */
  rootHtml: string;
  /** Absolute or same-origin URLs, in order: the shell's startup stylesheets, then the page's. */
  stylesheets: string[];
}

function frameKeyOf(pathname: string, hasSessionCookie: boolean, brand: SiteBrand | null): string | null {
  const route = prerenderedRouteOf(pathname);
  if (route) {
    // A signed-out-only fragment (a sign-in card) would flash before a signed-in visitor's page: theirs is rendered
    // in the browser. Without the cookie nobody can be signed in, so the card is what the page will show.
    if (route.signedOutOnly && hasSessionCookie) return null;
    if (!brand) return route.path;
    return route.variesByBrand ? null : tenantFrameKey(route.path, brand);
  }
  // The shell's other page, the sign-in callback, is rendered in the browser; a path no route claims is the 404.
  if (matchesRoutePattern(ROUTES.authCallback, pathname)) return null;
  if (pageRouteFor(pathname)) return null;
  return brand ? tenantFrameKey(NOT_FOUND_FRAME, brand) : NOT_FOUND_FRAME;
}

export interface PrerenderedBodyInput {
  pathname: string;
  /** A query string may change what the page shows (`/blog?topic=…`): such a URL is rendered in the browser. */
  hasQuery: boolean;
  /** The request carries the site's session cookie (session-cookie.ts). */
  hasSessionCookie: boolean;
  registry: RemoteRegistry;
  /** The page's head from the release the visitor gets; its `fragment` names the file. */
  head: PageHead | null;
  /** The id of the remote whose release renders the page. */
  remoteId: string | null;
  /**
   * A tenant's brand: the shell's frame prerendered for tenant sites, whose tokens `brandedPageHtml` swaps for the
   * brand's values; a page that varies by brand is then rendered in the browser.
   */
  brand: SiteBrand | null;
  shell: ShellFrames | null;
  fragments: FragmentFiles;
}

/**
 * The prerendered body of the page, or null when it must be rendered in the browser: a route that is not
 * prerendered, a signed-out-only route asked for with the session cookie, a URL with a query string, a shell or a
 * release without the frame or the fragment.
 */
export async function prerenderedBody(input: PrerenderedBodyInput): Promise<PrerenderedBody | null> {
  const { pathname, shell } = input;
  if (input.hasQuery || !shell) return null;
  const key = frameKeyOf(pathname, input.hasSessionCookie, input.brand);
  const frame = key === null ? undefined : shell.frames.get(key);
  if (!frame) return null;
  const route = pageRouteFor(pathname);
  // No remote renders the not-found page: the shell's frame is the whole page.
  if (!route) return { rootHtml: frame, stylesheets: shell.stylesheets };
  const entry = input.registry.remotes.find((remote) => remote.name === route.remote.container);
  const fragment = input.head?.fragment;
  if (!entry || !fragment || !input.remoteId || !frame.includes(FRAGMENT_SLOT)) return null;
  const html = await input.fragments.read(input.remoteId, entry, fragment.file);
  if (html === null) return null;
  const remoteEntry = entry.entry.endsWith('.json') ? new URL('remoteEntry.js', entry.entry).href : entry.entry;
  return {
    rootHtml: frame.replace(FRAGMENT_SLOT, () => html),
    stylesheets: [...shell.stylesheets, ...fragment.stylesheets.map((file) => new URL(file, remoteEntry).href)],
  };
}

const ROOT = /<div id="?root"?>[\s\S]*<\/div>(\s*<\/body>)/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;
const REGISTRY_PRELOAD = /<link[^>]*href="?\/mfe-registry\.json"?[^>]*>/i;

/**
 * The visitor's registry as a JSON data block, in place of the preload of REMOTE_REGISTRY_PATH: the shell starts
 * without fetching it.
 */
export function withRegistryBlock(html: string, registry: RemoteRegistry): string {
  return withJsonDataBlock(
    html.replace(REGISTRY_PRELOAD, () => ''),
    REMOTE_REGISTRY_ELEMENT_ID,
    registry,
  );
}

/** `html` (the shell's index.html) with the prerendered body in its root and the body's stylesheets in its head. */
export function withPrerenderedBody(html: string, body: PrerenderedBody | null): string {
  if (!body) return html;
  const links = body.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('');
  return (
    html
      // The page reads without JavaScript: the notice that says otherwise goes.
      .replace(NOSCRIPT, () => '')
      .replace(ROOT, (_match, end: string) => `<div id="root" ${PRERENDERED_ATTRIBUTE}="">${body.rootHtml}</div>${end}`)
      // Before the preload hints and scripts: the page's stylesheets come first.
      .replace(/<(link|script)\b/i, (tag) => `${links}${tag}`)
  );
}
