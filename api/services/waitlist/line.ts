// A class's line (decision 026): joining it, leaving it, a student's places, and the line as its
// instructor or an admin sees it. Joining and leaving each run in one write transaction, so the
// line numbers are handed out first come, first served, and a leave while offered passes the
// seat on at once. The client's UUID makes joining idempotent (the PWA's outbox resends freely);
// a leave keeps the id (removed-changes.ts), even on its 404: a join whose response was lost may
// reach the server, or its write turn, after the leave that undid it, and must not put the
// student back in line.
import { and, asc, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { ClassWaitlistLine, WaitlistEntry } from '#shared/schemas/waitlist.ts';
import type { Database } from '../../db/client.ts';
import {
  classes,
  enrollments,
  participants,
  selections,
  users,
  waitlistEntries,
} from '../../db/schema.ts';
import { writeTransaction, type Tx } from '../../db/write-transaction.ts';
import type { Caller } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { participantNameOf } from '../../lib/wire.ts';
import { refuseIneligible } from '../class-eligibility.ts';
import {
  chooseParticipant,
  familyRows,
  sameParticipant,
  type Account,
} from '../families/participant.ts';
import { recordRemoval, removedBy } from '../removed-changes.ts';
import { offerFreedSeats } from './offers.ts';
import { reservedSeats } from './reserved-seats.ts';

type Reader = Database | Tx;
type EntryRow = typeof waitlistEntries.$inferSelect;
const LIVE = ['waiting', 'offered'] as const;

/** Line numbers of the waiting entries before (and including) this one's: its place. */
async function placeOf(db: Reader, entry: EntryRow): Promise<number | null> {
  if (entry.status !== 'waiting') return null;
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.classId, entry.classId),
        eq(waitlistEntries.status, 'waiting'),
        lte(waitlistEntries.lineNo, entry.lineNo),
      ),
    );
  return row?.n ?? null;
}

/**
 * An entry on the wire; `childName` names a child's place (read when shown, so a removed child's
 * erased name is not said).
 */
async function entryView(
  db: Reader,
  entry: EntryRow,
  className: string,
  childName: string | null = null,
): Promise<WaitlistEntry> {
  return {
    id: entry.id,
    classId: entry.classId,
    className,
    status: entry.status,
    place: await placeOf(db, entry),
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt : null,
    createdAt: entry.createdAt,
    participantId: entry.participantId,
    participantName: entry.participantId ? childName : null,
  };
}

async function classNameOf(db: Reader, classId: string): Promise<string> {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId));
  return row?.name ?? '';
}

/**
 * The entry under this id, if it is the student's for this class and participant; refused if it
 * is another's.
 */
async function replay(
  tx: Tx,
  id: string,
  email: string,
  classId: string,
  participantId: string | null,
) {
  const [existing] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!existing) return null;
  if (
    existing.email !== email ||
    existing.classId !== classId ||
    existing.participantId !== participantId
  ) {
    throw conflict('waitlist_id_taken');
  }
  return existing;
}

/**
 * A join under an id `email` has left before it was stored: answered as the place it would be
 * now (left), and nothing is stored. An id another student left is theirs (409).
 */
async function leftBeforeJoined(
  tx: Tx,
  request: { id: string; classId: string },
  email: string,
  className: string,
  nowIso: string,
  participant: { participantId: string | null; name: string | null },
): Promise<WaitlistEntry | null> {
  const owner = await removedBy(tx, 'waitlist_entry', request.id);
  if (owner === null) return null;
  if (owner !== email) throw conflict('waitlist_id_taken');
  const { id, classId } = request;
  return {
    id,
    classId,
    className,
    status: 'left',
    place: null,
    offerExpiresAt: null,
    createdAt: nowIso,
    participantId: participant.participantId,
    participantName: participant.name,
  };
}

/**
 * POST /api/waitlist: the account puts one of its members in the class's line (its own when the
 * request names none, else a child of its family) under the client's id. Returns the entry and
 * whether it is new. One place per participant: the same id again answers the entry there is; another
 * id while this member is already in this line is refused (409), since a Leave under that id would
 * end nothing (a sibling gets a place of their own); an id this account left before its join was
 * stored responds as left, and nothing is stored.
 * Refused: an unknown class, or a member not of the account's family (404); a member the class
 * does not take (its ages or level, 409, naming the rule); a class not approved, already paid for
 * or selected for this member, or with a seat free for them right now (409: select it instead).
 */
export async function joinWaitlist(
  db: Database,
  now: () => Date,
  account: Account & { name: string },
  request: { id: string; classId: string; participantId?: string },
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { id, classId } = request;
  const { email } = account;
  return writeTransaction(db, async (tx) => {
    const at = now();
    const nowIso = at.toISOString();
    const participant = await chooseParticipant(tx, account, request.participantId);
    const { participantId, name: childName } = participant;
    const [cls] = await tx.select().from(classes).where(eq(classes.id, classId));
    const className = cls?.name ?? '';
    const same = await replay(tx, id, email, classId, participantId);
    if (same) return { entry: await entryView(tx, same, className, childName), created: false };
    const left = await leftBeforeJoined(tx, request, email, className, nowIso, participant);
    if (left) return { entry: left, created: false };
    if (!cls) throw notFound('class_not_found');
    const [live] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.classId, classId),
          sameParticipant(waitlistEntries, email, participantId),
          inArray(waitlistEntries.status, [...LIVE]),
        ),
      );
    if (live) throw conflict('waitlist_already_in_line');
    if (cls.status !== 'approved') throw conflict('waitlist_class_not_open');
    refuseIneligible(cls, participant.facts, childName ?? account.name, at);
    const [paid] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(
        and(sameParticipant(enrollments, email, participantId), eq(enrollments.classId, classId)),
      );
    if (paid) throw conflict('already_paid');
    // A child's selection is a seat asked for already; the line would be a second way to it.
    const [selected] =
      participantId === null
        ? []
        : await tx
            .select({ id: selections.id })
            .from(selections)
            .where(
              and(
                sameParticipant(selections, email, participantId),
                eq(selections.classId, classId),
              ),
            );
    if (selected) throw conflict('already_selected');
    // Waiting students count as reserved (reserved-seats.ts): with a line, no seat is free.
    const asker = { email, participantId };
    if (cls.seats - (await reservedSeats(tx, classId, asker, nowIso)) > 0) {
      throw conflict('waitlist_seat_free');
    }
    // The write transaction holds the one write lock: nobody else takes this number meanwhile.
    const [last] = await tx
      .select({ lineNo: max(waitlistEntries.lineNo) })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, classId));
    const lineNo = (last?.lineNo ?? 0) + 1;
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ id, classId, email, participantId, lineNo, createdAt: nowIso })
      .returning();
    return { entry: await entryView(tx, entry!, cls.name, childName), created: true };
  });
}

/**
 * DELETE /api/waitlist/:id: a place of the account's family (its own member's, or a child's,
 * whichever guardian joined) leaves the line (left), or declines its offer (declined), and the
 * seat passes on at once. Leaving again answers the entry as it is. Another family's id is
 * answered like an unknown one (404): ids in a line are nobody else's business.
 * An id with no entry at all is kept as left all the same (404): its join may still be on its
 * way, and the outbox counts a DELETE's 404 as done.
 */
export async function leaveWaitlist(
  db: Database,
  now: () => Date,
  account: Account,
  id: string,
  offerHours: number,
): Promise<WaitlistEntry> {
  const left = await writeTransaction(db, async (tx) => {
    const at = now();
    const nowIso = at.toISOString();
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    const [family] = entry
      ? await tx
          .select({ childName: participants.name })
          .from(waitlistEntries)
          .leftJoin(participants, eq(participants.id, waitlistEntries.participantId))
          .where(and(eq(waitlistEntries.id, id), familyRows(tx, waitlistEntries, account)))
      : [];
    if (entry && !family) throw notFound('waitlist_entry_not_found');
    await recordRemoval(tx, 'waitlist_entry', id, account.email, at);
    if (!entry) return null;
    const name = await classNameOf(tx, entry.classId);
    const childName = family?.childName ?? null;
    if (entry.status !== 'waiting' && entry.status !== 'offered') {
      return entryView(tx, entry, name, childName);
    }
    const [ended] = await tx
      .update(waitlistEntries)
      .set({ status: entry.status === 'offered' ? 'declined' : 'left', endedAt: nowIso })
      .where(eq(waitlistEntries.id, id))
      .returning();
    if (entry.status === 'offered') await offerFreedSeats(tx, entry.classId, at, offerHours);
    return entryView(tx, ended!, name, childName);
  });
  // Answered after the commit: the id stays kept as left.
  if (!left) throw notFound('waitlist_entry_not_found');
  return left;
}

/**
 * GET /api/waitlist: the live entries (waiting or offered) of the account's family, oldest first:
 * its own member's and every child's of its family, whichever guardian joined, each naming whose
 * it is and with its own place.
 */
export async function waitlistOf(db: Database, account: Account): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({ entry: waitlistEntries, className: classes.name, childName: participants.name })
    .from(waitlistEntries)
    .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
    .leftJoin(participants, eq(participants.id, waitlistEntries.participantId))
    .where(
      and(familyRows(db, waitlistEntries, account), inArray(waitlistEntries.status, [...LIVE])),
    )
    // Joined at the same moment (a family's places in one go): in line order.
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.lineNo), asc(waitlistEntries.id));
  return Promise.all(
    rows.map(({ entry, className, childName }) => entryView(db, entry, className, childName)),
  );
}

/**
 * GET /api/class/:id/waitlist: the class's live line in order (offered and waiting), for its
 * instructor or an admin: 404 for an unknown class, 403 for another instructor. A student's name
 * is their account's, or their e-mail when the account is gone.
 */
export async function classLine(
  db: Database,
  caller: Pick<Caller, 'role' | 'email'>,
  classId: string,
): Promise<ClassWaitlistLine[]> {
  const [cls] = await db
    .select({ instructorEmail: classes.instructorEmail })
    .from(classes)
    .where(eq(classes.id, classId));
  if (!cls) throw notFound('class_not_found');
  if (caller.role !== 'admin' && cls.instructorEmail !== caller.email) {
    throw forbidden('waitlist_own_classes_only');
  }
  const rows = await db
    .select({ entry: waitlistEntries, name: users.name, childName: participants.name })
    .from(waitlistEntries)
    .leftJoin(users, eq(users.email, waitlistEntries.email))
    .leftJoin(participants, eq(participants.id, waitlistEntries.participantId))
    .where(and(eq(waitlistEntries.classId, classId), inArray(waitlistEntries.status, [...LIVE])))
    .orderBy(asc(waitlistEntries.lineNo));
  let place = 0;
  return rows.map(({ entry, name, childName }) => ({
    id: entry.id,
    place: entry.status === 'waiting' ? (place += 1) : null,
    name: name ?? entry.email,
    email: entry.email,
    participantId: entry.participantId,
    participantName: participantNameOf(entry.participantId, childName),
    status: entry.status,
    offerExpiresAt: entry.offerExpiresAt,
    createdAt: entry.createdAt,
  }));
}
