#!/usr/bin/env node
/**
 * Draws the link previews' images, one per kind of page (SOCIAL_IMAGE_TYPES in @northvault/contracts/page-heads),
 * into this folder, where the site serves them at /social/<type>.png. The PNGs are committed: run this again (with
 * the machine's Chromium, `CHROMIUM_PATH` to choose another) after changing a caption or the look.
 *
 *   node packages/hosting/social/draw-social-images.mjs
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');
const { SOCIAL_IMAGE_SIZE, SOCIAL_IMAGE_TYPES } = require('@northvault/contracts/page-heads');

const here = path.dirname(fileURLToPath(import.meta.url));

/** What each kind of page says under the name. */
const CAPTIONS = {
  home: ['White-label banking APIs,', 'ready for your brand'],
  docs: ['Documentation', 'Guides and the API reference'],
  blog: ['Northvault Blog', 'Integrating a banking API, in practice'],
  article: ['From the Northvault Blog', 'Practical articles from the team'],
  support: ['Support Center', 'Help from the engineers who run Northvault'],
  legal: ['Privacy and terms', 'How we handle data, and our terms of service'],
  page: ['Northvault', 'White-label banking APIs'],
};

const font = (weight) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff2`)).toString('base64');
const logo = readFileSync(path.resolve(here, '../../../shell/public/favicon.svg')).toString('base64');

function card([title, subtitle]) {
  return `<!doctype html><html><head><style>
    @font-face { font-family: Inter; font-weight: 400; src: url(data:font/woff2;base64,${font(400)}); }
    @font-face { font-family: Inter; font-weight: 800; src: url(data:font/woff2;base64,${font(800)}); }
    html, body { margin: 0; width: ${SOCIAL_IMAGE_SIZE.width}px; height: ${SOCIAL_IMAGE_SIZE.height}px; }
    body { box-sizing: border-box; padding: 88px 96px; display: flex; flex-direction: column; justify-content: space-between;
      font-family: Inter, sans-serif; color: #fff; background: #0b1b3f; border-bottom: 24px solid #1d4ed8; }
    .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 800; }
    .brand img { width: 64px; height: 64px; border-radius: 16px; box-shadow: 0 0 0 2px rgb(255 255 255 / 0.35); }
    h1 { margin: 0 0 20px; font-size: 76px; line-height: 1.05; font-weight: 800; letter-spacing: -0.02em; }
    p { margin: 0; font-size: 34px; color: #c7d7fe; }
  </style></head><body>
    <div class="brand"><img src="data:image/svg+xml;base64,${logo}" alt="">Northvault</div>
    <div><h1>${title}</h1><p>${subtitle}</p></div>
  </body></html>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ viewport: SOCIAL_IMAGE_SIZE });
  for (const type of SOCIAL_IMAGE_TYPES) {
    await page.setContent(card(CAPTIONS[type]));
    await page.evaluate(() => globalThis.document.fonts.ready);
    await page.screenshot({ path: path.join(here, `${type}.png`) });
    console.log(`social/${type}.png`);
  }
} finally {
  await browser.close();
}
