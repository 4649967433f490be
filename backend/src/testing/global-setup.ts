import { ensurePgliteSnapshot } from './pglite-snapshot';
import { createPostgresTemplate } from './postgres-template';
import { testDatabaseUrl } from './test-database';

/** Runs once before all suites: the migrated database every suite's own starts as, on the run's engine. */
export default async function globalSetup(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl === undefined) await ensurePgliteSnapshot();
  else await createPostgresTemplate(serverUrl);
}
