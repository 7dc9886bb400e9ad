// Money is integer cents everywhere it is stored or summed; the wire shows dollars (49.99).

/** Dollars (as the wire and the forms carry them) to integer cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** Integer cents to dollars for the wire. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Sum of dollar prices, computed in cents so 0.1 + 0.2 stays 0.30. */
export function sumDollars(prices: readonly number[]): number {
  return centsToDollars(prices.reduce((total, price) => total + dollarsToCents(price), 0));
}

/**
 * "$49.99", "$1,250.00", "-$5.00": what `Intl.NumberFormat('en-US', { style: 'currency',
 * currency: 'USD' })` prints for an amount in whole cents (money.test.ts holds it to that; every
 * price has at most two decimals and totals are summed in cents), without Intl. A page's first Intl
 * object loads the browser's ICU data, 60–140 ms at Lighthouse's 4× CPU (docs/performance.md,
 * "Decision 012: Total Blocking Time measurements"), and prices are on the first screen of / and
 * /classes.
 */
export function formatDollars(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** True when a number has at most two decimals (a price a card can be charged). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
