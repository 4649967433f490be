/**
 * One backend process per PGlite folder: two processes writing one folder lose rows silently.
 * The lock is a file created with O_EXCL holding the owner's pid; a lock whose pid is gone
 * (the owner was killed with -9 or crashed) is taken over.
 */
import { readFileSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'backend.lock';

/**
 * Lock files this process holds. Our own pid in any other lock file was left by an earlier run
 * that had the same pid, as a restarted container's process often does.
 */
const heldLocks = new Set<string>();

export interface PgliteLock {
  readonly path: string;
  release(): Promise<void>;
}

export class DatabaseFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `Database folder ${folder} is in use by another backend process (pid ${pid}). Stop it or set DATA_DIR to another folder.`,
    );
    this.name = 'DatabaseFolderInUseError';
  }
}

export async function acquirePgliteLock(folder: string): Promise<PgliteLock> {
  const path = join(folder, LOCK_FILE_NAME);
  // Two attempts: a stale lock is removed once, then a rival that wins the race keeps it.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(path, `${process.pid}\n`, { flag: 'wx' });
      heldLocks.add(path);
      return { path, release: () => releaseLock(path) };
    } catch (error) {
      if (!isErrorCode(error, 'EEXIST')) throw error;
    }
    const owner = await readOwnerPidSettled(path);
    if (owner !== null && isLockOwnerRunning(owner, path)) throw new DatabaseFolderInUseError(folder, owner);
    await unlink(path).catch((error: unknown) => {
      if (!isErrorCode(error, 'ENOENT')) throw error;
    });
  }
  const owner = await readOwnerPid(path);
  throw new DatabaseFolderInUseError(folder, owner ?? 0);
}

/** Removes the lock only while it is still ours, so a late release cannot free a successor's lock. */
async function releaseLock(path: string): Promise<void> {
  if (!heldLocks.delete(path) || (await readOwnerPid(path)) !== process.pid) return;
  await unlink(path).catch((error: unknown) => {
    if (!isErrorCode(error, 'ENOENT')) throw error;
  });
}

/** An empty lock may be one a rival created a moment ago and is still writing: look twice. */
async function readOwnerPidSettled(path: string): Promise<number | null> {
  const owner = await readOwnerPid(path);
  if (owner !== null) return owner;
  await new Promise((resolve) => setTimeout(resolve, 50));
  return readOwnerPid(path);
}

async function readOwnerPid(path: string): Promise<number | null> {
  try {
    const pid = Number.parseInt((await readFile(path, 'utf8')).trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if (isErrorCode(error, 'ENOENT')) return null;
    throw error;
  }
}

function isLockOwnerRunning(pid: number, path: string): boolean {
  if (pid === process.pid) return heldLocks.has(path);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrorCode(error, 'EPERM');
  }
  return !isZombie(pid);
}

/** A killed process stays signalable until its parent reaps it; on Linux its state says it is gone. */
function isZombie(pid: number): boolean {
  if (process.platform !== 'linux') return false;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state === 'Z' || state === 'X';
  } catch {
    return false;
  }
}

// Not `instanceof Error`: under jest, errors from Node's fs come from another realm.
function isErrorCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as NodeJS.ErrnoException).code === code;
}
