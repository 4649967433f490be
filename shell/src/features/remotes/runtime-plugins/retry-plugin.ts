/**
 * Module Federation runtime plugin `northvault-retry`: a remote module that fails to load (its
 * remoteEntry.js, an exposed chunk, the container's init) is loaded again, after a pause that
 * doubles each time, until it loads, the attempts run out, or the deadline would pass.
 *
 * Register it after the fallback plugin: in `errorLoadRemote` the last plugin that answers wins,
 * so a retry that succeeds replaces the fallback the plugin before it offered.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { describeFailure } from '../federation-error-code';

export const RETRY_PLUGIN_NAME = 'northvault-retry';

export interface RetryOptions {
  /** Loads of one module in all, the first included. */
  attempts: number;
  /** Pause before the second load; doubled before each later one. */
  retryDelayMs: number;
  /** No load starts later than this after the first one began. */
  deadlineMs: number;
  /** Told of each failed load, with Module Federation's error code when there is one. */
  onFailedAttempt?: (failure: FailedAttempt) => void;
}

export interface FailedAttempt {
  id: string;
  attempt: number;
  attempts: number;
  /** `RUNTIME-008`, or the error's name when the runtime gave no code. */
  reason: string;
  error: unknown;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function retryPlugin(options: RetryOptions): ModuleFederationRuntimePlugin {
  // One entry per module being loaded: its failures so far and when its first load began.
  const loads = new Map<string, { failures: number; startedAt: number }>();

  return {
    name: RETRY_PLUGIN_NAME,

    async beforeRequest(args) {
      // A retry comes through here again: it belongs to the load that is already counted.
      if (!loads.has(args.id)) loads.set(args.id, { failures: 0, startedAt: Date.now() });
      return args;
    },

    async afterLoadRemote({ id, error, recovered }) {
      if (!error || recovered) loads.delete(id);
    },

    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') return undefined;
      const load = loads.get(id) ?? { failures: 0, startedAt: Date.now() };
      load.failures += 1;
      options.onFailedAttempt?.({
        id,
        attempt: load.failures,
        attempts: options.attempts,
        reason: describeFailure(error),
        error,
      });

      const delay = options.retryDelayMs * 2 ** (load.failures - 1);
      if (load.failures >= options.attempts || Date.now() + delay >= load.startedAt + options.deadlineMs) {
        loads.delete(id);
        return undefined;
      }
      loads.set(id, load);
      await pause(delay);
      return origin.loadRemote(id);
    },
  };
}
