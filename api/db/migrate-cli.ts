// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (default .data/academy.db).
import { mkdirSync } from 'node:fs';
import { parseEnv } from '../env.ts';
import { createDb } from './client.ts';
import { migrateDb } from './migrate.ts';

const env = parseEnv(process.env);
if (env.DATABASE_URL.startsWith('file:.data/')) mkdirSync('.data', { recursive: true });
const { db, client } = createDb({ url: env.DATABASE_URL, authToken: env.DATABASE_AUTH_TOKEN });
await migrateDb(db);
client.close();
console.log(`Migrated ${env.DATABASE_URL}`);
