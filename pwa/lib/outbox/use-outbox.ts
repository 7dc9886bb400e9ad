/**
 * A feature's waiting changes on screen, following every change in this tab or another. No
 * Dexie here: the outbox module loads on first use, for a signed-in user only.
 */
import {
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import * as React from 'react';
import { onOutboxChange } from './outbox-events.ts';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (email: string) => [...outboxKeys.all, email] as const,
};

export const getOutboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: outboxKeys.list(email),
    queryFn: async () => (await import('./outbox.ts')).listOutbox(email),
    // IndexedDB is always there: no network mode, no staleness, and no copy in localStorage.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  });

/** Per client, what the next microtask refreshes: the outbox, and the features' data. */
const due = new WeakMap<QueryClient, Set<QueryKey>>();

/**
 * Every card on /classes reads the outbox: one change makes one refetch, not one per card (each
 * would cancel the previous card's request and start its own).
 */
function invalidateOnce(queryClient: QueryClient, refresh: QueryKey): void {
  let keys = due.get(queryClient);
  if (!keys) {
    const pending = (keys = new Set([outboxKeys.all]));
    due.set(queryClient, pending);
    queueMicrotask(() => {
      due.delete(queryClient);
      for (const queryKey of pending) void queryClient.invalidateQueries({ queryKey });
    });
  }
  keys.add(refresh);
}

/**
 * The user's waiting and refused changes on this device (other tabs' writes included).
 * `refresh`: the feature's data that a change sent by another tab makes stale.
 */
export function useOutbox(email: string | null, refresh: QueryKey = outboxKeys.all) {
  const queryClient = useQueryClient();
  React.useEffect(
    () => onOutboxChange(() => invalidateOnce(queryClient, refresh)),
    [queryClient, refresh],
  );
  return useQuery({ ...getOutboxQueryOptions(email ?? ''), enabled: Boolean(email) });
}
