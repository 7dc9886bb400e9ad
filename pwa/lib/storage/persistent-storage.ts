/**
 * How long what this app keeps on the device lasts. Browsers may clear an origin's data when
 * space runs low, and Safari after some days without use, changes waiting in the outbox
 * included, unless the origin's storage is persistent. The installed app asks for that once
 * (navigator.storage.persist()); the list of waiting changes says what it means where it was not
 * granted (use-storage-durability.ts). Loaded after the first render: no first-paint code.
 */

/**
 * 'persistent': the browser keeps the data until the person clears it. 'may-be-cleared': it may
 * clear it (not granted, or not offered). 'not-kept': this browser keeps no data here at all (a
 * private window): nothing is saved for offline use and nothing can wait for the connection.
 */
export type StorageDurability = 'persistent' | 'may-be-cleared' | 'not-kept';

const listeners = new Set<() => void>();
let asked = false;

/** Opened from the home screen or as an app window, rather than in a browser's tab. */
function isInstalled(): boolean {
  const iosHomeScreen = (navigator as { standalone?: boolean }).standalone === true;
  return iosHomeScreen || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * Asks once per page, and not at all when the storage is persistent already. Firefox asks the
 * person; a page that asked at every render would ask them again and again.
 */
async function askToKeepData(): Promise<void> {
  if (asked) return;
  asked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (typeof storage?.persist !== 'function' || typeof storage.persisted !== 'function') return;
  try {
    if (await storage.persisted()) return;
    await storage.persist();
  } catch (error) {
    console.warn('Could not ask the browser to keep saved data', error);
  }
  listeners.forEach((listener) => listener());
}

/**
 * The installed app asks the browser to keep its data: now when it runs installed, or when it is
 * installed from this page. A tab does not ask: Chromium grants it by how the site is used, and
 * Firefox would prompt a visitor who never chose to keep the app. Returns the function that stops.
 */
export function keepDataWhenInstalled(): () => void {
  if (isInstalled()) void askToKeepData();
  const onInstalled = () => void askToKeepData();
  window.addEventListener('appinstalled', onInstalled);
  return () => window.removeEventListener('appinstalled', onInstalled);
}

/** How long what this device keeps lasts, now. */
export async function readStorageDurability(): Promise<StorageDurability> {
  const { openLocalDb } = await import('./local-db.ts');
  if (!(await openLocalDb())) return 'not-kept';
  try {
    if (await navigator.storage?.persisted?.()) return 'persistent';
  } catch {
    // Not offered here: as good as not granted.
  }
  return 'may-be-cleared';
}

/** Called after the app asked to keep its data (the answer may have changed it). */
export function onStorageDurabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
