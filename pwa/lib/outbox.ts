/**
 * The outbox (DESIGN.md, offline-first): selections made or deleted without a connection wait
 * here, in IndexedDB, and are sent when the connection returns. Each select carries its client
 * UUID, which the server treats as an idempotency key, so a send that was cut halfway and sent
 * again still lands exactly once. Loaded lazily: Dexie is not first-paint code.
 */
import { HTTPError } from 'ky';
import type { NewSelectionInput, Selection } from '#shared/schemas/selection.ts';
import { api, ensureFreshAccessToken, readApiError } from './api-client.ts';
import { getLocalDb, patchSavedSelections, type OutboxEntry } from './local-db.ts';
import { notifyOutboxChange, setOutboxSending } from './outbox-events.ts';
import { isPassingStatus } from './outbox-retry.ts';

export type { OutboxEntry };

/**
 * `attempts` counts sends that were started: above 0, the change may have reached the server even
 * though no answer came back (the connection dropped mid-request).
 */
function newEntry(
  fields: Pick<OutboxEntry, 'id' | 'op' | 'email' | 'selection'>,
  attempts = 0,
): OutboxEntry {
  return {
    ...fields,
    state: 'pending',
    attempts,
    lastError: null,
    createdAt: new Date().toISOString(),
  };
}

/** Ask the service worker to wake us when the connection returns (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)
      ?.sync;
    await sync?.register('outbox');
  } catch {
    // Not offered (Firefox, Safari, tests): the online event and app start still send it.
  }
}

/** `attempted`: it was sent once already and the answer never came (it may be stored). */
export async function queueSelect(
  selection: Selection,
  { attempted = false }: { attempted?: boolean } = {},
): Promise<void> {
  await getLocalDb().outbox.put(
    newEntry(
      { id: selection._id, op: 'select', email: selection.email, selection },
      attempted ? 1 : 0,
    ),
  );
  notifyOutboxChange();
  void requestBackgroundSync();
}

/**
 * Deleting a selection offline. A select that never left this device (never sent, or refused) is
 * simply forgotten; one the server has, or may have (a send whose answer was lost, or one on its
 * way right now), is queued for DELETE, which counts as done if the server never had it.
 */
export async function queueUnselect(id: string, email: string): Promise<void> {
  const db = getLocalDb();
  await db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.get(id);
    const neverSent =
      existing?.op === 'select' && (existing.attempts === 0 || existing.state === 'refused');
    if (neverSent) await db.outbox.delete(id);
    else await db.outbox.put(newEntry({ id, op: 'unselect', email }));
  });
  notifyOutboxChange();
  void requestBackgroundSync();
}

/** The user's waiting and refused changes, oldest first. */
export async function listOutbox(email: string): Promise<OutboxEntry[]> {
  const entries = await getLocalDb().outbox.where('email').equals(email).toArray();
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** How many of the user's changes wait to be sent (refused ones are not waiting). */
export async function countWaiting(email: string): Promise<number> {
  return getLocalDb()
    .outbox.where('email')
    .equals(email)
    .filter((entry) => entry.state === 'pending')
    .count();
}

/** The user read why the server refused a change: forget it. */
export async function dismissOutboxEntry(id: string): Promise<void> {
  await getLocalDb().outbox.delete(id);
  notifyOutboxChange();
}

export type FlushResult = { sent: number; refused: number; waiting: number };

type Outcome =
  { kind: 'sent' } | { kind: 'refused'; reason: string } | { kind: 'retry'; reason: string };

async function send(entry: OutboxEntry): Promise<Outcome> {
  try {
    if (entry.op === 'select') {
      const { createdAt: _createdAt, ...fields } = entry.selection ?? ({} as Selection);
      const body: NewSelectionInput = fields;
      await api.post('select', { json: body });
    } else {
      await api.delete(`select/${encodeURIComponent(entry.id)}`);
    }
    return { kind: 'sent' };
  } catch (error) {
    const { message } = await readApiError(error);
    // No answer at all (offline, connection refused, timeout): try again later.
    if (!(error instanceof HTTPError)) return { kind: 'retry', reason: message };
    const status = error.response.status;
    // Already gone on the server: what the delete wanted.
    if (entry.op === 'unselect' && status === 404) return { kind: 'sent' };
    // 401 after the client's renewal means the session ended (the app sends the user to
    // /login); 408/429/5xx are passing troubles. Keep the change for the next attempt.
    if (status === 401 || isPassingStatus(status)) {
      return { kind: 'retry', reason: message };
    }
    return { kind: 'refused', reason: message };
  }
}

async function flushNow(email?: string): Promise<FlushResult> {
  const db = getLocalDb();
  const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
  const pending = (await db.outbox.toArray())
    .filter((entry) => entry.state === 'pending' && (email === undefined || entry.email === email))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (pending.length === 0) return result;
  setOutboxSending(true);
  try {
    await sendInTurn(pending, result);
  } finally {
    setOutboxSending(false);
  }
  return result;
}

const sameChange = (a: OutboxEntry | undefined, b: OutboxEntry) =>
  a?.op === b.op && a.createdAt === b.createdAt;

/**
 * Applies `change` to the entry only if it is still the change that was sent: the user may have
 * deleted the selection meanwhile (its select became an unselect), and that must not be lost.
 */
async function settle(
  entry: OutboxEntry,
  change: 'delete' | Partial<OutboxEntry>,
): Promise<OutboxEntry | null> {
  const db = getLocalDb();
  return db.transaction('rw', db.outbox, async () => {
    const current = await db.outbox.get(entry.id);
    if (!current || !sameChange(current, entry)) return null;
    if (change === 'delete') await db.outbox.delete(entry.id);
    else await db.outbox.update(entry.id, change);
    return { ...current, ...(change === 'delete' ? {} : change) };
  });
}

async function sendInTurn(pending: OutboxEntry[], result: FlushResult): Promise<void> {
  await ensureFreshAccessToken();
  for (const [index, queued] of pending.entries()) {
    // Counted before sending: if the answer is lost, the entry says it may have arrived.
    const entry = await settle(queued, { attempts: queued.attempts + 1 });
    if (!entry || entry.state !== 'pending') continue;
    const outcome = await send(entry);
    if (outcome.kind === 'sent') {
      await patchSavedSelections(
        entry.email,
        entry.op === 'select' && entry.selection ? { add: entry.selection } : { remove: entry.id },
      );
      await settle(entry, 'delete');
      result.sent += 1;
    } else if (outcome.kind === 'refused') {
      await settle(entry, { state: 'refused', lastError: outcome.reason });
      result.refused += 1;
    } else {
      await settle(entry, { lastError: outcome.reason });
      // The network is down again: the rest would fail the same way; the next trigger resumes.
      result.waiting = pending.length - index;
      break;
    }
    notifyOutboxChange();
  }
}

let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Sends the waiting changes, oldest first: those of `email`, the signed-in user (another user's
 * changes, left by a logout, wait for them: sent with this user's token they would be refused).
 * One tab at a time (Web Locks): a second tab waits, then finds the entries already gone.
 * Without Web Locks, calls in this tab take turns.
 */
export function flushOutbox(email?: string): Promise<FlushResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const flush = () => flushNow(email);
  // request() resolves with the callback's promise; then() flattens it for the type checker.
  if (locks) return locks.request('outbox', flush).then((result) => result);
  const run = localTurn.then(flush, flush);
  localTurn = run.catch(() => undefined);
  return run;
}
