import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * `backend/drizzle`, found from this file's folder: src/database under jest, dist/database
 * under node (tsconfig rootDir is src, so both sit two levels below the workspace).
 */
export function migrationsFolder(): string {
  const folder = resolve(__dirname, '..', '..', 'drizzle');
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`Database migrations not found in ${folder}. Run \`npm run db:generate -w backend\`.`);
  }
  return folder;
}
