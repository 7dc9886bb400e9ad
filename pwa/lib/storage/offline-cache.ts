/**
 * Every successful query also keeps a copy in IndexedDB, and a query that cannot reach the
 * server with nothing to show is answered from that copy (docs/architecture.md, the offline model). This is
 * the generic part: screens need no code for it. The persisted query cache (localStorage) already
 * repaints a reload; this copy outlives what it cannot: a new deploy's cache buster, a full
 * localStorage, the 7-day limit. Dexie loads only after the page is idle or when needed.
 */
import type { Query, QueryClient } from '@tanstack/react-query';
import { whenIdle } from '#pwa/lib/timing/idle.ts';

const PREFIX = 'query:';
const SAVE_DELAY_MS = 2000;

/** `public`: the query's feature marked it public (meta.public); it outlives a logout. */
type SavedQuery = { public?: boolean; data: unknown };

function loadDb() {
  return import('./local-db.ts');
}

function wantsOfflineCopy(query: Query): boolean {
  return query.meta?.persist !== false && query.meta?.offline !== false;
}

/**
 * Writes are gathered and made after a pause, so first paint never waits for IndexedDB. Leaving
 * the page writes what is gathered at once: a user who moves on within the pause (a full
 * navigation, a closed tab) would otherwise never get a copy of that page's data, and a reload
 * after a refetch failed (API down) then had nothing to show, not even their role.
 */
function createSaver(delayMs: number) {
  const waiting = new Map<string, SavedQuery>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The database's module once loaded: a page being left has no time to wait for an import. */
  let loaded: Awaited<ReturnType<typeof loadDb>> | undefined;
  async function flush() {
    const entries = [...waiting.entries()];
    waiting.clear();
    const db = loaded ?? (await loadDb());
    // Every write started in this turn, none waiting on the one before: on 'pagehide' the page
    // may not run another.
    await Promise.all(
      entries.map(([hash, value]) => db.saveSnapshot<SavedQuery>(PREFIX + hash, value)),
    );
  }
  let cancelIdle = () => {};
  /** The database's code asked for (its cancel, unused: it is wanted once asked). */
  let asked: unknown;
  // The database's code, and the first write that opens it, are tasks of their own of tens of
  // milliseconds on a phone: both wait for an idle moment, so a tap in the app's first seconds
  // never waits behind them (decision 053).
  const save = (query: Query) => {
    asked ??= whenIdle(() => void loadDb().then((db) => (loaded = db)));
    waiting.set(query.queryHash, { public: query.meta?.public === true, data: query.state.data });
    clearTimeout(timer);
    cancelIdle();
    timer = setTimeout(() => (cancelIdle = whenIdle(() => void flush())), delayMs);
  };
  const flushNow = () => {
    clearTimeout(timer);
    cancelIdle();
    if (waiting.size > 0) void flush();
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flushNow();
  };
  window.addEventListener('pagehide', flushNow);
  document.addEventListener('visibilitychange', onHidden);
  // An uninstalled cache writes nothing more: a write it had gathered would land after the app
  // that asked for it is gone (between two tests: into the next one's saved copies).
  const stop = () => {
    clearTimeout(timer);
    cancelIdle();
    waiting.clear();
    window.removeEventListener('pagehide', flushNow);
    document.removeEventListener('visibilitychange', onHidden);
  };
  return { save, stop };
}

/** Queries being put back from their copy: saving that again would date it now. */
const restoring = new Set<string>();

/** A query that failed or paused with nothing on screen gets the saved copy, dated when saved. */
async function restoreFromCopy(query: Query): Promise<void> {
  const saved = await (await loadDb()).readSnapshot<SavedQuery>(PREFIX + query.queryHash);
  if (!saved || query.state.data !== undefined) return;
  restoring.add(query.queryHash);
  try {
    query.setData(saved.data.data, { updatedAt: new Date(saved.savedAt).getTime(), manual: true });
  } finally {
    restoring.delete(query.queryHash);
  }
}

export function installOfflineCache(
  queryClient: QueryClient,
  { saveDelayMs = SAVE_DELAY_MS }: { saveDelayMs?: number } = {},
): () => void {
  const { save, stop } = createSaver(saveDelayMs);
  const tried = new Set<string>();
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !wantsOfflineCopy(event.query)) return;
    const { query, action } = event;
    // A fetch, or a change the app made to the data (a change the server accepted: the outbox's
    // kinds), so the copy never falls behind what the screen shows.
    if (action.type === 'success' && !restoring.has(query.queryHash)) {
      save(query);
    } else if (
      (action.type === 'pause' || action.type === 'error' || action.type === 'failed') &&
      query.state.data === undefined &&
      !tried.has(query.queryHash)
    ) {
      tried.add(query.queryHash);
      void restoreFromCopy(query).catch(() => undefined);
    }
  });
  // The page's data from its HTML (pwa/app/page-data.ts) was put into its queries before the
  // app's first render, before this listener: copied as if fetched now, since a reader who never
  // moves on from that page would otherwise have no copy of it. Not data from an earlier visit
  // (the persisted cache's, dated before this page loaded): copied again, it would look new.
  for (const query of queryClient.getQueryCache().getAll()) {
    if (
      query.state.status === 'success' &&
      query.state.dataUpdatedAt >= performance.timeOrigin &&
      wantsOfflineCopy(query)
    )
      save(query);
  }
  return () => {
    unsubscribe();
    stop();
  };
}

/** On logout: the saved copies of private lists go with the session (public ones stay). */
export async function forgetPrivateCopies(): Promise<void> {
  const db = await (await loadDb()).openLocalDb();
  if (!db) return; // A browser that keeps no data has no copies to forget.
  const snapshots = db.snapshots;
  const keys = (await snapshots.toArray())
    .filter(
      (snapshot) =>
        snapshot.key.startsWith(PREFIX) && (snapshot.data as SavedQuery).public !== true,
    )
    .map((snapshot) => snapshot.key);
  await snapshots.bulkDelete(keys);
}
