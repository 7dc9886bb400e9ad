/**
 * Delta sync of the class catalogue: the approved classes live in IndexedDB with the
 * server's sync cursor, and each visit asks GET /api/class?since=<cursor> only for what changed.
 * Changes, tombstones, the list order and the new cursor are written in one transaction, so a
 * tab closed halfway never keeps a cursor that is ahead of its data. Loaded lazily (Dexie).
 */
import { HTTPError, type NormalizedOptions, TimeoutError } from 'ky';
import type { Class } from '#shared/schemas/class.ts';
import { REQUEST_TIMEOUT_MS } from '../timing/freshness.ts';
import { getLocalDb, openLocalDb, rowSlices, type Snapshot } from './local-db.ts';

export type ClassDelta = { classes: Class[]; deleted: string[]; cursor: string | null };

const FIRST_SYNC = '0';
/** The newest-first id list (the table, keyed by _id, loses the server's order). */
const ORDER_KEY = 'classes';
/**
 * The sync cursor, named with the saved copy's format: a copy saved before classes had a sport,
 * level, venue and schedule has no cursor under this name, so its next sync starts
 * from the first cursor and replaces it whole. (Migration 0006's UPDATE also moves every class's
 * change_seq, checked by hand on a 0005 database, so a delta would bring them too; the format
 * does not rely on every server having run it before this app version arrives.)
 * Change the suffix when the classes' wire format gains fields the catalogue reads.
 */
const CURSOR_KEY = 'classes-cursor:2';
/** Cursors of earlier formats, deleted when the copy is replaced. */
const OLD_CURSOR_KEYS = ['classes-cursor'];

/** Stores what the server sent: the whole view (`full`) or the changes since our cursor. */
export async function applyClassDelta(delta: ClassDelta, full: boolean): Promise<void> {
  const db = getLocalDb();
  // A class that left the approved view is as good as deleted for this list.
  const leaving = delta.classes.filter((item) => item.status !== 'approved').map((c) => c._id);
  const changed = delta.classes.filter((item) => item.status === 'approved');
  const gone = new Set([...delta.deleted, ...leaving]);
  await db.transaction('rw', db.classes, db.snapshots, async () => {
    let order: string[];
    if (full) {
      await db.classes.clear();
      order = changed.map((item) => item._id);
    } else {
      const previous = (await db.snapshots.get(ORDER_KEY)) as Snapshot<string[]> | undefined;
      const known = new Set(previous?.data ?? []);
      // Changes come oldest first; a class new to us goes on top, newest first.
      const added = changed
        .map((item) => item._id)
        .filter((id) => !known.has(id))
        .reverse();
      order = [...added, ...(previous?.data ?? []).filter((id) => !gone.has(id))];
    }
    await db.classes.bulkDelete([...gone]);
    for (const rows of rowSlices(changed)) await db.classes.bulkPut(rows);
    const savedAt = new Date().toISOString();
    await db.snapshots.put({ key: ORDER_KEY, data: order, savedAt });
    if (full) await db.snapshots.bulkDelete(OLD_CURSOR_KEYS);
    if (delta.cursor === null) await db.snapshots.delete(CURSOR_KEY);
    else await db.snapshots.put({ key: CURSOR_KEY, data: delta.cursor, savedAt });
  });
}

async function readCursor(): Promise<string> {
  const saved = (await getLocalDb().snapshots.get(CURSOR_KEY)) as Snapshot<string> | undefined;
  return saved?.data ?? FIRST_SYNC;
}

/**
 * GET /api/class?since=…, a public request: with fetch itself rather than the app's client,
 * because the service worker runs it too (pwa/sw.ts), where there is no session to add and the
 * client's error catalogue would weigh more than the rest of the worker. Its failures are the
 * client's: HTTPError for an answer that is not a success, TimeoutError when none comes.
 */
async function fetchDelta(since: string): Promise<ClassDelta> {
  const url = new URL('/api/class', globalThis.location?.origin ?? 'http://localhost');
  url.searchParams.set('since', since);
  const request = new Request(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const response = await fetch(request).catch((error: unknown) => {
    throw error instanceof DOMException && error.name === 'TimeoutError'
      ? new TimeoutError(request)
      : error;
  });
  if (!response.ok) throw new HTTPError(response, request, {} as NormalizedOptions);
  const body: unknown = await response.json();
  // A server without delta sync answers the first version's plain array: the whole list, no cursor.
  if (Array.isArray(body)) return { classes: body as Class[], deleted: [], cursor: null };
  const delta = body as Partial<ClassDelta> | null;
  if (!Array.isArray(delta?.classes) || !Array.isArray(delta.deleted)) {
    throw new Error('The classes could not be read.');
  }
  return {
    classes: delta.classes,
    deleted: delta.deleted,
    cursor: typeof delta.cursor === 'string' ? delta.cursor : null,
  };
}

/**
 * The whole approved catalogue, newest first, saved nowhere: for a browser that keeps no data
 * (a private window) or a disk too full to save it, where a sync has nowhere to write.
 */
export async function fetchApprovedClasses(): Promise<Class[]> {
  const { classes } = await fetchDelta(FIRST_SYNC);
  return classes.filter((item) => item.status === 'approved');
}

export type SyncResult = { full: boolean; changed: number; deleted: number };

/** Brings the saved catalogue up to date. Throws when the server cannot be reached. */
export async function syncClasses(): Promise<SyncResult> {
  let since = await readCursor();
  let delta: ClassDelta;
  try {
    delta = await fetchDelta(since);
  } catch (error) {
    // A cursor from another database (a reset, a restore): start over, as the API asks.
    if (!(error instanceof HTTPError && error.response.status === 400 && since !== FIRST_SYNC)) {
      throw error;
    }
    since = FIRST_SYNC;
    delta = await fetchDelta(since);
  }
  const full = since === FIRST_SYNC || delta.cursor === null;
  await applyClassDelta(delta, full);
  return { full, changed: delta.classes.length, deleted: delta.deleted.length };
}

/**
 * The service worker's sync, asked by a page that has not started the app (a visitor reading a
 * page rendered by the server, decision 053): the catalogue is saved for their next visit
 * offline without any of it running on the page. Nothing to do where nothing can be saved; a
 * failure is left for the next page's ask, or the app's own sync, which tells the reader.
 */
export async function syncClassesIfSaved(): Promise<void> {
  if (!(await openLocalDb())) return;
  try {
    await syncClasses();
  } catch (error) {
    console.warn('The classes could not be saved for offline use:', error);
  }
}
