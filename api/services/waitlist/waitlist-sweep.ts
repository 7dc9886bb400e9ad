// The waitlists' part of the payment sweep (payment-sweep.ts runs it every minute, on Node from a
// timer and on Workers from the Cron Trigger): offers that ran out are expired, their students
// told, and their seats offered on; and every class with someone waiting is looked at again, so
// a seat freed without an event (a checkout hold that ran out, a student passed over at the hold
// limit who has since let a hold go) still reaches the line. Each class in its own write
// transaction: a run holds the write lock only briefly.
import { and, asc, eq, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { waitlistEntries } from '../../db/schema.ts';
import { retryOnBusy, writeTransaction } from '../../db/write-transaction.ts';
import { expireOffers } from './offers.ts';

export interface WaitlistSweepReport {
  offersExpired: number;
  offersMade: number;
}

export async function sweepWaitlists(
  db: Database,
  now: Date,
  offerHours: number | undefined,
): Promise<WaitlistSweepReport> {
  const nowIso = now.toISOString();
  // Every class with a live line: each look is one short transaction that writes nothing unless
  // an offer ran out or a seat is free, and there are as many as classes with a line.
  const due = await retryOnBusy(() =>
    db
      .selectDistinct({ classId: waitlistEntries.classId })
      .from(waitlistEntries)
      .where(
        or(
          eq(waitlistEntries.status, 'waiting'),
          and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, nowIso)),
        ),
      )
      .orderBy(asc(waitlistEntries.classId)),
  );
  const report: WaitlistSweepReport = { offersExpired: 0, offersMade: 0 };
  for (const { classId } of due) {
    const { expired, offered } = await writeTransaction(db, (tx) =>
      expireOffers(tx, classId, now, offerHours),
    );
    report.offersExpired += expired;
    report.offersMade += offered;
  }
  return report;
}
