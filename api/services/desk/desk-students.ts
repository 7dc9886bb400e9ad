// The students the front desk finds (decision 040): every account without a role, with only what
// tells two of them apart, and the children of each one's family (name and age), so the desk can
// sell a class to a child. The desk screen saves the roster for finding students offline; the
// search uses the same rule (shared/desk/find-students.ts) over the same rows. Desk staff and
// admins only: the routes say so.
import { asc, isNull } from 'drizzle-orm';
import { ageOn } from '#shared/classes/eligibility.ts';
import { localDateOf } from '#shared/classes/schedule.ts';
import { findStudents } from '#shared/desk/find-students.ts';
import { DESK_SEARCH_LIMIT, type DeskChild, type DeskStudent } from '#shared/schemas/desk.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';
import { childrenOfEveryGuardian } from '../families/participant.ts';
import { ACADEMY_TIME_ZONE } from '../payments/receipts.ts';

/**
 * Each guardian's children, with their age today (in the academy's time zone: a day's difference
 * between branches does not tell two children apart any worse), and no date of birth.
 */
async function childrenByGuardian(db: Database, now: Date): Promise<Map<string, DeskChild[]>> {
  const today = localDateOf(now.toISOString(), ACADEMY_TIME_ZONE);
  const rows = await retryOnBusy(() => childrenOfEveryGuardian(db));
  const byGuardian = new Map<string, DeskChild[]>();
  for (const row of rows) {
    const children = byGuardian.get(row.guardianId) ?? [];
    children.push({
      id: row.id,
      name: row.name ?? '',
      age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
    });
    byGuardian.set(row.guardianId, children);
  }
  return byGuardian;
}

export async function deskRoster(db: Database, now: Date): Promise<DeskStudent[]> {
  const [rows, children] = await Promise.all([
    retryOnBusy(() =>
      db
        .select({ _id: users.id, name: users.name, email: users.email, phone: users.phone })
        .from(users)
        .where(isNull(users.role))
        .orderBy(asc(users.name), asc(users.id)),
    ),
    childrenByGuardian(db, now),
  ]);
  return rows.map((row) => ({ ...row, children: children.get(row._id) ?? [] }));
}

export async function searchStudents(
  db: Database,
  query: string,
  now: Date,
): Promise<DeskStudent[]> {
  return findStudents(await deskRoster(db, now), query, DESK_SEARCH_LIMIT);
}
