import { queryOptions, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { Class, ClassPage } from '#shared/schemas/class.ts';
import {
  catalogueFirstPagePath,
  catalogueSearchParams,
  type CatalogueFilters,
} from '#shared/classes/catalogue-query.ts';
import { api, isNetworkError } from '#pwa/lib/api-client.ts';
import { FIRST_PAGE_SIZE } from '#shared/pages/page-table.ts';

export const classKeys = {
  all: ['classes'] as const,
  approved: () => [...classKeys.all, 'approved'] as const,
  /**
   * The first screen of the catalogue with these filters, as the server put it into
   * /classes?<filters> (pwa/app/page-data.ts): keyed by its query string (catalogueSearchParams).
   */
  firstPage: (filters: CatalogueFilters = {}) =>
    [
      ...classKeys.all,
      'approved',
      'first-page',
      catalogueSearchParams(filters).toString(),
    ] as const,
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
  const [{ syncClasses }, { readClasses }] = await Promise.all([
    import('#pwa/lib/class-sync.ts'),
    import('#pwa/lib/local-db.ts'),
  ]);
  try {
    await syncClasses();
    const saved = await readClasses();
    return { classes: saved?.classes ?? [], savedAt: null };
  } catch (error) {
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
    // Public: kept when someone logs out (pwa/lib/auth.tsx).
    meta: { persist: false, public: true },
  });

export function useApprovedClasses() {
  return useQuery(getApprovedClassesQueryOptions());
}

/**
 * The catalogue's first page with these filters, as the server rendered it into /classes?<filters>
 * (pwa/app/page-data.ts fills this query from the HTML), for the time before this device has the
 * catalogue saved (a first visit). Asked of the network only then (`enabled`): once the catalogue
 * is saved, every filter runs on the saved copy (useCatalogue).
 */
export function useFirstClassesPage(filters: CatalogueFilters, enabled: boolean) {
  return useQuery({
    queryKey: classKeys.firstPage(filters),
    queryFn: () =>
      api
        .get(catalogueFirstPagePath(filters, FIRST_PAGE_SIZE).slice('/api/'.length))
        .json<ClassPage>(),
    enabled,
    // A stand-in until the saved copy answers: never asked again once it is in the cache.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false, public: true },
  });
}
