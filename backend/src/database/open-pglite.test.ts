import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from './open-pglite';
import { LOCK_FILE_NAME } from './pglite-lock';
import { contactMessages } from './schema';

/** The real start-up path of the embedded engine (initdb, migrations, lock) on a temporary folder. */
describe('openPglite', () => {
  let folder: string;

  beforeAll(() => {
    folder = join(mkdtempSync(join(tmpdir(), 'northvault-pglite-')), 'data');
  });

  afterAll(() => rmSync(join(folder, '..'), { recursive: true, force: true }));

  it('keeps rows across close and reopen, and holds the folder lock only while open', async () => {
    const first = await openPglite(folder);
    await first.db.insert(contactMessages).values({ name: 'Ada', email: 'ada@example.com', message: 'Persist me' });

    await expect(openPglite(folder)).rejects.toThrow(
      `Database folder ${folder} is in use by another backend process (pid ${process.pid}). Stop it or set DATA_DIR to another folder.`,
    );

    await first.close();
    expect(existsSync(join(folder, LOCK_FILE_NAME))).toBe(false);

    const reopened = await openPglite(folder);
    try {
      const rows = await reopened.db.select().from(contactMessages);
      expect(rows).toEqual([expect.objectContaining({ name: 'Ada', message: 'Persist me' })]);
      await expect(reopened.ping()).resolves.toBeUndefined();
    } finally {
      await reopened.close();
    }
  }, 60_000);
});
