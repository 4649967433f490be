/**
 * Which release of each remote is live, and the history rollback walks back through. In files
 * beside the releases by default (one site server); in PostgreSQL when the site server has
 * DATABASE_URL, so every site server behind a load balancer answers the same registry. The
 * release folders themselves stay under RELEASES_DIR (shared storage when there are several).
 */
import { openPostgresReleasePointers } from './postgres-release-pointers';
import type { ReleasePointers } from './release-pointers-port';
import { readReleaseState, rollBack, switchToRelease, updateReleaseState } from './release-store';

// Other workspaces open their pointers here (`@northvault/hosting/release-pointers`), and type them from here too.
export type { ReleasePointers };

export function fileReleasePointers(releasesDir: string): ReleasePointers {
  return {
    read: (remoteId) => readReleaseState(releasesDir, remoteId),
    switchTo: (remoteId, version, now) => switchToRelease(releasesDir, remoteId, version, now),
    rollBack: (remoteId, now) => rollBack(releasesDir, remoteId, now),
    update: (remoteId, change) => updateReleaseState(releasesDir, remoteId, change),
    close: async () => undefined,
  };
}

export function openReleasePointers(config: {
  releasesDir: string;
  databaseUrl: string | null;
}): Promise<ReleasePointers> {
  return config.databaseUrl === null
    ? Promise.resolve(fileReleasePointers(config.releasesDir))
    : openPostgresReleasePointers(config.databaseUrl);
}
