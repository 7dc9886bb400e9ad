// A real libSQL database in a temp file, migrated: one per test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, type DatabaseHandle } from '../db/client.ts';
import { migrateDb } from '../db/migrate.ts';

export interface TestDb extends DatabaseHandle {
  url: string;
  cleanup(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  const dir = await mkdtemp(join(tmpdir(), 'academy-api-'));
  const url = `file:${join(dir, 'test.db')}`;
  const handle = createDb({ url });
  await migrateDb(handle.db);
  return {
    ...handle,
    url,
    async cleanup() {
      handle.client.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
