import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#pwa/lib/api-client.ts';
import { popularClassSchema, type PopularClass } from '#shared/schemas/class.ts';

export async function getPopularClasses(): Promise<PopularClass[]> {
  return z.array(popularClassSchema).parse(await api.get('popularClass').json());
}

// The spec fetches the list once when its section first appears: no refetch on focus or remount.
export function getPopularClassesQueryOptions() {
  return queryOptions({
    queryKey: ['popular-classes'],
    queryFn: getPopularClasses,
    staleTime: Infinity,
  });
}

export function usePopularClasses() {
  return useQuery(getPopularClassesQueryOptions());
}
