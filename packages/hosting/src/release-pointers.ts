/**
 * Which release of each remote is live, and the history rollback walks back through. In files
 * beside the releases by default (one site server); in PostgreSQL when the site server has
 * DATABASE_URL, so every site server behind a load balancer answers the same registry. The
 * release folders themselves stay under RELEASES_DIR (shared storage when there are several).
 */
import { readReleaseState, type ReleaseState, rollBack, switchToRelease, updateReleaseState } from './release-store';
import { openPostgresReleasePointers } from './postgres-release-pointers';

export interface ReleasePointers {
  read(remoteId: string): Promise<ReleaseState>;
  /** Points the remote at `version`, remembering it in the history. */
  switchTo(remoteId: string, version: string, now?: Date): Promise<ReleaseState>;
  /** Points the remote back at the release published before the current one, aborting a running canary. */
  rollBack(remoteId: string, now?: Date): Promise<ReleaseState>;
  /** Applies `change` (canary.ts) to the remote's state, one change at a time per remote. */
  update(remoteId: string, change: (state: ReleaseState) => ReleaseState): Promise<ReleaseState>;
  close(): Promise<void>;
}

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
