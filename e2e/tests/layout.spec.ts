import { expect, test, type Page } from '../support/test';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { SITE_PAGES, type SitePage } from '../support/site-pages';
import { subscribe } from '../support/subscribe';

/**
 * One page frame on every route (docs/product/routes.md#page-frame): whichever app renders the page, its h1 has
 * the site's one size for the width, and its text starts on the header's left edge.
 */

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** Every route, plus the two not-found pages (the shell's and the blog's). */
const PAGES: readonly SitePage[] = [
  ...SITE_PAGES,
  { path: '/no-such-page', heading: 'Page not found' },
  { path: '/blog/no-such-post', heading: 'Article not found' },
];

interface Frame {
  fontSize: string;
  /** Where the h1's text starts: its first glyph, not its box, so centred text inside a wide box counts as centred. */
  headingLeft: number;
  headerLeft: number;
}

async function measure(page: Page, { path, heading }: SitePage): Promise<Frame> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveText(heading);
  await expect(h1).toBeVisible();
  const headerBrand = await page.getByRole('banner').getByRole('link', { name: 'Northvault home' }).boundingBox();
  const { fontSize, headingLeft } = await h1.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return { fontSize: getComputedStyle(element).fontSize, headingLeft: range.getBoundingClientRect().left };
  });
  return { fontSize, headingLeft: Math.round(headingLeft), headerLeft: Math.round(headerBrand!.x) };
}

test('every route’s h1 has one size per width and starts on the header’s left edge', async ({ page }) => {
  test.setTimeout(180_000);
  // Signed in as an Enterprise subscriber, every route shows its page, the signed-in-only ones included.
  const identity = uniqueIdentity('layout-enterprise', 'Katherine Johnson');
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);

  for (const viewport of WIDTHS) {
    await page.setViewportSize(viewport);
    const frames = new Map<string, Frame>();
    for (const sitePage of PAGES) frames.set(sitePage.path, await measure(page, sitePage));

    const headerLeft = frames.get('/')!.headerLeft;
    const fontSize = frames.get('/')!.fontSize;
    const expected = Object.fromEntries([...frames.keys()].map((path) => [path, { fontSize, left: headerLeft }]));
    const measured = Object.fromEntries(
      [...frames].map(([path, frame]) => [path, { fontSize: frame.fontSize, left: frame.headingLeft }]),
    );
    expect(measured, `at ${viewport.width}×${viewport.height}`).toEqual(expected);
    // The header's edge itself does not move from page to page.
    expect(new Set([...frames.values()].map((frame) => frame.headerLeft))).toEqual(new Set([headerLeft]));
  }
});
