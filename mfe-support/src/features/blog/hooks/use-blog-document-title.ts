import { useEffect } from 'react';
import { siteName } from '@northvault/session/brand';

/**
 * Names the tab after what the reader is reading: `{Post title} · Northvault Blog`
 * (docs/product/routes.md#blog-article), or the tenant's name on a white-label host.
 *
 * A passive effect on purpose: the shell sets each route's default title in a layout effect, which runs
 * first in the same commit, so this page's own title is the one that stays.
 */
export function useBlogDocumentTitle(pageTitle: string) {
  useEffect(() => {
    document.title = `${pageTitle} · ${siteName()} Blog`;
  }, [pageTitle]);
}
