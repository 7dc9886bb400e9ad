// The Web Push channel: a due message to each of the person's devices (push_subscriptions),
// encrypted to the device's keys (RFC 8291, aes128gcm) and signed with the deployment's VAPID key
// (RFC 8292) by @block65/webcrypto-web-push, which needs only Web Crypto (Node and Workers; decision
// 027). The push service's response says what became of it (RFC 8030): 201 taken; 404 or 410 the
// subscription is gone; 429 and 5xx later; anything else refused.
import { buildPushPayload } from '@block65/webcrypto-web-push';
import { and, eq } from 'drizzle-orm';
import { isLocale } from '#shared/i18n/locale.ts';
import type { Database } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import type { Channel, DueMessage, SendResult } from './channel.ts';
import { pushPayloadOf } from './push-payload.ts';
import type { VapidKeys } from './vapid.ts';

export type PushAddress = typeof pushSubscriptions.$inferSelect;

/** How long a push service may keep a message for an offline device: a day (their maximum). */
const DAY_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is tried again later. */
const SEND_TIMEOUT_MS = 15_000;

export interface PushChannelDeps {
  db: Database;
  vapid: () => Promise<VapidKeys>;
  /** Sends the request (tests route it to a stand-in push service); global fetch by default. */
  fetch?: typeof fetch;
  now: () => Date;
}

/** Seconds of a Retry-After header (seconds or an HTTP date), if it says any. */
function retryAfterMs(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/** Seconds the message is worth keeping: a reminder until its session starts, others a day. */
function timeToLive(message: DueMessage, now: Date): number {
  if (message.kind !== 'session_reminder') return DAY_SECONDS;
  const left = (Date.parse(String(message.params.startsAt)) - now.getTime()) / 1000;
  return Math.min(DAY_SECONDS, Math.max(60, Math.floor(left)));
}

export function createPushChannel(deps: PushChannelDeps): Channel<PushAddress> {
  const send = deps.fetch ?? fetch;
  return {
    name: 'push',

    addressesOf: (userId) =>
      deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)),

    async send(message, address): Promise<SendResult> {
      const now = deps.now();
      const payload = pushPayloadOf(message, isLocale(address.locale) ? address.locale : 'en');
      let response: Response;
      try {
        const request = await buildPushPayload(
          { data: payload, options: { ttl: timeToLive(message, now), urgency: 'normal' } },
          {
            endpoint: address.endpoint,
            expirationTime: null,
            keys: { p256dh: address.p256dh, auth: address.auth },
          },
          await deps.vapid(),
        );
        response = await send(address.endpoint, {
          ...request,
          // A push service never redirects: one that does is not followed anywhere else.
          redirect: 'manual',
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        // The network (unreachable, timed out): later. Keys were checked when they were stored
        // (subscriptions.ts) and at startup (vapid.ts), so encryption does not fail here.
        return { result: 'retry', reason: error instanceof Error ? error.message : String(error) };
      }
      await response.body?.cancel();
      const { status } = response;
      if (status >= 200 && status < 300) return { result: 'sent' };
      if (status === 404 || status === 410) return { result: 'gone' };
      if (status === 429 || status >= 500) {
        const afterMs = retryAfterMs(response.headers.get('Retry-After'), now);
        return { result: 'retry', reason: `push service answered ${status}`, afterMs };
      }
      return { result: 'failed', reason: `push service answered ${status}` };
    },

    async forget(address) {
      // Only the row that was tried: the same endpoint subscribed again meanwhile has new keys.
      await retryOnBusy(() =>
        deps.db
          .delete(pushSubscriptions)
          .where(
            and(eq(pushSubscriptions.id, address.id), eq(pushSubscriptions.p256dh, address.p256dh)),
          ),
      );
    },
  };
}
