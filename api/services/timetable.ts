// A student's timetable: every meeting of the classes they are enrolled in, from a week ago
// onward. Enrollments are keyed by the student's e-mail and a refund deletes them, so a refunded
// class drops out here with no rule of its own.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { TIMETABLE_DAYS_BACK, type Timetable } from '#shared/schemas/timetable.ts';
import type { Database } from '../db/client.ts';
import { classes, classSessions, enrollments } from '../db/schema.ts';

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
export function prepareTimetable(db: Database): (email: string, now: Date) => Promise<Timetable> {
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
    })
    .from(enrollments)
    .innerJoin(classes, eq(classes.id, enrollments.classId))
    // (class_id, starts_at) is indexed: each class's sessions from the bound on are one range.
    .innerJoin(
      classSessions,
      and(
        eq(classSessions.classId, enrollments.classId),
        gte(classSessions.startsAt, sql.placeholder('from')),
      ),
    )
    .where(eq(enrollments.email, sql.placeholder('email')))
    .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
    .prepare();
  return (email, now) => sessionsOf.all({ email, from: timetableStartOf(now) });
}
