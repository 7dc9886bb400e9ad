// What a push carries to the service worker (pwa/sw.ts shows it): the words already said in the
// device's language (shared/notifications/notification-text.ts, on the server), and the page to open when it is
// tapped. Small on purpose: push services take at most about 4 KB.
import { z } from 'zod';

export const pushPayloadSchema = z.object({
  title: z.string().max(200),
  body: z.string().max(1000),
  /** The page it is about, a path on this origin ('/dashboard/waitlist'). */
  path: z.string().startsWith('/').max(300),
  /** Notifications with the same tag replace each other (one per bell entry or reminder). */
  tag: z.string().max(200),
  /** The bell entry it shows, if any: opening it marks that entry read. */
  notificationId: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
