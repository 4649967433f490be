/**
 * The registry the shell reads at start: a released remote is served from the site's own
 * /releases folder; a remote never released is loaded from its own server (MFE_*_URL).
 */
import type { RemoteRegistry } from '@northvault/contracts/micro-frontends';
import type { RemoteHosting } from './hosting-config';
import type { ReleasePointers } from './release-pointers';

export const RELEASES_PATH = '/releases';

export async function runtimeRegistry(
  remotes: readonly RemoteHosting[],
  pointers: ReleasePointers,
  siteOrigin: string,
): Promise<RemoteRegistry> {
  const entries = await Promise.all(
    remotes.map(async (remote) => {
      const { current } = await pointers.read(remote.id);
      const entry = current ? `${siteOrigin}${RELEASES_PATH}/${remote.id}/${current}/remoteEntry.js` : remote.entry;
      return { name: remote.container, entry };
    }),
  );
  return { remotes: entries };
}
