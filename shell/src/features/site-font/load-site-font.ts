/**
 * Inter, the site's typeface, reaches a first visit without moving anything or delaying the first
 * paint (docs/architecture.md#fonts). Once the page has painted and the browser is idle, its files
 * are fetched into the cache but not applied: this page keeps `Inter Fallback`, a local face sized
 * like Inter (index.html). The cookie then tells the site server to link Inter on later pages,
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

/** Once per page load, whatever calls it; nothing when the page already links Inter or a brand's font. */
export function loadSiteFontWhenIdle(): void {
  if (requested || browserHoldsFont() || tenantBrand() !== null) return;
  requested = true;
  // A failed fetch costs nothing but the font: the next page tries again.
  const fetchWhenIdle = () => void fetchFontFiles().catch(() => undefined);
  if ('requestIdleCallback' in window) window.requestIdleCallback(fetchWhenIdle, { timeout: 2000 });
  else setTimeout(fetchWhenIdle, 200);
}

/** For tests: forget that the font was requested. */
export function resetSiteFontForTests(): void {
  requested = false;
}
