/**
 * Starts loading a route's remote page before React asks for it: for the page being entered (from
 * the entry script, in parallel with the shell's own chunks) and for the page a link leads to when
 * the pointer rests on it or it takes the focus. Navigation then finds the page loaded.
 */
import { pageRouteFor } from '@northvault/contracts/page-routes';
import { loadRemotePage } from './load-remote-page';

export function preloadRemotePage(pathname: string): void {
  const route = pageRouteFor(pathname);
  // A failed preload is not an error yet: the route reports it if the visitor goes there.
  if (route) loadRemotePage(route.remote, route.page).catch(() => undefined);
}

/** Preloads where a same-origin link points when the pointer rests on it or it takes the focus. */
export function preloadOnLinkIntent(root: Document = document): () => void {
  const onIntent = (event: Event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin === window.location.origin) preloadRemotePage(url.pathname);
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent);
  return () => {
    root.removeEventListener('pointerover', onIntent);
    root.removeEventListener('focusin', onIntent);
  };
}
