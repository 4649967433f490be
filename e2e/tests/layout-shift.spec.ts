/**
 * No layout shift on a prerendered page (docs/architecture.md#first-paint-from-prerendered-fragments): what the HTML
 * paints before any script is where hydration and the session leave it, signed out and signed in alike. The
 * cumulative layout shift from navigation until the page has hydrated and the session has settled is 0.
 */
import { expect, test as base, type BrowserContext, type Page } from '../support/test';
import { PRERENDERED_ROUTES } from '@northvault/contracts/page-fragments';
import { loginRedirectUrlPath } from '@northvault/contracts/routes';
import { holdScripts } from '../support/first-paint';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { siteOrigin } from '../support/environment';
import { subscribe } from '../support/subscribe';

/** A concrete address for each route pattern; the shell's not-found page is prerendered too. */
const EXAMPLE_PATHS: Readonly<Record<string, string>> = {
  '/blog/:id': '/blog/automatic-reconciliation-with-xero',
  '/api-docs/:planId': '/api-docs/business',
};
/** A signed-out-only page (a sign-in card) is rendered in the browser for a signed-in visitor: not measured so. */
const PATHS = [
  ...PRERENDERED_ROUTES.map(({ path, signedOutOnly }) => ({ path: EXAMPLE_PATHS[path] ?? path, signedOutOnly })),
  { path: '/no-such-page', signedOutOnly: undefined },
];

/**
 * Each width with a viewport taller than its longest page: a layout shift counts only inside the viewport, and a
 * reader who scrolled before the page hydrated would see one below the first screen too (the docs' sections
 * collapsing, say). The test checks the page fits.
 */
const VIEWPORTS = [
  { width: 1366, height: 8000 },
  { width: 390, height: 12000 },
] as const;

/** The subscriber's name: a given name longer than `Sign in`, so the user menu's button is wider than its label. */
const SUBSCRIBER_NAME = 'Bartholomew Okonkwo-Reyes';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const test = base.extend<object, { subscriberState: StorageState }>({
  // One subscriber per worker, signed in once: an Enterprise plan shows the most signed-in differences (the user
  // menu, the hero's `Access Your API Docs`, the current plan among the prices).
  subscriberState: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL: siteOrigin });
      const page = await context.newPage();
      const identity = uniqueIdentity('layout-shift', SUBSCRIBER_NAME);
      await subscribe(page, identity, 'enterprise');
      await signIn(page, identity);
      const state = await context.storageState();
      await context.close();
      await use(state);
    },
    // Sign-in runs through the provider's pages: on a loaded machine that takes longer than a test's 30 s.
    { scope: 'worker', timeout: 120_000 },
  ],
});
const signedInTest = test.extend({ storageState: async ({ subscriberState }, use) => use(subscriberState) });

interface Shift {
  value: number;
  sources: string[];
}

/** Records every layout shift from the document's start, with the elements that moved and where from and to. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? 'a removed node';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList].map((name) => `.${name}`).join('');
      return `${node.tagName.toLowerCase()}${id}${classes} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
    };
    const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}×${height}`;
    const shifts: Shift[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & LayoutShiftEntry>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: entry.sources.map(
            (source) => `${describe(source.node)}: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Not in TypeScript's DOM library yet (https://wicg.github.io/layout-instability/#sec-layout-shift). */
interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
}

/** Waits until the page's H1 is React's (hydrated), the session shows its settled control, and the network rests. */
async function settle(page: Page, sessionControl: string | RegExp): Promise<void> {
  await expect(page.getByRole('button', { name: sessionControl })).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(
      () => page.locator('main h1').evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber'))),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  // Layout shifts are reported after the frame that made them.
  await nextFrames(page);
}

/** Two frames rendered: whatever the page's layout was is painted. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
  );
}

async function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts);
}

async function expectNoLayoutShift(page: Page, path: string, sessionControl: string | RegExp): Promise<void> {
  await recordLayoutShifts(page);
  // A sign-in card goes on to the provider once the session settles signed out: its request fails, the page stays.
  await page.route(
    (url) => url.pathname === loginRedirectUrlPath(),
    (route) => route.abort(),
  );
  // The prerendered page is painted before any script runs, as on a slow phone: hydration then has a painted layout
  // to keep, whatever the machine's speed.
  const scripts = await holdScripts(page);
  const response = await page.goto(path, { waitUntil: 'commit' });
  // The page came prerendered: this measures hydration, not a page rendered in the browser.
  expect(await response!.text()).toContain('data-prerendered');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await nextFrames(page);
  await scripts.release();

  await settle(page, sessionControl);
  // `<main>` is at least a screen tall: the footer starts at the viewport's bottom edge when the page fits.
  const footerTop = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().top);
  expect(footerTop, 'the page fits in the viewport').toBeLessThanOrEqual(page.viewportSize()!.height);
  const shifts = await layoutShifts(page);
  const cls = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cls, `layout shifts: ${JSON.stringify(shifts, null, 2)}`).toBe(0);
}

// A page's scripts and the session's answer arrive late on a machine shared with builds: each wait has room.
test.describe.configure({ timeout: 90_000 });

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.width} px wide`, () => {
    test.use({ viewport });

    for (const { path, signedOutOnly } of PATHS) {
      test(`${path}, signed out: CLS 0 until hydrated and settled`, async ({ page }) => {
        await expectNoLayoutShift(page, path, 'Sign in');
      });

      if (signedOutOnly) continue;
      signedInTest(`${path}, signed in: CLS 0 until hydrated and settled`, async ({ page }) => {
        await expectNoLayoutShift(page, path, `Account menu for ${SUBSCRIBER_NAME}`);
      });
    }
  });
}
