/**
 * A push opened from the system's notification tray names its bell entry in the page's address
 * (`?notification=<id>`): the service worker cannot mark it read itself (it holds no access
 * token, and a window it opens has no listener yet when it could post to it), so the page it
 * opens does, through the outbox like a tap in the bell (use-bell.ts).
 */
export const OPENED_NOTIFICATION_PARAM = 'notification';

/** The address the service worker opens for a push: its page, with its bell entry if any. */
export function openedNotificationUrl(path: string, notificationId: string | null): string {
  if (!notificationId) return path;
  const [withoutHash = path, hash = ''] = path.split('#', 2);
  const separator = withoutHash.includes('?') ? '&' : '?';
  const param = `${OPENED_NOTIFICATION_PARAM}=${encodeURIComponent(notificationId)}`;
  return `${withoutHash}${separator}${param}${hash ? `#${hash}` : ''}`;
}

/** What the service worker posts to open windows when a push arrives: the bell asks again. */
export const NOTIFICATIONS_CHANGED = 'NOTIFICATIONS_CHANGED';
