// Migrations that move data: a database migrated up to the one before, given rows, then brought
// up to date as a deploy does (npm run db:migrate, or the Node server's start).
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/libsql/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type DatabaseHandle } from './client.ts';
import { MIGRATIONS_FOLDER, migrateDb } from './migrate.ts';
import { removedChanges } from './schema.ts';

let dir: string;
let handle: DatabaseHandle;

/** A copy of the committed migrations that ends with the one tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = join(dir, `up-to-${lastTag}`);
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
    entries: { tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(last).toBeGreaterThanOrEqual(0);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'academy-migrate-'));
  handle = createDb({ url: `file:${join(dir, 'migrate.db')}` });
});

afterAll(async () => {
  handle.client.close();
  await rm(dir, { recursive: true, force: true });
});

describe('0010_removed_changes', () => {
  it("moves removed_selections' rows into removed_changes as selections, and drops the table", async () => {
    await migrate(handle.db, { migrationsFolder: await migrationsUpTo('0009_removed_selections') });
    await handle.db.run(sql`INSERT INTO removed_selections (id, email, removed_at) VALUES
      ('7d3c2f4e-0b1a-4c5d-9e8f-1a2b3c4d5e6f', 'sam@academy.test', '2030-01-15T10:00:00.000Z')`);

    await migrateDb(handle.db);

    expect(await handle.db.select().from(removedChanges)).toEqual([
      {
        kind: 'selection',
        id: '7d3c2f4e-0b1a-4c5d-9e8f-1a2b3c4d5e6f',
        owner: 'sam@academy.test',
        removedAt: '2030-01-15T10:00:00.000Z',
      },
    ]);
    const tables = await handle.db.all<{ name: string }>(
      sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'removed_selections'`,
    );
    expect(tables).toEqual([]);
  });
});
