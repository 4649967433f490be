import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquirePgliteLock, LOCK_FILE_NAME } from './pglite-lock';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not start a child process');
  return child.pid;
}

describe('acquirePgliteLock', () => {
  let folder: string;

  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'northvault-lock-'));
  });

  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const lockFile = () => join(folder, LOCK_FILE_NAME);

  it('writes our pid into the lock file and removes it on release', async () => {
    const lock = await acquirePgliteLock(folder);
    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));

    await lock.release();

    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses a folder held by a live process, naming the folder and the pid', async () => {
    const lock = await acquirePgliteLock(folder);
    try {
      await expect(acquirePgliteLock(folder)).rejects.toThrow(
        `Database folder ${folder} is in use by another backend process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
      );
    } finally {
      await lock.release();
    }
  });

  it('takes over a stale lock left by a process that died', async () => {
    writeFileSync(lockFile(), `${deadPid()}\n`);

    const lock = await acquirePgliteLock(folder);

    expect(readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    await lock.release();
  });

  it('takes over a lock with our own pid that this process does not hold, as after a container restart', async () => {
    writeFileSync(lockFile(), `${process.pid}\n`);
    const lock = await acquirePgliteLock(folder);
    await lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('takes over an empty or unreadable lock', async () => {
    writeFileSync(lockFile(), 'garbage');
    const lock = await acquirePgliteLock(folder);
    await lock.release();
  });

  it('never removes a lock that another process has taken since', async () => {
    const lock = await acquirePgliteLock(folder);
    writeFileSync(lockFile(), '1\n');

    await lock.release();

    expect(readFileSync(lockFile(), 'utf8')).toBe('1\n');
  });
});
