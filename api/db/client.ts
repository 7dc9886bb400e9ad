import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import * as schema from './schema.ts';

export type Database = LibSQLDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  client: Client;
}

/** Opens the libSQL database: a local file (file:…) or a remote server such as Turso. */
export function createDb(options: { url: string; authToken?: string }): DatabaseHandle {
  const client = createClient({ url: options.url, authToken: options.authToken });
  return { client, db: drizzle(client, { schema }) };
}
