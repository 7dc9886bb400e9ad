import { useQuery } from '@tanstack/react-query';
import { catalogueFirstPagePath, type CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import { FIRST_PAGE_SIZE } from '#shared/pages/page-table.ts';
import type { ClassPage } from '#shared/schemas/class.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { classKeys } from './get-classes.ts';

/**
 * The catalogue's first page with these filters, as the server rendered it into /classes?<filters>
 * (pwa/app/page-data.ts fills this query from the HTML), for the time before this device has the
 * catalogue saved (a first visit). Asked of the network only then (`enabled`): once the catalogue
 * is saved, every filter runs on the saved copy (useCatalogue).
 */
export function useFirstClassesPage(filters: CatalogueFilters, enabled: boolean) {
  const apiPath = catalogueFirstPagePath(filters, FIRST_PAGE_SIZE);
  return useQuery({
    queryKey: classKeys.firstPage(apiPath),
    queryFn: async () => {
      // The key's own query, in its order: the URL asked is the text of the key the server's
      // embedded answer filled (catalogueFirstPagePath).
      const written = new URLSearchParams(apiPath.slice(apiPath.indexOf('?') + 1));
      const query = Object.fromEntries(written) as CatalogueFilters & { limit?: number };
      // With `limit`, the answer is a page (the contract allows the list and the delta too).
      return (await apiClient.GET('/api/class', { params: { query } })).data as ClassPage;
    },
    enabled,
    // A stand-in until the saved copy answers: never asked again once it is in the cache.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { persist: false, public: true },
  });
}
