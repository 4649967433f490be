/**
 * Inter, the site's typeface, is fetched once the first page has painted, never before
 * (docs/architecture.md#fonts). Until it arrives the page is set in `Inter Fallback`, a local face
 * sized to Inter's metrics (index.html), so the swap moves nothing. Requested earlier, the font
 * would compete with the scripts that paint the first page.
 */
import { fontStylesheetPath } from '@northvault/contracts/white-label-brand';

/** The site server's `@font-face` rules for Inter (packages/hosting brand-fonts.ts). */
export const SITE_FONT_STYLESHEET = fontStylesheetPath('Inter');

let requested = false;

/** Links Inter's stylesheet when the browser is next idle; once per page load, whatever calls it. */
export function loadSiteFontWhenIdle(): void {
  if (requested) return;
  requested = true;
  const link = () => {
    // A branded page whose font is Inter links it already.
    if (document.querySelector(`link[rel="stylesheet"][href="${SITE_FONT_STYLESHEET}"]`)) return;
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.href = SITE_FONT_STYLESHEET;
    document.head.append(stylesheet);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(link, { timeout: 2000 });
  else setTimeout(link, 200);
}

/** For tests: forget that the font was requested. */
export function resetSiteFontForTests(): void {
  requested = false;
}
