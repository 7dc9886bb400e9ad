import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'turso',
  schema: './api/db/schema.ts',
  out: './api/db/migrations',
  dbCredentials: { url: process.env.DATABASE_URL ?? 'file:.data/academy.db' },
});
