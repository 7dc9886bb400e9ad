// Who sees which classes through GET /api/class: the approved catalogue for everyone, all or one
// status for an admin, the caller's own classes with `mine=true`. The plain list, its pages and
// its delta sync all read the same view, so they can never disagree.
import { and, eq, or, type SQL } from 'drizzle-orm';
import type { Class, ClassListQuery } from '#shared/schemas/class.ts';
import type { Database } from '../../db/client.ts';
import { classes, deletedClasses } from '../../db/schema.ts';
import type { Caller } from '../../lib/context.ts';
import { unauthorized } from '../../lib/http-error.ts';
import { attendanceOf } from '../../services/attendance.ts';
import { reservedSeatCounts } from '../../services/waitlist/reserved-seats.ts';

type ClassRow = typeof classes.$inferSelect;

export interface ClassView {
  /** The classes in the view (undefined: all of them). */
  where: SQL | undefined;
  includes(row: ClassRow): boolean;
  /** The approved catalogue: the same for every caller, so its plain list may be cached. */
  isPublicCatalogue: boolean;
  /** The admin's review: lists and pages show the seats held right now and attendance (addAdminFigures). */
  showsHeldSeats: boolean;
  /**
   * Delta sync: the changed classes and the tombstones this caller must hear about. A changed
   * class outside the view is reported as deleted, but only if it may have been in the view
   * before: a visitor is never told the id of a class that was never approved.
   */
  mayHaveSeen: { classes: SQL | undefined; tombstones: SQL | undefined };
}

/** Built once: it is the view of nearly every request, and building SQL has a cost. */
const PUBLIC_CATALOGUE: ClassView = {
  where: eq(classes.status, 'approved'),
  includes: (row) => row.status === 'approved',
  isPublicCatalogue: true,
  showsHeldSeats: false,
  mayHaveSeen: {
    classes: or(eq(classes.status, 'approved'), eq(classes.everApproved, true)),
    tombstones: eq(deletedClasses.everApproved, true),
  },
};

export function classViewFor(
  query: Pick<ClassListQuery, 'status' | 'mine'>,
  caller: Caller | null,
): ClassView {
  const { status, mine } = query;
  if (mine === 'true') {
    if (!caller) throw unauthorized('sign_in_for_own_classes');
    const own = eq(classes.instructorEmail, caller.email);
    const oneStatus = status && status !== 'all' ? status : null;
    return {
      where: oneStatus ? and(own, eq(classes.status, oneStatus)) : own,
      includes: (row) =>
        row.instructorEmail === caller.email && (!oneStatus || row.status === oneStatus),
      isPublicCatalogue: false,
      showsHeldSeats: false,
      mayHaveSeen: { classes: own, tombstones: eq(deletedClasses.instructorEmail, caller.email) },
    };
  }
  // Only an admin may look past the approved catalogue; others always get it.
  if (caller?.role === 'admin' && status) {
    return {
      where: status === 'all' ? undefined : eq(classes.status, status),
      includes: (row) => status === 'all' || row.status === status,
      isPublicCatalogue: false,
      showsHeldSeats: true,
      mayHaveSeen: { classes: undefined, tombstones: undefined },
    };
  }
  return PUBLIC_CATALOGUE;
}

/**
 * The classes with `held` (seats held for students paying or offered from the line) and `attendance` when the view shows them: the
 * admin's lists and pages. Not delta syncs: holds come and go, and check-ins are made, without a
 * class change, so a synced copy would go stale.
 */
export async function addAdminFigures(
  view: ClassView,
  db: Database,
  list: Class[],
  now: Date,
): Promise<Class[]> {
  if (!view.showsHeldSeats) return list;
  const nowIso = now.toISOString();
  const [held, attendance] = await Promise.all([
    reservedSeatCounts(db, nowIso),
    attendanceOf(
      db,
      list.map((item) => item._id),
      nowIso,
    ),
  ]);
  return list.map((item) => ({
    ...item,
    held: held.get(item._id) ?? 0,
    attendance: attendance.get(item._id) ?? { checkIns: 0, students: 0, sessionsHeld: 0 },
  }));
}
