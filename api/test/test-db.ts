// A real libSQL database in a temp file, migrated: one per test file. It starts as a copy of the
// file Vitest's global setup migrated once for the run (api/test/migrated-db-setup.ts).
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createDb, type DatabaseHandle } from '../db/client.ts';

export interface TestDb extends DatabaseHandle {
  url: string;
  cleanup(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-api-'));
  const file = join(dir, 'test.db');
  await copyFile(inject('migratedDatabaseFile'), file);
  const url = `file:${file}`;
  const handle = createDb({ url });
  return {
    ...handle,
    url,
    async cleanup() {
      handle.client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
