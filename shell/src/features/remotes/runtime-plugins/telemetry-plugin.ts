/**
 * Module Federation runtime plugin `northvault-telemetry`: measures each load of a remote module
 * and tells `report` how it ended, once, however many attempts the retry plugin made:
 * `ok` when the module arrived, the Module Federation code of the last failure (`RUNTIME-008`)
 * when a fallback stood in or the load failed, `timeout` when nothing was settled in `timeoutMs`.
 *
 * Register it before the retry and fallback plugins: it only watches (its errorLoadRemote answers
 * nothing) and must see each failure before a retry starts the next attempt.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { federationErrorCode } from '../federation-error-code';

export const TELEMETRY_PLUGIN_NAME = 'northvault-telemetry';

/** A failure with no Module Federation code (a module without a default export, for one). */
export const UNCODED_LOAD_FAILURE = 'load-error';

export interface SettledLoad {
  /** `mfe_docs/ApiDocsPage`. */
  id: string;
  outcome: string;
  durationMs: number;
}

export interface TelemetryOptions {
  /** A load still unsettled after this long is reported as `timeout` (the loader gives up then too). */
  timeoutMs: number;
  report: (load: SettledLoad) => void;
}

interface Load {
  startedAt: number;
  /** loadRemote calls under way for the module: a retry calls it again from inside the first. */
  depth: number;
  loaded: boolean;
  failure: string | null;
  timer: ReturnType<typeof setTimeout>;
}

export function telemetryPlugin(options: TelemetryOptions): ModuleFederationRuntimePlugin {
  const loads = new Map<string, Load>();

  const settle = (id: string, outcome: string) => {
    const load = loads.get(id);
    if (!load) return;
    loads.delete(id);
    clearTimeout(load.timer);
    options.report({ id, outcome, durationMs: Math.max(0, Math.round(performance.now() - load.startedAt)) });
  };

  return {
    name: TELEMETRY_PLUGIN_NAME,

    async beforeRequest(args) {
      let load = loads.get(args.id);
      if (!load) {
        load = {
          startedAt: performance.now(),
          depth: 0,
          loaded: false,
          failure: null,
          timer: setTimeout(() => settle(args.id, 'timeout'), options.timeoutMs),
        };
        loads.set(args.id, load);
      }
      load.depth += 1;
      return args;
    },

    async errorLoadRemote({ id, error }) {
      const load = loads.get(id);
      if (load) load.failure = federationErrorCode(error) ?? UNCODED_LOAD_FAILURE;
      return undefined;
    },

    async afterLoadRemote({ id, error }) {
      const load = loads.get(id);
      if (!load) return;
      // No error: this attempt brought the module. With an error it was recovered by a retry
      // (an inner attempt already said so) or by the fallback, or it failed outright.
      if (!error) load.loaded = true;
      load.depth -= 1;
      if (load.depth <= 0) settle(id, load.loaded ? 'ok' : (load.failure ?? UNCODED_LOAD_FAILURE));
    },
  };
}
