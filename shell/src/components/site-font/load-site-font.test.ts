import { http, HttpResponse } from 'msw';
import { SITE_FONT_COOKIE } from '@northvault/contracts/site-font';
import { apiServer } from '@northvault/ui/testing/api-server';
import { loadSiteFontWhenIdle, QUIET_AFTER_PAINT_MS, resetSiteFontForTests } from './load-site-font';

const FILES = ['/fonts/inter/5.3.0/inter-latin-400-normal.woff2', '/fonts/inter/5.3.0/inter-latin-700-normal.woff2'];
let fetched: string[] = [];
let fileStatus = 200;

function clearCookie() {
  document.cookie = `${SITE_FONT_COOKIE}=; path=/; max-age=0`;
}

beforeEach(() => {
  resetSiteFontForTests();
  clearCookie();
  fetched = [];
  fileStatus = 200;
  apiServer.use(
    http.get('/fonts/inter.css', ({ request }) => {
      fetched.push(new URL(request.url).pathname);
      return new HttpResponse(
        FILES.map((file) => `@font-face{font-family:'Inter';src:url(${file}) format('woff2')}`).join('\n'),
        {
          headers: { 'Content-Type': 'text/css' },
        },
      );
    }),
    http.get('/fonts/inter/:version/:file', ({ request }) => {
      fetched.push(new URL(request.url).pathname);
      return new HttpResponse(new Uint8Array([0x77, 0x4f, 0x46, 0x32]), { status: fileStatus });
    }),
  );
});

afterEach(clearCookie);

const cookieSet = () => document.cookie.includes(`${SITE_FONT_COOKIE}=1`);

it('fetches Inter’s files once the page has stopped painting and the browser is idle, applies nothing, then records that it holds them', async () => {
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) =>
    Number(setTimeout(() => callback({ didTimeout: false, timeRemaining: () => 50 }), 0)),
  );
  try {
    const asked = performance.now();
    loadSiteFontWhenIdle();
    loadSiteFontWhenIdle();
    expect(window.requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(fetched).toEqual([]);

    await waitFor(cookieSet);
    expect(fetched).toEqual(['/fonts/inter.css', ...FILES]);
    // Nothing was fetched before the page had gone half a second without painting.
    expect(performance.now() - asked).toBeGreaterThanOrEqual(QUIET_AFTER_PAINT_MS);
    expect(document.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(0);
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
  }
});

it('fetches nothing before the page’s load event: the page’s own files come first', async () => {
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  try {
    loadSiteFontWhenIdle();
    await new Promise((resolve) => setTimeout(resolve, QUIET_AFTER_PAINT_MS + 300));
    expect(fetched).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await waitFor(cookieSet);
    expect(fetched).toEqual(['/fonts/inter.css', ...FILES]);
  } finally {
    delete (document as { readyState?: DocumentReadyState }).readyState;
  }
});

it('records nothing when a file cannot be fetched, so a later page tries again', async () => {
  fileStatus = 503;
  loadSiteFontWhenIdle();
  await waitFor(() => fetched.length === 3);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(cookieSet()).toBe(false);
});

it('fetches nothing once the browser holds the files: the site links them from the first paint', async () => {
  document.cookie = `${SITE_FONT_COOKIE}=1; path=/`;
  loadSiteFontWhenIdle();
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(fetched).toEqual([]);
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; tries < 300 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
}
