// A student's timetable: every meeting of the classes they and their family's children are
// enrolled in, from a week ago onward, each saying whose it is (decision 049). A refund deletes
// the enrollment, so a refunded class drops out here with no rule of its own.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { TIMETABLE_DAYS_BACK, type Timetable } from '#shared/schemas/timetable.ts';
import type { Database } from '../db/client.ts';
import { classes, classSessions, enrollments, participants } from '../db/schema.ts';
import { participantNameOf } from '../lib/wire.ts';
import { familyRows, type Account } from './families/participant.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The earliest start the timetable shows, as stored (UTC ISO): a week before `now`. */
export const timetableStartOf = (now: Date): string =>
  new Date(now.getTime() - TIMETABLE_DAYS_BACK * DAY_MS).toISOString();

/**
 * GET /api/timetable's rows, in one query (enrollments → classes → sessions). Bounded without a
 * limit: a student holds a seat in a few classes and a class has at most
 * SCHEDULE_LIMITS.maxSessions meetings. Prepared once per database (decision 010), like the
 * selections list.
 */
export function prepareTimetable(
  db: Database,
): (account: Account, now: Date) => Promise<Timetable> {
  const sessionsOf = db
    .select({
      id: classSessions.id,
      classId: classSessions.classId,
      className: classes.name,
      photo: classes.photo,
      sport: classes.sport,
      instructorName: classes.instructorName,
      venue: classes.venue,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      status: classSessions.status,
      changeReason: classSessions.changeReason,
      movedFrom: classSessions.movedFrom,
      participantId: enrollments.participantId,
      participantName: participants.name,
    })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    .leftJoin(participants, eq(participants.id, enrollments.participantId))
    // (class_id, starts_at) is indexed: each class's sessions from the bound on are one range.
    .innerJoin(
      classSessions,
      and(
        eq(classSessions.classId, enrollments.classId),
        gte(classSessions.startsAt, sql.placeholder('from')),
      ),
    )
    .where(
      familyRows(db, enrollments, {
        email: sql.placeholder('email'),
        userId: sql.placeholder('userId'),
      }),
    )
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id), asc(participants.name))
    .prepare();
  return async ({ email, userId }, now) => {
    // An account not recorded yet has no family: its user id matches no guardian.
    const rows = await sessionsOf.all({ email, userId: userId ?? '', from: timetableStartOf(now) });
    return rows.map((row) => ({
      ...row,
      participantName: participantNameOf(row.participantId, row.participantName),
    }));
  };
}
