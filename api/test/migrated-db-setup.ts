// Vitest's global setup: one database file migrated once for the whole run. Each test's database
// (createTestDb) starts as a copy of it, instead of running every migration again per test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A closed libSQL file with every migration applied: copied, never opened, by the tests. */
    migratedDatabaseFile: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-migrated-'));
  const file = join(dir, 'migrated.db');
  const handle = createDb({ url: `file:${file}` });
  try {
    await migrateDb(handle.db);
  } finally {
    handle.client.close();
  }
  project.provide('migratedDatabaseFile', file);
  return () => rm(dir, { recursive: true, force: true });
}
