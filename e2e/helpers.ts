// Page helpers shared by the specs: finding a class card by its name, the seeded catalogue,
// waiting for lazily loaded sections.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';

export const APPROVED_CLASS_NAMES = DEMO_CLASSES.filter((demo) => demo.status === 'approved').map(
  (demo) => demo.Name,
);
export const HIDDEN_CLASS_NAMES = DEMO_CLASSES.filter((demo) => demo.status !== 'approved').map(
  (demo) => demo.Name,
);

/** An approved class with seats left, so a student can select it. */
export const SELECTABLE_CLASS = (() => {
  const demo = DEMO_CLASSES.find(
    (candidate) => candidate.status === 'approved' && candidate.sets > 0,
  );
  if (!demo) throw new Error('The demo catalogue has no approved class with seats');
  return demo;
})();

/**
 * The card of a class on /classes: the nearest element around the class's name that also holds a
 * button (Select, Selected, No seats left …), so it stays the same card once the class is selected.
 * Independent of the card's markup (article, li or div).
 */
export function classCard(page: Page, className: string): Locator {
  return page
    .getByText(className, { exact: true })
    .first()
    .locator('xpath=ancestor::*[.//button][1]');
}

/**
 * Waits for the app to have started on the page, started as a reader starts it: a visitor's page
 * that the server rendered whole starts on their first sign of intent (decision 053), here a key
 * (Shift: it types nothing and moves no focus). Other pages start by themselves; the key does
 * nothing there.
 */
export async function waitForTheApp(page: Page, timeout?: number): Promise<void> {
  await page.keyboard.press('Shift');
  await page.locator('html[data-app-started]').waitFor({ state: 'attached', timeout });
}

/**
 * Once the app has started, brings each loading placeholder (an element with aria-busy) matched
 * by `busy` into view in turn and waits a moment for it to fill, until none is left or 12 rounds
 * have passed: the home page's sections load their code and data only while in view, so
 * scrolling past one quickly leaves it a placeholder. The app marks itself started after its
 * first commit, whose placeholders are busy from their first render, so no busy one left means
 * loaded. The caller checks what must have filled, and scrolls back.
 */
export async function revealBusySections(
  page: Page,
  busy = page.locator('main [aria-busy="true"]'),
): Promise<void> {
  await waitForTheApp(page);
  for (let round = 0; round < 12; round += 1) {
    const left = await busy.count();
    if (left === 0) return;
    await busy
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
      .catch(() => {}); // It may have filled (or gone) in the meantime.
    // One fewer placeholder, or the next round tries again (a list offline may stay a skeleton).
    await expect(busy)
      .not.toHaveCount(left, { timeout: 2_000 })
      .catch(() => {});
  }
}

/**
 * Goes to `path` in the running app the way its own links do (a history entry and the popstate
 * event its router listens to), without loading the page again: for checks that visit many pages,
 * where a full load each time would repeat the app's start. Resolves once the next page has
 * replaced the current one (the navigation's transition, shown by the progress bar, has ended).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    const index = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: `e2e${index}`, idx: index }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    // The router's update renders in the next frames: by then a pending navigation shows its bar.
    for (let frame = 0; frame < 2; frame += 1)
      await new Promise((resolve) => requestAnimationFrame(resolve));
  }, path);
  await expect(page).toHaveURL(new URL(path, page.url()).href);
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0, {
    timeout: 20_000,
  });
}
