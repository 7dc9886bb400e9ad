// A receipt for every payment, numbered per branch and year without gaps: DHK-2026-000123. The
// number is taken in the transaction that records the payment, by raising the series' counter
// there; a transaction that fails takes its number back with it, so no number is skipped, and
// the write transactions of SQLite come one after another, so none is given twice.
import { inArray, sql } from 'drizzle-orm';
import { isVenue, VENUES, type Venue } from '#shared/classes/venues.ts';
import { classes, receipts, receiptSeries } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';

/** The series of payments whose classes are not all of one branch (or have none). */
export const ACADEMY_SERIES = 'ACD';
/** Where the academy's own series counts its years. */
const ACADEMY_TIME_ZONE = 'Asia/Dhaka';

const yearIn = (timeZone: string, at: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(at));

/** The branch a payment is received at: its classes' one venue, else none. */
async function branchOf(tx: Tx, classIds: readonly string[]): Promise<Venue | null> {
  if (classIds.length === 0) return null;
  const rows = await tx
    .select({ venue: classes.venue })
    .from(classes)
    .where(inArray(classes.id, [...classIds]));
  const venues = new Set(rows.map((row) => row.venue));
  const [only] = [...venues];
  return venues.size === 1 && isVenue(only) ? only : null;
}

export const receiptNumber = (series: string, year: number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(6, '0')}`;

/** Issues the payment's receipt inside the transaction that records the payment. */
export async function issueReceipt(
  tx: Tx,
  payment: { id: string; classIds: readonly string[] },
  now: Date,
): Promise<string> {
  const venue = await branchOf(tx, payment.classIds);
  const series = venue ? VENUES[venue].code : ACADEMY_SERIES;
  const year = yearIn(venue ? VENUES[venue].timeZone : ACADEMY_TIME_ZONE, now);
  const [counter] = await tx
    .insert(receiptSeries)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [receiptSeries.series, receiptSeries.year],
      set: { lastNumber: sql`${receiptSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptSeries.lastNumber });
  const sequence = counter!.lastNumber;
  const number = receiptNumber(series, year, sequence);
  await tx.insert(receipts).values({
    number,
    paymentId: payment.id,
    series,
    year,
    sequence,
    venue,
    issuedAt: now.toISOString(),
  });
  return number;
}
