/**
 * The browser's own copy of what the user has seen, and the changes waiting to be sent
 * (docs/architecture.md, offline). Loaded lazily (dynamic import) so Dexie stays out of the
 * first-paint bundle. To change a table, add a `this.version(n)` and never edit an old one.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { Class } from '#shared/schemas/class.ts';
import type { ReasonRead } from '../api/api-client.ts';

/** A saved list (e.g. 'query:["classes"]'), with when it was saved. */
export type Snapshot<T = unknown> = { key: string; data: T; savedAt: string };

/**
 * A change the user made that the server has not accepted yet (pwa/lib/outbox/outbox.ts). Its
 * id is the server's idempotency key (a create sent twice is stored once) or the id of what a
 * delete removes; `op` names the change for the feature that queued it ('select').
 */
export type OutboxEntry = {
  id: string;
  op: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Under /api/, e.g. 'select' or 'select/<id>'. */
  path: string;
  body?: unknown;
  /** The signed-in user who made it: it is sent with their session only. */
  email: string;
  /** 'refused': the server said no (class full…); kept, with its reason, until dismissed. */
  state: 'pending' | 'refused';
  /** Sends started: above 0, it may have reached the server though no response came back. */
  attempts: number;
  /** Why the last send failed, in English (a refusal's sentence, or the network's trouble). */
  lastError: string | null;
  /**
   * The API's reason and values for lastError, when it answered one, for the person's language.
   * Absent in entries stored before it was kept: lastError is then all there is.
   */
  lastErrorReason?: ReasonRead | null;
  createdAt: string;
};

export class LocalDb extends Dexie {
  classes!: Table<Class, string>;
  snapshots!: Table<Snapshot, string>;
  outbox!: Table<OutboxEntry, string>;

  constructor(name = 'sports-academy') {
    super(name);
    this.version(1).stores({
      classes: '_id, status, updatedAt',
      snapshots: 'key, savedAt',
    });
    this.version(2).stores({ outbox: 'id, email, createdAt' });
    // Decision 020: the outbox's rows became requests (method, path, body), and the selections'
    // own saved copy ('select:<email>') gave way to their query's.
    this.version(3).stores({ outbox: 'id, email, createdAt' }).upgrade(toRequestRows);
  }
}

/** Version 2's rows were selects (with the selection) and unselects: the requests they stand for. */
async function toRequestRows(tx: Transaction): Promise<void> {
  await tx
    .table('outbox')
    .toCollection()
    .modify((row: OutboxEntry & { selection?: { createdAt?: string } }) => {
      const { selection, ...rest } = row;
      const { createdAt: _createdAt, ...body } = selection ?? {};
      const path = row.op === 'select' ? 'select' : `select/${encodeURIComponent(row.id)}`;
      const request =
        row.op === 'select' ? { method: 'POST', path, body } : { method: 'DELETE', path };
      Object.assign(row, rest, request);
      delete row.selection;
    });
  await tx.table('snapshots').where('key').startsWith('select:').delete();
}

let instance: LocalDb | null = null;

export function getLocalDb(): LocalDb {
  instance ??= new LocalDb();
  return instance;
}

export async function saveSnapshot<T>(key: string, data: T): Promise<void> {
  try {
    await getLocalDb().snapshots.put({ key, data, savedAt: new Date().toISOString() });
  } catch (error) {
    // A full disk (QuotaExceededError) must not break the page that just loaded fine.
    console.warn('Could not save data for offline use', error);
  }
}

export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | undefined> {
  return (await getLocalDb().snapshots.get(key)) as Snapshot<T> | undefined;
}

/** Replace the saved classes with what the server just sent, in one transaction. */
export async function saveClasses(classes: Class[]): Promise<void> {
  const db = getLocalDb();
  try {
    await db.transaction('rw', db.classes, db.snapshots, async () => {
      await db.classes.clear();
      for (const rows of rowSlices(classes)) await db.classes.bulkPut(rows);
      // The id list keeps the server's order, which the table (keyed by _id) would lose.
      const order = classes.map((item) => item._id);
      await db.snapshots.put({ key: 'classes', data: order, savedAt: new Date().toISOString() });
    });
  } catch (error) {
    console.warn('Could not save classes for offline use', error);
  }
}

/**
 * Rows read or written per request: IndexedDB copies each row on the main thread as the request
 * is made or answered, and 10,000 classes in one request were one long task on a slow phone. In
 * slices, the thread is free between one slice's answer and the next (each response is a task of
 * its own), and the transaction stays one (it lives while a request is pending).
 */
export const ROWS_PER_REQUEST = 500;

/** The slices of `items`, ROWS_PER_REQUEST each. */
export function rowSlices<T>(items: readonly T[]): T[][] {
  const slices: T[][] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_REQUEST)
    slices.push(items.slice(start, start + ROWS_PER_REQUEST));
  return slices;
}

/** The saved classes and when they were saved; null when nothing was ever saved. */
export async function readClasses(): Promise<{ classes: Class[]; savedAt: string } | null> {
  const db = getLocalDb();
  // One read transaction: a sync writing meanwhile is seen whole or not at all.
  return db.transaction('r', db.classes, db.snapshots, async () => {
    const meta = (await db.snapshots.get('classes')) as Snapshot<string[]> | undefined;
    if (!meta) return null;
    const classes: Class[] = [];
    for (const ids of rowSlices(meta.data)) {
      for (const row of await db.classes.bulkGet(ids)) if (row) classes.push(row);
    }
    return { classes, savedAt: meta.savedAt };
  });
}
