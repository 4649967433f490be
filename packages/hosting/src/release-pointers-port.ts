/**
 * What the site server and the release commands need of the release pointers, wherever they are kept:
 * release-pointers.ts keeps them in files, postgres-release-pointers.ts in PostgreSQL.
 */
import type { ReleaseState } from './release-store';

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
