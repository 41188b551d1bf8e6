import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // One file per feature; the glob keeps features out of each other's files.
  schema: './src/db/schema/*.ts',
  out: './src/db/migrations',
});
