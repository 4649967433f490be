import { ensurePgliteSnapshot } from './pglite-snapshot';

/** Runs once before all suites. Against PostgreSQL each suite creates its own database instead. */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  await ensurePgliteSnapshot();
}
