/**
 * Immutable releases of each remote and the pointer to the current one.
 *
 *   releases/<mfe>/<version>/…      a remote's dist/, never changed once written
 *   releases/<mfe>/state.json       { current, releases: [{ version, publishedAt }], canary, events }
 *
 * Each remote has its own state file, replaced atomically (temporary file, then rename), so
 * releases of two different remotes never touch the same file and both land.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface ReleaseEntry {
  version: string;
  publishedAt: string;
}

/** When the automatic rollback aborts a canary (canary-rule in the backend applies them). */
export interface CanaryThresholds {
  /** The canary is judged only once it has at least this many loads in the window. */
  minLoads: number;
  /** Its error rate must exceed the current release's by more than this many percentage points… */
  maxIncreasePoints: number;
  /** …and be more than this many times the current release's rate. */
  maxRatio: number;
}

export const DEFAULT_CANARY_THRESHOLDS: CanaryThresholds = { minLoads: 50, maxIncreasePoints: 2, maxRatio: 2 };

/** A release that only a share of visitors gets, beside the current one. */
export interface CanaryRelease {
  version: string;
  /** Of visitors, 1 to 100 (cohort.ts decides who). */
  percent: number;
  startedAt: string;
  thresholds: CanaryThresholds;
}

/** What happened to the remote's releases, oldest first: canaries started, promoted, aborted. */
export interface ReleaseEvent {
  at: string;
  version: string;
  message: string;
}

export interface ReleaseState {
  current: string | null;
  releases: ReleaseEntry[];
  canary: CanaryRelease | null;
  events: ReleaseEvent[];
}

const EMPTY_STATE: ReleaseState = { current: null, releases: [], canary: null, events: [] };

export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export function releaseFolder(releasesDir: string, remoteId: string, version: string): string {
  return path.join(releasesDir, remoteId, version);
}

function statePath(releasesDir: string, remoteId: string): string {
  return path.join(releasesDir, remoteId, 'state.json');
}

export async function readReleaseState(releasesDir: string, remoteId: string): Promise<ReleaseState> {
  try {
    const stored = JSON.parse(await readFile(statePath(releasesDir, remoteId), 'utf8')) as Partial<ReleaseState>;
    // State files written before canaries existed have neither field.
    return { ...EMPTY_STATE, ...stored };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return EMPTY_STATE;
    throw error;
  }
}

async function writeJsonAtomically(file: string, value: unknown): Promise<void> {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, file);
}

/** Serialises changes to one remote's state between processes (two releases of the same remote). */
async function withRemoteLock<T>(releasesDir: string, remoteId: string, work: () => Promise<T>): Promise<T> {
  const folder = path.join(releasesDir, remoteId);
  await mkdir(folder, { recursive: true });
  const lock = path.join(folder, '.lock');
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new ReleaseError(`${remoteId} is being released by another process (${lock})`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { force: true });
  }
}

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Build statistics whose order varies from build to build; nothing loads them at run time. */
const NOT_PART_OF_THE_RELEASE = new Set(['mf-stats.json']);

/** `1.4.0-3f9a1c07be`: the package version plus a hash of every file the site can load. */
export async function releaseVersion(distDir: string, packageVersion: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(distDir)) {
    if (NOT_PART_OF_THE_RELEASE.has(file)) continue;
    hash.update(file);
    hash.update(await readFile(path.join(distDir, file)));
  }
  return `${packageVersion}-${hash.digest('hex').slice(0, 10)}`;
}

/** Copies a build into its release folder; an existing release of the same version is left as it is. */
export async function publishRelease(
  releasesDir: string,
  remoteId: string,
  distDir: string,
  version: string,
): Promise<string> {
  const target = releaseFolder(releasesDir, remoteId, version);
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (exists) return target;
  const partial = `${target}.${process.pid}.partial`;
  await cp(distDir, partial, { recursive: true });
  await rename(partial, target);
  return target;
}

/** Points the remote at `version`, remembering it in the history. */
export function switchToRelease(
  releasesDir: string,
  remoteId: string,
  version: string,
  now = new Date(),
): Promise<ReleaseState> {
  return withRemoteLock(releasesDir, remoteId, async () => {
    const state = await readReleaseState(releasesDir, remoteId);
    const releases = [
      ...state.releases.filter((entry) => entry.version !== version),
      { version, publishedAt: now.toISOString() },
    ];
    const next = { ...state, current: version, releases };
    await writeJsonAtomically(statePath(releasesDir, remoteId), next);
    return next;
  });
}

/**
 * The remote's state pointed back at the release published before the current one. A canary
 * running beside the release being taken back is aborted in the same change: a rollback means
 * "back to a known-good release for everyone", so no visitor keeps getting a newer, untried one.
 */
export function rolledBack(state: ReleaseState, remoteId: string, now: Date): ReleaseState {
  const index = state.releases.findIndex((entry) => entry.version === state.current);
  if (index <= 0) throw new ReleaseError(`${remoteId} has no earlier release to roll back to`);
  const previous = state.releases[index - 1]!.version;
  const at = now.toISOString();
  const events = [...state.events, { at, version: previous, message: `rolled back from ${state.current}` }];
  if (state.canary) {
    events.push({ at, version: state.canary.version, message: `aborted: ${remoteId} was rolled back to ${previous}` });
  }
  return { ...state, current: previous, canary: null, events };
}

/** Points the remote back at the release published before the current one (rolledBack). */
export function rollBack(releasesDir: string, remoteId: string, now = new Date()): Promise<ReleaseState> {
  return updateReleaseState(releasesDir, remoteId, (state) => rolledBack(state, remoteId, now));
}

/** Changes one remote's state under its lock; `change` throws a ReleaseError to refuse. */
export function updateReleaseState(
  releasesDir: string,
  remoteId: string,
  change: (state: ReleaseState) => ReleaseState,
): Promise<ReleaseState> {
  return withRemoteLock(releasesDir, remoteId, async () => {
    const next = change(await readReleaseState(releasesDir, remoteId));
    await writeJsonAtomically(statePath(releasesDir, remoteId), next);
    return next;
  });
}
