import { DEFAULT_CANARY_THRESHOLDS } from '@northvault/hosting/release-store';
import { judgeCanary } from './canary-rule';

const figures = (failures: number, loads: number, commonestFailure: string | null = 'RUNTIME-008') => ({
  loads,
  failures,
  commonestFailure: failures === 0 ? null : commonestFailure,
});

it('aborts a canary that fails clearly more than the current release, saying by how much', () => {
  expect(judgeCanary(figures(7, 60), figures(0, 240), DEFAULT_CANARY_THRESHOLDS)).toEqual({
    abort: true,
    reason: 'aborted automatically: 7 of 60 loads failed (RUNTIME-008) vs 0 of 240',
  });
});

it('waits for the minimum number of loads', () => {
  expect(judgeCanary(figures(49, 49), figures(0, 240), DEFAULT_CANARY_THRESHOLDS)).toEqual({ abort: false });
  expect(judgeCanary(figures(50, 50), figures(0, 240), DEFAULT_CANARY_THRESHOLDS).abort).toBe(true);
});

it('needs both more than 2 points and more than twice the current rate', () => {
  // 10 % vs 9 %: twice is not reached, nor 2 points.
  expect(judgeCanary(figures(10, 100), figures(9, 100), DEFAULT_CANARY_THRESHOLDS).abort).toBe(false);
  // 30 % vs 20 %: 10 points more, but not twice the rate.
  expect(judgeCanary(figures(30, 100), figures(20, 100), DEFAULT_CANARY_THRESHOLDS).abort).toBe(false);
  // 1.5 % vs 0.5 %: three times the rate, but only 1 point more.
  expect(judgeCanary(figures(3, 200), figures(1, 200), DEFAULT_CANARY_THRESHOLDS).abort).toBe(false);
  // Exactly 2 points and exactly twice (4 % vs 2 %) is not "more than".
  expect(judgeCanary(figures(4, 100), figures(2, 100), DEFAULT_CANARY_THRESHOLDS).abort).toBe(false);
  expect(judgeCanary(figures(5, 100), figures(2, 100), DEFAULT_CANARY_THRESHOLDS).abort).toBe(true);
});

it('never aborts a canary without failures, and applies the thresholds a remote was given', () => {
  expect(judgeCanary(figures(0, 500), figures(0, 500), DEFAULT_CANARY_THRESHOLDS).abort).toBe(false);
  const lenient = { minLoads: 10, maxIncreasePoints: 20, maxRatio: 5 };
  expect(judgeCanary(figures(2, 10, 'render-error'), figures(0, 10), lenient).abort).toBe(false);
  expect(judgeCanary(figures(3, 10, 'render-error'), figures(0, 10), lenient)).toEqual({
    abort: true,
    reason: 'aborted automatically: 3 of 10 loads failed (render-error) vs 0 of 10',
  });
});
