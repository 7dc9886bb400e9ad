// The waitlists export: a record per entry in a class's line, in the order they joined, with its
// state (waiting, offered, accepted, declined, expired, left) and when its offer came and ended.
import { and, eq } from 'drizzle-orm';
import type { ExportQuery } from '#shared/schemas/exports.ts';
import type { Database } from '../../db/client.ts';
import { classes, users, waitlistEntries } from '../../db/schema.ts';
import type { PageRead } from '../../lib/keyset-pages.ts';
import { inBranchDays, localTimeIn, timeZoneOfBranch } from './branch-days.ts';
import { oldestFirstOrder, recordPages, type ExportFile } from './export-pages.ts';

const WAITLISTS_HEADER = [
  'entry_id',
  'joined_at_utc',
  'joined_at_local',
  'branch',
  'time_zone',
  'class_id',
  'class_name',
  'student_name',
  'student_email',
  'line_number',
  'status',
  'offered_at_utc',
  'offer_expires_at_utc',
  'ended_at_utc',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof readEntries>>>[number];

const oldestFirst = oldestFirstOrder<Row>(
  { createdAt: waitlistEntries.createdAt, id: waitlistEntries.id },
  'export-waitlists',
);

function readEntries(db: Database, query: ExportQuery) {
  return ({ where, orderBy, limit }: PageRead) =>
    db
      .select({
        id: waitlistEntries.id,
        createdAt: waitlistEntries.createdAt,
        venue: classes.venue,
        classId: waitlistEntries.classId,
        className: classes.name,
        studentName: users.name,
        email: waitlistEntries.email,
        lineNo: waitlistEntries.lineNo,
        status: waitlistEntries.status,
        offeredAt: waitlistEntries.offeredAt,
        offerExpiresAt: waitlistEntries.offerExpiresAt,
        endedAt: waitlistEntries.endedAt,
      })
      .from(waitlistEntries)
      .innerJoin(classes, eq(classes.id, waitlistEntries.classId))
      .leftJoin(users, eq(users.email, waitlistEntries.email))
      .where(and(inBranchDays(query, waitlistEntries.createdAt, classes.venue), where))
      .orderBy(...orderBy)
      .limit(limit);
}

export function waitlistsExport(db: Database, query: ExportQuery): ExportFile {
  const pages = recordPages(oldestFirst, readEntries(db, query), (row) => {
    const timeZone = timeZoneOfBranch(row.venue);
    return [
      row.id,
      row.createdAt,
      localTimeIn(timeZone, row.createdAt),
      row.venue,
      timeZone,
      row.classId,
      row.className,
      row.studentName,
      row.email,
      row.lineNo,
      row.status,
      row.offeredAt,
      row.offerExpiresAt,
      row.endedAt,
    ];
  });
  return { header: WAITLISTS_HEADER, pages };
}
