import { onlineManager, QueryClient } from '@tanstack/react-query';
import {
  removeOldestQuery,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { HTTPError } from 'ky';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Which build made the persisted cache: a new deploy starts with a fresh cache (STYLE.md). */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

export function createQueryClient(): QueryClient {
  // TanStack Query assumes online at start: an offline reload would fail its first fetches
  // instead of pausing them (and keeping what the persisted cache restored).
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: {
        // TanStack Query assumes online at start; offlineFirst lets fetchers fall back to IndexedDB.
        networkMode: 'offlineFirst',
        staleTime: 30_000,
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
}

/**
 * The cache persists in localStorage through the async persister (throttled writes). Only
 * successful queries are kept; private data is removed on logout by the auth provider.
 */
export function createPersistOptions(queryClient: QueryClient): PersistQueryClientOptions {
  const persister = createAsyncStoragePersister({
    storage: typeof window === 'undefined' ? undefined : window.localStorage,
    key: 'sports-academy-query-cache',
    throttleTime: 1000,
    // localStorage is small (~5 MB): on QuotaExceededError drop the oldest query and try again.
    retry: removeOldestQuery,
  });
  return {
    queryClient,
    persister,
    maxAge: 7 * DAY_MS,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        query.state.status === 'success' && query.meta?.persist !== false,
    },
  };
}
