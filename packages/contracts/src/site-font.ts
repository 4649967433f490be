/**
 * Inter, the main site's typeface (docs/architecture.md#fonts). A first visit paints with a local
 * fallback and fetches Inter's files once the page has painted, without applying them, so nothing
 * moves; the shell then sets this cookie, and later pages link Inter from their first paint, with
 * `font-display: optional`, so a file missing from the cache is never swapped in mid-page.
 */
import { fontStylesheetPath } from './white-label-brand';

export const SITE_FONT = 'Inter';

/** Set (value `1`) by the shell once the browser holds Inter's files. Names no one. */
export const SITE_FONT_COOKIE = 'nv_site_font';

/** A year: the files are immutable, and a browser that has dropped them only falls back for a page. */
export const SITE_FONT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The faces the shell fetches on a first visit: `font-display: swap`, as a brand's. */
export const SITE_FONT_STYLESHEET = fontStylesheetPath(SITE_FONT);

/** The faces a page links once the browser holds the files: never swapped in after the first paint. */
export const SITE_FONT_OPTIONAL_STYLESHEET = `${SITE_FONT_STYLESHEET}?display=optional`;
