// Offers from a class's line (decision 026): when a seat frees, the first students waiting are
// offered it, each a seat held for them for WAITLIST_OFFER_HOURS; paying accepts it (finalize),
// declining or leaving passes it on, and one that runs out is expired by the payment sweep and
// passed on. Every step reads and writes the line in one write transaction (SQLite has one
// writer), so no seat is ever offered twice, whatever runs at the same time.
import { and, asc, eq, gt, inArray, isNull, lte, notExists, or } from 'drizzle-orm';
import { paths } from '#shared/pages/page-table.ts';
import { MAX_HELD_CLASSES } from '#shared/schemas/payment.ts';
import { DEFAULT_WAITLIST_OFFER_HOURS } from '#shared/schemas/waitlist.ts';
import { classes, seatHolds, waitlistEntries } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { childNamesOf, sameParticipant } from '../families/participant.ts';
import { aboutChild, notify, type NamedChild } from '../notifications/notify.ts';
import { liveOffer, reservedSeats } from './reserved-seats.ts';

const HOUR = 3_600_000;

/**
 * The child an entry of the line is for, named, or null for the account's own place. The line is
 * the account's (its e-mail is told), but an entry made for a child says whose seat it is; a
 * removed child's name is erased and is not said.
 */
async function entryChild(tx: Tx, participantId: string | null): Promise<NamedChild | null> {
  if (!participantId) return null;
  const name = (await childNamesOf(tx, [participantId])).get(participantId);
  return name ? { id: participantId, name } : null;
}

/** The classes in which a seat is offered to the student right now. */
export async function liveOffersOf(tx: Tx, email: string, nowIso: string): Promise<string[]> {
  const rows = await tx
    .select({ classId: waitlistEntries.classId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.email, email), liveOffer(nowIso)));
  return rows.map((row) => row.classId);
}

/** How many classes the student holds (while paying) or is offered a seat in right now. */
async function seatsHeldOrOffered(tx: Tx, email: string, nowIso: string): Promise<number> {
  const held = await tx
    .select({ classId: seatHolds.classId })
    .from(seatHolds)
    .where(and(eq(seatHolds.email, email), gt(seatHolds.expiresAt, nowIso)))
    .union(
      tx
        .select({ classId: waitlistEntries.classId })
        .from(waitlistEntries)
        .where(and(eq(waitlistEntries.email, email), liveOffer(nowIso))),
    );
  return held.length;
}

/**
 * Offers the class's free seats (seats minus those reserved by holds and offers) to the
 * students waiting, in line order, and tells each. A student whose holds and offers already
 * reach MAX_HELD_CLASSES is passed over for now and keeps their place (the sweep looks again).
 * Nothing for a class that is not approved. Run in the write transaction that freed the seat.
 * `offerHours` is WAITLIST_OFFER_HOURS (api/env.ts). Returns how many offers were made.
 */
export async function offerFreedSeats(
  tx: Tx,
  classId: string,
  now: Date,
  offerHours: number = DEFAULT_WAITLIST_OFFER_HOURS,
): Promise<number> {
  const [cls] = await tx
    .select({ name: classes.name, seats: classes.seats, status: classes.status })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!cls || cls.status !== 'approved') return 0;
  const nowIso = now.toISOString();
  let free = cls.seats - (await reservedSeats(tx, classId, 'line', nowIso));
  if (free <= 0) return 0;
  const waiting = await tx
    .select({
      id: waitlistEntries.id,
      email: waitlistEntries.email,
      participantId: waitlistEntries.participantId,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.classId, classId), eq(waitlistEntries.status, 'waiting')))
    .orderBy(asc(waitlistEntries.lineNo));
  const expiresAt = new Date(now.getTime() + offerHours * HOUR).toISOString();
  let offered = 0;
  for (const entry of waiting) {
    if (free <= 0) break;
    if ((await seatsHeldOrOffered(tx, entry.email, nowIso)) >= MAX_HELD_CLASSES) continue;
    await tx
      .update(waitlistEntries)
      .set({ status: 'offered', offeredAt: nowIso, offerExpiresAt: expiresAt })
      .where(eq(waitlistEntries.id, entry.id));
    await notify(
      tx,
      { email: entry.email },
      {
        kind: 'waitlist_offer',
        params: {
          className: cls.name,
          expiresAt,
          ...aboutChild(await entryChild(tx, entry.participantId)),
        },
        path: paths.dashboard.waitlist,
      },
      now,
    );
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** offerFreedSeats for each class (the seats of several may have freed at once). */
export async function offerFreedSeatsIn(
  tx: Tx,
  classIds: Iterable<string>,
  now: Date,
  offerHours: number | undefined,
): Promise<number> {
  let offered = 0;
  for (const classId of new Set(classIds)) {
    offered += await offerFreedSeats(tx, classId, now, offerHours);
  }
  return offered;
}

/**
 * Ends the offers of the class that ran out by `now` (status expired), tells each student, and
 * offers the freed seats on. An offer whose student is paying (a live checkout hold, which may
 * outlast the offer by up to its 10 minutes) ends only when that hold does. Returns how many expired and how many offers were made.
 */
export async function expireOffers(
  tx: Tx,
  classId: string,
  now: Date,
  offerHours: number | undefined,
): Promise<{ expired: number; offered: number }> {
  const nowIso = now.toISOString();
  const expired = await tx
    .update(waitlistEntries)
    .set({ status: 'expired', endedAt: nowIso })
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        eq(waitlistEntries.status, 'offered'),
        lte(waitlistEntries.offerExpiresAt, nowIso),
        // A student paying (a live checkout hold) keeps the seat until the hold ends: they are
        // not told it went on, and their payment accepts the offer.
        notExists(
          tx
            .select({ id: seatHolds.id })
            .from(seatHolds)
            .where(
              and(
                eq(seatHolds.classId, waitlistEntries.classId),
                // This place's participant paying: a child's whichever guardian pays, not a
                // sibling's hold in the same checkout.
                or(
                  and(
                    isNull(waitlistEntries.participantId),
                    isNull(seatHolds.participantId),
                    eq(seatHolds.email, waitlistEntries.email),
                  ),
                  eq(seatHolds.participantId, waitlistEntries.participantId),
                ),
                gt(seatHolds.expiresAt, nowIso),
              ),
            ),
        ),
      ),
    )
    .returning({ email: waitlistEntries.email, participantId: waitlistEntries.participantId });
  if (expired.length > 0) {
    const [cls] = await tx
      .select({ name: classes.name })
      .from(classes)
      .where(eq(classes.id, classId));
    for (const { email, participantId } of expired) {
      await notify(
        tx,
        { email },
        {
          kind: 'waitlist_offer_expired',
          params: {
            className: cls?.name ?? '',
            ...aboutChild(await entryChild(tx, participantId)),
          },
          path: paths.dashboard.waitlist,
        },
        now,
      );
    }
  }
  const offered = await offerFreedSeats(tx, classId, now, offerHours);
  return { expired: expired.length, offered };
}

/** Whose place: the paying account, and the child it paid for (null: its own member). */
type PlaceOf = { email: string; participantId: string | null };

/**
 * A payment enrolled the participant: their place in the class's line (waiting, or offered, even
 * an offer that ran out a moment ago but was not expired yet) ends as accepted, whichever
 * guardian joined for a child. Run in finalize's transaction, so an expiry and the payment give
 * one outcome.
 */
export async function acceptPlace(tx: Tx, classId: string, whose: PlaceOf, nowIso: string) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'accepted', endedAt: nowIso })
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        sameParticipant(waitlistEntries, whose.email, whose.participantId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
}

/** Whether a live offer holds a seat in the class for the participant (finalize: like a live hold). */
export async function hasLiveOffer(tx: Tx, classId: string, whose: PlaceOf, nowIso: string) {
  const [row] = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        sameParticipant(waitlistEntries, whose.email, whose.participantId),
        liveOffer(nowIso),
      ),
    )
    .limit(1);
  return row !== undefined;
}
