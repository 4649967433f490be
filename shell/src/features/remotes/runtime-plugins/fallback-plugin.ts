/**
 * Module Federation runtime plugin `northvault-fallback`: a remote module that could not be loaded
 * resolves to the module `fallback` gives instead of rejecting, so the caller renders what the
 * fallback offers (a page saying the part is unavailable, with `Try again`) rather than an error.
 *
 * Register it before the retry plugin (see retry-plugin.ts): its answer stands only when no retry
 * brought the real module.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const FALLBACK_PLUGIN_NAME = 'northvault-fallback';

export interface FallbackOptions {
  /** The module a failed load of `id` (`mfe_docs/DocumentationPage`) resolves to. */
  fallback: (failure: { id: string; error: unknown }) => unknown | Promise<unknown>;
}

export function fallbackPlugin(options: FallbackOptions): ModuleFederationRuntimePlugin {
  return {
    name: FALLBACK_PLUGIN_NAME,

    errorLoadRemote({ id, error, lifecycle }) {
      // Only a module can stand in for a module. Earlier lifecycles expect other answers (a
      // manifest for `afterResolve`), and this site's remotes are loaded from their remoteEntry.js.
      if (lifecycle !== 'onLoad') return undefined;
      return options.fallback({ id, error });
    },
  };
}
