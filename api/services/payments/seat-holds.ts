// Seats held while a student pays: one row per class and participant (the account's own member,
// or a child it pays for: decision 049), pointing at the payment intent.
// A hold is live until expires_at. Each checkout renews it, but within limits, so that accounts
// that never pay cannot keep a class's last seats from others by renewing (decision 018):
// - one account holds seats in at most MAX_HELD_CLASSES classes (a new checkout ends the holds
//   on classes no longer in the cart);
// - one stretch of holding a class lasts at most SEAT_HOLD_MAX_MINUTES from `held_since`; the
//   row outlives the hold by SEAT_HOLD_COOLDOWN_MINUTES, and until it is forgotten a new hold
//   continues the same stretch. Paying deletes the rows.
import { and, eq, gt, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import {
  MAX_HELD_CLASSES,
  SEAT_HOLD_COOLDOWN_MINUTES,
  SEAT_HOLD_MAX_MINUTES,
  SEAT_HOLD_MINUTES,
} from '#shared/schemas/payment.ts';
import { seatHolds } from '../../db/schema.ts';
import { classNames, refusal } from '#shared/refusals.ts';
import { conflict, HttpError } from '../../lib/http-error.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { sameParticipant } from '../families/participant.ts';
import { liveOffersOf } from '../waitlist/offers.ts';

const MINUTE = 60_000;
/** A hold shorter than this is no use to pay with: refused instead of granted. */
const SHORTEST_USEFUL_HOLD_MS = MINUTE;

/** Whether `email` holds a live seat in the class for the participant, for this intent. */
export async function holdsLiveSeat(
  tx: Tx,
  hold: { classId: string; email: string; participantId: string | null; intentId: string },
  nowIso: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: seatHolds.id })
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.classId, hold.classId),
        sameParticipant(seatHolds, hold.email, hold.participantId),
        eq(seatHolds.intentId, hold.intentId),
        gt(seatHolds.expiresAt, nowIso),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Deletes the rows of holds that ended more than the cool-down ago: nothing remembers them. */
export async function forgetLapsedHolds(tx: Tx, now: Date): Promise<void> {
  const forgetBefore = new Date(now.getTime() - SEAT_HOLD_COOLDOWN_MINUTES * MINUTE);
  await tx.delete(seatHolds).where(lte(seatHolds.expiresAt, forgetBefore.toISOString()));
}

export interface HoldTerm {
  classId: string;
  participantId: string | null;
  heldSince: string;
  expiresAt: string;
}

/** One hold per class and participant: the key of a cart line and of a hold's row. */
const holdKey = (row: { classId: string; participantId: string | null }) =>
  `${row.classId} ${row.participantId ?? ''}`;

/**
 * The hold this account may take now on each class of its cart: 10 minutes, cut at the end of
 * its stretch. Refuses (409) a cart of too many classes (counting the seats offered to the
 * account from waitlists for other classes), and (429) a class whose stretch has run
 * out, saying when it may be held again. Run in the transaction that writes the holds.
 */
export async function holdTerms(
  tx: Tx,
  email: string,
  cart: readonly { classId: string; participantId: string | null; name: string }[],
  now: Date,
): Promise<HoldTerm[]> {
  if (cart.length > MAX_HELD_CLASSES) {
    throw conflict('too_many_held_classes', { max: MAX_HELD_CLASSES, count: cart.length });
  }
  // Seats offered from waitlists count toward the limit too (decision 026).
  const offeredElsewhere = (await liveOffersOf(tx, email, now.toISOString())).filter(
    (classId) => !cart.some((line) => line.classId === classId),
  );
  const count = cart.length + offeredElsewhere.length;
  if (count > MAX_HELD_CLASSES) {
    throw conflict('waitlist_offers_over_hold_limit', { max: MAX_HELD_CLASSES, count });
  }
  const remembered = await tx
    .select()
    .from(seatHolds)
    .where(
      and(
        eq(seatHolds.email, email),
        inArray(
          seatHolds.classId,
          cart.map((line) => line.classId),
        ),
      ),
    );
  const rowOf = new Map(remembered.map((row) => [holdKey(row), row]));
  const forgetAfterMs = SEAT_HOLD_COOLDOWN_MINUTES * MINUTE;
  const terms: HoldTerm[] = [];
  const spent: { name: string; againAt: number }[] = [];
  for (const line of cart) {
    const row = rowOf.get(holdKey(line));
    // A row not yet forgotten continues its stretch; otherwise a new stretch starts now.
    const stillRemembered =
      row && new Date(row.expiresAt).getTime() + forgetAfterMs > now.getTime();
    const heldSince = stillRemembered ? new Date(row.heldSince) : now;
    const stretchEnd = heldSince.getTime() + SEAT_HOLD_MAX_MINUTES * MINUTE;
    const expiresAt = Math.min(now.getTime() + SEAT_HOLD_MINUTES * MINUTE, stretchEnd);
    if (expiresAt - now.getTime() < SHORTEST_USEFUL_HOLD_MS) {
      // The stretch is spent: the row (there is one) is forgotten a cool-down after its hold.
      spent.push({ name: line.name, againAt: new Date(row!.expiresAt).getTime() + forgetAfterMs });
      continue;
    }
    terms.push({
      classId: line.classId,
      participantId: line.participantId,
      heldSince: heldSince.toISOString(),
      expiresAt: new Date(expiresAt).toISOString(),
    });
  }
  if (spent.length > 0) {
    const minutes = Math.ceil((Math.max(...spent.map((s) => s.againAt)) - now.getTime()) / MINUTE);
    const names = classNames(spent.map((s) => s.name));
    throw new HttpError(
      429,
      'rate_limited',
      refusal('hold_stretch_spent', { ...names, maxMinutes: SEAT_HOLD_MAX_MINUTES, minutes }),
    );
  }
  return terms;
}

/**
 * Holds (or renews) the account's seat in each class for the intent, and ends its holds on
 * classes no longer in the cart (their rows stay, so their stretch is remembered). Returns the
 * classes whose hold ended: a seat may have freed there for the line.
 */
export async function upsertHolds(
  tx: Tx,
  input: { email: string; intentId: string; terms: readonly HoldTerm[]; now: Date },
): Promise<string[]> {
  const nowIso = input.now.toISOString();
  const kept = new Set(input.terms.map(holdKey));
  const live = await tx
    .select({
      id: seatHolds.id,
      classId: seatHolds.classId,
      participantId: seatHolds.participantId,
    })
    .from(seatHolds)
    .where(and(eq(seatHolds.email, input.email), gt(seatHolds.expiresAt, nowIso)));
  const ending = live.filter((row) => !kept.has(holdKey(row)));
  if (ending.length > 0) {
    await tx
      .update(seatHolds)
      .set({ expiresAt: nowIso })
      .where(
        inArray(
          seatHolds.id,
          ending.map((row) => row.id),
        ),
      );
  }
  for (const term of input.terms) {
    // The account's own hold is unique by e-mail, a child's by the child (two partial indexes).
    const { participantId } = term;
    await tx
      .insert(seatHolds)
      .values({
        id: crypto.randomUUID(),
        classId: term.classId,
        email: input.email,
        participantId,
        intentId: input.intentId,
        expiresAt: term.expiresAt,
        heldSince: term.heldSince,
      })
      .onConflictDoUpdate({
        target:
          participantId === null
            ? [seatHolds.classId, seatHolds.email]
            : [seatHolds.classId, seatHolds.participantId],
        targetWhere:
          participantId === null
            ? isNull(seatHolds.participantId)
            : isNotNull(seatHolds.participantId),
        set: {
          email: input.email,
          intentId: input.intentId,
          expiresAt: term.expiresAt,
          heldSince: term.heldSince,
        },
      });
  }
  return ending.map((row) => row.classId);
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
 * at once (answers their classes, for the line). Their payment intents stay with the provider; one that still succeeds is finalized
 * without a hold, so it enrolls only where a seat is free and is refunded otherwise.
 */
export async function releaseHoldsOf(tx: Tx, email: string): Promise<string[]> {
  const released = await tx
    .delete(seatHolds)
    .where(eq(seatHolds.email, email))
    .returning({ classId: seatHolds.classId });
  return released.map((row) => row.classId);
}
