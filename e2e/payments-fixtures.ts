// Helpers for the payment journey: a fresh student's selections made through /classes, and the
// test provider's card typed into the payment page's TEST MODE form.
import { currencyOrDefault } from '../shared/money.ts';
import type { Page } from '@playwright/test';
import { DEMO_CLASSES } from '../api/db/demo-data.ts';
import { expect } from './fixtures.ts';
import { classCard } from './helpers.ts';

/** Approved demo classes with the most seats: parallel runs never fill them. */
const ROOMY_CLASSES = DEMO_CLASSES.filter((demo) => demo.status === 'approved' && demo.sets >= 20)
  .toSorted((a, b) => b.sets - a.sets)
  .map((demo) => ({
    Name: demo.Name,
    price: demo.price,
    currency: currencyOrDefault(demo.currency),
  }));

/** Two classes per test, different for each test so they never wait on each other's holds. */
export function twoClasses(offset: number) {
  const pair = ROOMY_CLASSES.slice(offset * 2, offset * 2 + 2);
  if (pair.length < 2) throw new Error('The demo catalogue has too few roomy approved classes');
  return pair;
}

/**
 * Two classes in one currency paid by card (the branches outside Bangladesh: taka is paid on
 * bKash's or SSLCommerz's page), a pair per currency, the roomiest of each.
 */
/** Two demo classes paid by card in `currency` (Kuala Lumpur's ringgit, Riyadh's riyal). */
export function cardPair(currency: 'myr' | 'sar') {
  const pair = DEMO_CLASSES.filter(
    (candidate) =>
      candidate.status === 'approved' && candidate.sets >= 8 && candidate.currency === currency,
  )
    .toSorted((a, b) => b.sets - a.sets)
    .map((demo) => ({
      Name: demo.Name,
      price: demo.price,
      currency: currencyOrDefault(demo.currency),
    }));
  if (pair.length < 2) throw new Error(`The demo catalogue has too few classes in ${currency}`);
  return pair.slice(0, 2);
}

export async function selectClasses(page: Page, names: readonly string[]): Promise<void> {
  await page.goto('/classes');
  for (const name of names) {
    const card = classCard(page, name);
    await card.getByRole('button', { name: 'Select', exact: true }).click();
    // This card's own response: the toast of the class before may still be on the screen.
    await expect(card.getByRole('button', { name: 'Selected', exact: true })).toBeVisible();
  }
  await expect(page.getByText('Your Class Is Selected').first()).toBeVisible();
}

/** Types a card into TEST MODE's form (any future expiry, CVC 123) and presses Pay. */
export async function payWithTestCard(page: Page, number: string): Promise<void> {
  await expect(page.getByText(/Test mode/i).first()).toBeVisible();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  const pay = page.getByRole('button', { name: /^Pay \S/ });
  await expect(pay).toBeEnabled();
  await pay.click();
}
