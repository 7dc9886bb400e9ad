import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatPrice, formatTotals } from './i18n/format.ts';
import {
  CURRENCIES,
  fromMinorUnits,
  sumPrices,
  toMinorUnits,
  totalsByCurrency,
  type Currency,
} from './money.ts';

const en = { locale: 'en' } as const;
const bn = { locale: 'bn' } as const;

// What English readers see is what Intl prints: dollars as product.md shows them (always cents),
// the branches' currencies without cents when there are none.
const INTL_EN: Record<Currency, Intl.NumberFormat> = {
  usd: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
  bdt: new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'BDT',
    currencyDisplay: 'code',
    trailingZeroDisplay: 'stripIfInteger',
  }),
  myr: new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'MYR',
    currencyDisplay: 'narrowSymbol',
    trailingZeroDisplay: 'stripIfInteger',
  }),
  sar: new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'SAR',
    currencyDisplay: 'code',
    trailingZeroDisplay: 'stripIfInteger',
  }),
};

describe('formatPrice', () => {
  it('writes each currency as its readers do', () => {
    expect(formatPrice(49.99, en, 'usd')).toBe('$49.99');
    expect(formatPrice(1250, en, 'usd')).toBe('$1,250.00');
    expect(formatPrice(-5, en, 'usd')).toBe('-$5.00');
    expect(formatPrice(1200, en, 'bdt')).toBe('BDT\u00a01,200');
    expect(formatPrice(1200.5, en, 'bdt')).toBe('BDT\u00a01,200.50');
    expect(formatPrice(480, en, 'myr')).toBe('RM\u00a0480');
    expect(formatPrice(320, en, 'sar')).toBe('SAR\u00a0320');
    expect(formatPrice(1200, bn, 'bdt')).toBe('৳১,২০০');
    expect(formatPrice(1_250_000, bn, 'bdt')).toBe('৳১২,৫০,০০০');
    expect(formatPrice(1200, { locale: 'bn', digits: 'latin' }, 'bdt')).toBe('৳1,200');
    expect(formatPrice(480, bn, 'myr')).toBe('৪৮০\u00a0রিঙ্গিত');
    expect(formatPrice(-320, bn, 'sar')).toBe('-৩২০\u00a0রিয়াল');
    expect(formatPrice(1250, bn, 'usd')).toBe('$১,২৫০.০০');
  });

  it('reads a missing currency (a copy saved before currencies) as dollars', () => {
    expect(formatPrice(49.99, en, undefined)).toBe('$49.99');
  });

  // Whole minor units: every price is validated to two decimals and every total is summed in them.
  it('agrees with Intl in English on whole minor units, small, large and negative', () => {
    const edges = [0, 1, 99, 100, 101, 99_999, 100_000, 123_456_789, -1, -100, 1_000_000_000_000];
    for (const currency of CURRENCIES) {
      for (const minor of edges)
        expect(formatPrice(minor / 100, en, currency)).toBe(INTL_EN[currency].format(minor / 100));
      fc.assert(
        fc.property(fc.integer({ min: -10_000_000, max: 100_000_000_000 }), (minor) => {
          const amount = minor / 100;
          expect(formatPrice(amount, en, currency)).toBe(INTL_EN[currency].format(amount));
        }),
        { numRuns: 5_000 },
      );
    }
  });

  it('groups Bangla amounts of the branches in lakhs, as Intl does for bn-BD', () => {
    const intl = new Intl.NumberFormat('bn-BD', {
      trailingZeroDisplay: 'stripIfInteger',
      minimumFractionDigits: 2,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (minor) => {
        const amount = minor / 100;
        expect(formatPrice(amount, bn, 'bdt')).toBe(`৳${intl.format(amount)}`);
      }),
    );
  });
});

describe('money in minor units', () => {
  it('round-trips every two-decimal amount of every currency', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.constantFrom(...CURRENCIES),
        (minor, currency) => {
          expect(toMinorUnits(fromMinorUnits(minor, currency), currency)).toBe(minor);
        },
      ),
    );
  });

  it('adds prices in minor units, so 0.1 + 0.2 is 0.30', () => {
    expect(sumPrices([0.1, 0.2], 'usd')).toBe(0.3);
    expect(sumPrices([3500, 2800.5], 'bdt')).toBe(6300.5);
  });

  it('never adds amounts of different currencies together', () => {
    const totals = totalsByCurrency([
      { price: 3500, currency: 'bdt' },
      { price: 480, currency: 'myr' },
      { price: 2800, currency: 'bdt' },
    ]);
    expect(totals).toEqual([
      { currency: 'bdt', total: 6300 },
      { currency: 'myr', total: 480 },
    ]);
    expect(
      formatTotals(
        [
          { price: 3500, currency: 'bdt' },
          { price: 480, currency: 'myr' },
        ],
        en,
      ),
    ).toBe('BDT\u00a03,500 · RM\u00a0480');
    expect(formatTotals([], en)).toBe('$0.00');
  });
});
