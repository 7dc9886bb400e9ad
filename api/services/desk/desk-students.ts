// The students the front desk finds (decision 040): every account without a role, with only what
// tells two of them apart. The desk screen saves the roster for finding students offline; the
// search uses the same rule (shared/desk/find-students.ts) over the same rows.
import { asc, isNull } from 'drizzle-orm';
import { findStudents } from '#shared/desk/find-students.ts';
import { DESK_SEARCH_LIMIT, type DeskStudent } from '#shared/schemas/desk.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { retryOnBusy } from '../../db/write-transaction.ts';

export async function deskRoster(db: Database): Promise<DeskStudent[]> {
  const rows = await retryOnBusy(() =>
    db
      .select({ _id: users.id, name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(isNull(users.role))
      .orderBy(asc(users.name), asc(users.id)),
  );
  return rows;
}

export async function searchStudents(db: Database, query: string): Promise<DeskStudent[]> {
  return findStudents(await deskRoster(db), query, DESK_SEARCH_LIMIT);
}
