/** Which database engine to open: PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
import { resolve } from 'node:path';
import { z } from 'zod';
import { integerVariable, postgresUrlVariable } from './env-values';
import type { ConfigSection } from './config-section';

const schema = z
  .object({
    DATABASE_URL: postgresUrlVariable(),
    DATA_DIR: z.string().default('.data'),
    // Connections each instance keeps to PostgreSQL; the job queue shares them.
    DATABASE_POOL_SIZE: integerVariable({ min: 1, max: 100, fallback: 10 }),
  })
  .transform((env) => ({
    url: env.DATABASE_URL ?? null,
    dataDir: resolve(env.DATA_DIR),
    poolSize: env.DATABASE_POOL_SIZE,
  }));

export type DatabaseConfig = z.output<typeof schema>;

// The URL may carry a password: never echo it back in an error.
export const databaseConfigSection: ConfigSection<DatabaseConfig> = { schema, secrets: ['DATABASE_URL'] };
