import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';
import { queueingWrites, writeQueueFor } from './write-queue.ts';

export type Database = LibSQLDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/** How long a write waits for another process's transaction on a local file before failing. */
const LOCAL_BUSY_TIMEOUT_MS = 5_000;

/** Opens the libSQL database: a local file (file:…) or a remote server such as Turso. */
export function createDb(options: { url: string; authToken?: string }): DatabaseHandle {
  const raw = createClient({
    url: options.url,
    authToken: options.authToken,
    // Without a busy timeout SQLite answers "database is locked" at once when another process
    // writes. Within this process, writes wait in one queue instead (see write-queue.ts).
    timeout: LOCAL_BUSY_TIMEOUT_MS,
  });
  const client = options.url.startsWith('file:')
    ? queueingWrites(raw, writeQueueFor(options.url))
    : raw;
  return { client, db: drizzle(client, { schema }) };
}
