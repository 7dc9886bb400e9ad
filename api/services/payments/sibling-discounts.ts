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

/**
 * The discount on each line of a family's cart, in minor units (0 where none applies): the
 * branches' rules, and the family's children already paid for at each branch this month (in the
 * branch's calendar), first paid first. A cart with no child in it asks nothing of the database.
 */
export async function familyDiscounts(
  db: Database | Tx,
  lines: readonly CartDiscountLine[],
  now: Date,
): Promise<Map<string, number>> {
  const none = new Map(lines.map((line) => [line.key, 0]));
  const childIds = [...new Set(lines.flatMap((line) => line.participantId ?? []))];
  if (childIds.length === 0) return none;
  const percents = await percentByVenue(db);
  if (percents.size === 0) return none;

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
  return siblingDiscounts(withVenues, percents, paidThisMonth);
}
