/**
 * When a canary fails enough more than the current release to be aborted: it has at least
 * `minLoads` loads in the window, and its failure rate is both more than `maxIncreasePoints`
 * percentage points above the current release's and more than `maxRatio` times it.
 */
import type { CanaryThresholds } from '@northvault/hosting/release-store';
import type { WindowFigures } from './remote-loads.service';

export type CanaryVerdict = { abort: false } | { abort: true; reason: string };

function rate({ loads, failures }: WindowFigures): number {
  return loads === 0 ? 0 : failures / loads;
}

export function judgeCanary(
  canary: WindowFigures,
  current: WindowFigures,
  thresholds: CanaryThresholds,
): CanaryVerdict {
  if (canary.loads < thresholds.minLoads || canary.failures === 0) return { abort: false };
  const canaryRate = rate(canary);
  const currentRate = rate(current);
  const worseBy = canaryRate - currentRate > thresholds.maxIncreasePoints / 100;
  const timesWorse = canaryRate > thresholds.maxRatio * currentRate;
  if (!worseBy || !timesWorse) return { abort: false };
  return {
    abort: true,
    reason:
      `aborted automatically: ${canary.failures} of ${canary.loads} loads failed (${canary.commonestFailure}) ` +
      `vs ${current.failures} of ${current.loads}`,
  };
}
