/**
 * This device's push subscription (the Push API, through the service worker's registration). The
 * notifications feature turns it on and off (pwa/features/notifications/api/push-on-device.ts);
 * the session ends it on logout, here, so the next person to sign in on this device never gets
 * the last one's pushes. Loaded on use only.
 */

/** The service worker's registration, if this page has one (none in dev without a worker). */
export async function pushRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** This device's subscription, or null (none, or no Push API). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await pushRegistration();
  return (await registration?.pushManager?.getSubscription()) ?? null;
}

/**
 * On logout: unsubscribe at the push service. The server learns it from the push service's
 * answer to its next send (the subscription is gone, and it removes the row): a DELETE here
 * would need the session that is ending, and an offline logout must not wait for it.
 */
export async function unsubscribeThisDevice(): Promise<void> {
  await (await currentPushSubscription())?.unsubscribe();
}
