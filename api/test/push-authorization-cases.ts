// The push routes' rows of the authorization matrix (api/test/authorization-cases.ts). Each cell
// subscribes a device of its own (a fresh endpoint with real keys). Removing a device returns 204
// to every signed-in caller, whoever's it is, so as not to tell; that only its owner's removal
// removes it is api/routes/push/push.test.ts's.
import type { Database } from '../db/client.ts';
import { saveSubscription } from '../services/messaging/push-subscriptions.ts';
import { toBase64Url } from '../services/messaging/vapid.ts';
import type { AuthorizationCase } from './authorization-cases.ts';
import { TEST_PUSH_SERVICE_HOSTS } from './test-env.ts';

const anyone = { visitor: 200, student: 200, otherStudent: 200, instructor: 200, admin: 200 };
const signedIn = { visitor: 401, student: 204, otherStudent: 204, instructor: 204, admin: 204 };

/** A browser's subscription: a real P-256 point and a 16-byte auth secret. */
export async function deviceSubscription(locale: 'en' | 'bn' = 'en') {
  const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ]);
  return {
    endpoint: `https://push.academy-matrix.example/send/${crypto.randomUUID()}`,
    keys: {
      p256dh: toBase64Url(await crypto.subtle.exportKey('raw', pair.publicKey)),
      auth: toBase64Url(crypto.getRandomValues(new Uint8Array(16))),
    },
    locale,
  };
}

export const PUSH_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/push/public-key',
    expected: anyone,
    build: async () => ({ path: '/api/push/public-key' }),
  },
  {
    method: 'POST',
    route: '/api/push-subscriptions',
    expected: signedIn,
    build: async () => ({ path: '/api/push-subscriptions', body: await deviceSubscription() }),
  },
  {
    method: 'DELETE',
    route: "/api/push-subscriptions (the student's device)",
    expected: signedIn,
    build: async (db: Database, people) => {
      const device = await deviceSubscription();
      await saveSubscription(db, people.student.id, device, new Date(), TEST_PUSH_SERVICE_HOSTS);
      return { path: '/api/push-subscriptions', body: { endpoint: device.endpoint } };
    },
  },
];
