import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query';
import {
  removeOldestQuery,
  type Persister,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { HTTPError } from 'ky';
import { QUERY_STALE_MS } from '#pwa/lib/timing/freshness.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the persisted cache lives in localStorage. */
const CACHE_KEY = 'sports-academy-query-cache';

/**
 * Which build made the persisted cache: a new deploy starts with a fresh cache, so no saved data
 * of an older shape is read by newer code.
 */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

const createdAt = new WeakMap<QueryClient, number>();

/** When this client was made: data it holds from before then came from the persisted cache. */
export function createdAtOf(queryClient: QueryClient): number {
  return createdAt.get(queryClient) ?? 0;
}

export function createQueryClient(): QueryClient {
  // TanStack Query assumes online at start: an offline reload would fail its first fetches
  // instead of pausing them (and keeping what the persisted cache restored).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        // TanStack Query assumes online at start; offlineFirst lets fetchers fall back to IndexedDB.
        networkMode: 'offlineFirst',
        staleTime: QUERY_STALE_MS,
        // Kept at least as long as the persisted copy, or restored entries would be dropped at once.
        gcTime: 7 * DAY_MS,
        retry: (failureCount, error) => {
          // A 4xx answer will not change by asking again.
          if (error instanceof HTTPError && error.response.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
  createdAt.set(queryClient, Date.now());
  return queryClient;
}

/**
 * The cache persists in localStorage through the async persister (throttled writes). Only
 * successful queries are kept; private data is removed on logout by the auth provider.
 */
export function createPersistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  return {
    queryClient,
    persister: lazyPersister(),
    maxAge: 7 * DAY_MS,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false,
    },
  };
}

/**
 * The persister's code loads with its first use (the restore, right after the first render)
 * rather than with the page: it is no first-paint code (decision 011). Every call is async anyway.
 */
function lazyPersister(): Persister {
  let persister: Promise<Persister> | undefined;
  const load = () =>
    (persister ??= import('@tanstack/query-async-storage-persister').then(
      ({ createAsyncStoragePersister }) =>
        createAsyncStoragePersister({
          storage: typeof window === 'undefined' ? undefined : window.localStorage,
          key: CACHE_KEY,
          throttleTime: 1000,
          // localStorage is small (~5 MB): on QuotaExceededError drop the oldest query and retry.
          retry: removeOldestQuery,
        }),
    ));
  return {
    persistClient: async (client) => (await load()).persistClient(client),
    restoreClient: async () => (await load()).restoreClient(),
    removeClient: async () => (await load()).removeClient(),
  };
}

/**
 * Saves the cache at once, in the persister's own format, when the page is hidden or left. The
 * persister writes at most once a second, after the change: a page closed or reloaded within
 * that second (a quick look at the timetable, then the app closed) kept the copy from before,
 * and offline it then said "not saved on this device". Call only once the persisted cache has
 * been restored, or an empty cache would replace it. Returns the function that stops it.
 */
export function saveCacheOnLeave(options: PersistQueryClientOptions): () => void {
  const save = () => {
    try {
      const clientState = dehydrate(options.queryClient, options.dehydrateOptions);
      localStorage.setItem(
        CACHE_KEY,
        JSON.stringify({ buster: options.buster ?? '', timestamp: Date.now(), clientState }),
      );
    } catch {
      // A full localStorage: the persister's next write drops the oldest query and tries again.
    }
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') save();
  };
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    window.removeEventListener('pagehide', save);
    document.removeEventListener('visibilitychange', onHidden);
  };
}
