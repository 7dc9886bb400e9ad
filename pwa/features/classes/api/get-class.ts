/**
 * One class with its sessions, for its page (/classes/:id): GET /api/class/:id. The server puts
 * the same answer into the page's HTML (pwa/app/page-data.ts), and like every query it keeps a
 * copy (pwa/lib/storage/offline-cache.ts), so a page opened once opens offline later. A page never opened
 * while online falls back to what the synced catalogue knows of the class (useCatalogueCopy).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Class, ClassDetail } from '#shared/schemas/class.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { classKeys, getApprovedClassesQueryOptions } from './get-classes.ts';

export const classDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: classKeys.detail(id),
    // Checked: an answer that is not a class (a captive portal's page, a proxy's) is an error,
    // never a page drawn from half a class.
    // (The schema loads with the first fetch: page-data.ts, first-paint code, imports this file.)
    queryFn: async (): Promise<ClassDetail> => {
      const [answer, { classDetailSchema }] = await Promise.all([
        apiClient.GET('/api/class/{id}', { params: { path: { id } } }),
        import('#shared/schemas/class.ts'),
      ]);
      return classDetailSchema.parse(answer.data);
    },
    // An approved class's page is public (it outlives a logout); a pending one's is refused to
    // anyone else by the server anyway.
    meta: { public: true },
  });

export function useClassDetail(id: string) {
  return useQuery(classDetailQueryOptions(id));
}

/**
 * The class as the saved catalogue has it, asked only when `wanted` (the page has nothing else
 * to show: offline, never opened before). No sessions: those need a connection. `lookedUp`: the
 * catalogue has answered from what this device saved, or found nothing saved.
 */
export function useCatalogueCopy(
  id: string,
  wanted: boolean,
): { copy: Class | undefined; lookedUp: boolean } {
  const catalogue = useQuery({ ...getApprovedClassesQueryOptions(), enabled: wanted });
  if (!wanted) return { copy: undefined, lookedUp: false };
  return {
    copy: catalogue.data?.classes.find((item) => item._id === id),
    lookedUp: catalogue.data !== undefined || isNotSavedHere(catalogue),
  };
}
