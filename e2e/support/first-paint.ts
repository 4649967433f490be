/** What the suites of prerendered pages watch: the page before any script runs, and every error after. */
import type { ElementHandle, Page, Route } from '@playwright/test';
import { holdingScripts } from './hydration';

/** Holds every script request until `release()`: the page is parsed and painted, no script has run. */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  holdingScripts(page, true);
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      holdingScripts(page, false);
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/**
 * Every console error and uncaught error of the page, and every hydration warning. The browser's own log of the
 * signed-out visitor's 401 from /api/users/me is how the session learns nobody is signed in, not an error.
 */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const signedOut = message.location().url.endsWith('/api/users/me') && message.text().includes('401');
    if ((message.type() === 'error' && !signedOut) || message.text().includes('[hydration]')) {
      errors.push(`${message.text()} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Whether React has adopted the node the server sent: hydration keeps its fiber on the node it found. */
export function adoptedByReact(node: ElementHandle): Promise<boolean> {
  return node.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}
