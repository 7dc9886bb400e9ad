// Every write of more than one statement runs in writeTransaction: all of it or none of it.
//
// Why a busy retry: drizzle's transaction on libSQL begins with BEGIN IMMEDIATE, which takes the
// database's one write lock at once (so two writers never both read and then fail to upgrade).
// A second writer's BEGIN IMMEDIATE, or any write statement, meets the lock held and waits; when
// the wait ends without it, SQLite answers SQLITE_BUSY ("database is locked") and nothing is
// written. Two layers keep that from reaching a person:
// - within this process, writes to a local file wait in one queue before they reach SQLite
//   (write-queue.ts: the local driver's wait is synchronous and would freeze the event loop);
// - between processes (two servers or a server and a script on one file), the busy timeout
//   (client.ts) makes a local write wait up to 5 s; a longer wait, or a remote libSQL server
//   (Turso) refusing a concurrent writer, still answers busy, and that is retried here with
//   jittered backoff for up to 10 s. The whole transaction runs again, so `work` must only touch
//   the database through `tx` (no provider calls inside: they go before or after it).
// (The payments' first version kept its own queue here as well; write-queue.ts replaced it for
// every writer, so the queue is in one place and the retry in another.)
import type { Database } from './client.ts';

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

/**
 * Runs `work` again while the database answers busy: a single statement outside a transaction
 * (each statement is atomic on its own), or a whole transaction (writeTransaction).
 */
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

/** A write transaction (BEGIN IMMEDIATE … COMMIT), run again while the database answers busy. */
export function writeTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return retryOnBusy(() => db.transaction(work));
}
