/**
 * The shared-dependency gate of `npm run release` (docs/architecture.md#releases): a remote runs on
 * the shell's copy of each shared singleton, so a remote built for a React the live shell does not
 * provide must not go live. Module Federation would load a second React for it, and its hooks
 * would fail (`Cannot read properties of null (reading 'useEffect')`, module-federation/core#3170).
 */
import semver from 'semver';
import { SHARED_SINGLETONS } from '@northvault/contracts/micro-frontends';

/** One entry of `shared` in an `mf-manifest.json`, as the Module Federation build writes it. */
export interface ManifestSharedModule {
  name: string;
  /** The version the build bundled (the shell's is what every remote gets). */
  version?: string;
  singleton?: boolean;
  /** The range the build asks for; `false` or absent when it accepts any version. */
  requiredVersion?: string | false;
}

/**
 * Singletons the shell shared once and no longer does. A remote built before the change still asks for
 * one; the live shell provides none, so it would run on its own copy (React Router: a second router,
 * whose hooks find no <Router>). Gating them refuses such a build until it is rebuilt.
 */
const RETIRED_SINGLETONS = ['react-router-dom'] as const;

const GATED: ReadonlySet<string> = new Set([...SHARED_SINGLETONS, ...RETIRED_SINGLETONS]);

/**
 * The runtime's own range check (`satisfy` in @module-federation/runtime-core) orders prereleases
 * like any other version, so a shell on `19.4.0-canary.1` does serve a remote asking for `^19.3.1`.
 */
function provides(shellVersion: string, range: string): boolean {
  return semver.satisfies(shellVersion, range, { includePrerelease: true });
}

/**
 * Why the candidate cannot run on the live shell: one sentence per shared singleton whose required
 * range the shell's version does not satisfy, or that the shell does not share at all. Empty when
 * the release may go ahead. Entries the candidate does not share as singletons are its own business.
 */
export function sharedDependencyRefusals(
  remoteId: string,
  candidate: readonly ManifestSharedModule[],
  liveShell: readonly ManifestSharedModule[],
): string[] {
  return candidate
    .filter((module) => module.singleton === true && GATED.has(module.name))
    .flatMap(({ name, requiredVersion }) => {
      if (typeof requiredVersion !== 'string' || requiredVersion.trim() === '') return [];
      const shellVersion = liveShell.find((module) => module.name === name)?.version;
      if (shellVersion !== undefined && provides(shellVersion, requiredVersion)) return [];
      return [
        `${remoteId} requires ${name} ${requiredVersion}; the live shell provides ${shellVersion ?? 'none'}. Release refused.`,
      ];
    });
}
