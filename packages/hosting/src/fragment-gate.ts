/**
 * The prerendered-fragment gate of `npm run release` (docs/architecture.md#first-paint-from-prerendered-fragments):
 * the site server puts a release's fragments into every visitor's first paint, under a CSP without
 * `unsafe-inline`. A release that lacks the fragment of a route the contract prerenders, or whose fragments could
 * run code or carry inline styles, must not go live.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fragmentFaults, prerenderedRoutesOf } from '@northvault/contracts/page-fragments';
import { PAGES_MANIFEST_FILE, type PagesManifest } from '@northvault/contracts/page-heads';
import { pageRouteFor } from '@northvault/contracts/page-routes';

/**
 * Why the build in `distDir` cannot go live, one sentence each: a prerendered route of the contract with no page
 * in the manifest, a page of such a route without its fragment (or whose file is missing or outside the build),
 * a fragment with a `<script`, a `style=` or an `on*=` attribute. Empty when the release may go ahead.
 */
export async function fragmentRefusals(remoteId: string, distDir: string): Promise<string[]> {
  const routes = prerenderedRoutesOf(remoteId);
  if (routes.length === 0) return [];
  let manifest: PagesManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(distDir, PAGES_MANIFEST_FILE), 'utf8')) as PagesManifest;
  } catch {
    return [`${remoteId} has no readable ${PAGES_MANIFEST_FILE}, so no prerendered pages. Release refused.`];
  }
  const refusals: string[] = [];
  for (const route of routes) {
    // By the route that renders each page: /api-docs/changelog fits /api-docs/:planId too, but is not a plan's.
    const pages = manifest.pages.filter((page) => pageRouteFor(page.path)?.path === route);
    if (pages.length === 0) refusals.push(`${remoteId} has no page for the prerendered route ${route}.`);
    for (const page of pages) {
      if (!page.fragment) {
        refusals.push(`${remoteId} has no prerendered fragment for ${page.path} (route ${route}).`);
        continue;
      }
      const file = path.resolve(distDir, page.fragment.file);
      if (!file.startsWith(`${path.resolve(distDir)}${path.sep}`)) {
        refusals.push(`${remoteId}: the fragment of ${page.path} is outside the build (${page.fragment.file}).`);
        continue;
      }
      const html = await readFile(file, 'utf8').catch(() => null);
      if (html === null) {
        refusals.push(`${remoteId}: the fragment of ${page.path} (${page.fragment.file}) is missing.`);
        continue;
      }
      refusals.push(...fragmentFaults(html).map((fault) => `${remoteId}: the fragment of ${page.path}: ${fault}.`));
    }
  }
  return refusals.length > 0 ? [...refusals, 'Release refused.'] : [];
}
