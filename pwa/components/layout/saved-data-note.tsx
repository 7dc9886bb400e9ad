import { useQueryClient, type Query } from '@tanstack/react-query';
import * as React from 'react';
import { OfflineNote } from '#pwa/components/feedback/offline-note.tsx';
import { usePageHasOfflineNote } from '#pwa/components/feedback/offline-note-registry.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';

/** A query on screen that shows a saved answer rather than a fresh one. */
function showsSavedData(query: Query, online: boolean): boolean {
  if (query.getObserversCount() === 0 || query.state.data === undefined) return false;
  if (query.meta?.offline === false) return false;
  if (!online || query.state.status === 'error') return true;
  // Answered from the IndexedDB copy after the fetch failed (not while it is still retrying).
  return query.state.fetchFailureCount > 0 && query.state.fetchStatus === 'idle';
}

/**
 * 'Offline — saved <relative time>' for any screen showing saved data (the oldest of it), so the
 * screens need no code of their own; pages with their own note keep it and this one steps aside.
 */
export function SavedDataNote() {
  const queryClient = useQueryClient();
  const online = useOnlineStatus();
  const pageHasNote = usePageHasOfflineNote();
  const savedAt = React.useSyncExternalStore(
    // Told after the event, not during it: a component that mounts a new query notifies the
    // cache while it renders, and re-rendering this note from inside that render is an error.
    (listener) => queryClient.getQueryCache().subscribe(() => queueMicrotask(listener)),
    () => {
      const times = queryClient
        .getQueryCache()
        .getAll()
        .filter((query) => showsSavedData(query, online))
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.min(...times) : null;
    },
    () => null,
  );
  if (pageHasNote || savedAt === null) return null;
  return (
    <div className="container-page pt-4">
      <OfflineNote savedAt={new Date(savedAt).toISOString()} pageLevel={false} />
    </div>
  );
}
