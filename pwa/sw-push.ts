/**
 * The service worker's push parts: a push shows its notification and tells the open
 * windows to refresh the bell; a tap on it opens its page. The payload is written by the server
 * in the device's language (shared/notifications/push-payload.ts); anything else is ignored.
 */
import { pushPayloadSchema, type PushPayload } from '#shared/notifications/push-payload.ts';
import {
  NOTIFICATIONS_CHANGED,
  openedNotificationUrl,
} from '#pwa/features/notifications/lib/opened-notification.ts';

/** What a shown notification keeps for its tap. */
type NotificationData = Pick<PushPayload, 'path' | 'notificationId'>;

const ICON = '/icons/icon-192.png';
/** A white figure on transparent: Android draws the status bar's badge from its alpha. */
const BADGE = '/icons/badge-96.png';

/** The push's payload, or null when it is not one of ours (not JSON, or not the shape). */
export function readPushPayload(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const parsed = pushPayloadSchema.safeParse(data.json());
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function tellWindows(sw: ServiceWorkerGlobalScope, type: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type });
}

/** Shows the push and tells open windows; a malformed push shows nothing. */
export function onPush(sw: ServiceWorkerGlobalScope, event: PushEvent): void {
  const payload = readPushPayload(event.data);
  if (!payload) return;
  const data: NotificationData = { path: payload.path, notificationId: payload.notificationId };
  event.waitUntil(
    Promise.all([
      sw.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: BADGE,
        data,
      }),
      tellWindows(sw, NOTIFICATIONS_CHANGED),
    ]),
  );
}

/**
 * A tap opens the notification's page: in a window of the app already open (focused, then sent
 * there), else in a new one. The page's address names the bell entry, and the page marks it read
 * through its outbox (opened-notification.ts says why not the worker).
 */
export function onNotificationClick(sw: ServiceWorkerGlobalScope, event: NotificationEvent): void {
  event.notification.close();
  const data = event.notification.data as Partial<NotificationData> | null;
  const path = typeof data?.path === 'string' ? data.path : '/';
  const asked = new URL(
    openedNotificationUrl(path, data?.notificationId ?? null),
    sw.location.origin,
  );
  // Only a page of this origin: '//host' or '/\\host' resolve elsewhere, and are never opened.
  const url = asked.origin === sw.location.origin ? asked : new URL('/', sw.location.origin);
  event.waitUntil(openPage(sw, url.href));
}

async function openPage(sw: ServiceWorkerGlobalScope, url: string): Promise<void> {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const own = windows.filter((client) => new URL(client.url).origin === sw.location.origin);
  const client = own.find((candidate) => candidate.focused) ?? own[0];
  // navigate() works on the windows this worker controls; another (rare: a hard reload) opens anew.
  const shown = client ? await client.navigate(url).catch(() => null) : null;
  if (shown) await shown.focus().catch(() => undefined);
  else await sw.clients.openWindow(url);
}
