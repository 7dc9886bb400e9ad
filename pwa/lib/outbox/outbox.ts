/**
 * The outbox (docs/architecture.md, offline): every change a feature lets the user make offline
 * is a request (method, path, body) stored here in IndexedDB first, then sent: at once when there
 * is a connection, later when there is none or the server does not answer. Its id is the server's
 * idempotency key, so a send that was cut halfway and sent again still lands exactly once. The
 * outbox knows no feature: each registers what its changes mean (outbox-kinds.ts). Loaded lazily:
 * Dexie is not first-paint code.
 */
import { HTTPError } from 'ky';
import {
  api,
  ensureFreshAccessToken,
  type ApiPath,
  ReadApiError,
  readApiError,
  sayError,
  type ReasonRead,
} from '../api/api-client.ts';
import {
  dropCachedData,
  getLocalDb,
  isQuotaError,
  openLocalDb,
  type LocalDb,
  type OutboxEntry,
} from '../storage/local-db.ts';
import { notifyOutboxChange, notifyOutboxSent, setOutboxSending } from './outbox-events.ts';
import { outboxKinds } from './outbox-kinds.ts';

export type { OutboxEntry };

/**
 * What a feature queues: the request, who makes it, the name of the change, and what it is for
 * the person (`label`, said in the list of waiting changes and the sign-out warning). The path is
 * one the API's contract has for the method (decision 045), stored as it is sent.
 */
export type OutboxChange = Pick<OutboxEntry, 'id' | 'op' | 'body' | 'email' | 'label'> &
  {
    [Method in OutboxEntry['method']]: { method: Method; path: ApiPath<Method> };
  }[OutboxEntry['method']];

export type FlushResult = { sent: number; refused: number; waiting: number };

/**
 * What became of a change sent with sendChange. A refusal's `reason` is its English sentence;
 * `refusal`, the API's reason and values, when it answered one. 'not-saved': this device could
 * not keep it (a full disk, a window that keeps no data) and it could not be sent either: it is
 * nowhere, and `reason` says so in the page's language.
 */
export type SendOutcome =
  | { state: 'sent' }
  | { state: 'waiting'; offline: boolean }
  | { state: 'refused'; reason: string; refusal?: ReasonRead }
  | { state: 'not-saved'; reason: string; refusal: ReasonRead };

/**
 * queueChange could not store the change: the disk stayed full once the caches were dropped
 * ('device_full'), or this browser keeps no data here ('not_kept'). Nothing was queued.
 */
export class ChangeNotStoredError extends Error {
  constructor(
    readonly why: 'device_full' | 'not_kept',
    options?: ErrorOptions,
  ) {
    super(
      why === 'device_full' ? 'The device is full.' : 'This browser keeps no data here.',
      options,
    );
    this.name = 'ChangeNotStoredError';
  }

  /** The client's reason that says it to the person (pwa/lib/api/api-error-text.ts). */
  get refusal(): ReasonRead {
    const reason = this.why === 'device_full' ? 'client_device_full' : 'client_not_kept_offline';
    return { reason, params: {} };
  }
}

/** Ask the service worker to wake us when the connection returns (Chromium's Background Sync). */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as
      { sync?: { register(tag: string): Promise<void> } } | undefined;
    await registration?.sync?.register('outbox');
  } catch {
    // Not offered (Firefox, Safari, tests): the online event and app start still send it.
  }
}

/**
 * Stores a change to send, in place of a waiting one with the same id. `undo`: it undoes that
 * one (a delete of a create); if that one never left this device (never sent, or refused), both
 * are simply forgotten and nothing is queued (answers false). One the server has or may have (an
 * answer lost, a send on its way right now) is replaced by the undo.
 */
export async function queueChange(change: OutboxChange, { undo = false } = {}): Promise<boolean> {
  const db = await openLocalDb();
  if (!db) throw new ChangeNotStoredError('not_kept');
  let queued: boolean;
  try {
    queued = await storeChange(db, change, undo);
  } catch (error) {
    if (!isQuotaError(error)) throw error;
    // The failed transaction changed nothing (what was queued is intact). Room is made from what
    // is only a cache, never from the outbox, and the change is tried once more.
    try {
      await dropCachedData(db);
      queued = await storeChange(db, change, undo);
    } catch (again) {
      if (!isQuotaError(again)) throw again;
      throw new ChangeNotStoredError('device_full', { cause: again });
    }
  }
  notifyOutboxChange();
  void requestBackgroundSync();
  return queued;
}

/** queueChange's write, in one transaction: all of it lands, or none. */
function storeChange(db: LocalDb, change: OutboxChange, undo: boolean): Promise<boolean> {
  return db.transaction('rw', db.outbox, async () => {
    const existing = await db.outbox.get(change.id);
    if (undo && existing && (existing.attempts === 0 || existing.state === 'refused')) {
      await db.outbox.delete(change.id);
      return false;
    }
    const createdAt = new Date().toISOString();
    await db.outbox.put({ ...change, state: 'pending', attempts: 0, lastError: null, createdAt });
    return true;
  });
}

/** The user's waiting and refused changes, oldest first (none where this browser keeps no data). */
export async function listOutbox(email: string): Promise<OutboxEntry[]> {
  const db = await openLocalDb();
  if (!db) return [];
  const entries = await db.outbox.where('email').equals(email).toArray();
  return entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** How many of the user's changes wait to be sent (refused ones are not waiting). */
export async function countWaiting(email: string): Promise<number> {
  return (await listOutbox(email)).filter((entry) => entry.state === 'pending').length;
}

/** The user read why the server refused a change: forget it. */
export async function dismissOutboxEntry(id: string): Promise<void> {
  const db = await openLocalDb();
  if (!db) return;
  await db.outbox.delete(id);
  notifyOutboxChange();
}

/**
 * Outbox first, then send: the one way a screen sends a change, online or not. Answers what
 * became of it; a refusal is the caller's to show (the entry is dropped: it was said at once).
 */
export async function sendChange(
  change: OutboxChange,
  { undo = false } = {},
): Promise<SendOutcome> {
  let queued: boolean;
  try {
    queued = await queueChange(change, { undo });
  } catch (error) {
    if (!(error instanceof ChangeNotStoredError)) throw error;
    return sendWithoutOutbox(change, error);
  }
  if (!queued) return { state: 'sent' };
  if (!navigator.onLine) return { state: 'waiting', offline: true };
  try {
    await flushOutbox(change.email);
  } catch {
    // The session could not be renewed (the server is down): it waits like any other.
  }
  const entry = await getLocalDb().outbox.get(change.id);
  if (!entry || entry.op !== change.op) return { state: 'sent' };
  if (entry.state === 'pending') return { state: 'waiting', offline: !navigator.onLine };
  await dismissOutboxEntry(change.id);
  const reason = entry.lastError ?? (await sayError({ reason: 'client_change_refused' }));
  return { state: 'refused', reason, refusal: entry.lastErrorReason ?? undefined };
}

/**
 * A change queueChange could not store (ChangeNotStoredError): sent now, once, when online, and
 * its real outcome answered; offline, or with no answer from the server, it cannot wait anywhere:
 * 'not-saved', for the caller to say (never as waiting to sync).
 */
export async function sendWithoutOutbox(
  change: OutboxChange,
  notStored: ChangeNotStoredError,
): Promise<Exclude<SendOutcome, { state: 'waiting' }>> {
  const notSaved = async () => ({
    state: 'not-saved' as const,
    reason: await sayError(notStored.refusal),
    refusal: notStored.refusal,
  });
  if (!navigator.onLine) return notSaved();
  const entry: OutboxEntry = {
    ...change,
    state: 'pending',
    attempts: 1,
    lastError: null,
    createdAt: new Date().toISOString(),
  };
  let outcome: Outcome;
  try {
    await ensureFreshAccessToken();
    outcome = await send(entry);
  } catch {
    return notSaved(); // The session could not be renewed: the server is down.
  }
  if (outcome.kind === 'refused') {
    return { state: 'refused', reason: outcome.reason, refusal: outcome.refusal ?? undefined };
  }
  if (outcome.kind === 'retry') return notSaved();
  (await outboxKinds())[entry.op]?.onSent?.(entry);
  if (notStored.why === 'device_full') await forgetSuperseded(change.id);
  return { state: 'sent' };
}

/**
 * A change sent without the outbox replaces one with its id still waiting there (the create an
 * undo undoes): sent later, that one would undo what the server now has.
 */
async function forgetSuperseded(id: string): Promise<void> {
  try {
    await getLocalDb().outbox.delete(id);
    notifyOutboxChange();
  } catch (error) {
    console.warn('Could not forget a change the server has now', error);
  }
}

/**
 * A refusal, or a change not saved, that sendChange answered, as an error to throw: readApiError
 * gives its reason back (in the reader's language).
 */
export function refusedError(
  outcome: Extract<SendOutcome, { state: 'refused' | 'not-saved' }>,
): ReadApiError {
  return new ReadApiError({ message: outcome.reason, ...outcome.refusal });
}

/** `reason` in English; `refusal`, the API's reason and values when it answered one. */
type Outcome =
  { kind: 'sent' } | { kind: 'refused' | 'retry'; reason: string; refusal: ReasonRead | null };

/** What the entry keeps of a failed send. */
const failure = (outcome: Extract<Outcome, { reason: string }>) => ({
  lastError: outcome.reason,
  lastErrorReason: outcome.refusal,
});

/**
 * The retry policy. No answer at all (offline, connection refused), 408, 429 and 5xx are passing
 * trouble: try again later. So is 401 after the client's renewal: the session ended and the app
 * sends the user to /login; their change waits for them. Any other answer is the server's word.
 */
async function send(entry: OutboxEntry): Promise<Outcome> {
  try {
    const method = entry.method.toLowerCase() as Lowercase<OutboxEntry['method']>;
    await api[method](entry.path, entry.body === undefined ? undefined : { json: entry.body });
    return { kind: 'sent' };
  } catch (error) {
    const { message, reason, params = {} } = await readApiError(error);
    const refusal = reason === undefined ? null : { reason, params };
    if (!(error instanceof HTTPError)) return { kind: 'retry', reason: message, refusal };
    const status = error.response.status;
    // Already gone on the server: what the delete wanted.
    if (entry.method === 'DELETE' && status === 404) return { kind: 'sent' };
    if (status === 401 || status === 408 || status === 429 || status >= 500) {
      return { kind: 'retry', reason: message, refusal };
    }
    return { kind: 'refused', reason: message, refusal };
  }
}

const sameChange = (a: OutboxEntry | undefined, b: OutboxEntry) =>
  a?.op === b.op && a.createdAt === b.createdAt;

/**
 * Applies `change` to the entry only if it is still the change that was sent: the user may have
 * undone it meanwhile (a create became a delete), and that must not be lost.
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

type OnRefused = (entry: OutboxEntry) => void;

async function sendInTurn(pending: OutboxEntry[], onRefused?: OnRefused): Promise<FlushResult> {
  const result: FlushResult = { sent: 0, refused: 0, waiting: 0 };
  const kinds = await outboxKinds();
  await ensureFreshAccessToken();
  for (const [index, queued] of pending.entries()) {
    // Counted before sending: if the answer is lost, the entry says it may have arrived.
    const entry = await settle(queued, { attempts: queued.attempts + 1 });
    if (!entry || entry.state !== 'pending') continue;
    const outcome = await send(entry);
    if (outcome.kind === 'sent') {
      kinds[entry.op]?.onSent?.(entry);
      notifyOutboxSent(entry);
      await settle(entry, 'delete');
      result.sent += 1;
    } else if (outcome.kind === 'refused') {
      const refused = await settle(entry, { state: 'refused', ...failure(outcome) });
      if (refused) onRefused?.(refused);
      result.refused += 1;
    } else {
      await settle(entry, failure(outcome));
      // The network is down again: the rest would fail the same way; the next trigger resumes.
      result.waiting = pending.length - index;
      break;
    }
    notifyOutboxChange();
  }
  return result;
}

async function flushNow(email?: string, onRefused?: OnRefused): Promise<FlushResult> {
  const db = await openLocalDb();
  if (!db) return { sent: 0, refused: 0, waiting: 0 };
  const pending = (await db.outbox.toArray())
    .filter((entry) => entry.state === 'pending' && (email === undefined || entry.email === email))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  if (pending.length === 0) return { sent: 0, refused: 0, waiting: 0 };
  setOutboxSending(true);
  try {
    return await sendInTurn(pending, onRefused);
  } finally {
    setOutboxSending(false);
  }
}

let localTurn: Promise<unknown> = Promise.resolve();

/**
 * Sends the waiting changes, oldest first: those of `email`, the signed-in user (another user's
 * changes, left by a logout, wait for them: sent with this user's token they would be refused).
 * One tab at a time (Web Locks): a second tab waits, then finds the entries already gone.
 * Without Web Locks, calls in this tab take turns.
 */
export function flushOutbox(email?: string, onRefused?: OnRefused): Promise<FlushResult> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  const flush = () => flushNow(email, onRefused);
  // request() resolves with the callback's promise; then() flattens it for the type checker.
  if (locks) return locks.request('outbox', flush).then((result) => result);
  const run = localTurn.then(flush, flush);
  localTurn = run.catch(() => undefined);
  return run;
}
