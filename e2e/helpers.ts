// Page helpers shared by the specs: finding a class card by its name, the seeded catalogue,
// waiting for lazily loaded sections.
import type { Locator, Page } from '@playwright/test';
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
 * Brings each loading placeholder (an element with aria-busy) matched by `busy` into view in
 * turn, until none is left or 12 rounds have passed: the home page's sections load their code and
 * data only while in view, so scrolling past one quickly leaves it a placeholder. The caller
 * checks what must have filled, and scrolls back.
 */
export async function revealBusySections(
  page: Page,
  busy = page.locator('main [aria-busy="true"]'),
): Promise<void> {
  await page.waitForLoadState('networkidle');
  for (let round = 0; round < 12 && (await busy.count()) > 0; round += 1) {
    await busy
      .first()
      .scrollIntoViewIfNeeded()
      .catch(() => {}); // It may have filled in the meantime.
    await page.waitForTimeout(300);
  }
}
