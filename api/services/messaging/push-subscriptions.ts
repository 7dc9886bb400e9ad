// A device's push subscription (POST/DELETE /api/push-subscriptions). One row per device, keyed by
// its endpoint: subscribing again replaces the row (new keys, another language, or the device now
// signed in as someone else, to whom it moves). The endpoint is an address the server will send to,
// so only a known push service's is taken (PUSH_SERVICE_HOSTS: the browsers' by default), https on
// its usual port, or anyone signed in could make the server post into its own network. A person
// keeps at most MAX_DEVICES subscriptions, so one account cannot make every notice a flood.
import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { PushSubscriptionInput } from '#shared/schemas/notifications.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';
import { badRequest } from '../../lib/http-error.ts';
import { fromBase64Url } from './vapid.ts';

/** The devices a person may have subscribed at once; a new one beyond it replaces the oldest. */
export const MAX_DEVICES = 10;

/** Whether the host is one of the push services, or under one of their names. */
const isKnownService = (host: string, serviceHosts: readonly string[]) =>
  serviceHosts.some((service) => host === service || host.endsWith(`.${service}`));

/**
 * Why the server will not send to `endpoint` (the schema has checked it is a URL), or null: it is
 * a known push service's address, as the browser gives it. Every push service is https, so plain
 * HTTP is said apart from an address that is no push service's.
 */
export function pushEndpointRefusal(
  endpoint: string,
  serviceHosts: readonly string[],
): 'push_endpoint_not_https' | 'push_endpoint_refused' | null {
  const url = new URL(endpoint);
  if (url.protocol !== 'https:') return 'push_endpoint_not_https';
  // As a browser gives it: written as the URL parser writes it (no control character or space
  // the parser would escape, so the address stored is the one posted to). The schema has already
  // dropped tabs and line breaks, as the parser does.
  if (url.href !== endpoint) return 'push_endpoint_refused';
  const host = url.hostname.replace(/\.$/, '');
  if (url.port !== '' || url.username || url.password) return 'push_endpoint_refused';
  // An IPv6 literal ([…]) or an IPv4 one in any notation the URL parser accepts (it normalizes them).
  if (host.startsWith('[') || /^[\d.]+$/.test(host)) return 'push_endpoint_refused';
  return isKnownService(host.toLowerCase(), serviceHosts) ? null : 'push_endpoint_refused';
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

/**
 * Stores the caller's device; the same endpoint again replaces its row and moves it to them. Their
 * devices beyond MAX_DEVICES, the longest subscribed first, are forgotten.
 */
export async function saveSubscription(
  db: Database,
  userId: string,
  input: PushSubscriptionInput,
  now: Date,
  serviceHosts: readonly string[],
): Promise<void> {
  const refusal = pushEndpointRefusal(input.endpoint, serviceHosts);
  if (refusal) throw badRequest(refusal);
  if (!(await keysUsable(input.keys))) throw badRequest('push_keys_invalid');
  const device = {
    userId,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    locale: input.locale,
    createdAt: now.toISOString(),
  };
  await writeTransaction(db, async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ id: crypto.randomUUID(), endpoint: input.endpoint, ...device })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: device });
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
  });
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
