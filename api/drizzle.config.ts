import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the schema (`pnpm db:generate`) and applied by the server at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
