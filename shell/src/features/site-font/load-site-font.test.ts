import { loadSiteFontWhenIdle, resetSiteFontForTests, SITE_FONT_STYLESHEET } from './load-site-font';

const linkedStylesheets = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'));

beforeEach(() => {
  jest.useFakeTimers();
  resetSiteFontForTests();
  document.head.innerHTML = '';
});

afterEach(() => {
  jest.useRealTimers();
});

it('links Inter’s stylesheet only once the browser is idle, however many pages ask', () => {
  loadSiteFontWhenIdle();
  loadSiteFontWhenIdle();
  expect(linkedStylesheets()).toEqual([]);

  jest.runAllTimers();
  expect(SITE_FONT_STYLESHEET).toBe('/fonts/inter.css');
  expect(linkedStylesheets()).toEqual(['/fonts/inter.css']);
});

it('waits for an idle moment where the browser offers one', () => {
  const idle: Array<() => void> = [];
  window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
    idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
    return idle.length;
  });
  try {
    loadSiteFontWhenIdle();
    jest.runAllTimers();
    expect(linkedStylesheets()).toEqual([]);
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });

    idle.forEach((run) => run());
    expect(linkedStylesheets()).toEqual(['/fonts/inter.css']);
  } finally {
    delete (window as Partial<Window>).requestIdleCallback;
  }
});

it('adds nothing to a branded page that links Inter already', () => {
  document.head.innerHTML = '<link rel="stylesheet" href="/fonts/inter.css">';
  loadSiteFontWhenIdle();
  jest.runAllTimers();
  expect(linkedStylesheets()).toEqual(['/fonts/inter.css']);
});
