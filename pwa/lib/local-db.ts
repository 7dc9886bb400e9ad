/**
 * The browser's own copy of what the user has seen (DESIGN.md, offline-first). Loaded lazily
 * (dynamic import) so Dexie stays out of the first-paint bundle. The offline engineer extends it
 * with the outbox: add a new `this.version(n).stores({...})` and never edit an old one.
 */
import { Dexie, type Table } from 'dexie';
import type { Class } from '#shared/schemas/class.ts';
import type { Selection } from '#shared/schemas/selection.ts';

/** A saved list (e.g. 'select:me@x.com'), with when it was saved. */
export type Snapshot<T = unknown> = { key: string; data: T; savedAt: string };

/**
 * A change the user made that the server has not accepted yet (DESIGN.md, the outbox). Its id is
 * the selection's client UUID, which the server uses as an idempotency key: sending it twice
 * stores it once.
 */
export type OutboxEntry = {
  id: string;
  op: 'select' | 'unselect';
  email: string;
  /** The select to POST, as My selected Classes shows it while it waits. */
  selection?: Selection;
  /** 'refused': the server said no (class full, not approved…); kept until the user dismisses it. */
  state: 'pending' | 'refused';
  attempts: number;
  lastError: string | null;
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
  }
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

/** Where the student's selections are saved (the offline answer of GET /api/select). */
export const selectionsSnapshotKey = (email: string) => `select:${email}`;

/**
 * Applies a change the server has just accepted (a select or delete) to the saved selections,
 * keeping when they were saved. Otherwise a refetch cut by the network would answer with the
 * saved list from before the change, and the screen would undo it.
 */
export async function patchSavedSelections(
  email: string,
  change: { add: Selection } | { remove: string },
): Promise<void> {
  const db = getLocalDb();
  const key = selectionsSnapshotKey(email);
  try {
    await db.transaction('rw', db.snapshots, async () => {
      const saved = (await db.snapshots.get(key)) as Snapshot<Selection[]> | undefined;
      if (!saved) return;
      const id = 'add' in change ? change.add._id : change.remove;
      const data = saved.data.filter((selection) => selection._id !== id);
      if ('add' in change) data.push(change.add);
      await db.snapshots.put({ ...saved, data });
    });
  } catch (error) {
    console.warn('Could not update the saved selections', error);
  }
}

/** Replace the saved classes with what the server just sent, in one transaction. */
export async function saveClasses(classes: Class[]): Promise<void> {
  const db = getLocalDb();
  try {
    await db.transaction('rw', db.classes, db.snapshots, async () => {
      await db.classes.clear();
      await db.classes.bulkPut(classes);
      // The id list keeps the server's order, which the table (keyed by _id) would lose.
      const order = classes.map((item) => item._id);
      await db.snapshots.put({ key: 'classes', data: order, savedAt: new Date().toISOString() });
    });
  } catch (error) {
    console.warn('Could not save classes for offline use', error);
  }
}

/** The saved classes and when they were saved; null when nothing was ever saved. */
export async function readClasses(): Promise<{ classes: Class[]; savedAt: string } | null> {
  const db = getLocalDb();
  const meta = (await db.snapshots.get('classes')) as Snapshot<string[]> | undefined;
  if (!meta) return null;
  const rows = await db.classes.bulkGet(meta.data);
  const classes = rows.filter((row): row is Class => row !== undefined);
  return { classes, savedAt: meta.savedAt };
}
