// Write transactions that survive contention. Within one process, writes to a local file already
// take turns (api/db/write-turns.ts), and the busy timeout makes a local write wait up to 5 s for
// another process. What is left is a busy answer anyway: a longer wait between processes, or a
// remote libSQL server (Turso) refusing a concurrent writer. Those are retried with jittered backoff.
import type { Database } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const MAX_WAIT_MS = 10_000;

function isBusy(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true;
    if (/SQLITE_BUSY|database is locked/.test(e.message)) return true;
  }
  return false;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` again while the database answers busy (a single statement or a whole transaction). */
export async function retryOnBusy<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || Date.now() - started > MAX_WAIT_MS) throw error;
      await sleep(Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

export function writeTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryOnBusy(() => db.transaction(work));
}
