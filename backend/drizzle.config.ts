import { defineConfig } from 'drizzle-kit';

// Generation reads only the schema file, so `npm run db:generate` works offline and without a database.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/database/schema.ts',
  out: './drizzle',
});
