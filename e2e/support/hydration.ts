/**
 * A prerendered page is painted, and its `load` event fired, before its scripts have run: it asks for them after the
 * first paint (docs/architecture.md#scripts-after-the-first-paint). A test that acts as soon as the page has loaded
 * would follow a link the shell does not route yet, or type into a field React has not adopted. So every navigation a
 * test waits for (goto, reload, back, forward, waitForURL) also waits for the page to be hydrated, the way a person
 * waits for a page to respond.
 */
import type { Page } from '@playwright/test';

const pagesHoldingScripts = new WeakSet<Page>();

/** The page's scripts are held on purpose (first-paint.ts): it cannot hydrate until they are let go. */
export function holdingScripts(page: Page, holding: boolean) {
  if (holding) pagesHoldingScripts.add(page);
  else pagesHoldingScripts.delete(page);
}

/**
 * Whether React has adopted every element the server sent into the root. Hydration leaves its fiber on each node it
 * adopts; a node without one is still the server's, unless React put it there as raw HTML (dangerouslySetInnerHTML)
 * or it is one of the resources React's server rendering writes and the browser's never adopts (a `<link
 * rel=preload>` for an image, a `<title>`). A page the browser renders itself has nothing to adopt.
 */
function everyNodeAdopted(): boolean {
  const root = document.getElementById('root');
  if (!root?.hasAttribute('data-prerendered')) return true;
  const keyOf = (element: Element, prefix: string) =>
    Object.keys(element).find((key) => key.startsWith(prefix)) as keyof Element | undefined;
  for (const element of root.querySelectorAll('*')) {
    if (keyOf(element, '__reactFiber') || element.matches('link, meta, title, style, script')) continue;
    let owner = element.parentElement;
    while (owner && owner !== root && !keyOf(owner, '__reactFiber')) owner = owner.parentElement;
    const propsKey = owner && keyOf(owner, '__reactProps');
    const props = propsKey ? (owner![propsKey] as { dangerouslySetInnerHTML?: unknown }) : null;
    if (!props?.dangerouslySetInnerHTML) return false;
  }
  return true;
}

export async function waitForHydration(page: Page) {
  if (pagesHoldingScripts.has(page)) return;
  await page.waitForFunction(everyNodeAdopted);
}

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit';

/** Only a navigation awaited to its load (the default) waits for hydration; `commit` and the like mean "not yet". */
const waitsForLoad = (options?: { waitUntil?: WaitUntil }) =>
  options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/** Makes the page's navigations wait for hydration (not in a browser context without JavaScript: nothing hydrates). */
export function withHydrationWaits(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const goBack = page.goBack.bind(page);
  const goForward = page.goForward.bind(page);
  const waitForURL = page.waitForURL.bind(page);
  const hydrated = async <T>(result: T, options?: { waitUntil?: WaitUntil }): Promise<T> => {
    if (waitsForLoad(options)) await waitForHydration(page);
    return result;
  };
  page.goto = async (url, options) => hydrated(await goto(url, options), options);
  page.reload = async (options) => hydrated(await reload(options), options);
  page.goBack = async (options) => hydrated(await goBack(options), options);
  page.goForward = async (options) => hydrated(await goForward(options), options);
  page.waitForURL = async (url, options) => hydrated(await waitForURL(url, options), options);
  return page;
}
