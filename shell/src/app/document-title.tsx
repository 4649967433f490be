import { useLayoutEffect, type ReactNode } from 'react';
import { siteName } from '@northvault/session/brand';

/**
 * `Northvault · Support`, or the white-label tenant's name on a branded host: the route's default title.
 * A layout effect, so it runs before the page's passive effects in the same commit: a page that names
 * itself more precisely (a blog article) sets its title after this one and keeps it.
 */
export function DocumentTitle({ title, children }: { title: string; children: ReactNode }) {
  useLayoutEffect(() => {
    document.title = `${siteName()} · ${title}`;
  }, [title]);
  return children;
}
