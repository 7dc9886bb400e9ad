// The attendance export: for each session that has begun, in the order they began, a record per
// student holding a pass to its class, checked in (how, when, by whom) or not. Every check-in is
// of a pass holder (check-in/check-ins.ts), so sessions × passes holds them all; who was expected
// but absent is a pass that was active, and issued before the session ended, with no check-in.
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/sqlite-core';
import type { ExportQuery } from '#shared/schemas/exports.ts';
import type { Database } from '../../db/client.ts';
import { checkIns, classes, classPasses, classSessions, users } from '../../db/schema.ts';
import type { PageOrder, PageRead } from '../../lib/keyset-pages.ts';
import { inBranchDays, localTimeIn, timeZoneOfBranch } from './branch-days.ts';
import { recordPages, type ExportFile } from './export-pages.ts';

const ATTENDANCE_HEADER = [
  'session_id',
  'session_starts_utc',
  'session_starts_local',
  'session_status',
  'branch',
  'time_zone',
  'class_id',
  'class_name',
  'student_name',
  'student_email',
  'attended',
  'method',
  'checked_in_at_utc',
  'checked_in_at_local',
  'recorded_by',
] as const;

const student = alias(users, 'student');
const staff = alias(users, 'staff');

type Row = Awaited<ReturnType<ReturnType<typeof readAttendance>>>[number];

/** By the session's start, then the session, then the pass (one record per pair). */
const byStart: PageOrder<Row> = {
  tag: 'export-attendance',
  direction: 'asc',
  keys: [
    { expression: classSessions.startsAt, kind: 'text', of: (row) => row.createdAt },
    { expression: classSessions.id, kind: 'text', of: (row) => row.sessionId },
    { expression: classPasses.id, kind: 'text', of: (row) => row.id },
  ],
};

function readAttendance(db: Database, query: ExportQuery, now: Date) {
  const begun = now.toISOString();
  return ({ where, orderBy, limit }: PageRead) =>
    db
      .select({
        // The page's keys: the session's start and the pass.
        createdAt: classSessions.startsAt,
        id: classPasses.id,
        sessionId: classSessions.id,
        sessionStatus: classSessions.status,
        venue: classes.venue,
        classId: classes.id,
        className: classes.name,
        studentName: student.name,
        email: classPasses.email,
        checkInId: checkIns.id,
        method: checkIns.method,
        takenAt: checkIns.takenAt,
        recordedBy: sql<string | null>`coalesce(${staff.email}, ${checkIns.recordedBy})`,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .innerJoin(classPasses, eq(classPasses.classId, classSessions.classId))
      .leftJoin(
        checkIns,
        and(eq(checkIns.sessionId, classSessions.id), eq(checkIns.email, classPasses.email)),
      )
      .leftJoin(student, eq(student.email, classPasses.email))
      .leftJoin(staff, eq(staff.id, checkIns.recordedBy))
      .where(
        and(
          inBranchDays(query, classSessions.startsAt, classes.venue),
          lte(classSessions.startsAt, begun),
          or(
            isNotNull(checkIns.id),
            and(
              eq(classSessions.status, 'scheduled'),
              eq(classPasses.status, 'active'),
              lte(classPasses.createdAt, classSessions.endsAt),
            ),
          ),
          where,
        ),
      )
      .orderBy(...orderBy)
      .limit(limit);
}

export function attendanceExport(db: Database, query: ExportQuery, now: Date): ExportFile {
  const pages = recordPages(byStart, readAttendance(db, query, now), (row) => {
    const timeZone = timeZoneOfBranch(row.venue);
    return [
      row.sessionId,
      row.createdAt,
      localTimeIn(timeZone, row.createdAt),
      row.sessionStatus,
      row.venue,
      timeZone,
      row.classId,
      row.className,
      row.studentName,
      row.email,
      row.checkInId ? 'yes' : 'no',
      row.method,
      row.takenAt,
      localTimeIn(timeZone, row.takenAt),
      row.recordedBy,
    ];
  });
  return { header: ATTENDANCE_HEADER, pages };
}
