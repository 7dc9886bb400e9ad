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

const dollarFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$49.99" */
export function formatDollars(dollars: number): string {
  return dollarFormat.format(dollars);
}

/** True when a number has at most two decimals (a price a card can be charged). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}
