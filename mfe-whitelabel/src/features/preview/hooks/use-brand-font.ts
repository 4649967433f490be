import { useEffect } from 'react';
import type { WhiteLabelFont } from '@northvault/contracts/white-label';
import { fontStylesheetPath } from '@northvault/contracts/white-label-brand';

/**
 * Loads a brand font the moment it is chosen, and only then: the site's stylesheet for it (its
 * `@font-face` rules and a metric-matched fallback), added to the page once.
 */
export function useBrandFont(font: WhiteLabelFont): void {
  useEffect(() => {
    const href = fontStylesheetPath(font);
    if (document.head.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [font]);
}
