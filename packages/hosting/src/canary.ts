/**
 * Canary releases: a new release that only a share of visitors gets while everyone else stays on
 * the current one, until it is promoted (it becomes current) or aborted (by hand, or by the
 * backend's automatic rollback when it fails more than the current release). Each change is a
 * function of the remote's state, so the file store and PostgreSQL apply the same rules.
 */
import { ReleaseError, type CanaryThresholds, type ReleaseState } from './release-store';

export interface CanaryRequest {
  version: string;
  percent: number;
  thresholds: CanaryThresholds;
}

export function startCanary(state: ReleaseState, remoteId: string, request: CanaryRequest, now: Date): ReleaseState {
  if (!Number.isInteger(request.percent) || request.percent < 1 || request.percent > 100) {
    throw new ReleaseError(`--canary must be a whole percentage from 1 to 100 (got ${request.percent})`);
  }
  if (state.current === null) {
    throw new ReleaseError(`${remoteId} has no live release yet: release it first, then send the next one as a canary`);
  }
  if (state.canary) {
    throw new ReleaseError(
      `${remoteId} already has a canary (${state.canary.version} for ${state.canary.percent}%): promote or abort it first`,
    );
  }
  if (request.version === state.current) {
    throw new ReleaseError(`${remoteId} ${request.version} is already the live release`);
  }
  const at = now.toISOString();
  return {
    ...state,
    canary: { version: request.version, percent: request.percent, startedAt: at, thresholds: request.thresholds },
    events: [...state.events, { at, version: request.version, message: `canary for ${request.percent}% of visitors` }],
  };
}

/** The canary becomes the current release for everyone. */
export function promoteCanary(state: ReleaseState, remoteId: string, now: Date): ReleaseState {
  const canary = requireCanary(state, remoteId);
  const at = now.toISOString();
  return {
    ...state,
    current: canary.version,
    releases: [
      ...state.releases.filter((entry) => entry.version !== canary.version),
      { version: canary.version, publishedAt: at },
    ],
    canary: null,
    events: [...state.events, { at, version: canary.version, message: 'promoted' }],
  };
}

/**
 * Everyone goes back to the current release. `onlyVersion` makes it a no-op when the canary has
 * changed meanwhile (promoted or replaced by hand while the automatic rollback was deciding).
 */
export function abortCanary(
  state: ReleaseState,
  remoteId: string,
  reason: string,
  now: Date,
  onlyVersion?: string,
): ReleaseState {
  if (onlyVersion !== undefined && state.canary?.version !== onlyVersion) return state;
  const canary = requireCanary(state, remoteId);
  return {
    ...state,
    canary: null,
    events: [...state.events, { at: now.toISOString(), version: canary.version, message: reason }],
  };
}

function requireCanary(state: ReleaseState, remoteId: string) {
  if (!state.canary) throw new ReleaseError(`${remoteId} has no canary running`);
  return state.canary;
}
