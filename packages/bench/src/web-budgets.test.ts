import { judge, type PageMeasure } from './web-budgets';

const WITHIN: PageMeasure = {
  page: '/',
  performance: 99,
  lcpMs: 1100,
  cls: 0,
  tbtMs: 40,
  fcpMs: 800,
  htmlKb: 12.5,
  inpMs: 120,
  interaction: 'opening the payment modal',
};

const failed = (measure: PageMeasure, javascriptKb = 140, reactCopies = 1) =>
  judge([measure], { javascriptKb, reactCopies })
    .filter(({ passed }) => !passed)
    .map(({ label }) => label);

it('passes a page within every budget, and says each budget it checked', () => {
  const checks = judge([WITHIN], { javascriptKb: 140, reactCopies: 1 });
  expect(checks.map(({ label }) => label)).toEqual([
    '/: performance 99 ≥ 98',
    '/: LCP 1100 ms ≤ 1200 ms',
    '/: CLS 0 = 0',
    '/: TBT 40 ms ≤ 100 ms',
    '/: HTML 12.5 KB ≤ 40 KB gzip',
    '/: INP 120 ms ≤ 200 ms (opening the payment modal)',
    'landing JavaScript 140.0 KB ≤ 150 KB gzip',
    'React downloaded 1 time(s) = 1',
  ]);
  expect(checks.every(({ passed }) => passed)).toBe(true);
});

it('fails each budget a page misses', () => {
  expect(failed({ ...WITHIN, performance: 97, lcpMs: 1201, cls: 0.002, tbtMs: 101, htmlKb: 40.1, inpMs: 201 })).toEqual(
    [
      '/: performance 97 ≥ 98',
      '/: LCP 1201 ms ≤ 1200 ms',
      '/: CLS 0.002 = 0',
      '/: TBT 101 ms ≤ 100 ms',
      '/: HTML 40.1 KB ≤ 40 KB gzip',
      '/: INP 201 ms ≤ 200 ms (opening the payment modal)',
    ],
  );
});

it('fails an interaction that could not be made, and JavaScript over budget or React twice', () => {
  expect(failed({ ...WITHIN, inpMs: null }, 150.1, 2)).toEqual([
    '/: INP not measured (opening the payment modal could not be done)',
    'landing JavaScript 150.1 KB ≤ 150 KB gzip',
    'React downloaded 2 time(s) = 1',
  ]);
});
