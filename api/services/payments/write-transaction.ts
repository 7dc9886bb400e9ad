// Write transactions that survive contention. SQLite lets one writer in at a time: a second
// connection's BEGIN IMMEDIATE fails at once with SQLITE_BUSY (libSQL sets no busy timeout), and
// the client refuses a transaction when all its pooled connections are held (TRANSACTION_ACTIVE).
// Within this process, payment writes queue behind each other per database; across processes
// (or other code writing at the same time) a busy database is retried with jittered backoff.
import type { Database } from '../../db/client.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const RETRYABLE = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'TRANSACTION_ACTIVE']);
const MAX_WAIT_MS = 10_000;

function isRetryable(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
    if (/SQLITE_BUSY|database is locked/.test(e.message)) return true;
  }
  return false;
}

const queues = new WeakMap<Database, Promise<unknown>>();

/** Runs `work` after the previous payment write on this database settled. */
function serialize<T>(db: Database, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(db) ?? Promise.resolve();
  const run = previous.then(work, work);
  queues.set(
    db,
    run.then(
      () => undefined,
      () => undefined,
    ),
  );
  return run;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` again while the database answers busy (a single statement or a whole transaction). */
export async function retryOnBusy<T>(work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryable(error) || Date.now() - started > MAX_WAIT_MS) throw error;
      await sleep(Math.min(200, 5 * 2 ** attempt) * (0.5 + Math.random()));
    }
  }
}

export function writeTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  return serialize(db, () => retryOnBusy(() => db.transaction(work)));
}
