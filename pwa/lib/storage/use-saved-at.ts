import { useOnlineStatus } from '../device/use-online-status.ts';

/**
 * When the shown list was saved, if it is not live: the fetcher's `savedAt` (it fell back to
 * IndexedDB), or, while offline, the time the cached response was fetched (the persisted query
 * cache can answer without the fetcher running at all).
 */
export function useSavedAt(query: {
  data?: { savedAt: string | null };
  dataUpdatedAt: number;
}): string | null {
  const online = useOnlineStatus();
  if (query.data?.savedAt) return query.data.savedAt;
  if (!online && query.data && query.dataUpdatedAt > 0)
    return new Date(query.dataUpdatedAt).toISOString();
  return null;
}
