// Each branch's sibling discount as the admin sets it, and what it takes off a family's cart
// (decision 051): the rule itself is shared/payments/sibling-discount.ts, the same for the
// selections' list before paying and for the checkout that charges.
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm';
import { localDateOf } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf, VENUE_IDS, type Venue } from '#shared/classes/venues.ts';
import { siblingDiscounts, type DiscountLine } from '#shared/payments/sibling-discount.ts';
import type { Database } from '../../db/client.ts';
import { classes, enrollments, participants, siblingDiscounts as rules } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';

/** The branches that have a rule, with its percentage. */
const percentByVenue = async (db: Database | Tx) =>
  new Map(
    (await db.select({ venue: rules.venue, percent: rules.percent }).from(rules)).map((row) => [
      row.venue,
      row.percent,
    ]),
  );

/** Every branch with its percentage (0: none). */
export async function siblingDiscountRules(
  db: Database | Tx,
): Promise<{ venue: Venue; percent: number }[]> {
  const percentOf = await percentByVenue(db);
  return VENUE_IDS.map((venue) => ({ venue, percent: percentOf.get(venue) ?? 0 }));
}

/** Sets a branch's percentage; 0 removes its rule. */
export async function setSiblingDiscount(
  db: Database,
  venue: Venue,
  percent: number,
  adminEmail: string,
  now: Date,
): Promise<void> {
  if (percent === 0) {
    await db.delete(rules).where(eq(rules.venue, venue));
    return;
  }
  const row = { percent, updatedBy: adminEmail, updatedAt: now.toISOString() };
  await db
    .insert(rules)
    .values({ venue, ...row })
    .onConflictDoUpdate({ target: rules.venue, set: row });
}

/** A class in a cart: which branch it is at decides the rule. */
export type CartDiscountLine = Omit<DiscountLine, 'venue'> & { classId: string };

/** What the rule is given for a cart: its lines at their branches, and the month's payments. */
interface DiscountInputs {
  lines: DiscountLine[];
  percents: Map<string, number>;
  /** Per branch, the family's children paid for there this month, first paid first. */
  paidThisMonth: Map<string, string[]>;
}

/**
 * The rule's inputs for a family's cart: the branches' rules, and the family's children already
 * paid for at each branch this month (in the branch's calendar). Null when no discount can apply:
 * a cart with no child in it, or no branch with a rule, asks no more of the database.
 */
async function discountInputs(
  db: Database | Tx,
  lines: readonly CartDiscountLine[],
  now: Date,
): Promise<DiscountInputs | null> {
  const childIds = [...new Set(lines.flatMap((line) => line.participantId ?? []))];
  if (childIds.length === 0) return null;
  const percents = await percentByVenue(db);
  if (percents.size === 0) return null;

  const venueRows = await db
    .select({ id: classes.id, venue: classes.venue })
    .from(classes)
    .where(inArray(classes.id, [...new Set(lines.map((line) => line.classId))]));
  const venueOf = new Map(venueRows.map((row) => [row.id, row.venue]));
  const withVenues: DiscountLine[] = lines.map((line) => ({
    key: line.key,
    participantId: line.participantId,
    priceCents: line.priceCents,
    venue: venueOf.get(line.classId) ?? null,
  }));

  // The children of the cart's families paid for in the last five weeks, narrowed to each
  // branch's current month below (a month is never longer).
  const families = db
    .select({ id: participants.familyId })
    .from(participants)
    .where(inArray(participants.id, childIds));
  const since = new Date(now.getTime() - 35 * 86_400_000).toISOString();
  const paid = await db
    .select({
      participantId: enrollments.participantId,
      venue: classes.venue,
      createdAt: enrollments.createdAt,
    })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .innerJoin(participants, eq(participants.id, enrollments.participantId))
    .where(
      and(
        isNotNull(enrollments.participantId),
        inArray(participants.familyId, families),
        gte(enrollments.createdAt, since),
      ),
    )
    .orderBy(enrollments.createdAt, enrollments.id);
  const paidThisMonth = new Map<string, string[]>();
  for (const row of paid) {
    if (!isVenue(row.venue) || !row.participantId) continue;
    const zone = timeZoneOf(row.venue);
    const month = localDateOf(now.toISOString(), zone).slice(0, 7);
    if (localDateOf(row.createdAt, zone).slice(0, 7) !== month) continue;
    const children = paidThisMonth.get(row.venue) ?? [];
    if (!children.includes(row.participantId)) children.push(row.participantId);
    paidThisMonth.set(row.venue, children);
  }
  return { lines: withVenues, percents, paidThisMonth };
}

/**
 * The discount on each line of a family's cart, in minor units (0 where none applies), by the
 * rule over discountInputs.
 */
export async function familyDiscounts(
  db: Database | Tx,
  lines: readonly CartDiscountLine[],
  now: Date,
): Promise<Map<string, number>> {
  const inputs = await discountInputs(db, lines, now);
  if (!inputs) return new Map(lines.map((line) => [line.key, 0]));
  return siblingDiscounts(inputs.lines, inputs.percents, inputs.paidThisMonth);
}

/**
 * The discount each item of a paid order should have had, by its index, where it was charged in
 * full: two checkouts of one family priced at the same time (two guardians, each paying for a
 * child) both found no child paid for at the branch this month, so each charged its child as the
 * first. Whichever payment is recorded second finds the other's child paid for before it, which
 * makes its own child a second one. Read in the transaction that records the payment, so of two
 * such payments exactly one keeps its child at full price. A discount charged is never made
 * smaller here: payments are not re-priced against the family (decision 051).
 */
export async function missedSiblingDiscounts(
  tx: Tx,
  items: readonly {
    classId: string;
    cents: number;
    discountCents?: number | undefined;
    participantId?: string | undefined;
  }[],
  now: Date,
): Promise<Map<number, number>> {
  const inputs = await discountInputs(
    tx,
    items.map((item, index) => ({
      key: String(index),
      classId: item.classId,
      participantId: item.participantId ?? null,
      priceCents: item.cents + (item.discountCents ?? 0),
    })),
    now,
  );
  const missed = new Map<number, number>();
  if (!inputs) return missed;
  const due = siblingDiscounts(inputs.lines, inputs.percents, inputs.paidThisMonth);
  items.forEach((item, index) => {
    const venue = inputs.lines[index]!.venue;
    // Only a child who was the first when priced and is not now: another child was paid for
    // at the branch this month meanwhile.
    const paidBefore = venue === null ? undefined : inputs.paidThisMonth.get(venue);
    const amount = due.get(String(index)) ?? 0;
    if (!item.discountCents && paidBefore?.length && amount > 0) missed.set(index, amount);
  });
  return missed;
}
