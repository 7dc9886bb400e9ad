import { queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { Class } from '#shared/schemas/class.ts';
import { isNetworkError } from '#pwa/lib/api/api-client.ts';

export const classKeys = {
  all: ['classes'] as const,
  approved: () => [...classKeys.all, 'approved'] as const,
  /**
   * The catalogue's first page with some filters: keyed by its API path
   * (catalogueFirstPagePath), which the server names when it puts the same answer into
   * /classes?<filters> (pwa/app/page-data.ts). A path, not the filters: reading filters needs
   * code the first paint should not carry.
   */
  firstPage: (apiPath: string) => [...classKeys.all, 'approved', 'first-page', apiPath] as const,
  /** One class's page (GET /api/class/:id), by its id as the path writes it. */
  detail: (id: string) => [...classKeys.all, 'detail', id] as const,
};

/** `savedAt` is set when the list comes from this device's saved copy instead of the network. */
export type ApprovedClasses = { classes: Class[]; savedAt: string | null };

/** A failure worth answering from the saved copy: no network, or a server/proxy error. */
function canUseSavedCopy(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof HTTPError && error.response.status >= 500);
}

/**
 * The approved classes, from IndexedDB after a delta sync (GET /api/class?since=<cursor>): a
 * returning visitor downloads only what changed. When the network fails, the saved classes
 * answer instead (docs/architecture.md, the offline model). Dexie is imported lazily: not first-paint code.
 */
export async function getApprovedClasses(): Promise<ApprovedClasses> {
  const [{ fetchApprovedClasses, syncClasses }, { isQuotaError, openLocalDb, readClasses }] =
    await Promise.all([
      import('#pwa/lib/storage/class-sync.ts'),
      import('#pwa/lib/storage/local-db.ts'),
    ]);
  // A browser that keeps no data (a private window): the list as the server sends it, unsaved.
  if (!(await openLocalDb())) return { classes: await fetchApprovedClasses(), savedAt: null };
  try {
    await syncClasses();
    const saved = await readClasses();
    return { classes: saved?.classes ?? [], savedAt: null };
  } catch (error) {
    // A disk too full to save the sync: this visit shows the list unsaved all the same.
    if (isQuotaError(error)) return { classes: await fetchApprovedClasses(), savedAt: null };
    if (canUseSavedCopy(error)) {
      const saved = await readClasses();
      if (saved) return saved;
    }
    throw error;
  }
}

export const getApprovedClassesQueryOptions = () =>
  queryOptions({
    queryKey: classKeys.approved(),
    queryFn: getApprovedClasses,
    // IndexedDB holds the catalogue (10,000 classes would not fit in localStorage's copy).
    // Public: kept when someone logs out (pwa/lib/auth/auth.tsx).
    meta: { persist: false, public: true },
  });

/** `enabled: false` holds the sync back (the cache's copy, if any, still shows). */
export function useApprovedClasses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getApprovedClassesQueryOptions(), enabled });
}
