// What the chaos run does to a device besides its actions: signing a person in and out through
// the screens (as many times as the network makes it take), reading the device's outbox from
// IndexedDB, and reading which of the run's classes My selected Classes shows.
import type { Page } from '@playwright/test';
import { signInThroughUi } from '../fixtures.ts';
import { outboxRows } from '../offline-fixtures.ts';
import { escaped } from './actions.ts';
import type { ChaosClass, Person } from './world.ts';

/**
 * Signs in through /login. Under faults the API's token exchange may fail: a person tries again,
 * and so does this, a few times.
 */
export async function signIn(page: Page, person: Person): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await signInThroughUi(page, person.email, person.password);
      await page.waitForFunction(() => localStorage.getItem('access-token'), undefined, {
        timeout: 30_000,
      });
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}

/**
 * Logout from the phone's menu, past the warning about changes not sent when it shows. The
 * warning comes once the device has read its queue, which on a busy phone can take seconds: it is
 * pressed whenever it shows, until the person is signed out.
 */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  const anyway = page.getByRole('button', { name: 'Sign out anyway' });
  const deadline = Date.now() + 45_000;
  while (await page.evaluate(() => localStorage.getItem('access-token') !== null)) {
    if (Date.now() > deadline) throw new Error('still signed in 45 s after Logout');
    if (await anyway.isVisible().catch(() => false))
      await anyway.click({ timeout: 5_000 }).catch(() => undefined);
    await page.waitForTimeout(250);
  }
}

/**
 * Closes what a step left open on the screen (a menu, a dialog whose confirm never came through
 * the faults), as a person would before doing the next thing: a dialog open on a phone keeps its
 * place in the history, and would take the next page opened for a Back.
 */
export async function closeDialogs(page: Page): Promise<void> {
  const open = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  for (let tries = 0; tries < 3 && (await open.count().catch(() => 0)) > 0; tries += 1)
    await page.keyboard.press('Escape').catch(() => undefined);
}

export interface OutboxOnDevice {
  /** Entries waiting to be sent (of `email` only, when given). */
  pending: number;
  /** The people whose entries wait, by e-mail. */
  waitingFor: string[];
  /** Refused entries, each as JSON: the device keeps and shows them with their reason. */
  refused: string[];
}

/** The device's outbox, read from IndexedDB in the page. */
export async function outboxOf(page: Page, email?: string): Promise<OutboxOnDevice> {
  const entries = await outboxRows(page);
  const waiting = entries.filter((entry) => entry.state === 'pending');
  return {
    pending: waiting.filter((entry) => !email || entry.email === email).length,
    waitingFor: [...new Set(waiting.map((entry) => entry.email))],
    refused: entries
      .filter((entry) => entry.state === 'refused')
      .map((entry) => JSON.stringify(entry)),
  };
}

/**
 * The run's classes My selected Classes lists (by their Delete buttons), in the run's order: a
 * family's class as many times as members have it.
 */
export async function shownSelections(
  page: Page,
  classes: readonly ChaosClass[],
): Promise<string[]> {
  await page
    .getByRole('heading', { level: 1, name: 'My selected Classes' })
    .waitFor({ timeout: 30_000 });
  // The list comes after its skeleton: wait for the loading to end.
  await page
    .locator('main [aria-busy="true"]')
    .first()
    .waitFor({ state: 'detached', timeout: 30_000 })
    .catch(() => undefined);
  const shown: string[] = [];
  for (const item of classes) {
    // A child's row says whose it is: "Delete Football (Ayaan)".
    const remove = page
      .getByRole('button', { name: new RegExp(`^Delete ${escaped(item.name)}( \\(.+\\))?$`) })
      .filter({ visible: true });
    for (let count = await remove.count(); count > 0; count -= 1) shown.push(item.name);
  }
  return shown;
}

/**
 * What a newer build does to the device's database on its first start: opens it at the next
 * version (Dexie numbers a version n as n × 10) and rewrites every queued row in its upgrade, here
 * by adding a field the running code does not know. The tabs still running the older code hold
 * the database open; the upgrade waits for them to let go (Dexie closes on `versionchange` and
 * opens again at the newer version). Returns how many queued rows the upgrade rewrote.
 */
export function upgradeOutboxFormat(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const current = indexedDB.open('sports-academy');
        current.onerror = () => reject(current.error);
        current.onsuccess = () => {
          const version = current.result.version;
          current.result.close();
          let rewritten = 0;
          const newer = indexedDB.open('sports-academy', version + 10);
          newer.onerror = () => reject(newer.error);
          newer.onupgradeneeded = () => {
            const rows = newer.transaction!.objectStore('outbox').openCursor();
            rows.onsuccess = () => {
              const row = rows.result;
              if (!row) return;
              row.update({ ...(row.value as object), format: version / 10 + 1 });
              rewritten += 1;
              row.continue();
            };
          };
          newer.onsuccess = () => {
            newer.result.close();
            resolve(rewritten);
          };
        };
      }),
  );
}
