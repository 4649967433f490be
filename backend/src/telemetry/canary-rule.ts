/**
 * When a canary fails enough more than the current release to be aborted. Loads are distinct load
 * tokens (page loads the site server vouched for), visitors distinct cohort visitors, so neither a
 * replayed report nor one browser reloading can tip the balance. A canary is aborted when:
 * - it has at least `minLoads` loads in the window;
 * - at least `minFailingVisitors` distinct visitors had a failed load (CANARY_MIN_FAILING_VISITORS);
 * - the share of its visitors who had a failure is both more than `maxIncreasePoints` percentage
 *   points above the current release's and more than `maxRatio` times it.
 */
import type { CanaryThresholds } from '@northvault/hosting/release-store';
import type { WindowFigures } from './remote-loads.service';

export type CanaryVerdict = { abort: false } | { abort: true; reason: string };

function failingShare({ visitors, failingVisitors }: WindowFigures): number {
  return visitors === 0 ? 0 : failingVisitors / visitors;
}

export function judgeCanary(
  canary: WindowFigures,
  current: WindowFigures,
  thresholds: CanaryThresholds,
  minFailingVisitors: number,
): CanaryVerdict {
  if (canary.loads < thresholds.minLoads || canary.failingVisitors < Math.max(1, minFailingVisitors)) {
    return { abort: false };
  }
  const canaryRate = failingShare(canary);
  const currentRate = failingShare(current);
  const worseBy = canaryRate - currentRate > thresholds.maxIncreasePoints / 100;
  const timesWorse = canaryRate > thresholds.maxRatio * currentRate;
  if (!worseBy || !timesWorse) return { abort: false };
  return {
    abort: true,
    reason:
      `aborted automatically: ${canary.failures} of ${canary.loads} loads failed (${canary.commonestFailure}), ` +
      `${canary.failingVisitors} of ${canary.visitors} visitors, ` +
      `vs ${current.failures} of ${current.loads} loads, ${current.failingVisitors} of ${current.visitors} visitors`,
  };
}
