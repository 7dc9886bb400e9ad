// A device's push subscription (POST/DELETE /api/push-subscriptions). One row per device, keyed by
// its endpoint: subscribing again replaces the row (new keys, another language, or the device now
// signed in as someone else, to whom it moves). The endpoint is an address the server will send to,
// so only a push service's is taken: https on its usual port, a name on the internet (not an IP
// address, not localhost or a local name), or the server could be made to post into its own network.
import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import { badRequest } from '../../lib/http-error.ts';
import { fromBase64Url } from './vapid.ts';

/** Names that lead into a network, never to a push service on the internet. */
const LOCAL_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|test|invalid)$/i;

/** Whether the server may send to `endpoint` (the schema has checked it is an https URL). */
export function isPushServiceEndpoint(endpoint: string): boolean {
  const url = new URL(endpoint);
  // As a browser gives it: written as the URL parser writes it (no control character or space
  // the parser would escape, so the address stored is the one posted to). The schema has already
  // dropped tabs and line breaks, as the parser does.
  if (url.href !== endpoint) return false;
  const host = url.hostname.replace(/\.$/, '');
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  // An IPv6 literal ([…]) or an IPv4 one in any notation the URL parser accepts (it normalizes them).
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return false;
  return host.includes('.') && !LOCAL_NAME.test(host);
}

/** Whether the keys are a P-256 public point (on the curve) and a 16-byte auth secret. */
async function keysUsable(keys: PushSubscriptionInput['keys']): Promise<boolean> {
  const point = fromBase64Url(keys.p256dh);
  if (fromBase64Url(keys.auth)?.length !== 16 || point?.length !== 65 || point[0] !== 0x04) {
    return false;
  }
  try {
    await crypto.subtle.importKey('raw', point, { name: 'ECDH', namedCurve: 'P-256' }, false, []);
    return true;
  } catch {
    return false;
  }
}

/** Stores the caller's device; the same endpoint again replaces its row and moves it to them. */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
): Promise<void> {
  if (!isPushServiceEndpoint(input.endpoint)) throw badRequest('push_endpoint_refused');
  if (!(await keysUsable(input.keys))) throw badRequest('push_keys_invalid');
  const device = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.locale,
    createdAt: now.toISOString(),
  };
  await retryOnBusy(() =>
    db
      .insert(pushSubscriptions)
      .values({ id: crypto.randomUUID(), endpoint: input.endpoint, ...device })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device }),
  );
}

/** Removes the caller's own device with this endpoint; another's, or none, is left alone. */
export async function removeSubscription(
  db: Database,
  userId: string,
  endpoint: string,
): Promise<void> {
  await retryOnBusy(() =>
    db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId))),
  );
}
