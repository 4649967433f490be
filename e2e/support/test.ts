/**
 * Playwright's `test` and `expect`, with every page of a test, in its own context or one it opens, waiting for
 * hydration after each navigation it awaits (hydration.ts). The suites import from here, not from @playwright/test.
 */
import { test as base, type BrowserContext } from '@playwright/test';
import { withHydrationWaits } from './hydration';

export * from '@playwright/test';

/** Every page of a context that runs scripts waits for hydration (not without JavaScript: nothing hydrates). */
function hydratingPagesOf(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  if (javaScriptEnabled) context.on('page', withHydrationWaits);
  return context;
}

export const test = base.extend<object, { hydratingBrowser: void }>({
  // Every context, the test's own and those it opens itself (two visitors, a canary's cohort), comes from here.
  hydratingBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        hydratingPagesOf(await newContext(options), options?.javaScriptEnabled !== false);
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  // The test's own context gets `test.use({ javaScriptEnabled })` as a default, not in the options seen above.
  context: async ({ context, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) context.off('page', withHydrationWaits);
    await use(context);
  },
});
