/**
 * The shell's frame of each prerendered route, rendered by its build (`prerender` in webpack.config.js,
 * docs/architecture.md#first-paint-from-prerendered-fragments): the skip link, header, `<main>` with the slot the
 * site server fills with the remote's fragment, and footer, exactly as the shell's first render in the browser
 * makes them, so `hydrateRoot` adopts them. Keyed by route pattern (`/blog/:id`): the frame depends on the route,
 * not on the post. `/__not-found` is the not-found page, which the shell renders itself, whole.
 */
import { PRERENDERED_ROUTES } from '@northvault/contracts/page-fragments';
import { prerenderAt } from '@northvault/ui/prerender/prerender-page';
import { ShellLayout } from '../app/shell-layout';
import { FragmentSlotContext } from '../features/remotes/fragment-slot';

/** The shell's frame key of the not-found page. */
export const NOT_FOUND_FRAME = '/__not-found';

/** A path of the pattern: `/blog/:id` → `/blog/_` (the frame is the same for every post). */
function pathOf(pattern: string): string {
  return pattern.replace(/:[^/]+/g, '_');
}

export default async function prerenderFrames(): Promise<Array<{ path: string; html: string }>> {
  const frame = (path: string) =>
    prerenderAt(
      path,
      <FragmentSlotContext value>
        <ShellLayout />
      </FragmentSlotContext>,
    );
  const routes = [...new Set(PRERENDERED_ROUTES.map((route) => route.path))];
  return [
    ...(await Promise.all(routes.map(async (pattern) => ({ path: pattern, html: await frame(pathOf(pattern)) })))),
    { path: NOT_FOUND_FRAME, html: await frame(NOT_FOUND_FRAME) },
  ];
}
