import { queryOptions, useQuery } from '@tanstack/react-query';
import { timetableSchema, type Timetable } from '#shared/schemas/timetable.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { enrollmentKeys } from '#pwa/lib/api/enrollment-keys.ts';

/**
 * Under the enrollments' key: whatever refreshes the enrolled classes (a payment, a refund seen
 * on the next visit) refreshes the timetable with them. Saved for offline like every query
 * (pwa/lib/storage/offline-cache.ts); private, so it goes on logout.
 */
export const timetableKeys = { all: [...enrollmentKeys.all, 'timetable'] as const };

/** GET /api/timetable: the signed-in student's sessions from a week ago onward. */
export async function getTimetable(): Promise<Timetable> {
  return timetableSchema.parse((await apiClient.GET('/api/timetable')).data);
}

export function useTimetable() {
  return useQuery(queryOptions({ queryKey: timetableKeys.all, queryFn: getTimetable }));
}
