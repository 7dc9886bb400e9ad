import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationListSchema, type NotificationList } from '#shared/schemas/notifications.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * How often the bell asks again while the page is open and visible. It also asks when the window
 * regains focus (the query's staleness) and when a push arrives (the service worker says so):
 * this is only the floor for a person who leaves the tab open, not a busy poll.
 */
export const BELL_REFRESH_MS = 3 * 60_000;

/** GET /api/notifications: the newest first, and how many are unread. */
export async function getNotifications(): Promise<NotificationList> {
  return notificationListSchema.parse((await apiClient.GET('/api/notifications')).data);
}

export const getNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: getNotifications,
    refetchInterval: BELL_REFRESH_MS,
  });

export function useNotifications({ enabled = true } = {}) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled });
}
