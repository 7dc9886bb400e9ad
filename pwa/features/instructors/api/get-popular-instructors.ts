import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { parseResponseList } from '#shared/schemas/response-shape.ts';
import { popularInstructorShape } from '#shared/schemas/response-shapes.ts';
import type { PopularInstructor } from '#shared/schemas/instructor.ts';
import { instructorKeys } from './instructor-keys.ts';

export async function getPopularInstructors(limit?: number): Promise<PopularInstructor[]> {
  // Not zod, which / would evaluate for this below-the-fold section (response-shape.ts).
  const body = (await apiClient.GET('/api/popularInstructor', { params: { query: { limit } } }))
    .data;
  const list = parseResponseList(popularInstructorShape, body, 'popular instructors');
  // Ranked by students, most first, whatever order the server used.
  return list.toSorted((a, b) => b.students - a.students);
}

// Fetched once (product.md: "filled once when their section first appears"); no background refetch.
export function getPopularInstructorsQueryOptions(limit?: number) {
  return queryOptions({
    queryKey: instructorKeys.popular(limit),
    queryFn: () => getPopularInstructors(limit),
    staleTime: Infinity,
    // Public: kept when someone logs out (pwa/lib/auth/auth.tsx).
    meta: { public: true },
  });
}

export function usePopularInstructors(limit?: number) {
  return useQuery(getPopularInstructorsQueryOptions(limit));
}
