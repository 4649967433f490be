/**
 * Inter, the site's typeface, reaches a first visit without moving anything or delaying the first
 * paint (docs/architecture.md#fonts). Once the page has loaded (its load event), has painted its
 * largest part and the browser is idle, its files are fetched into the cache but not applied: this page keeps `Inter Fallback`, a
 * local face sized like Inter (index.html). The cookie then tells the site server to link Inter on later pages,
 * which draw it from their first paint.
 */
import {
  SITE_FONT_COOKIE,
  SITE_FONT_COOKIE_MAX_AGE_SECONDS,
  SITE_FONT_STYLESHEET,
} from '@northvault/contracts/site-font';
import { tenantBrand } from '@northvault/session/brand';

let requested = false;

function browserHoldsFont(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${SITE_FONT_COOKIE}=1`);
}

/** The font files the stylesheet names, fetched into the HTTP cache (immutable, a year). */
async function fetchFontFiles(): Promise<void> {
  const stylesheet = await fetch(SITE_FONT_STYLESHEET);
  if (!stylesheet.ok) return;
  const files = [...(await stylesheet.text()).matchAll(/url\(([^)]+\.woff2)\)/g)].map((match) => match[1]!);
  const answers = await Promise.all(files.map((file) => fetch(file)));
  if (files.length === 0 || answers.some((answer) => !answer.ok)) return;
  await Promise.all(answers.map((answer) => answer.arrayBuffer()));
  document.cookie = `${SITE_FONT_COOKIE}=1; path=/; max-age=${SITE_FONT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** How long the page must go without a new largest paint before the font is fetched. */
export const QUIET_AFTER_PAINT_MS = 500;
/** A page that keeps painting larger things gets the font anyway, this long after it asked. */
const LONGEST_WAIT_MS = 10_000;

/**
 * Calls `then` when the browser is idle and the page has gone QUIET_AFTER_PAINT_MS without a new
 * largest paint: a page whose remote renders in several steps is done painting its largest part.
 */
function whenPaintedAndIdle(then: () => void): void {
  const started = performance.now();
  let lastPaint = started;
  let observer: PerformanceObserver | null = null;
  if (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  ) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastPaint = Math.max(lastPaint, entry.startTime);
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const idle = (callback: () => void) =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(callback, { timeout: 2000 })
      : setTimeout(callback, 200);
  const attempt = () => {
    const now = performance.now();
    if (now - lastPaint < QUIET_AFTER_PAINT_MS && now - started < LONGEST_WAIT_MS) {
      setTimeout(() => idle(attempt), QUIET_AFTER_PAINT_MS - (now - lastPaint));
      return;
    }
    observer?.disconnect();
    then();
  };
  idle(attempt);
}

/**
 * Calls `then` after the window's load event. Until then the page's own scripts, styles and images are
 * still arriving: on a slow network 98 KB of font files would compete with them, and a lab measure
 * (Lighthouse's simulated LCP) charges the page for every request that started before its largest paint.
 */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Once per page load, whatever calls it; nothing when the page already links Inter or a brand's font. */
export function loadSiteFontWhenIdle(): void {
  if (requested || browserHoldsFont() || tenantBrand() !== null) return;
  requested = true;
  // A failed fetch costs nothing but the font: the next page tries again.
  afterLoad(() => whenPaintedAndIdle(() => void fetchFontFiles().catch(() => undefined)));
}

/** For tests: forget that the font was requested. */
export function resetSiteFontForTests(): void {
  requested = false;
}
