// Page helpers shared by the specs: finding a class card by its name, the seeded catalogue.
import type { Locator, Page } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';

export const APPROVED_CLASS_NAMES = DEMO_CLASSES.filter((demo) => demo.status === 'approved').map((demo) => demo.Name);
export const HIDDEN_CLASS_NAMES = DEMO_CLASSES.filter((demo) => demo.status !== 'approved').map((demo) => demo.Name);

/** An approved class with seats left, so a student can select it. */
export const SELECTABLE_CLASS = (() => {
  const demo = DEMO_CLASSES.find((candidate) => candidate.status === 'approved' && candidate.sets > 0);
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
