// Writes to a local libSQL file wait in one queue within one process.
//
// Why: the local driver runs each statement synchronously on the event loop. While one
// connection's write transaction sits between two awaits, a write on another connection of the
// same process busy-waits for the file lock *synchronously*, so the event loop that would let the
// transaction finish is frozen until the busy timeout fails the write (5 s, then SQLITE_BUSY).
// Queueing writes in the process avoids that; between processes the busy timeout still applies.
// Reads pass straight through: SQLite lets them run beside an open write transaction.
// Multi-statement writes and the busy errors left between processes: write-transaction.ts.
import type { Client, InArgs, InStatement, Transaction, TransactionMode } from '@libsql/client';

type Release = () => void;

/** A first-come, first-served lock: `acquire()` resolves when every earlier caller has released. */
export class WriteQueue {
  #tail: Promise<void> = Promise.resolve();

  acquire(): Promise<Release> {
    const previous = this.#tail;
    let release!: Release;
    this.#tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    let released = false;
    return previous.then(() => () => {
      if (released) return;
      released = true;
      release();
    });
  }
}

/** One queue per database file in this process, so two handles on one file share it. */
const queuesByUrl = new Map<string, WriteQueue>();

export function writeQueueFor(url: string): WriteQueue {
  let queue = queuesByUrl.get(url);
  if (!queue) {
    queue = new WriteQueue();
    queuesByUrl.set(url, queue);
  }
  return queue;
}

const sqlOf = (statement: InStatement) =>
  typeof statement === 'string' ? statement : statement.sql;
const isRead = (statement: InStatement) => /^\s*select\b/i.test(sqlOf(statement));

/**
 * A transaction that leaves the queue once it has ended: committed, rolled back or closed. A
 * failed commit keeps its place until the rollback that follows it (drizzle always rolls back).
 */
function releasingOnEnd(tx: Transaction, release: Release): Transaction {
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'commit') {
        return async () => {
          await target.commit();
          release();
        };
      }
      if (property === 'rollback') {
        return async () => {
          try {
            await target.rollback();
          } finally {
            release();
          }
        };
      }
      if (property === 'close') {
        return () => {
          try {
            target.close();
          } finally {
            release();
          }
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}

/** The client, with every write (statement, batch, migration, write transaction) waiting in the queue. */
export function queueingWrites(client: Client, queue: WriteQueue): Client {
  async function queued<T>(work: () => Promise<T>): Promise<T> {
    const release = await queue.acquire();
    try {
      return await work();
    } finally {
      release();
    }
  }

  const overrides: Partial<Client> = {
    execute: ((statement: InStatement, args?: InArgs) => {
      const run = () =>
        typeof statement === 'string' && args !== undefined
          ? client.execute(statement, args)
          : client.execute(statement);
      return isRead(statement) ? run() : queued(run);
    }) as Client['execute'],
    batch: (statements, mode) =>
      mode === 'read'
        ? client.batch(statements, mode)
        : queued(() => client.batch(statements, mode)),
    migrate: (statements) => queued(() => client.migrate(statements)),
    executeMultiple: (sql) => queued(() => client.executeMultiple(sql)),
    transaction: async (mode?: TransactionMode) => {
      if (mode === 'read') return client.transaction(mode);
      const release = await queue.acquire();
      try {
        return releasingOnEnd(await client.transaction(mode), release);
      } catch (error) {
        release();
        throw error;
      }
    },
  };

  return new Proxy(client, {
    get(target, property) {
      if (Object.hasOwn(overrides, property)) return overrides[property as keyof Client];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as () => unknown).bind(target) : value;
    },
  });
}
