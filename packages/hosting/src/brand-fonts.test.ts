import { readFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { brandFontRoutes, fallbackFontFace, fontStylesheet } from './brand-fonts';

const app = express().use(brandFontRoutes());

it('declares the four weights from the site’s own files, swapped in when they arrive', () => {
  const css = fontStylesheet('Open Sans');
  for (const weight of [400, 500, 600, 700]) {
    expect(css).toMatch(
      new RegExp(
        `@font-face\\{font-family:'Open Sans';font-style:normal;font-display:swap;font-weight:${weight};` +
          `src:url\\(/fonts/open-sans/\\d+\\.\\d+\\.\\d+/open-sans-latin-${weight}-normal\\.woff2\\) format\\('woff2'\\)\\}`,
      ),
    );
  }
});

it('serves faces that are never swapped in after the first paint when asked for them', async () => {
  const optional = await request(app).get('/fonts/inter.css?display=optional').expect(200);
  expect(optional.text.match(/font-display:optional/g)).toHaveLength(4);
  expect(optional.text).not.toContain('font-display:swap');
  const other = await request(app).get('/fonts/inter.css?display=block').expect(200);
  expect(other.text.match(/font-display:swap/g)).toHaveLength(4);
});

it('sizes the local fallback like the web font, so the swap moves nothing', () => {
  // Montserrat is wider and taller than Arial: the fallback is scaled up and its line metrics match.
  expect(fallbackFontFace('Montserrat')).toBe(
    "@font-face{font-family:'Montserrat Fallback';src:local('Arial'),local('Liberation Sans'),local('Arimo'),local('Helvetica');" +
      'size-adjust:112.83%;ascent-override:85.79%;descent-override:22.25%;line-gap-override:0.00%}',
  );
  expect(fontStylesheet('Montserrat')).toContain(fallbackFontFace('Montserrat'));
});

it('gives the main site’s first paint Inter’s fallback face, sized as the site computes it', () => {
  const html = readFileSync(path.join(__dirname, '../../../shell/public/index.html'), 'utf8');
  const descriptors = (face: string) =>
    Object.fromEntries(
      face
        .replace(/^@font-face\s*\{|\}$/g, '')
        .split(';')
        .map((descriptor) => descriptor.trim())
        .filter(Boolean)
        .map((descriptor) => {
          const colon = descriptor.indexOf(':');
          return [
            descriptor.slice(0, colon).trim(),
            descriptor
              .slice(colon + 1)
              .trim()
              .replace(/\s*,\s*/g, ',')
              .replace(/[\d.]+%/g, (value) => `${parseFloat(value)}%`),
          ];
        }),
    );
  const face = /@font-face\s*\{[^}]*'Inter Fallback'[^}]*\}/.exec(html);
  expect(face).not.toBeNull();
  expect(descriptors(face![0])).toEqual(descriptors(fallbackFontFace('Inter')));
});

it('serves each font’s stylesheet, revalidated, and its files for good', async () => {
  const stylesheet = await request(app).get('/fonts/poppins.css').expect(200);
  expect(stylesheet.headers['content-type']).toMatch(/^text\/css/);
  expect(stylesheet.headers['cache-control']).toBe('no-cache');
  const file = /url\((\/fonts\/poppins\/[^)]+)\)/.exec(stylesheet.text)![1]!;
  const font = await request(app).get(file).buffer(true).expect(200);
  expect(font.headers['content-type']).toBe('font/woff2');
  expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(font.body).subarray(0, 4).toString('latin1')).toBe('wOF2');
});

it.each([
  '/fonts/comic-sans.css',
  '/fonts/poppins/0.0.0/poppins-latin-400-normal.woff2',
  '/fonts/poppins/5.3.0/poppins-latin-900-normal.woff2',
  '/fonts/poppins/5.3.0/..%2F..%2Fpackage.json',
])('serves nothing else: %s', async (path) => {
  await request(app).get(path).expect(404);
});
