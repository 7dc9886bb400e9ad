// The enrollments export: a record per paid seat, in the order they were made. The class's name,
// instructor and price are the enrollment's own copies (a deleted class keeps its history); its
// branch is the class's venue while the class exists.
import { and, eq } from 'drizzle-orm';
import type { ExportQuery } from '#shared/schemas/exports.ts';
import type { Database } from '../../db/client.ts';
import { classes, classPasses, enrollments, receipts, users } from '../../db/schema.ts';
import type { PageRead } from '../../lib/keyset-pages.ts';
import { inBranchDays, localTimeIn, timeZoneOfBranch } from './branch-days.ts';
import {
  currencyCode,
  majorUnits,
  oldestFirstOrder,
  recordPages,
  type ExportFile,
} from './export-pages.ts';

const ENROLLMENTS_HEADER = [
  'enrollment_id',
  'enrolled_at_utc',
  'enrolled_at_local',
  'branch',
  'time_zone',
  'student_name',
  'student_email',
  'class_id',
  'class_name',
  'instructor_name',
  'currency',
  'price',
  'price_minor',
  'payment_id',
  'receipt_number',
  'pass_status',
] as const;

type Row = Awaited<ReturnType<ReturnType<typeof readEnrollments>>>[number];

const oldestFirst = oldestFirstOrder<Row>(
  { createdAt: enrollments.createdAt, id: enrollments.id },
  'export-enrollments',
);

function readEnrollments(db: Database, query: ExportQuery) {
  return ({ where, orderBy, limit }: PageRead) =>
    db
      .select({
        id: enrollments.id,
        createdAt: enrollments.createdAt,
        venue: classes.venue,
        studentName: users.name,
        email: enrollments.email,
        classId: enrollments.classId,
        className: enrollments.className,
        instructorName: enrollments.instructorName,
        currency: enrollments.currency,
        priceCents: enrollments.priceCents,
        paymentId: enrollments.paymentId,
        receiptNumber: receipts.number,
        passStatus: classPasses.status,
      })
      .from(enrollments)
      .leftJoin(classes, eq(classes.id, enrollments.classId))
      .leftJoin(users, eq(users.email, enrollments.email))
      .leftJoin(receipts, eq(receipts.paymentId, enrollments.paymentId))
      .leftJoin(
        classPasses,
        and(eq(classPasses.classId, enrollments.classId), eq(classPasses.email, enrollments.email)),
      )
      .where(and(inBranchDays(query, enrollments.createdAt, classes.venue), where))
      .orderBy(...orderBy)
      .limit(limit);
}

export function enrollmentsExport(db: Database, query: ExportQuery): ExportFile {
  const pages = recordPages(oldestFirst, readEnrollments(db, query), (row) => {
    const timeZone = timeZoneOfBranch(row.venue);
    return [
      row.id,
      row.createdAt,
      localTimeIn(timeZone, row.createdAt),
      row.venue,
      timeZone,
      row.studentName,
      row.email,
      row.classId,
      row.className,
      row.instructorName,
      currencyCode(row.currency),
      majorUnits(row.priceCents, row.currency),
      row.priceCents,
      row.paymentId,
      row.receiptNumber,
      row.passStatus,
    ];
  });
  return { header: ENROLLMENTS_HEADER, pages };
}
