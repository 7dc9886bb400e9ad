// Seats held while a student pays: one row per class and student, pointing at the payment intent.
// A hold is live until expires_at; an expired hold is ignored at once and its row purged later.
import { and, count, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import { seatHolds } from '../../db/schema.ts';
import type { Tx } from './write-transaction.ts';

/** Live holds on a class by everyone but `email`: seats they may still take. */
export async function liveHoldsByOthers(
  tx: Tx,
  classId: string,
  email: string,
  nowIso: string,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.classId, classId),
        ne(seatHolds.email, email),
        gt(seatHolds.expiresAt, nowIso),
      ),
    );
  return row?.n ?? 0;
}

/** Whether `email` holds a live seat in the class for this intent. */
export async function holdsLiveSeat(
  tx: Tx,
  hold: { classId: string; email: string; intentId: string },
  nowIso: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.classId, hold.classId),
        eq(seatHolds.email, hold.email),
        eq(seatHolds.intentId, hold.intentId),
        gt(seatHolds.expiresAt, nowIso),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function releaseExpiredHolds(tx: Tx, nowIso: string): Promise<void> {
  await tx.delete(seatHolds).where(lte(seatHolds.expiresAt, nowIso));
}

/** Holds (or renews) the student's seat in each class for the intent until `expiresAt`. */
export async function upsertHolds(
  tx: Tx,
  input: { email: string; intentId: string; classIds: readonly string[]; expiresAt: string },
): Promise<void> {
  for (const classId of input.classIds) {
    await tx
      .insert(seatHolds)
      .values({
        id: crypto.randomUUID(),
        classId,
        email: input.email,
        intentId: input.intentId,
        expiresAt: input.expiresAt,
      })
      .onConflictDoUpdate({
        target: [seatHolds.classId, seatHolds.email],
        set: { intentId: input.intentId, expiresAt: input.expiresAt },
      });
  }
}

export async function releaseIntentHolds(
  tx: Tx,
  intentId: string,
  classIds?: readonly string[],
): Promise<void> {
  await tx
    .delete(seatHolds)
    .where(
      classIds
        ? and(eq(seatHolds.intentId, intentId), inArray(seatHolds.classId, [...classIds]))
        : eq(seatHolds.intentId, intentId),
    );
}

/**
 * Releases every seat `email` holds (an account being removed): the seats go back to the class
 * at once. Their payment intents stay with the provider; one that still succeeds is finalized
 * without a hold, so it enrolls only where a seat is free and is refunded otherwise.
 */
export async function releaseHoldsOf(tx: Tx, email: string): Promise<void> {
  await tx.delete(seatHolds).where(eq(seatHolds.email, email));
}
