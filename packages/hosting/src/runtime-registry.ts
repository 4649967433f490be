/**
 * The registry the shell reads at start: a released remote is served from the site's own
 * /releases folder; a remote never released is loaded from its own server (MFE_*_URL). While a
 * remote has a canary, visitors in its cohort (cohort.ts) get the canary, everyone else the current release.
 */
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import { inCanary } from './cohort';
import type { RemoteHosting } from './hosting-config';
import type { ReleasePointers } from './release-pointers-port';

export const RELEASES_PATH = '/releases';

export async function runtimeRegistry(
  remotes: readonly RemoteHosting[],
  pointers: ReleasePointers,
  siteOrigin: string,
  cohortId: string | null = null,
): Promise<RemoteRegistry> {
  const entries = await Promise.all(
    remotes.map(async (remote) => {
      const { current, canary } = await pointers.read(remote.id);
      const version = canary && inCanary(cohortId, remote.id, canary.percent) ? canary.version : current;
      if (!version) return { name: remote.container, entry: remote.entry };
      return {
        name: remote.container,
        entry: `${siteOrigin}${RELEASES_PATH}/${remote.id}/${version}/remoteEntry.js`,
        version,
      };
    }),
  );
  return { remotes: entries };
}
