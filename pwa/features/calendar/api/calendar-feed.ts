// The student's private calendar feed (decision 024): GET /api/calendar-feed reads it (null
// before one is made), POST makes one or replaces it (the old URL stops at once). The answer is
// kept in the persisted query cache, so the URL shows offline too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarFeedSchema, type CalendarFeed } from '#shared/schemas/calendar.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';

export const calendarFeedKeys = { feed: ['calendar-feed'] as const };

export async function getCalendarFeed(): Promise<CalendarFeed | null> {
  return calendarFeedSchema.nullable().parse((await apiClient.GET('/api/calendar-feed')).data);
}

export async function replaceCalendarFeed(): Promise<CalendarFeed> {
  return calendarFeedSchema.parse((await apiClient.POST('/api/calendar-feed')).data);
}

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKeys.feed, queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}

/** Makes or replaces the feed; the new URL replaces the cached one at once. */
export function useReplaceCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKeys.feed, feed),
  });
}
