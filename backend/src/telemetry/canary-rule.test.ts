import { DEFAULT_CANARY_THRESHOLDS } from '@northvault/hosting/release-store';
import { judgeCanary } from './canary-rule';

/** One visitor per load unless said otherwise. */
const figures = (
  failures: number,
  loads: number,
  commonestFailure: string | null = 'RUNTIME-008',
  visitors = { visitors: loads, failingVisitors: failures },
) => ({
  loads,
  failures,
  ...visitors,
  commonestFailure: failures === 0 ? null : commonestFailure,
});

/** CANARY_MIN_FAILING_VISITORS as these cases use it, unless a case says otherwise. */
const MIN_VISITORS = 5;

it('aborts a canary that fails clearly more than the current release, saying by how much', () => {
  expect(judgeCanary(figures(7, 60), figures(0, 240), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS)).toEqual({
    abort: true,
    reason:
      'aborted automatically: 7 of 60 loads failed (RUNTIME-008), 7 of 60 visitors, vs 0 of 240 loads, 0 of 240 visitors',
  });
});

it('waits for the minimum number of loads', () => {
  expect(judgeCanary(figures(49, 49), figures(0, 240), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS)).toEqual({
    abort: false,
  });
  expect(judgeCanary(figures(50, 50), figures(0, 240), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(true);
});

it('needs both more than 2 points and more than twice the current rate', () => {
  // 10 % vs 9 %: twice is not reached, nor 2 points.
  expect(judgeCanary(figures(10, 100), figures(9, 100), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(false);
  // 30 % vs 20 %: 10 points more, but not twice the rate.
  expect(judgeCanary(figures(30, 100), figures(20, 100), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(false);
  // 1.5 % vs 0.5 %: three times the rate, but only 1 point more.
  expect(judgeCanary(figures(3, 200), figures(1, 200), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(false);
  // Exactly 2 points and exactly twice (4 % vs 2 %) is not "more than".
  expect(judgeCanary(figures(4, 100), figures(2, 100), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(false);
  expect(judgeCanary(figures(5, 100), figures(2, 100), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(true);
});

it('never aborts a canary without failures, and applies the thresholds a remote was given', () => {
  expect(judgeCanary(figures(0, 500), figures(0, 500), DEFAULT_CANARY_THRESHOLDS, MIN_VISITORS).abort).toBe(false);
  const lenient = { minLoads: 10, maxIncreasePoints: 20, maxRatio: 5 };
  expect(judgeCanary(figures(2, 10, 'render-error'), figures(0, 10), lenient, 1).abort).toBe(false);
  expect(judgeCanary(figures(3, 10, 'render-error'), figures(0, 10), lenient, 1)).toEqual({
    abort: true,
    reason:
      'aborted automatically: 3 of 10 loads failed (render-error), 3 of 10 visitors, vs 0 of 10 loads, 0 of 10 visitors',
  });
});

it('needs failures from at least the configured number of distinct visitors', () => {
  // 60 failed loads, all from 4 visitors.
  const fourVisitors = figures(60, 60, 'RUNTIME-008', { visitors: 4, failingVisitors: 4 });
  expect(judgeCanary(fourVisitors, figures(0, 240), DEFAULT_CANARY_THRESHOLDS, 5).abort).toBe(false);
  expect(judgeCanary(fourVisitors, figures(0, 240), DEFAULT_CANARY_THRESHOLDS, 4).abort).toBe(true);
});

it('compares the share of visitors who saw a failure, so one visitor reloading cannot dilute nor inflate it', () => {
  // 200 ok loads, but from only 2 visitors; 8 of 20 visitors failed: 40 % of visitors, 3.6 % of loads.
  const canary = figures(8, 220, 'RUNTIME-008', { visitors: 20, failingVisitors: 8 });
  expect(judgeCanary(canary, figures(0, 240), DEFAULT_CANARY_THRESHOLDS, 5).abort).toBe(true);
  // 6 failing visitors of 100 vs 5 of 100 on the current release: not twice the share.
  const similar = figures(30, 100, 'RUNTIME-008', { visitors: 100, failingVisitors: 6 });
  expect(
    judgeCanary(
      similar,
      figures(5, 100, 'RUNTIME-008', { visitors: 100, failingVisitors: 5 }),
      DEFAULT_CANARY_THRESHOLDS,
      5,
    ).abort,
  ).toBe(false);
});
