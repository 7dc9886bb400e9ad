// The bell and its settings, for every signed-in person: GET /api/notifications,
// POST /api/notifications/read, GET and PUT /api/notification-settings. Whose notifications they
// are comes from the access token alone (its users row); nothing in the request names a person,
// so no one can read or mark another's. Answers are private and never stored by a cache: they
// change with every event, and a shared cache must never hand one person's list to another.
import { Hono, type Context } from 'hono';
import {
  markReadResultSchema,
  markReadSchema,
  notificationListSchema,
  notificationSettingsSchema,
} from '#shared/schemas/notifications.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { listNotifications, markRead } from '../../services/notifications/notification-list.ts';
import { pushKindsOf, savePushKinds } from '../../services/notifications/notification-settings.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

const privateResponse = (c: Context<AppEnv>) => {
  c.header('Cache-Control', 'private, no-store');
  c.header('Vary', 'Authorization');
};

export function createNotificationRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .get(
      '/notifications',
      describe({
        summary: "The caller's latest notifications and how many are unread",
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 200: json(notificationListSchema, 'The notifications'), ...refused(401) },
      }),
      auth.signedIn,
      async (c) => {
        privateResponse(c);
        return c.json(await listNotifications(db, callerOf(c).userId));
      },
    )
    .post(
      '/notifications/read',
      describe({
        summary: 'Mark notifications read: some by id, or all',
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 200: json(markReadResultSchema, 'Marked'), ...refused(400, 401) },
      }),
      auth.signedIn,
      validate('json', markReadSchema),
      async (c) => c.json(await markRead(db, callerOf(c).userId, c.req.valid('json'), now())),
    )
    .get(
      '/notification-settings',
      describe({
        summary: 'Which kinds of notification the caller gets as a push',
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 200: json(notificationSettingsSchema, 'The settings'), ...refused(401) },
      }),
      auth.signedIn,
      async (c) => {
        privateResponse(c);
        return c.json({ pushKinds: await pushKindsOf(db, callerOf(c).userId) });
      },
    )
    .put(
      '/notification-settings',
      describe({
        summary: 'Choose which kinds of notification come as a push',
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 200: json(notificationSettingsSchema, 'Saved'), ...refused(400, 401) },
      }),
      auth.signedIn,
      validate('json', notificationSettingsSchema),
      async (c) => c.json(await savePushKinds(db, callerOf(c).userId, c.req.valid('json'), now())),
    );
}
