/**
 * A pages manifest's entries with their prerendered fragments (docs/architecture.md#first-paint-from-prerendered-fragments):
 * the file `northvault-prerender` wrote for the page's path, and the stylesheets of the exposed page module the
 * route names, from the federation manifest (mf-manifest.json) of the same build, so the site can link them before
 * the fragment.
 */
import { FRAGMENTS_INDEX_FILE, type FragmentsIndex } from '@northvault/contracts/page-fragments';
import type { PageHead } from '@northvault/contracts/page-heads';
import { pageRouteFor } from '@northvault/contracts/page-routes';

interface FederationManifest {
  exposes?: Array<{ name: string; assets?: { css?: { sync?: string[]; async?: string[] } } }>;
}

/** `read(file)` gives a JSON file of the build's dist/ folder, or null when there is none. */
export function withFragments(heads: readonly PageHead[], read: (file: string) => unknown): PageHead[] {
  const index = read(FRAGMENTS_INDEX_FILE) as FragmentsIndex | null;
  if (!index) return [...heads];
  const federation = read('mf-manifest.json') as FederationManifest | null;
  const stylesheetsOf = (pathname: string): string[] => {
    const page = pageRouteFor(pathname)?.page;
    const css = federation?.exposes?.find((expose) => expose.name === page)?.assets?.css;
    return [...new Set([...(css?.sync ?? []), ...(css?.async ?? [])])];
  };
  return heads.map((head) => {
    const file = index.pages.find((page) => page.path === head.path)?.file;
    return file ? { ...head, fragment: { file, stylesheets: stylesheetsOf(head.path) } } : head;
  });
}
