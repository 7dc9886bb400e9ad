// The classes change counter (migration 0002): database triggers give every insert, update and
// delete of a class the counter's next number (classes.change_seq, deleted_classes.change_seq),
// so no writer can forget it. SQLite lets one writer in at a time and holds its lock until
// commit, so the numbers follow commit order: a reader never sees n + 1 without n. Timestamps
// would not do: two writes in one millisecond, a timestamp taken before a slow commit, or two
// servers' clocks can all put a change behind a position a reader already holds.
//
// Read by the delta sync (api/routes/classes/class-delta.ts: its cursors are counter values) and
// by the cached public responses, which are kept per counter value (api/lib/change-watch.ts reads
// it at most once a second, api/lib/response-cache.ts keys the responses on it; decision 010).
import { eq } from 'drizzle-orm';
import type { Database } from './client.ts';
import { changeCounters } from './schema.ts';

export interface Counter {
  value: number;
  /** Random per database: a cursor from another database (a reset, a restore) is refused. */
  epoch: string;
}

export async function readCounter(db: Database): Promise<Counter> {
  const [row] = await db
    .select({ value: changeCounters.value, epoch: changeCounters.epoch })
    .from(changeCounters)
    .where(eq(changeCounters.name, 'classes'));
  if (!row) throw new Error('The classes change counter is missing: run the migrations.');
  return row;
}
