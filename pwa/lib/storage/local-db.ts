/**
 * The browser's own copy of what the user has seen, and the changes waiting to be sent
 * (docs/architecture.md, offline). Loaded lazily (dynamic import) so Dexie stays out of the
 * first-paint bundle. To change a table, add a `this.version(n)` and never edit an old one.
 */
import { Dexie, type Table, type Transaction } from 'dexie';
import type { Class } from '#shared/schemas/class.ts';
import type { ReasonRead } from '../api/api-error.ts';

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
  /**
   * What the change is, for the person (a class's or a person's name the request may not carry),
   * said in the language of the moment it is read. Absent in entries stored before it was kept.
   */
  label?: OutboxLabel;
};

/**
 * A message of the feature that queued the change (its key, e.g. 'outbox_label_unselect') and
 * the values it says; the feature's outbox kind turns it into words (outbox-kinds.ts, `describe`).
 */
export type OutboxLabel = { message: string; params: Record<string, string> };

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

let opened: Promise<LocalDb | null> | undefined;
/** What `opened` settled to, once it has: undefined before. */
let known: LocalDb | null | undefined;

/**
 * The database, open; null where this browser keeps none: no IndexedDB at all (some embedded
 * browsers), or one that refuses to open (older Firefox's private windows: MissingAPIError,
 * InvalidStateError, OpenFailedError). Tried once per page: every read and write asks this first,
 * and a private window would otherwise fail each of them anew, some only after a wait.
 */
export function openLocalDb(): Promise<LocalDb | null> {
  opened ??= (async () => {
    try {
      // Reading the global itself can throw (a sandboxed frame's SecurityError).
      if (!globalThis.indexedDB) return null;
      const db = getLocalDb();
      await db.open();
      return db;
    } catch (error) {
      console.warn('This browser keeps no data for this app here', error);
      return null;
    }
  })().then((db) => (known = db));
  return opened;
}

/**
 * A write refused for want of space. Dexie names it QuotaExceededError itself, or wraps the
 * browser's in an AbortError (the transaction's) as `inner`; older Firefox has its own name.
 */
export function isQuotaError(error: unknown): boolean {
  for (let found = error, depth = 0; found && depth < 5; depth += 1) {
    const { name, inner, cause } = found as { name?: unknown; inner?: unknown; cause?: unknown };
    if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
    found = inner ?? cause;
  }
  return false;
}

/**
 * Makes room on a full disk: the saved classes and copies of queries are only a cache (the
 * server has them all; the next visit saves them again), unlike the outbox, which stays.
 */
export async function dropCachedData(db: LocalDb): Promise<void> {
  await db.transaction('rw', db.classes, db.snapshots, async () => {
    await db.classes.clear();
    await db.snapshots.clear();
  });
}

export async function saveSnapshot<T>(key: string, data: T): Promise<void> {
  try {
    // Once known, the write starts in this very turn: a page being left may run nothing after it.
    const db = known === undefined ? await openLocalDb() : known;
    await db?.snapshots.put({ key, data, savedAt: new Date().toISOString() });
  } catch (error) {
    // A full disk (QuotaExceededError) must not break the page that just loaded fine.
    console.warn('Could not save data for offline use', error);
  }
}

/** Nothing where this browser keeps no data: the screen then says it is not saved here. */
export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | undefined> {
  const db = await openLocalDb();
  return (await db?.snapshots.get(key)) as Snapshot<T> | undefined;
}

/** Replace the saved classes with what the server just sent, in one transaction. */
export async function saveClasses(classes: Class[]): Promise<void> {
  const db = await openLocalDb();
  if (!db) return;
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
  const db = await openLocalDb();
  if (!db) return null;
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
