/**
 * What the HTML of a page tells the browser to fetch at once: the remote entry of the remote that
 * renders the page, and that page's own script and stylesheet from the remote's manifest. Without
 * them the browser learns of these files only after the shell's scripts have run, one round trip
 * after another.
 */
import { pageRouteFor } from '@northvault/contracts/page-routes';
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';

export interface PreloadHint {
  href: string;
  as: 'script' | 'style';
}

interface Manifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Remote manifests, fetched by the server and kept briefly so a release shows within seconds. */
export class ManifestCache {
  private readonly entries = new Map<string, { expires: number; manifest: Promise<Manifest | null> }>();

  constructor(private readonly ttlMs = 5000) {}

  get(url: string, now = Date.now()): Promise<Manifest | null> {
    const cached = this.entries.get(url);
    if (cached && cached.expires > now) return cached.manifest;
    const manifest = fetch(url, { signal: AbortSignal.timeout(1000) })
      .then((response) => (response.ok ? (response.json() as Promise<Manifest>) : null))
      // No hints is fine: the shell loads the page the slower way.
      .catch(() => null);
    this.entries.set(url, { expires: now + this.ttlMs, manifest });
    return manifest;
  }
}

/** The manifest beside a remote entry: `…/remoteEntry.js` → `…/mf-manifest.json`. */
function manifestUrlOf(entry: string): string {
  return new URL('mf-manifest.json', entry).href;
}

export async function pagePreloadHints(
  pathname: string,
  registry: RemoteRegistry,
  manifests: ManifestCache,
): Promise<PreloadHint[]> {
  const route = pageRouteFor(pathname);
  const entry = route && registry.remotes.find((remote) => remote.name === route.remote.container)?.entry;
  if (!route || !entry) return [];
  const remoteEntry = entry.endsWith('.json') ? new URL('remoteEntry.js', entry).href : entry;
  const manifest = await manifests.get(entry.endsWith('.json') ? entry : manifestUrlOf(entry));
  const assets = manifest?.exposes?.find((expose) => expose.name === route.page)?.assets;
  const resolve = (file: string) => new URL(file, remoteEntry).href;
  return [
    { href: remoteEntry, as: 'script' },
    ...(assets?.js?.sync ?? []).map((file): PreloadHint => ({ href: resolve(file), as: 'script' })),
    ...(assets?.css?.sync ?? []).map((file): PreloadHint => ({ href: resolve(file), as: 'style' })),
  ];
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** Adds the hints to the end of <head>; cross-origin files keep their credentials mode (none). */
export function withPreloadHints(html: string, hints: readonly PreloadHint[]): string {
  if (hints.length === 0) return html;
  const tags = hints
    .map((hint) => `<link rel="preload" as="${hint.as}" href="${escapeAttribute(hint.href)}">`)
    .join('');
  return html.replace('</head>', `${tags}</head>`);
}
