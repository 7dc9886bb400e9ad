// Cancelling or moving one of a class's sessions, by its instructor or an admin, with a reason
// the students see (their timetable and calendar feed read class_sessions). Each change is one
// write transaction: the session, then the class row's derived columns (first and last session,
// how many meet). Writing the class row is also what tells clients: the classes change triggers
// (migration 0002) give it the next change_seq, so delta syncs and cached responses follow. Each
// student enrolled in the class is told in the same transaction (notify).
//
// Retries are safe: cancelling a cancelled session, or moving a session to where it already is,
// answers the session as it stands and writes nothing. Two moves at once take turns (the write
// lock, api/db/write-transaction.ts): the second reads what the first wrote.
import { and, eq } from 'drizzle-orm';
import { instantOfWallTime } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf } from '#shared/classes/venues.ts';
import { paths } from '#shared/pages/page-table.ts';
import { rosterKeyOf, type RosterSession } from '#shared/schemas/roster.ts';
import type { CancelSessionInput, MoveSessionInput } from '#shared/schemas/session-change.ts';
import { validationRefusal } from '#shared/validation-messages.ts';
import type { Database } from '../db/client.ts';
import { checkIns, classes, classSessions } from '../db/schema.ts';
import { writeTransaction, type Tx } from '../db/write-transaction.ts';
import type { Caller } from '../lib/context.ts';
import { conflict, invalidFields, notFound } from '../lib/http-error.ts';
import { meetingsOf, refuseClashes } from './class-schedule.ts';
import { notifyEnrolled } from './notifications/notify-enrolled.ts';
import type { Notice } from './notifications/notify.ts';
import { classForStaff, rosterSessionOf } from './roster.ts';

type Staff = Pick<Caller, 'role' | 'email'>;
type SessionRow = typeof classSessions.$inferSelect;

interface Target {
  classId: string;
  sessionId: string;
}

async function sessionOf(tx: Tx, { classId, sessionId }: Target): Promise<SessionRow> {
  const [row] = await tx
    .select()
    .from(classSessions)
    .where(and(eq(classSessions.id, sessionId), eq(classSessions.classId, classId)))
    .limit(1);
  if (!row) throw notFound('session_change_not_found');
  return row;
}

/** The session as it now stands, with who was checked in (the response of both changes). */
async function responseOf(tx: Tx, row: SessionRow): Promise<RosterSession> {
  const present = await tx
    .select({ email: checkIns.email, participantId: checkIns.participantId })
    .from(checkIns)
    .where(eq(checkIns.sessionId, row.id));
  return rosterSessionOf(
    row,
    present.map((checkIn) => rosterKeyOf(checkIn)),
  );
}

/** Writes the session's change, then the class row's derived columns (its change_seq moves). */
async function writeChange(
  tx: Tx,
  row: SessionRow,
  change: Partial<SessionRow>,
  at: string,
): Promise<SessionRow> {
  const [changed] = await tx
    .update(classSessions)
    .set({ ...change, changedAt: at })
    .where(eq(classSessions.id, row.id))
    .returning();
  const meetings = await meetingsOf(tx, row.classId);
  await tx
    .update(classes)
    .set({
      firstSessionAt: meetings[0]?.startsAt ?? null,
      lastSessionAt: meetings.at(-1)?.startsAt ?? null,
      sessionCount: meetings.length,
      updatedAt: at,
    })
    .where(eq(classes.id, row.classId));
  return changed!;
}

/** What each enrolled student is told of the change; times are said at the class's venue. */
function sessionNotice(
  kind: 'session_cancelled' | 'session_moved',
  cls: { name: string; venue: string | null },
  changed: SessionRow,
  movedFrom?: string,
): Notice {
  return {
    kind,
    params: {
      className: cls.name,
      startsAt: changed.startsAt,
      ...(movedFrom ? { movedFrom } : {}),
      ...(cls.venue ? { venue: cls.venue } : {}),
      reason: changed.changeReason ?? '',
    },
    path: paths.dashboard.timetable,
  };
}

/** POST /api/class/:id/sessions/:sessionId/cancel */
export async function cancelSession(
  db: Database,
  now: () => Date,
  staff: Staff,
  target: Target,
  { reason }: CancelSessionInput,
): Promise<RosterSession> {
  return writeTransaction(db, async (tx) => {
    const cls = await classForStaff(tx, staff, target.classId);
    const row = await sessionOf(tx, target);
    // Already cancelled (a retry, or a second tab): as it stands, the first reason kept.
    if (row.status === 'cancelled') return responseOf(tx, row);
    const instant = now();
    const at = instant.toISOString();
    if (row.startsAt <= at) throw conflict('session_change_begun');
    const cancelled = await writeChange(tx, row, { status: 'cancelled', changeReason: reason }, at);
    await notifyEnrolled(tx, cls.id, sessionNotice('session_cancelled', cls, cancelled), instant);
    return responseOf(tx, cancelled);
  });
}

/** POST /api/class/:id/sessions/:sessionId/move */
export async function moveSession(
  db: Database,
  now: () => Date,
  staff: Staff,
  target: Target,
  { date, time, reason }: MoveSessionInput,
): Promise<RosterSession> {
  return writeTransaction(db, async (tx) => {
    const cls = await classForStaff(tx, staff, target.classId);
    const row = await sessionOf(tx, target);
    const venue = isVenue(cls.venue) ? cls.venue : 'dhaka';
    const startsAt = instantOfWallTime(date, time, timeZoneOf(venue));
    const instant = now();
    const at = instant.toISOString();
    if (row.status === 'cancelled') throw conflict('session_change_cancelled');
    // Already there (a retry): as it stands.
    if (row.startsAt === startsAt) return responseOf(tx, row);
    if (row.startsAt <= at) throw conflict('session_change_begun');
    if (startsAt <= at) {
      throw invalidFields({ date: validationRefusal('validation_session_change_in_past') });
    }
    const length = Date.parse(row.endsAt) - Date.parse(row.startsAt);
    const endsAt = new Date(Date.parse(startsAt) + length).toISOString();
    await refuseClashes(tx, cls.instructorEmail, cls.id, [{ startsAt, endsAt }], {
      ownSessionsBut: row.id,
      reason: 'session_change_clash',
    });
    const moved = await writeChange(
      tx,
      row,
      // Where it was first planned: the first move's, kept through later moves.
      { startsAt, endsAt, movedFrom: row.movedFrom ?? row.startsAt, changeReason: reason },
      at,
    );
    // From where the students last saw it (a session moved twice: from its second place).
    const notice = sessionNotice('session_moved', cls, moved, row.startsAt);
    await notifyEnrolled(tx, cls.id, notice, instant);
    return responseOf(tx, moved);
  });
}
