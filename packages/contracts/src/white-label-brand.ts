/**
 * A published brand as the site serves it: the design tokens (CSS custom properties every page
 * already styles itself with) and the details the shell and the remotes show (name, logo,
 * favicon, contact). The tenant stylesheet, the configurator's preview and the downloaded
 * `customCSS` all come from `brandTokens`, so they cannot disagree.
 */
import { textContrastOn } from './contrast-ratio';
import type { WhiteLabelBrand, WhiteLabelFont } from './white-label';

/** What the shell and every remote read about the brand of the site they are shown on. */
export interface SiteBrand {
  companyName: string;
  /** Same-origin paths of the copies made at publish time; `null` on the Northvault site. */
  logoUrl: string | null;
  faviconUrl: string | null;
  contactEmail: string;
  contactPhone: string;
  fontFamily: WhiteLabelFont;
}

/** The live version of an organisation, as the backend hands it to the site server for a host. */
export interface TenantBrand extends SiteBrand {
  organizationId: string;
  versionId: string;
  versionNumber: number;
  domain: string;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  backgroundGradient: string;
  logoUrl: string;
  faviconUrl: string;
}

/** The id of the non-executed JSON block in a branded page's HTML that carries its `SiteBrand`. */
export const SITE_BRAND_ELEMENT_ID = 'northvault-brand';

/** The tenant stylesheet of a branded page, served by the site for the page's host. */
export const TENANT_STYLESHEET_PATH = '/_brand/tokens.css';

/* ---------- fonts ---------- */

const SYSTEM_FALLBACK = "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

/** `Open Sans` → `open-sans`: the `@fontsource` package and the site's font paths. */
export function fontSlug(font: WhiteLabelFont): string {
  return font.toLowerCase().replace(/\s+/g, '-');
}

/** A local font with the web font's metrics (size-adjust and overrides), shown until it arrives. */
export function fontFallbackFamily(font: WhiteLabelFont): string {
  return `${font} Fallback`;
}

/** Where the site serves a font's `@font-face` rules (the font and its metric-matched fallback). */
export function fontStylesheetPath(font: WhiteLabelFont): string {
  return `/fonts/${fontSlug(font)}.css`;
}

/** `'Open Sans', 'Open Sans Fallback', ui-sans-serif, …, sans-serif`. */
export function fontStack(font: WhiteLabelFont): string {
  return `'${font}', '${fontFallbackFamily(font)}', ${SYSTEM_FALLBACK}`;
}

/* ---------- design tokens ---------- */

/** `#rrggbb` mixed with `#rrggbb`, `weight` of the second (0 to 1). */
function mix(base: string, other: string, weight: number): string {
  const channel = (hex: string, index: number) => parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16);
  return `#${[0, 1, 2]
    .map((index) => Math.round(channel(base, index) * (1 - weight) + channel(other, index) * weight))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

export type BrandTokenSource = Pick<
  WhiteLabelBrand,
  'primaryColor' | 'secondaryColor' | 'accentColor' | 'backgroundGradient' | 'fontFamily'
>;

/**
 * The site's tokens under this brand. The secondary colour is the primary's second tone (hover,
 * pressed); text on the primary is white or the ink, whichever meets AA; the background gradient
 * fills the page heroes.
 */
export function brandTokens(brand: BrandTokenSource): Record<string, string> {
  return {
    '--nv-color-primary': brand.primaryColor,
    '--nv-color-primary-strong': brand.secondaryColor,
    '--nv-color-primary-soft': mix(brand.primaryColor, '#ffffff', 0.85),
    '--nv-color-on-primary': textContrastOn(brand.primaryColor).textColor,
    '--nv-color-accent': brand.accentColor,
    '--nv-color-accent-soft': mix(brand.accentColor, '#ffffff', 0.85),
    '--nv-hero-background': brand.backgroundGradient,
    '--nv-font-sans': fontStack(brand.fontFamily),
    // 45% opacity, as the site's own ring.
    '--nv-focus-ring': `0 0 0 3px ${brand.primaryColor}73`,
  };
}

/** A rule declaring the brand's tokens, one per line, on `:root` unless another selector is given. */
export function brandStylesheet(brand: BrandTokenSource, selector = ':root'): string {
  const declarations = Object.entries(brandTokens(brand)).map(([name, value]) => `  ${name}: ${value};`);
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
