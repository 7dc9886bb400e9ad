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
import { classes, enrollments, users, waitlistEntries } from '../../db/schema.ts';
import { writeTransaction, type Tx } from '../../db/write-transaction.ts';
import type { Caller } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { recordRemoval, removedBy } from '../removed-changes.ts';
import { offerFreedSeats } from './offers.ts';
import { reservedSeats } from './reserved-seats.ts';

type Reader = Database | Tx;
type EntryRow = typeof waitlistEntries.$inferSelect;
const LIVE = ['waiting', 'offered'] as const;

/** Line numbers of the waiting entries before (and including) `lineNo`: the student's place. */
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

async function entryView(db: Reader, entry: EntryRow, className: string): Promise<WaitlistEntry> {
  return {
    id: entry.id,
    classId: entry.classId,
    className,
    status: entry.status,
    place: await placeOf(db, entry),
    offerExpiresAt: entry.status === 'offered' ? entry.offerExpiresAt : null,
    createdAt: entry.createdAt,
  };
}

async function classNameOf(db: Reader, classId: string): Promise<string> {
  const [row] = await db
    .select({ name: classes.name })
    .from(classes)
    .where(eq(classes.id, classId));
  return row?.name ?? '';
}

/** The entry under this id, if it is the student's for this class; refused if it is another's. */
async function replay(tx: Tx, id: string, email: string, classId: string) {
  const [existing] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
  if (!existing) return null;
  if (existing.email !== email || existing.classId !== classId) {
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
  };
}

/**
 * POST /api/waitlist: `email` joins the class's line under the client's id. Returns the entry and
 * whether it is new. The same id again, or any id while already in this line, answers the entry
 * there is; an id this student left before its join was stored responds as left, and nothing is
 * stored. Refused: an unknown class (404); a class not approved, already paid for, or with a
 * seat free for this student right now (409: select it instead).
 */
export async function joinWaitlist(
  db: Database,
  now: () => Date,
  email: string,
  request: { id: string; classId: string },
): Promise<{ entry: WaitlistEntry; created: boolean }> {
  const { id, classId } = request;
  return writeTransaction(db, async (tx) => {
    const at = now();
    const nowIso = at.toISOString();
    const [cls] = await tx.select().from(classes).where(eq(classes.id, classId));
    const same = await replay(tx, id, email, classId);
    if (same) return { entry: await entryView(tx, same, cls?.name ?? ''), created: false };
    const left = await leftBeforeJoined(tx, request, email, cls?.name ?? '', nowIso);
    if (left) return { entry: left, created: false };
    if (!cls) throw notFound('class_not_found');
    const [live] = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.classId, classId),
          eq(waitlistEntries.email, email),
          inArray(waitlistEntries.status, [...LIVE]),
        ),
      );
    if (live) return { entry: await entryView(tx, live, cls.name), created: false };
    if (cls.status !== 'approved') throw conflict('waitlist_class_not_open');
    const [paid] = await tx
      .select({ id: enrollments.id })
      .from(enrollments)
      .where(and(eq(enrollments.email, email), eq(enrollments.classId, classId)));
    if (paid) throw conflict('already_paid');
    // Waiting students count as reserved (reserved-seats.ts): with a line, no seat is free.
    if (cls.seats - (await reservedSeats(tx, classId, { email }, nowIso)) > 0) {
      throw conflict('waitlist_seat_free');
    }
    // The write transaction holds the one write lock: nobody else takes this number meanwhile.
    const [last] = await tx
      .select({ lineNo: max(waitlistEntries.lineNo) })
      .from(waitlistEntries)
      .where(eq(waitlistEntries.classId, classId));
    const [entry] = await tx
      .insert(waitlistEntries)
      .values({ id, classId, email, lineNo: (last?.lineNo ?? 0) + 1, createdAt: nowIso })
      .returning();
    return { entry: await entryView(tx, entry!, cls.name), created: true };
  });
}

/**
 * DELETE /api/waitlist/:id: the student leaves the line (left), or declines their offer
 * (declined), and the seat passes on at once. Leaving again answers the entry as it is. Another
 * student's id is answered like an unknown one (404): ids in a line are nobody else's business.
 * An id with no entry at all is kept as left all the same (404): its join may still be on its
 * way, and the outbox counts a DELETE's 404 as done.
 */
export async function leaveWaitlist(
  db: Database,
  now: () => Date,
  email: string,
  id: string,
  offerHours: number,
): Promise<WaitlistEntry> {
  const left = await writeTransaction(db, async (tx) => {
    const at = now();
    const nowIso = at.toISOString();
    const [entry] = await tx.select().from(waitlistEntries).where(eq(waitlistEntries.id, id));
    if (entry && entry.email !== email) throw notFound('waitlist_entry_not_found');
    await recordRemoval(tx, 'waitlist_entry', id, email, at);
    if (!entry) return null;
    const name = await classNameOf(tx, entry.classId);
    if (entry.status !== 'waiting' && entry.status !== 'offered') {
      return entryView(tx, entry, name);
    }
    const [ended] = await tx
      .update(waitlistEntries)
      .set({ status: entry.status === 'offered' ? 'declined' : 'left', endedAt: nowIso })
      .where(eq(waitlistEntries.id, id))
      .returning();
    if (entry.status === 'offered') await offerFreedSeats(tx, entry.classId, at, offerHours);
    return entryView(tx, ended!, name);
  });
  // Answered after the commit: the id stays kept as left.
  if (!left) throw notFound('waitlist_entry_not_found');
  return left;
}

/** GET /api/waitlist: the student's live entries (waiting or offered), oldest first. */
export async function waitlistOf(db: Database, email: string): Promise<WaitlistEntry[]> {
  const rows = await db
    .select({ entry: waitlistEntries, className: classes.name })
    .from(waitlistEntries)
    .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
    .where(and(eq(waitlistEntries.email, email), inArray(waitlistEntries.status, [...LIVE])))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
  return Promise.all(rows.map(({ entry, className }) => entryView(db, entry, className)));
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
    .select({ entry: waitlistEntries, name: users.name })
    .from(waitlistEntries)
    .leftJoin(users, eq(users.email, waitlistEntries.email))
    .where(and(eq(waitlistEntries.classId, classId), inArray(waitlistEntries.status, [...LIVE])))
    .orderBy(asc(waitlistEntries.lineNo));
  let place = 0;
  return rows.map(({ entry, name }) => ({
    id: entry.id,
    place: entry.status === 'waiting' ? (place += 1) : null,
    name: name ?? entry.email,
    email: entry.email,
    status: entry.status,
    offerExpiresAt: entry.offerExpiresAt,
    createdAt: entry.createdAt,
  }));
}
