import { dropPostgresTemplate } from './postgres-template';
import { testDatabaseUrl } from './test-database';

/** Runs once after all suites: drops the run's PostgreSQL template (the PGlite snapshot is kept for the next run). */
export default async function globalTeardown(): Promise<void> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl !== undefined) await dropPostgresTemplate(serverUrl);
}
