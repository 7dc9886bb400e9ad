// Attendance figures for the admin's class lists (Manage Classes): per class, the check-ins of
// its enrolled participants (an adult, or each child of a family, each by their own pass) at the
// sessions held so far, beside how many could have been made (students enrolled × sessions
// held). The rate is the PWA's division, "—" when none was held.
//
// Added to the list's response (one query per page) rather than asked for by a second request: the
// page is a keyset page of at most `limit` classes (api/lib/keyset-pages.ts), and each figure is
// a count over one class's rows read by an index on class_id (class_passes, class_sessions,
// check_ins), so the cost follows the page, not the academy's history.
import { inArray, sql } from 'drizzle-orm';
import type { ClassAttendance } from '#shared/schemas/class.ts';
import type { Database } from '../db/client.ts';
import { checkIns, classes, classPasses, classSessions } from '../db/schema.ts';

/** Ids per query: well under SQLite's limit of bound values (the plain list has them all). */
const CHUNK = 500;

export async function attendanceOf(
  db: Database,
  classIds: readonly string[],
  nowIso: string,
): Promise<Map<string, ClassAttendance>> {
  const figures = new Map<string, ClassAttendance>();
  for (let start = 0; start < classIds.length; start += CHUNK) {
    const ids = classIds.slice(start, start + CHUNK);
    // `classes.id` written out: drizzle writes a select's own columns unqualified, which the
    // subqueries' tables would read as their own id.
    const rows = await db
      .select({
        id: classes.id,
        students: sql<number>`(select count(*) from ${classPasses} p
          where p.class_id = classes.id and p.status = 'active')`,
        sessionsHeld: sql<number>`(select count(*) from ${classSessions} s
          where s.class_id = classes.id and s.status = 'scheduled' and s.starts_at <= ${nowIso})`,
        checkIns: sql<number>`(select count(*) from ${checkIns} c
          join ${classSessions} s on s.id = c.session_id
          join ${classPasses} p on p.class_id = c.class_id and p.email = c.email
            and p.participant_id is c.participant_id
          where c.class_id = classes.id and p.status = 'active'
            and s.status = 'scheduled' and s.starts_at <= ${nowIso})`,
      })
      .from(classes)
      .where(inArray(classes.id, ids));
    for (const { id, ...counts } of rows) figures.set(id, counts);
  }
  return figures;
}
