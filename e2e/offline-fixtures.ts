// Helpers for the offline and PWA specs: waiting for the service worker to control the page,
// and asking the real API (from Node, with the page's own access token) what it stored.
import { expect, type BrowserContext, type Page } from '@playwright/test';

/**
 * `test.use()` of a spec or describe whose tests go offline: the service worker installs. Every
 * other test runs with it blocked (playwright.config.ts): a context with the worker downloads the
 * whole precache as it opens, which costs more than the page under test.
 */
export const GOES_OFFLINE = { serviceWorkers: 'allow' } as const;

/**
 * Keeps `navigator.onLine` false in every document a context opens while `setOffline(true)` holds,
 * as a phone without a connection reports it from the page's first script on. Seen with Debian's
 * Chromium 150: the emulation still fails every request after a navigation, but the new document
 * starts with `navigator.onLine` true, and the app then takes a failed request for a server that
 * cannot be reached. Each call of `setOffline` leaves the state for the documents still to come
 * (init scripts run in order, the last one's wins); a document opened before it went offline
 * follows the browser's own state. Applied to the specs' own context by the `context` fixture
 * (fixtures.ts).
 */
export async function keepOfflineTruthful(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const native = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine');
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        const offline = (window as { e2eOffline?: boolean }).e2eOffline === true;
        return offline ? false : (native?.get?.call(this) as boolean);
      },
    });
  });
  const setOffline = context.setOffline.bind(context);
  context.setOffline = async (offline) => {
    await context.addInitScript((value) => Object.assign(window, { e2eOffline: value }), offline);
    await setOffline(offline);
    if (offline) return;
    // A document opened offline took its state from the script above, and the browser, which
    // thought it online all along, has no `online` event for it: it gets one now.
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate(() => {
            const state = window as { e2eOffline?: boolean };
            if (state.e2eOffline !== true) return;
            state.e2eOffline = false;
            dispatchEvent(new Event('online'));
          })
          .catch(() => undefined),
      ),
    );
  };
}

/** The worker must control the page before the network goes, or an offline reload has no shell. */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // A first visit's worker installs the whole precache after the page's load and the app's start:
  // many seconds on a busy 2-core machine.
  try {
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker?.ready;
        return Boolean(registration?.active && navigator.serviceWorker.controller);
      },
      undefined,
      { timeout: 30_000 },
    );
  } catch (error) {
    // Say where the worker stopped: a first install measured here takes seconds, so a timeout
    // is more likely a worker that never registered or failed to install than a slow one.
    const state = await page
      .evaluate(async () => {
        const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
        return JSON.stringify({
          appStarted: document.documentElement.hasAttribute('data-app-started'),
          controlled: Boolean(navigator.serviceWorker?.controller),
          registrations: registrations.map((registration) => ({
            scope: registration.scope,
            installing: registration.installing?.state ?? null,
            waiting: registration.waiting?.state ?? null,
            active: registration.active?.state ?? null,
          })),
        });
      })
      .catch((reason: unknown) => `unreadable (${String(reason)})`);
    throw new Error(`The service worker did not control the page: ${state}`, { cause: error });
  }
}

export async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  if (!token) throw new Error('The page has no stored access token: sign in first.');
  return token;
}

type ServerSelection = { _id: string; selectedClassId: string; Name: string };

/** GET /api/select?email= as the signed-in student, straight from the API (no cache, no SW). */
export async function selectionsOnServer(
  baseURL: string,
  token: string,
  email: string,
): Promise<ServerSelection[]> {
  const response = await fetch(`${baseURL}/api/select?email=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as ServerSelection[];
}

/** POST /api/select as the student from "another device" (Node): the server's copy changes behind the page's back. */
export async function selectOnServer(
  baseURL: string,
  token: string,
  email: string,
  classId: string,
): Promise<void> {
  const response = await fetch(`${baseURL}/api/select`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ _id: crypto.randomUUID(), selectedClassId: classId, email }),
  });
  expect(response.status).toBeLessThan(300);
}

/** How many changes wait in the page's outbox (IndexedDB, read in the page). */
export async function outboxSize(page: Page): Promise<number> {
  return (await outboxRows(page)).length;
}

/** A queued change as the page's outbox stores it, with the fields tests read. */
export interface OutboxRow {
  id: string;
  email: string;
  state: 'pending' | 'refused';
}

/**
 * The rows of the page's outbox, read from IndexedDB as the app stored them. `press`: a button
 * the page then presses at once, in the same call, so nothing the app stores after the read can
 * reach the screen before the press (the chaos run reads what Mark all as read dismisses so).
 */
export function outboxRows(page: Page, press?: string): Promise<OutboxRow[]> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxRow[]>((resolve, reject) => {
        const open = indexedDB.open('sports-academy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const pressButton = () => {
            if (!name) return;
            const buttons = [...document.querySelectorAll('button')];
            buttons.find((button) => button.textContent?.trim() === name)?.click();
          };
          if (!db.objectStoreNames.contains('outbox')) {
            pressButton();
            return resolve([]);
          }
          const all = db.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            pressButton();
            resolve(all.result as OutboxRow[]);
            db.close();
          };
          all.onerror = () => reject(all.error);
        };
      }),
    press,
  );
}

/**
 * How many rows IndexedDB's `store` holds (those under `key` when given), read in the page; 0
 * before anything made the store. Closes its connection whatever it finds: an open one would hold
 * back the app's or the service worker's upgrade of the database.
 */
function countSaved(page: Page, store: string, key?: string): Promise<number> {
  return page.evaluate(
    ({ store, key }) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('sports-academy');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction(store).objectStore(store).count(key);
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
    { store, key },
  );
}

/** How many classes the device has saved for the catalogue (IndexedDB's `classes` table). */
export function savedClassCount(page: Page): Promise<number> {
  return countSaved(page, 'classes');
}

/**
 * Whether the device holds the offline cache's copy of the query keyed `queryKey`
 * (pwa/lib/storage/offline-cache.ts: IndexedDB's `snapshots`, by the query's hash).
 */
export async function hasSavedCopy(page: Page, queryKey: readonly unknown[]): Promise<boolean> {
  return (await countSaved(page, 'snapshots', `query:${JSON.stringify(queryKey)}`)) > 0;
}
