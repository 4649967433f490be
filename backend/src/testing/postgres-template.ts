/**
 * The PostgreSQL counterpart of the PGlite snapshot: one migrated database, with the job queue's
 * tables, built once per run in global setup and dropped in global teardown. Each suite's database
 * is a copy of it (`CREATE DATABASE … TEMPLATE`, ~1 s) instead of an empty one the app migrates (~5 s).
 */
import { openPostgres } from '../database/open-postgres';
import { JobQueue } from '../jobs/job-queue';
import { EVERY_QUEUE } from './every-queue';
import { createScratchPostgresDatabase, dropPostgresDatabase, TEMPLATE_VARIABLE } from './test-database';

/** Builds the run's template on the server and names it in the environment the suites inherit. */
export async function createPostgresTemplate(serverUrl: string): Promise<void> {
  const template = await createScratchPostgresDatabase(serverUrl, { prefix: 'northvault_template' });
  try {
    const database = await openPostgres(template.url);
    try {
      await (await JobQueue.start(database, { retryLimit: 0, retryDelaySeconds: 1 }, EVERY_QUEUE)).stop();
    } finally {
      // PostgreSQL copies a template only while nobody is connected to it.
      await database.close();
    }
  } catch (error) {
    await template.drop();
    throw error;
  }
  process.env[TEMPLATE_VARIABLE] = template.name;
}

export async function dropPostgresTemplate(serverUrl: string): Promise<void> {
  const name = process.env[TEMPLATE_VARIABLE];
  if (name) await dropPostgresDatabase(serverUrl, name);
}
