/**
 * The shell's frame of each prerendered route, rendered by its build (`prerender` in webpack.config.js,
 * docs/architecture.md#first-paint-from-prerendered-fragments): the skip link, header, `<main>` with the slot the
 * site server fills with the remote's fragment, and footer, exactly as the shell's first render in the browser
 * makes them, so `hydrateRoot` adopts them. Keyed by route pattern (`/blog/:id`): the frame depends on the route,
 * not on the post. `/__not-found` is the not-found page, which the shell renders itself, whole.
 *
 * Each frame is rendered again for tenant sites under FRAME_BRAND, whose tokens the site server swaps for the
 * tenant's values, once per set of contacts (`tenantFrameKey`), as the footer shows only the ones a brand has.
 */
import type { SiteBrand } from '@northvault/contracts/white-label-brand';
import { FRAME_BRANDS, PRERENDERED_ROUTES, tenantFrameKey } from '@northvault/contracts/page-fragments';
import { SiteBrandContext } from '@northvault/session/brand';
import { prerenderAt } from '@northvault/ui/prerender/prerender-page';
import { ShellLayout } from '../app/shell-layout';
import { FragmentSlotContext } from '../features/remotes/fragment-slot';

/** The shell's frame key of the not-found page. */
export const NOT_FOUND_FRAME = '/__not-found';

/** A path of the pattern: `/blog/:id` → `/blog/_` (the frame is the same for every post). */
function pathOf(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '_');
}

const frame = (path: string, brand: SiteBrand | null) =>
  prerenderAt(
    path,
    <SiteBrandContext value={brand}>
      <FragmentSlotContext value>
        <ShellLayout />
      </FragmentSlotContext>
    </SiteBrandContext>,
  );

export default async function prerenderFrames(): Promise<Array<{ path: string; html: string }>> {
  const keys = [...new Set(PRERENDERED_ROUTES.map((route) => route.path)), NOT_FOUND_FRAME];
  // A route whose page varies by brand is rendered in the browser on tenant sites: it needs no tenant frame.
  const branded = keys.filter((key) => !PRERENDERED_ROUTES.some((route) => route.path === key && route.variesByBrand));
  return Promise.all([
    ...keys.map(async (key) => ({ path: key, html: await frame(pathOf(key), null) })),
    ...branded.flatMap((key) =>
      FRAME_BRANDS.map(async (brand) => ({ path: tenantFrameKey(key, brand), html: await frame(pathOf(key), brand) })),
    ),
  ]);
}
