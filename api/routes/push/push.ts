// Web Push over the API (decision 027): the VAPID public key browsers subscribe with,
// and each device's subscription (services/messaging/push-subscriptions.ts). Both writes answer
// 204 and may be repeated: the same subscription again changes nothing, removing one that is not
// there (or another person's: never told apart) is done already.
import { Hono } from 'hono';
import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '#shared/schemas/notifications.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { conflict } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import {
  removeSubscription,
  saveSubscription,
} from '../../services/messaging/push-subscriptions.ts';
import { vapidKeysOf } from '../../services/messaging/vapid.ts';
import { describe, empty, json, refused } from '../../lib/contract/describe.ts';

export function createPushRoutes(services: Services) {
  const { db, env, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .get(
      '/push/public-key',
      describe({
        summary: 'The key push subscriptions are made with (VAPID)',
        tag: 'Notifications',
        access: 'public',
        responses: { 200: json(pushPublicKeySchema, 'The public key') },
      }),
      async (c) => c.json({ publicKey: (await vapidKeysOf(env)).publicKey }),
    )
    .post(
      '/push-subscriptions',
      describe({
        summary: "Save this device's push subscription for the caller",
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 204: empty('Saved'), ...refused(400, 401, 409) },
      }),
      auth.signedIn,
      validate('json', pushSubscriptionSchema),
      async (c) => {
        const { userId } = callerOf(c);
        if (!userId) throw conflict('push_account_needed');
        await saveSubscription(db, userId, c.req.valid('json'), now(), env.PUSH_SERVICE_HOSTS);
        return c.body(null, 204);
      },
    )
    .delete(
      '/push-subscriptions',
      describe({
        summary: "Forget this device's push subscription",
        tag: 'Notifications',
        access: 'signed-in',
        responses: { 204: empty('Forgotten'), ...refused(400, 401) },
      }),
      auth.signedIn,
      validate('json', pushUnsubscribeSchema),
      async (c) => {
        const { userId } = callerOf(c);
        if (userId) await removeSubscription(db, userId, c.req.valid('json').endpoint);
        return c.body(null, 204);
      },
    );
}
