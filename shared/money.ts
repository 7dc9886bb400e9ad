// Money is an integer amount in its currency's minor unit (cents, poisha, sen, halalas) with its
// currency, everywhere it is stored or summed; the wire shows the amount in major units (49.99,
// 1200) beside its `currency`. Amounts of different currencies are never added together.

/** The currencies the academy charges in: each branch's, and dollars for a class with no branch. */
export const CURRENCIES = ['usd', 'bdt', 'myr', 'sar'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What a class without a venue costs in, as every class did before branches had currencies. */
export const DEFAULT_CURRENCY: Currency = 'usd';

export const isCurrency = (value: unknown): value is Currency =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

/** A stored or saved currency, dollars when it is missing (rows and copies from before currencies). */
export const currencyOrDefault = (value: unknown): Currency =>
  isCurrency(value) ? value : DEFAULT_CURRENCY;

/**
 * Digits after the decimal point (ISO 4217's minor unit) and the largest price an instructor may
 * set. Every currency here has two decimals; the limits keep a class's price under what the
 * gateways accept in one payment and believable for a term of classes.
 */
export const CURRENCY_RULES = {
  usd: { minorDigits: 2, priceMax: 10_000 },
  bdt: { minorDigits: 2, priceMax: 1_000_000 },
  myr: { minorDigits: 2, priceMax: 50_000 },
  sar: { minorDigits: 2, priceMax: 50_000 },
} as const satisfies Record<Currency, { minorDigits: number; priceMax: number }>;

/**
 * The least, and where the gateway has one the most, that one payment may be, in minor units,
 * per way to pay and currency. Stripe's published minimums (a charge in another currency must be
 * worth at least half a dollar); SSLCommerz takes BDT 10.00 to 500,000.00 a transaction.
 */
export const CHARGE_LIMITS: Record<
  'card' | 'bkash' | 'sslcommerz',
  Partial<Record<Currency, { min: number; max?: number }>>
> = {
  card: { usd: { min: 50 }, myr: { min: 200 }, sar: { min: 200 }, bdt: { min: 6_000 } },
  bkash: { bdt: { min: 100 } },
  sslcommerz: { bdt: { min: 1_000, max: 50_000_000 } },
};

const scaleOf = (currency: Currency) => 10 ** CURRENCY_RULES[currency].minorDigits;

/** An amount in major units (as the wire and the forms carry it) to minor units, half away from zero. */
export function toMinorUnits(amount: number, currency: Currency): number {
  const scaled = amount * scaleOf(currency);
  return Math.sign(scaled) * Math.round(Math.abs(scaled));
}

/** Minor units to major units for the wire. */
export function fromMinorUnits(minor: number, currency: Currency): number {
  return minor / scaleOf(currency);
}

/** Sum of prices in one currency, computed in minor units so 0.1 + 0.2 stays 0.30. */
export function sumPrices(prices: readonly number[], currency: Currency): number {
  return fromMinorUnits(
    prices.reduce((total, price) => total + toMinorUnits(price, currency), 0),
    currency,
  );
}

/** True when a price has at most two decimals: the minor unit of every currency here. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/**
 * A catalogue filter's price bound in minor units. It is compared with each class's price in the
 * class's own currency (every currency here has two decimals), so a bound of 500 keeps classes of
 * BDT 500 and RM 500 alike: the catalogue does not convert between currencies.
 */
export const priceBoundToMinorUnits = (bound: number): number =>
  toMinorUnits(bound, DEFAULT_CURRENCY);

/** Prices of several currencies, one total each, in the order each currency first appears. */
export function totalsByCurrency(
  items: readonly { price: number; currency: Currency }[],
): { currency: Currency; total: number }[] {
  const minorByCurrency = new Map<Currency, number>();
  for (const item of items) {
    const sum = minorByCurrency.get(item.currency) ?? 0;
    minorByCurrency.set(item.currency, sum + toMinorUnits(item.price, item.currency));
  }
  return [...minorByCurrency].map(([currency, minor]) => ({
    currency,
    total: fromMinorUnits(minor, currency),
  }));
}
