/**
 * The notifications' queries. Private (they go on logout) and saved for offline like every query
 * (pwa/lib/storage/offline-cache.ts).
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
