// A student's selected (not yet paid) classes: what Select and its removal may do. Selecting is
// idempotent on the client's id, so the PWA's offline outbox can send the same Select again after
// a lost response and get the same selection back. A removal keeps the id (removed-changes.ts): a
// Select whose response was lost may reach the server, or wait for its write turn, until after the
// Delete that undid it, and must not bring the selection back. Nothing here holds a seat: seats
// are held when the student pays (services/payments/seat-holds.ts) and taken when it is finalized.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Selection } from '#shared/schemas/selection.ts';
import type { Database } from '../db/client.ts';
import { classes, enrollments, participants, selections } from '../db/schema.ts';
import { writeTransaction, type Tx } from '../db/write-transaction.ts';
import { conflict, forbidden, notFound } from '../lib/http-error.ts';
import { isoNow, toWireSelection } from '../lib/wire.ts';
import { refuseIneligible } from './class-eligibility.ts';
import { chooseParticipant, sameParticipant, type Account } from './families/participant.ts';
import { recordRemoval, removedBy } from './removed-changes.ts';
import { reservedSeats } from './waitlist/reserved-seats.ts';
import { familyDiscounts } from './payments/sibling-discounts.ts';

/** The response for a selection id already stored: the same one again, or a clear refusal. */
async function replay(
  db: Database,
  id: string,
  email: string,
  classId: string,
  participantId: string | null,
) {
  const [existing] = await db.select().from(selections).where(eq(selections.id, id)).limit(1);
  if (!existing) return null;
  if (
    existing.email !== email ||
    existing.classId !== classId ||
    existing.participantId !== participantId
  ) {
    throw conflict('selection_id_taken');
  }
  return { insertedId: existing.id, replayed: true };
}

/** Whether `email` deleted the selection `id` (made or still on its way); another's id is taken. */
async function removedBefore(tx: Tx, id: string, email: string): Promise<boolean> {
  const owner = await removedBy(tx, 'selection', id);
  if (owner !== null && owner !== email) throw conflict('selection_id_taken');
  return owner !== null;
}

/**
 * POST /api/select: the account selects the class for one of its members (its own when the
 * request names none), under the client's id when it sends one. The same id again answers the
 * same selection (`replayed`); so does an id this account has deleted, and nothing is stored
 * again. Refused: an unknown class, or a member not of the account's family (404); a member the
 * class does not take (its ages or level, 409, naming the rule); a class not approved, already
 * paid for this member, without a seat free for them (taken, held or offered to others, or
 * waited for by a line: they join the waitlist instead), or already selected for them (409).
 */
export async function selectClass(
  db: Database,
  now: () => Date,
  account: Account & { name: string },
  request: { id: string | undefined; classId: string; participantId?: string },
): Promise<{ insertedId: string; replayed: boolean }> {
  const { classId } = request;
  const { email } = account;
  const participant = await chooseParticipant(db, account, request.participantId);
  const { participantId } = participant;
  if (request.id) {
    const same = await replay(db, request.id, email, classId, participantId);
    if (same) return same;
  }
  const [target] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
  if (!target) throw notFound('class_not_found');
  if (target.status !== 'approved') throw conflict('class_not_approved');
  refuseIneligible(target, participant.facts, participant.name ?? account.name, now());
  const [paid] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(
      and(sameParticipant(enrollments, email, participantId), eq(enrollments.classId, classId)),
    )
    .limit(1);
  if (paid) throw conflict('already_paid');
  // Seats held by others paying or offered, and those of students waiting in line, are not free.
  const reserved = await reservedSeats(db, classId, { email, participantId }, isoNow(now));
  if (target.seats - reserved <= 0) throw conflict('class_full');

  const id = request.id ?? crypto.randomUUID();
  // Checked in the insert's transaction: a Delete committed while this Select was on its way wins.
  const written = await writeTransaction(db, async (tx) => {
    if (request.id && (await removedBefore(tx, id, email))) return 'removed';
    // The unique (participant, class) indexes settle races: of 50 parallel tries one row is written.
    const inserted = await tx
      .insert(selections)
      .values({ id, classId, email, participantId, createdAt: isoNow(now) })
      .onConflictDoNothing()
      .returning({ id: selections.id });
    return inserted.length > 0 ? 'inserted' : 'not inserted';
  });
  // Made once and deleted since: the same id answers as a replay, and nothing comes back.
  if (written !== 'not inserted') return { insertedId: id, replayed: written === 'removed' };
  const same = request.id ? await replay(db, request.id, email, classId, participantId) : null;
  if (same) return same;
  throw conflict('already_selected');
}

/**
 * DELETE /api/select/:id: removes one of `email`'s own selections; returns how many went. The id
 * is kept as removed even when nothing is stored under it (404): its Select may still be on its
 * way, and the outbox counts a Delete's 404 as done. Only an id a Select could carry is kept.
 */
export async function removeSelection(
  db: Database,
  now: () => Date,
  email: string,
  id: string,
): Promise<number> {
  const deleted = await writeTransaction(db, async (tx) => {
    const [existing] = await tx.select().from(selections).where(eq(selections.id, id)).limit(1);
    if (existing && existing.email !== email) throw forbidden('remove_own_selections_only');
    await recordRemoval(tx, 'selection', id, email, now());
    if (!existing) return 0;
    const rows = await tx
      .delete(selections)
      .where(and(eq(selections.id, id), eq(selections.email, email)))
      .returning({ id: selections.id });
    return rows.length;
  });
  if (deleted === 0) throw notFound('selection_not_found');
  return deleted;
}

/**
 * GET /api/select: a student's selections with their classes, oldest first. Prepared once per
 * database: the list is read at every visit, and building the SQL of a join costs about as much
 * as running it here (decision 010).
 */
export function prepareSelectionList(
  db: Database,
  now: () => Date,
): (email: string) => Promise<Selection[]> {
  const selectionsOf = db
    .select({ selection: selections, cls: classes, participantName: participants.name })
    .from(selections)
    .innerJoin(classes, eq(classes.id, selections.classId))
    .leftJoin(participants, eq(participants.id, selections.participantId))
    .where(eq(selections.email, sql.placeholder('email')))
    .orderBy(asc(selections.createdAt), asc(selections.id))
    .prepare();
  return async (email) => {
    const rows = await selectionsOf.all({ email });
    // What the checkout will take off (decision 051), shown before paying.
    const discounts = await familyDiscounts(
      db,
      rows.map(({ selection, cls }) => ({
        key: selection.id,
        classId: cls.id,
        participantId: selection.participantId,
        priceCents: cls.priceCents,
      })),
      now(),
    );
    return rows.map(({ selection, cls, participantName }) =>
      toWireSelection(selection, cls, participantName, discounts.get(selection.id) ?? 0),
    );
  };
}
