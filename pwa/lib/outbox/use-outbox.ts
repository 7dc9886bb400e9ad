/**
 * A feature's waiting changes on screen, following every change in this tab or another. No
 * Dexie here: the outbox module loads on first use, for a signed-in user only.
 */
import {
  queryOptions,
  useMutationState,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import * as React from 'react';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
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
 * The changes of a kind this tab is sending now: the mutations under `mutationKey`, and whether a
 * mutation's variables are a given stored change. A change is stored on the device before it is
 * sent; until the server answers, the screens show it as being sent ("Selecting…"), not as
 * waiting to sync, so that a refusal never takes back what the person saw as theirs.
 */
export type SendingNow = {
  mutationKey: QueryKey;
  sends: (entry: OutboxEntry, variables: unknown) => boolean;
};

const NOTHING_SENT = { mutationKey: [...outboxKeys.all, 'nothing'], sends: () => false };

/**
 * The user's waiting and refused changes on this device (other tabs' writes included).
 * `refresh`: the feature's data that a change sent by another tab makes stale. `sendingNow`:
 * for a kind whose screens wait for the server's answer, the changes left out while this tab
 * sends them (the door's check-ins, for one, show their change at once, so they pass none).
 */
export function useOutbox(
  email: string | null,
  refresh: QueryKey = outboxKeys.all,
  sendingNow: SendingNow = NOTHING_SENT,
) {
  const queryClient = useQueryClient();
  React.useEffect(
    () => onOutboxChange(() => invalidateOnce(queryClient, refresh)),
    [queryClient, refresh],
  );
  const sending = useMutationState({
    filters: { mutationKey: sendingNow.mutationKey, status: 'pending' },
    select: (mutation) => mutation.state.variables,
  });
  const { sends } = sendingNow;
  const select = React.useCallback(
    (entries: OutboxEntry[]) =>
      sending.length === 0
        ? entries
        : entries.filter(
            (entry) =>
              entry.state !== 'pending' || !sending.some((variables) => sends(entry, variables)),
          ),
    [sending, sends],
  );
  return useQuery({ ...getOutboxQueryOptions(email ?? ''), enabled: Boolean(email), select });
}
