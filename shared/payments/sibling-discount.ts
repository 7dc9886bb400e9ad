// The sibling discount (decision 051): a branch may take a percentage off the classes of a
// family's second and later child in the same month. The family's first child at the branch that
// month pays the full price; which child is first is settled by the month's earlier payments, and
// in a family's first payment of the month by who costs the most in it, so the discount falls on
// the cheaper classes. Amounts are minor units; a line's discount is rounded down, so the family
// never pays less than the rule says.
import { currencyOrDefault, fromMinorUnits, toMinorUnits, type Currency } from '../money.ts';

/** The largest percentage an admin may set. */
export const SIBLING_DISCOUNT_MAX_PERCENT = 50;

/** One class being paid for, for one child (participantId) or the payer (null: never counted). */
export interface DiscountLine {
  key: string;
  venue: string | null;
  participantId: string | null;
  priceCents: number;
}

/**
 * The discount on each line, in minor units (0 where none applies), given each branch's
 * percentage and, per branch, the children the family already paid for there this month, first
 * paid first.
 */
export function siblingDiscounts(
  lines: readonly DiscountLine[],
  percentByVenue: ReadonlyMap<string, number>,
  paidThisMonth: ReadonlyMap<string, readonly string[]>,
): Map<string, number> {
  const discounts = new Map<string, number>(lines.map((line) => [line.key, 0]));
  const venues = new Set(lines.flatMap((line) => (line.venue === null ? [] : [line.venue])));
  for (const venue of venues) {
    const percent = percentByVenue.get(venue) ?? 0;
    if (percent <= 0) continue;
    const childLines = lines.filter((line) => line.venue === venue && line.participantId !== null);
    const first = firstChild(childLines, paidThisMonth.get(venue) ?? []);
    for (const line of childLines) {
      if (line.participantId === first) continue;
      discounts.set(line.key, Math.floor((line.priceCents * percent) / 100));
    }
  }
  return discounts;
}

/**
 * The child who pays the full price at a branch this month: the first paid for there already, or
 * the one whose classes in this payment cost the most (the lowest id among equals, so the answer
 * never depends on the order of the cart).
 */
function firstChild(lines: readonly DiscountLine[], paidBefore: readonly string[]): string | null {
  if (paidBefore.length > 0) return paidBefore[0]!;
  const totals = new Map<string, number>();
  for (const line of lines) {
    const id = line.participantId!;
    totals.set(id, (totals.get(id) ?? 0) + line.priceCents);
  }
  let first: string | null = null;
  for (const [id, total] of totals) {
    const best = first === null ? -1 : totals.get(first)!;
    if (total > best || (total === best && id < first!)) first = id;
  }
  return first;
}

/**
 * What a selected class costs at checkout, in major units: its price less the sibling discount
 * the server sent with it, counted in minor units so no float is left behind.
 */
export function priceAfterDiscount(selection: {
  price: number;
  discount?: number | undefined;
  currency?: Currency | undefined;
}): number {
  const currency = currencyOrDefault(selection.currency);
  const minor =
    toMinorUnits(selection.price, currency) - toMinorUnits(selection.discount ?? 0, currency);
  return fromMinorUnits(minor, currency);
}
