// The sibling discount as properties over random carts: one child per branch pays the full price,
// every other child's line loses exactly the rounded-down percentage, the payer's own classes and
// branches without a rule never change, and the cart's order changes nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { siblingDiscounts, type DiscountLine } from './sibling-discount.ts';

const RUNS = 300;
const VENUES = ['dhaka', 'riyadh', null] as const;
const CHILDREN = ['child-a', 'child-b', 'child-c'] as const;

const lineArb = fc.record({
  venue: fc.constantFrom(...VENUES),
  participantId: fc.constantFrom(null, ...CHILDREN),
  priceCents: fc.integer({ min: 0, max: 100_000_000 }),
});
const cartArb = fc
  .array(lineArb, { maxLength: 8 })
  .map((lines) => lines.map((line, index) => ({ ...line, key: `line-${index}` })));
const percentArb = fc.integer({ min: 0, max: 50 });

describe('siblingDiscounts', () => {
  it('leaves one child per branch at full price and takes the percentage off the others', () => {
    fc.assert(
      fc.property(cartArb, percentArb, (cart, percent) => {
        const discounts = siblingDiscounts(cart, new Map([['dhaka', percent]]), new Map());
        const dhakaChildren = new Set(
          cart.flatMap((line) =>
            line.venue === 'dhaka' && line.participantId ? [line.participantId] : [],
          ),
        );
        const discounted = new Set<string>();
        for (const line of cart) {
          const discount = discounts.get(line.key)!;
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(line.priceCents);
          expect(Number.isInteger(discount)).toBe(true);
          if (line.venue !== 'dhaka' || line.participantId === null) {
            expect(discount).toBe(0);
          } else if (discount > 0) {
            discounted.add(line.participantId);
            expect(discount).toBe(Math.floor((line.priceCents * percent) / 100));
          }
        }
        if (percent > 0 && dhakaChildren.size > 0) {
          const fullPrice = [...dhakaChildren].filter((id) => !discounted.has(id));
          expect(fullPrice.length).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('puts the discount on the cheaper children: the child who costs the most pays in full', () => {
    fc.assert(
      fc.property(cartArb, (cart) => {
        const discounts = siblingDiscounts(cart, new Map([['dhaka', 10]]), new Map());
        const totals = new Map<string, number>();
        for (const line of cart)
          if (line.venue === 'dhaka' && line.participantId)
            totals.set(line.participantId, (totals.get(line.participantId) ?? 0) + line.priceCents);
        if (totals.size === 0) return;
        const most = Math.max(...totals.values());
        const first = [...totals]
          .filter(([, total]) => total === most)
          .map(([id]) => id)
          .sort()[0];
        for (const line of cart)
          if (line.participantId === first && line.venue === 'dhaka')
            expect(discounts.get(line.key)).toBe(0);
      }),
      { numRuns: RUNS },
    );
  });

  it('does not depend on the order of the cart', () => {
    fc.assert(
      fc.property(cartArb, percentArb, fc.integer(), (cart, percent, seed) => {
        const rules = new Map([
          ['dhaka', percent],
          ['riyadh', 50 - percent],
        ]);
        const shuffled = [...cart].sort(
          (a, b) =>
            ((Number(a.key.slice(5)) * 7919 + seed) % 13) -
            ((Number(b.key.slice(5)) * 7919 + seed) % 13),
        );
        expect(siblingDiscounts(shuffled, rules, new Map())).toEqual(
          siblingDiscounts(cart, rules, new Map()),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("keeps the month's first child at full price and discounts every other child", () => {
    const cart: DiscountLine[] = [
      { key: 'a', venue: 'dhaka', participantId: 'child-a', priceCents: 1_000 },
      { key: 'b', venue: 'dhaka', participantId: 'child-b', priceCents: 99_999 },
      { key: 'c', venue: 'dhaka', participantId: null, priceCents: 5_000 },
      { key: 'd', venue: 'riyadh', participantId: 'child-b', priceCents: 5_000 },
    ];
    const rules = new Map([['dhaka', 10]]);
    // In the month's first payment the dearer child pays in full.
    expect(Object.fromEntries(siblingDiscounts(cart, rules, new Map()))).toEqual({
      a: 100,
      b: 0,
      c: 0,
      d: 0,
    });
    // Child A was paid for at Dhaka earlier this month: child B is the second child now.
    expect(
      Object.fromEntries(siblingDiscounts(cart, rules, new Map([['dhaka', ['child-a']]]))),
    ).toEqual({ a: 0, b: 9_999, c: 0, d: 0 });
    // A third child paid for earlier: both children here are later ones.
    expect(
      Object.fromEntries(siblingDiscounts(cart, rules, new Map([['dhaka', ['child-c']]]))),
    ).toEqual({ a: 100, b: 9_999, c: 0, d: 0 });
  });
});
