// Notifications, their settings and push subscriptions over the API. The kinds and
// their parameters are shared/notifications/kinds.ts.
import { z } from 'zod';
import { NOTIFICATION_KINDS, PUSH_KINDS } from '../notifications/kinds.ts';

/** One entry of the bell's list. `path` is the page it is about, without a language prefix. */
export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  path: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the newest first (at most NOTIFICATIONS_LISTED), and the unread count. */
export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const NOTIFICATIONS_LISTED = 50;

/**
 * POST /api/notifications/read: marks these read (`ids`), or every one (`all`). Idempotent;
 * another person's ids are ignored (never told apart from unknown ones).
 */
export const markReadSchema = z.union([
  z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(NOTIFICATIONS_LISTED) }),
  z.object({ all: z.literal(true) }),
]);
export type MarkRead = z.infer<typeof markReadSchema>;
/** POST /api/notifications/read's response: how many changed now, and the caller's unread count after. */
export const markReadResultSchema = z.object({
  modifiedCount: z.number().int(),
  unread: z.number().int(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

/** GET and PUT /api/notification-settings: the kinds that also come as a push. */
export const notificationSettingsSchema = z.object({
  pushKinds: z.array(z.enum(PUSH_KINDS)),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/**
 * POST /api/push-subscriptions: this device's subscription (PushSubscription.toJSON()) and the
 * language its pushes are written in. The same endpoint again replaces the row (a device has one).
 * DELETE /api/push-subscriptions with { endpoint } removes it (only the caller's own).
 */
export const pushSubscriptionSchema = z.object({
  // Any URL here: the server says why one it will not send to is refused (plain HTTP, an address
  // that is no push service's), which a format error could not.
  endpoint: z.url().max(1024),
  keys: z.object({
    // base64url: a P-256 public key (65 bytes) and a 16-byte auth secret.
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/),
    auth: z.string().regex(/^[A-Za-z0-9_-]{21,24}$/),
  }),
  locale: z.enum(['en', 'bn']),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1024) });

/** GET /api/push/public-key: the VAPID public key the browser subscribes with (base64url). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
