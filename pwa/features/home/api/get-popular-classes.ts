import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { parseResponseList } from '#shared/schemas/response-shape.ts';
import { popularClassShape } from '#shared/schemas/response-shapes.ts';
import type { PopularClass } from '#shared/schemas/class.ts';
import { popularClassKeys } from './popular-class-keys.ts';

export async function getPopularClasses(): Promise<PopularClass[]> {
  // Not zod: building its schemas cost the first screen a long task (response-shape.ts).
  const body = (await apiClient.GET('/api/popularClass')).data;
  return parseResponseList(popularClassShape, body, 'popular classes');
}

// product.md fetches the list once when its section first appears: no refetch on focus or remount.
export function getPopularClassesQueryOptions() {
  return queryOptions({
    queryKey: popularClassKeys.all,
    queryFn: getPopularClasses,
    staleTime: Infinity,
    // Public: kept when someone logs out (pwa/lib/auth/auth.tsx).
    meta: { public: true },
  });
}

export function usePopularClasses() {
  return useQuery(getPopularClassesQueryOptions());
}
