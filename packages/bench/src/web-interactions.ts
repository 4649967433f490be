/**
 * Interaction to Next Paint of one interaction per page, which Lighthouse's navigation runs cannot
 * measure: the page is loaded and settled, the CPU slowed four times (as Lighthouse's mobile preset
 * does), then the interaction is made and the browser's own Event Timing entries give its duration,
 * from the input to the next paint.
 */
import type { Browser, Page } from 'playwright-core';

export interface PageInteraction {
  /** What the visitor does, as the report says it. */
  label: string;
  /** Makes the interaction, and waits until its result shows. */
  act(page: Page): Promise<void>;
}

const openSiteSearch: PageInteraction = {
  label: 'opening the site search',
  async act(page) {
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
  },
};

/** The interaction measured on each page; pages not named here open the site search. */
export const PAGE_INTERACTIONS: Record<string, PageInteraction> = {
  '/': {
    label: 'opening the payment modal',
    async act(page) {
      await page.getByRole('button', { name: 'Choose Business' }).click();
      await page.getByRole('dialog', { name: 'Subscribe to Business' }).waitFor();
    },
  },
  '/documentation': {
    label: 'opening a docs section',
    async act(page) {
      const section = page.getByRole('button', { name: 'Security', exact: true });
      await section.click();
      await page.waitForFunction(
        (element) => element?.getAttribute('aria-expanded') === 'true',
        await section.elementHandle(),
      );
    },
  },
  '/blog': {
    label: 'subscribing to the newsletter without an address',
    async act(page) {
      const band = page.getByRole('region', { name: 'The Northvault newsletter' });
      await band.getByRole('button', { name: 'Subscribe' }).click();
      // The form's error summary.
      await band.getByRole('alert').waitFor();
    },
  },
  '/support': {
    label: 'opening a question of the FAQ',
    async act(page) {
      const question = page.locator('#faq').getByRole('button').first();
      await question.click();
      await page.waitForFunction(
        (element) => element?.getAttribute('aria-expanded') === 'true',
        await question.elementHandle(),
      );
    },
  },
};

export function interactionFor(path: string): PageInteraction {
  return PAGE_INTERACTIONS[path] ?? openSiteSearch;
}

/** The smallest duration the browser reports an event with: below it, an interaction counts as this. */
export const SMALLEST_REPORTED_MS = 16;

/**
 * The interaction's INP in ms (SMALLEST_REPORTED_MS when it was quicker than the browser reports), or
 * null when it could not be made.
 */
export async function measureInteraction(
  browser: Browser,
  url: string,
  interaction: PageInteraction,
): Promise<number | null> {
  // Lighthouse's mobile viewport.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    // Runs in the page before its own scripts (this package is compiled without the DOM's types).
    await page.addInitScript({
      content: `window.__benchInteractionMs = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) if (entry.interactionId) window.__benchInteractionMs.push(entry.duration);
        }).observe({ type: 'event', durationThreshold: ${SMALLEST_REPORTED_MS}, buffered: true });`,
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
    // Settled: the page's remote has rendered, and its first idle work is done.
    await page.waitForTimeout(2_000);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    try {
      await interaction.act(page);
    } catch {
      return null;
    }
    // Event Timing entries are queued after the next paint.
    await page.waitForTimeout(1_000);
    const durations = (await page.evaluate('window.__benchInteractionMs')) as number[];
    return Math.max(SMALLEST_REPORTED_MS, ...durations);
  } finally {
    await context.close();
  }
}
