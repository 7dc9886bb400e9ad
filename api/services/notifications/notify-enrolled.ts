// Telling everyone enrolled in a class (a session cancelled or moved): one home for "who is in
// this class now", so every feature that tells a class's students asks the same question.
import { eq } from 'drizzle-orm';
import { enrollments, users } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';
import { notify, type Notice } from './notify.ts';

/**
 * The users rows of the students enrolled in the class now (a refunded enrollment is gone; an
 * e-mail without an account, a removed one, has nobody to tell).
 */
export async function enrolledUserIds(tx: Tx, classId: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: users.id })
    .from(enrollments)
    .innerJoin(users, eq(users.email, enrollments.email))
    .where(eq(enrollments.classId, classId));
  return rows.map((row) => row.id);
}

/** notify() for each student enrolled in the class, in the caller's transaction. */
export async function notifyEnrolled(
  tx: Tx,
  classId: string,
  notice: Notice,
  now: Date,
): Promise<void> {
  for (const userId of await enrolledUserIds(tx, classId)) {
    await notify(tx, { userId }, notice, now);
  }
}
