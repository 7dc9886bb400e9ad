import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { passSchema, type Pass } from '#shared/schemas/check-in.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

/** The student's passes: persisted like every query, so a pass opens offline after one visit. */
export const passKeys = { all: ['passes'] as const };

/** GET /api/passes: the signed-in student's active passes. */
export async function getPasses(): Promise<Pass[]> {
  return z.array(passSchema).parse((await apiClient.GET('/api/passes')).data);
}

export const getPassesQueryOptions = () =>
  queryOptions({ queryKey: passKeys.all, queryFn: getPasses });

export function usePasses() {
  return useQuery(getPassesQueryOptions());
}
