/**
 * A migrated PGlite data folder as a tarball in the OS temp folder, built once per migration
 * set. Restoring it (~1.5 s) replaces initdb plus migrations (~5 s) for every test suite.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from '../database/migrations-folder';
import { pgliteHandle } from '../database/open-pglite';
import { JobQueue } from '../jobs/job-queue';
import { EVERY_QUEUE } from './every-queue';

/** The snapshot's file name changes whenever a migration or the PGlite version does. */
export function pgliteSnapshotPath(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  hash.update(packageVersion('@electric-sql/pglite'));
  hash.update(packageVersion('pg-boss'));
  hash.update(EVERY_QUEUE.map((queue) => queue.name).join());
  for (const file of listFiles(folder)) {
    hash.update(relative(folder, file));
    hash.update(readFileSync(file));
  }
  return join(tmpdir(), `northvault-pglite-${hash.digest('hex').slice(0, 16)}.tar.gz`);
}

export async function ensurePgliteSnapshot(): Promise<string> {
  const path = pgliteSnapshotPath();
  if (existsSync(path)) return path;
  const client = await PGlite.create();
  const database = await pgliteHandle(client);
  // The job queue's tables too, so each suite's queue starts without creating them.
  await (await JobQueue.start(database, { retryLimit: 0, retryDelaySeconds: 1 }, EVERY_QUEUE)).stop();
  const dump = await client.dumpDataDir('gzip');
  await database.close();
  // Write then rename, so a parallel run never reads half a file.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return path;
}

function packageVersion(name: string): string {
  const manifest = join(require.resolve(name), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function listFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}
