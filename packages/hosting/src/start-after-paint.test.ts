/**
 * @jest-environment jsdom
 */
// The start script runs in a browser: this suite reads the document it changed.
/// <reference lib="dom" />
import { DEFERRED_SCRIPTS_ELEMENT_ID, LATEST_START_MS, START_SCRIPT } from './scripts-after-paint';

type PaintCallback = (
  list: { getEntriesByName: (name: string) => unknown[] },
  observer: { disconnect(): void },
) => void;

let observers: PaintCallback[] = [];

/** Paint timing as the browser reports it: an observer told of each paint. */
class FakePaintObserver {
  constructor(private readonly callback: PaintCallback) {}
  observe() {
    observers.push(this.callback);
  }
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
}

function paint(name: string) {
  for (const callback of [...observers]) {
    callback(
      { getEntriesByName: (asked) => (asked === name ? [{ name }] : []) },
      {
        disconnect: () => (observers = observers.filter((other) => other !== callback)),
      },
    );
  }
}

const requested = () => ({
  preloads: [...document.head.querySelectorAll('link[rel=preload][as=script]')].map((link) =>
    link.getAttribute('href'),
  ),
  scripts: [...document.head.querySelectorAll('script[src]')].map((script) => [
    script.getAttribute('src'),
    (script as HTMLScriptElement).async,
  ]),
});

beforeEach(() => {
  jest.useFakeTimers();
  observers = [];
  document.head.innerHTML = `<script type="application/json" id="${DEFERRED_SCRIPTS_ELEMENT_ID}">${JSON.stringify({
    preloads: ['/bootstrap.js', 'https://docs.example/remoteEntry.js'],
    scripts: ['/main.js', '/second.js'],
  })}</script>`;
  Object.defineProperty(window, 'PerformanceObserver', { value: FakePaintObserver, configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => jest.useRealTimers());

const run = () => window.eval(START_SCRIPT);

it('asks for nothing before the first contentful paint, and for everything, in order, just after it', () => {
  run();
  paint('first-paint');
  jest.advanceTimersByTime(10);
  expect(requested()).toEqual({ preloads: [], scripts: [] });

  paint('first-contentful-paint');
  expect(requested().scripts).toEqual([]);
  jest.advanceTimersByTime(0);
  expect(requested()).toEqual({
    preloads: ['/bootstrap.js', 'https://docs.example/remoteEntry.js'],
    // Not async: they run in the order given, as deferred scripts did.
    scripts: [
      ['/main.js', false],
      ['/second.js', false],
    ],
  });
  // Once only, whatever comes after.
  jest.advanceTimersByTime(LATEST_START_MS);
  expect(requested().scripts).toHaveLength(2);
});

it(`starts after ${LATEST_START_MS} ms when no paint is reported`, () => {
  run();
  jest.advanceTimersByTime(LATEST_START_MS - 1);
  expect(requested().scripts).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(requested().scripts).toHaveLength(2);
});

it('starts at once in a hidden tab, which paints nothing', () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  run();
  expect(requested().scripts).toHaveLength(2);
});

it('starts at once in a browser without paint timing', () => {
  Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true });
  run();
  expect(requested().scripts).toHaveLength(2);
});
