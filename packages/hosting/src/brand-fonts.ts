/**
 * The six brand fonts, self-hosted from their `@fontsource` packages and fetched by a browser only
 * when a page asks for one (`/fonts/<font>.css`: the branded site for its font, the configurator's
 * preview for the font being tried). Each font comes with a local fallback face whose metrics are
 * adjusted to the web font's (capsize's figures), so swapping one for the other moves nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import inter from '@capsizecss/metrics/inter';
import lato from '@capsizecss/metrics/lato';
import montserrat from '@capsizecss/metrics/montserrat';
import openSans from '@capsizecss/metrics/openSans';
import poppins from '@capsizecss/metrics/poppins';
import roboto from '@capsizecss/metrics/roboto';
import arial from '@capsizecss/metrics/arial';
import { Router } from 'express';
import { WHITE_LABEL_FONTS, type WhiteLabelFont } from '@northvault/contracts/white-label';
import { fontFallbackFamily, fontSlug } from '@northvault/contracts/white-label-brand';
import { CACHE_CONTROL } from './static-files';

interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

const METRICS: Record<WhiteLabelFont, FontMetrics> = {
  Inter: inter,
  Roboto: roboto,
  'Open Sans': openSans,
  Lato: lato,
  Montserrat: montserrat,
  Poppins: poppins,
};

/** The weights the site's styles use. */
export const FONT_WEIGHTS = [400, 500, 600, 700] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** `@font-face` for a local font sized and spaced like `font` (the next/font and fontaine method). */
export function fallbackFontFace(font: WhiteLabelFont): string {
  const metrics = METRICS[font];
  const sizeAdjust = metrics.xWidthAvg / metrics.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
  const em = metrics.unitsPerEm * sizeAdjust;
  return [
    `@font-face{font-family:'${fontFallbackFamily(font)}'`,
    `src:local('Arial'),local('Liberation Sans'),local('Arimo'),local('Helvetica')`,
    `size-adjust:${percent(sizeAdjust)}`,
    `ascent-override:${percent(metrics.ascent / em)}`,
    `descent-override:${percent(Math.abs(metrics.descent) / em)}`,
    `line-gap-override:${percent(metrics.lineGap / em)}}`,
  ].join(';');
}

interface FontPackage {
  folder: string;
  version: string;
}

const packages = new Map<WhiteLabelFont, FontPackage>();

/** Where the font's `@fontsource` package keeps its files, and its version (read once). */
function fontPackage(font: WhiteLabelFont): FontPackage {
  let found = packages.get(font);
  if (!found) {
    const manifest = require.resolve(`@fontsource/${fontSlug(font)}/package.json`);
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    found = { folder: path.join(path.dirname(manifest), 'files'), version };
    packages.set(font, found);
  }
  return found;
}

function fileName(font: WhiteLabelFont, weight: number): string {
  return `${fontSlug(font)}-latin-${weight}-normal.woff2`;
}

/** Where a font file is served; the package version in the path lets it be cached for good. */
export function fontFileUrl(font: WhiteLabelFont, weight: number, version = fontPackage(font).version): string {
  return `/fonts/${fontSlug(font)}/${version}/${fileName(font, weight)}`;
}

/**
 * `swap` for a brand's font and a first fetch; `optional` (`?display=optional`) for the main site's
 * pages once the browser holds the files: drawn from the first paint, or not at all on that page.
 */
export type FontDisplay = 'swap' | 'optional';

export function fontStylesheet(font: WhiteLabelFont, display: FontDisplay = 'swap'): string {
  const { version } = fontPackage(font);
  const faces = FONT_WEIGHTS.map(
    (weight) =>
      `@font-face{font-family:'${font}';font-style:normal;font-display:${display};font-weight:${weight};` +
      `src:url(${fontFileUrl(font, weight, version)}) format('woff2')}`,
  );
  return `${[...faces, fallbackFontFace(font)].join('\n')}\n`;
}

/** `/fonts/<font>.css` and the files it names. */
export function brandFontRoutes(): Router {
  const router = Router();
  const bySlug = new Map(WHITE_LABEL_FONTS.map((font) => [fontSlug(font), font]));
  const stylesheets = new Map<string, string>();

  router.get('/fonts/:file', (req, res, next) => {
    const font = bySlug.get(req.params.file.replace(/\.css$/, ''));
    if (!font || !req.params.file.endsWith('.css')) {
      next();
      return;
    }
    const display: FontDisplay = req.query.display === 'optional' ? 'optional' : 'swap';
    const key = `${font}:${display}`;
    if (!stylesheets.has(key)) stylesheets.set(key, fontStylesheet(font, display));
    res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
    res.type('text/css').send(stylesheets.get(key));
  });

  router.get('/fonts/:slug/:version/:file', (req, res, next) => {
    const font = bySlug.get(req.params.slug);
    const known = font && FONT_WEIGHTS.some((weight) => fileName(font, weight) === req.params.file);
    if (!font || !known || req.params.version !== fontPackage(font).version) {
      next();
      return;
    }
    res.sendFile(path.join(fontPackage(font).folder, req.params.file), {
      headers: { 'Cache-Control': CACHE_CONTROL.immutable, 'Content-Type': 'font/woff2' },
    });
  });
  return router;
}
