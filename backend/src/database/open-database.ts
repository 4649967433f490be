import type { DatabaseConfig } from '../config/database-config';
import type { DatabaseHandle } from './database-handle';
import { openPglite } from './open-pglite';
import { openPostgres, type PostgresOptions } from './open-postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite folder DATA_DIR. */
export function openDatabase(config: DatabaseConfig, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  return config.url === null
    ? openPglite(config.dataDir)
    : openPostgres(config.url, { poolSize: config.poolSize, ...options });
}
