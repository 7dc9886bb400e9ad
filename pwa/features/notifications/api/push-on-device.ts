/**
 * Push notifications on this device (the standard Push API with VAPID): subscribing with the
 * server's public key through the service worker's registration, and telling the server
 * (POST /api/push-subscriptions, with the language its pushes are to be written in); turning it
 * off unsubscribes and tells it too (DELETE). Permission is asked only here, on the person's tap.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import {
  pushPublicKeySchema,
  pushSubscriptionSchema,
  type PushSubscriptionInput,
} from '#shared/schemas/notifications.ts';
import { apiClient } from '#pwa/lib/api/api-client.ts';
import { currentPushSubscription, pushRegistration } from '#pwa/lib/device/push-device.ts';

/** Whether this browser can get pushes at all (Safari on an iPhone: only once installed). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** GET /api/push/public-key: the VAPID key the subscription is made with (base64url). */
export async function getPushPublicKey(): Promise<string> {
  return pushPublicKeySchema.parse((await apiClient.GET('/api/push/public-key')).data).publicKey;
}

/** A base64url string as the bytes PushManager.subscribe takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return true;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** What the server is told of a subscription: its endpoint, its keys, and the language. */
export function subscriptionBody(
  subscription: PushSubscription,
  locale: Locale,
): PushSubscriptionInput {
  const { endpoint, keys } = subscription.toJSON();
  return pushSubscriptionSchema.parse({ endpoint, keys, locale });
}

/** The language the server was last told for this device's subscription, by its endpoint. */
const SENT_LANGUAGE_KEY = 'push-language';

async function tellServer(subscription: PushSubscription, locale: Locale): Promise<void> {
  await apiClient.POST('/api/push-subscriptions', { body: subscriptionBody(subscription, locale) });
  try {
    localStorage.setItem(SENT_LANGUAGE_KEY, `${locale} ${subscription.endpoint}`);
  } catch {
    // No storage: the language is sent again next time, which is harmless.
  }
}

/** Tells the server this device's language again if it changed since it was last told. */
export async function sendPushLanguage(locale: Locale): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  let sent: string | null = null;
  try {
    sent = localStorage.getItem(SENT_LANGUAGE_KEY);
  } catch {
    // No storage: send it.
  }
  if (sent !== `${locale} ${subscription.endpoint}`) await tellServer(subscription, locale);
}

/** This device gets pushes: it is subscribed and may show them. */
export async function pushIsOn(): Promise<boolean> {
  return Notification.permission === 'granted' && (await currentPushSubscription()) !== null;
}

/**
 * Asks the browser's permission (this must run from the person's tap), subscribes and tells the
 * server. Answers the permission: anything but 'granted' leaves the device as it was. A server
 * that does not take the subscription leaves none behind.
 */
export async function turnPushOn(locale: Locale): Promise<NotificationPermission> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission;
  const registration = await pushRegistration();
  if (!registration) throw new Error('No service worker to receive push notifications');
  const applicationServerKey = base64UrlBytes(await getPushPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  // One made with another key (the deployment's keys were made anew) cannot reach this server.
  if (subscription && !sameKey(subscription, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  try {
    await tellServer(subscription, locale);
  } catch (error) {
    await subscription.unsubscribe().catch(() => undefined);
    throw error;
  }
  return permission;
}

/** Tells the server to forget this device, then unsubscribes (a refusal leaves it on). */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await apiClient.DELETE('/api/push-subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}
