import { describe, expect, it } from 'vitest';
import { formatDollars } from './money.ts';

const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

describe('formatDollars', () => {
  it('prints what Intl prints for US dollars', () => {
    expect(formatDollars(49.99)).toBe('$49.99');
    expect(formatDollars(1250)).toBe('$1,250.00');
    expect(formatDollars(-5)).toBe('-$5.00');
    expect(formatDollars(0)).toBe('$0.00');
  });

  // Whole cents: every price is validated to two decimals and every total is summed in cents.
  it('agrees with Intl on every cent to $20,000 and on larger and negative amounts', () => {
    const amounts: number[] = [];
    for (let cents = -100_000; cents <= 2_000_000; cents++) amounts.push(cents / 100);
    for (let cents = 2_000_000; cents <= 1_000_000_000_000; cents = cents * 3 + 7)
      amounts.push(cents / 100);
    const differences = amounts.filter((amount) => formatDollars(amount) !== intl.format(amount));
    expect(differences).toEqual([]);
  });
});
