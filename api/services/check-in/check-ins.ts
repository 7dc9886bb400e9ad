// Recording a check-in (decision 025). One write transaction decides it, so two phones scanning
// one pass at once, or one phone sending its scan twice, make one row: the same nonce answers the
// row it made; another nonce for a student already checked in answers the first row
// (`alreadyCheckedIn`); the unique (session, e-mail) index stands behind both. An untick keeps
// the nonce (removed-changes.ts), even on its 404: a check-in whose response was lost may reach the
// server, or its write turn, after the untick that undid it, and must not tick the student again.
import { and, eq } from 'drizzle-orm';
import { judgeTakenAt, isOpenForCheckIn } from '#shared/check-in/check-in-window.ts';
import { normalizeCode } from '#shared/check-in/pass.ts';
import type { CheckInResponse, NewCheckIn } from '#shared/schemas/check-in.ts';
import type { CheckInProof } from '#shared/schemas/roster.ts';
import type { Database } from '../../db/client.ts';
import { checkIns, classPasses, classSessions, classes, users } from '../../db/schema.ts';
import { writeTransaction, type Tx } from '../../db/write-transaction.ts';
import type { Caller } from '../../lib/context.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { readChildAtClass, todayAt } from '../families/child-at-class.ts';
import { sameParticipant } from '../families/participant.ts';
import { recordRemoval, removedBy } from '../removed-changes.ts';

type CheckInRow = typeof checkIns.$inferSelect;
type CheckInView = Omit<CheckInRow, 'recordedBy'>;

/** The session and its class, if the caller may check students in at it. */
async function sessionFor(tx: Tx, caller: Caller, sessionId: string) {
  const [found] = await tx
    .select({
      session: classSessions,
      className: classes.name,
      instructor: classes.instructorEmail,
      venue: classes.venue,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(eq(classSessions.id, sessionId));
  if (!found) throw notFound('check_in_session_not_found');
  if (caller.role !== 'admin' && found.instructor !== caller.email) {
    throw forbidden('check_in_not_your_class');
  }
  return found;
}

/** The pass the proof names, at this class; refusals say why there is none. */
async function passFor(tx: Tx, classId: string, proof: CheckInProof) {
  let where;
  if (proof.method === 'scan') {
    where = eq(classPasses.token, proof.token.toLowerCase());
  } else if (proof.method === 'code') {
    const code = normalizeCode(proof.code);
    if (code === null) throw notFound('pass_unknown');
    where = and(eq(classPasses.classId, classId), eq(classPasses.code, code));
  } else {
    // A tick on the roster names its row: a child by their participant id, else the account.
    const email = proof.email.trim().toLowerCase();
    where = and(
      eq(classPasses.classId, classId),
      sameParticipant(classPasses, email, proof.participantId ?? null),
    );
  }
  const [pass] = await tx.select().from(classPasses).where(where);
  if (!pass) throw notFound(proof.method === 'roster' ? 'check_in_not_on_roster' : 'pass_unknown');
  if (pass.classId !== classId) {
    const [other] = await tx
      .select({ name: classes.name })
      .from(classes)
      .where(eq(classes.id, pass.classId));
    throw conflict('pass_other_class', { className: other?.name ?? '' });
  }
  if (pass.status === 'refunded') throw conflict('pass_refunded');
  return pass;
}

/**
 * The answer to a check-in, for the class's instructor or an admin (sessionFor let no one else
 * this far): a child is named by their own name, with what the door shows of them (their age,
 * their photo if the guardians consented, their medical notes and emergency contact); the
 * account's own member by the account's name.
 */
async function response(
  tx: Tx,
  row: CheckInView,
  alreadyCheckedIn: boolean,
  today: string,
): Promise<CheckInResponse> {
  const { id, sessionId, classId, email, participantId, method, takenAt, createdAt } = row;
  const checkIn = { id, sessionId, classId, email, participantId, method, takenAt, createdAt };
  if (participantId !== null) {
    const participant = await readChildAtClass(tx, participantId, email, today);
    return { checkIn, studentName: participant.participantName, alreadyCheckedIn, participant };
  }
  const [student] = await tx.select({ name: users.name }).from(users).where(eq(users.email, email));
  return { checkIn, studentName: student?.name ?? email, alreadyCheckedIn, participant: null };
}

/**
 * Whether the nonce was unticked by someone who may act at this session (the caller, the class's
 * instructor or an admin): then it stays unticked. Unticked by anyone else, it is theirs (409).
 */
async function untickedHere(tx: Tx, id: string, caller: Caller, instructor: string) {
  const owner = await removedBy(tx, 'check_in', id);
  if (owner === null) return false;
  if (owner === caller.email || owner === instructor) return true;
  const [remover] = await tx.select({ role: users.role }).from(users).where(eq(users.email, owner));
  if (remover?.role !== 'admin') throw conflict('check_in_id_taken');
  return true;
}

/**
 * POST /api/check-ins. `created` is false when nothing was added (a replay, already in, or a
 * nonce unticked before it was stored: answered as it was asked, and nothing is stored).
 */
export async function recordCheckIn(
  db: Database,
  now: () => Date,
  caller: Caller,
  input: NewCheckIn,
): Promise<{ response: CheckInResponse; created: boolean }> {
  return writeTransaction(db, async (tx) => {
    const { session, instructor, venue } = await sessionFor(tx, caller, input.sessionId);
    const today = todayAt(venue, now());
    const [replayed] = await tx.select().from(checkIns).where(eq(checkIns.id, input.id));
    if (replayed) {
      if (replayed.sessionId !== session.id) throw conflict('check_in_id_taken');
      return { response: await response(tx, replayed, false, today), created: false };
    }
    const takenAt = new Date(input.takenAt);
    if (await untickedHere(tx, input.id, caller, instructor)) {
      const { email, participantId } = await passFor(tx, session.classId, input.proof);
      const unticked: CheckInView = {
        id: input.id,
        sessionId: session.id,
        classId: session.classId,
        email,
        participantId,
        method: input.proof.method,
        takenAt: takenAt.toISOString(),
        createdAt: now().toISOString(),
      };
      return { response: await response(tx, unticked, false, today), created: false };
    }
    const verdict = judgeTakenAt(takenAt, now());
    if (verdict === 'future') throw badRequest('check_in_taken_in_future');
    if (verdict === 'too_old') throw badRequest('check_in_taken_too_long_ago');
    const pass = await passFor(tx, session.classId, input.proof);
    if (session.status === 'cancelled') throw conflict('check_in_session_cancelled');
    if (!isOpenForCheckIn(session, takenAt)) throw conflict('check_in_session_not_open');

    const [first] = await tx
      .select()
      .from(checkIns)
      .where(
        and(
          eq(checkIns.sessionId, session.id),
          sameParticipant(checkIns, pass.email, pass.participantId),
        ),
      );
    if (first) return { response: await response(tx, first, true, today), created: false };
    const [row] = await tx
      .insert(checkIns)
      .values({
        id: input.id,
        sessionId: session.id,
        classId: session.classId,
        email: pass.email,
        participantId: pass.participantId,
        method: input.proof.method,
        recordedBy: caller.userId ?? caller.uid,
        takenAt: takenAt.toISOString(),
      })
      .returning();
    return { response: await response(tx, row!, false, today), created: true };
  });
}

/**
 * DELETE /api/check-ins/:id: the instructor unticks a student. The nonce is kept as unticked even
 * when no check-in is stored under it (404): its check-in may still be on its way, and the outbox
 * counts a DELETE's 404 as done.
 */
export async function removeCheckIn(
  db: Database,
  now: () => Date,
  caller: Caller,
  id: string,
): Promise<number> {
  const removed = await writeTransaction(db, async (tx) => {
    const [row] = await tx.select().from(checkIns).where(eq(checkIns.id, id));
    if (row) await sessionFor(tx, caller, row.sessionId);
    await recordRemoval(tx, 'check_in', id, caller.email, now());
    if (!row) return 0;
    const deleted = await tx.delete(checkIns).where(eq(checkIns.id, id)).returning();
    return deleted.length;
  });
  // Answered after the commit: the nonce stays kept as unticked.
  if (removed === 0) throw notFound('check_in_not_found');
  return removed;
}
