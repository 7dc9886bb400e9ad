import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { instructorSchema, type Instructor } from '#shared/schemas/instructor.ts';
import { instructorKeys } from './instructor-keys.ts';

export async function getInstructors(): Promise<Instructor[]> {
  return z.array(instructorSchema).parse((await apiClient.GET('/api/instructor')).data);
}

export function getInstructorsQueryOptions() {
  // Public: kept when someone logs out (pwa/lib/auth/auth.tsx).
  return queryOptions({
    queryKey: instructorKeys.list(),
    queryFn: getInstructors,
    meta: { public: true },
  });
}

export function useInstructors() {
  return useQuery(getInstructorsQueryOptions());
}
