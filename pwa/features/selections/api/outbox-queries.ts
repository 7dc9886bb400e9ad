import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as React from 'react';
import type { Selection } from '#shared/schemas/selection.ts';
import type { OutboxEntry } from '#pwa/lib/local-db.ts';
import { onOutboxChange } from '#pwa/lib/outbox-events.ts';
import { selectionKeys } from './get-selections.ts';

export const outboxKeys = {
  all: ['outbox'] as const,
  list: (email: string) => [...outboxKeys.all, email] as const,
};

export const getOutboxQueryOptions = (email: string) =>
  queryOptions({
    queryKey: outboxKeys.list(email),
    queryFn: async () => (await import('#pwa/lib/outbox.ts')).listOutbox(email),
    // IndexedDB is always there: no network mode, no staleness, and no copy in localStorage.
    networkMode: 'always',
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false },
  });

const invalidating = new WeakSet<QueryClient>();

/**
 * Every card on /classes listens to the outbox: one change makes one refetch, not one per card
 * (each would cancel the previous card's request and start its own).
 */
function invalidateOnce(queryClient: QueryClient): void {
  if (invalidating.has(queryClient)) return;
  invalidating.add(queryClient);
  queueMicrotask(() => {
    invalidating.delete(queryClient);
    void queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    void queryClient.invalidateQueries({ queryKey: selectionKeys.all });
  });
}

/** The student's changes waiting on this device (this tab's and other tabs' writes included). */
export function useOutbox(email: string | null) {
  const queryClient = useQueryClient();
  React.useEffect(() => onOutboxChange(() => invalidateOnce(queryClient)), [queryClient]);
  return useQuery({ ...getOutboxQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/** A row of My selected Classes: the server's, or one still on this device. */
export type SelectionRow = Selection & {
  sync?: { state: 'waiting' } | { state: 'refused'; reason: string };
};

/**
 * What the student should see: the server's selections, minus the deletes still waiting, plus
 * the selects still waiting (or refused, until dismissed).
 */
export function mergeOutbox(selections: Selection[], outbox: OutboxEntry[]): SelectionRow[] {
  const unselected = new Set(outbox.filter((e) => e.op === 'unselect').map((e) => e.id));
  const stored = new Set(selections.map((selection) => selection._id));
  const rows: SelectionRow[] = selections.filter((selection) => !unselected.has(selection._id));
  for (const entry of outbox) {
    if (entry.op !== 'select' || !entry.selection || stored.has(entry.id)) continue;
    rows.push({
      ...entry.selection,
      sync:
        entry.state === 'refused'
          ? { state: 'refused', reason: entry.lastError ?? 'The server refused this selection.' }
          : { state: 'waiting' },
    });
  }
  return rows;
}
