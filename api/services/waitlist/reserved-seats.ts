// The seats of a class that are reserved: the ONE count every seat decision uses (select,
// checkout, finalize, joining a line, offering freed seats, the admin's class table). A seat is
// reserved by a participant held for while paying (a live checkout hold, seat-holds.ts) or to
// whom it is offered from the line (a live offer). Counted by distinct participant (an account's
// own member by its e-mail, a child by their id: decision 049): a student paying from their own
// offer holds one seat, not two, and a parent paying for two children holds two.
//
// First come, first served (decision 026): for a student who asks for a seat, the students
// waiting in line before them reserve seats too (everyone waiting, for someone not in line).
// So while anyone waits, a select or checkout by someone else never takes a freed seat, even in
// the moment between the seat freeing and offerFreedSeats offering it, and a pure read decides it
// (select needs no write transaction). offerFreedSeats itself asks for the line: holds and offers
// only, since the line is whom it offers to.
import { and, eq, gt, inArray, lt, not, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/sqlite-core';
import type { Database } from '../../db/client.ts';
import { seatHolds, waitlistEntries } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { sameParticipant } from '../families/participant.ts';

type Reader = Database | Tx;

/**
 * Who asks: a participant (the account's e-mail, and the child it acts for or null for its own
 * member), or the class's line (offerFreedSeats).
 */
export type SeatAsker = { email: string; participantId?: string | null } | 'line';

/** The asker as the rows of taking part name a participant. */
type Asker = { email: string; participantId: string | null };

/** A live offer: offered, and its time has not run out. */
export const liveOffer = (nowIso: string): SQL =>
  and(eq(waitlistEntries.status, 'offered'), gt(waitlistEntries.offerExpiresAt, nowIso))!;

/**
 * (class, participant) rows reserving a seat: live holds, live offers, and those waiting in line
 * before `waitingBefore` (a line number; absent: none). `classId` and `except` narrow it.
 */
function reservingRows(
  db: Reader,
  nowIso: string,
  filter: { classId?: string; except?: Asker; waitingBefore?: number },
) {
  const { classId, except } = filter;
  // A child's rows are theirs whichever guardian acted: the participant stands for them alone.
  const holds = db
    .select({
      classId: seatHolds.classId,
      email: seatHolds.email,
      participantId: seatHolds.participantId,
    })
    .from(seatHolds)
    .where(
      and(
        gt(seatHolds.expiresAt, nowIso),
        classId === undefined ? undefined : eq(seatHolds.classId, classId),
        except === undefined
          ? undefined
          : not(sameParticipant(seatHolds, except.email, except.participantId)),
      ),
    );
  const entries = (status: SQL) =>
    db
      .select({
        classId: waitlistEntries.classId,
        email: waitlistEntries.email,
        participantId: waitlistEntries.participantId,
      })
      .from(waitlistEntries)
      .where(
        and(
          status,
          classId === undefined ? undefined : eq(waitlistEntries.classId, classId),
          except === undefined
            ? undefined
            : not(sameParticipant(waitlistEntries, except.email, except.participantId)),
        ),
      );
  const offers = entries(liveOffer(nowIso));
  if (filter.waitingBefore === undefined) return union(holds, offers);
  const waiting = entries(
    and(eq(waitlistEntries.status, 'waiting'), lt(waitlistEntries.lineNo, filter.waitingBefore))!,
  );
  return union(holds, offers, waiting);
}

/**
 * Which waiting participants come before `asker` in the class's line: everyone waiting when they
 * are not in it (or their offer has run out), those before them when they wait, nobody when a
 * live offer holds a seat for them.
 */
async function waitingBeforeOf(
  db: Reader,
  classId: string,
  asker: Asker,
  nowIso: string,
): Promise<number> {
  // The partial unique indexes keep one live (waiting or offered) entry per class and participant.
  const [entry] = await db
    .select({
      status: waitlistEntries.status,
      lineNo: waitlistEntries.lineNo,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classId, classId),
        sameParticipant(waitlistEntries, asker.email, asker.participantId),
        inArray(waitlistEntries.status, ['waiting', 'offered']),
      ),
    );
  if (entry?.status === 'waiting') return entry.lineNo;
  if (entry?.offerExpiresAt && entry.offerExpiresAt > nowIso) return 0;
  return Number.MAX_SAFE_INTEGER;
}

/**
 * How many seats of the class are reserved, as `asker` sees it: by students other than a
 * student asker (and by those waiting before them), or by holds and offers when the line asks.
 * Free for the asker: the class's `seats` minus this.
 */
export async function reservedSeats(
  db: Reader,
  classId: string,
  asker: SeatAsker,
  nowIso: string,
): Promise<number> {
  if (asker === 'line') return (await reservingRows(db, nowIso, { classId })).length;
  const except = { email: asker.email, participantId: asker.participantId ?? null };
  const waitingBefore = await waitingBeforeOf(db, classId, except, nowIso);
  const rows = await reservingRows(db, nowIso, { classId, except, waitingBefore });
  return rows.length;
}

/**
 * Seats held for students paying or offered, per class (the admin's class table): the line's
 * view, without those waiting. Classes with none are absent.
 */
export async function reservedSeatCounts(db: Reader, nowIso: string): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const row of await reservingRows(db, nowIso, {})) {
    counts.set(row.classId, (counts.get(row.classId) ?? 0) + 1);
  }
  return counts;
}
