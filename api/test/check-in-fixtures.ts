// A class with a session, enrolled students holding passes, and its instructor: what the
// check-in tests start from. Passes are made by the same issuePass the payments use.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { classPasses } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import { issuePass } from '../services/check-in/passes.ts';
import {
  createClass,
  createEnrollment,
  createSession,
  createUser,
  type ClassRow,
} from './factories.ts';

const HOUR = 60 * 60 * 1000;

/** An enrolled student of the class with an active pass; returns the pass's row. */
export async function enrolledWithPass(db: Database, cls: ClassRow, email?: string) {
  const student = await createUser(db, email ? { email } : {});
  await createEnrollment(db, student.email, cls);
  await writeTransaction(db, (tx) => issuePass(tx, cls.id, student.email));
  const [pass] = await db.select().from(classPasses).where(eq(classPasses.email, student.email));
  return { student, pass: pass! };
}

/** An instructor's class with a session that began a quarter of an hour before `now`. */
export async function classWithSession(db: Database, now: Date) {
  const instructor = await createUser(db, { role: 'instructor' });
  const cls = await createClass(db, { instructorEmail: instructor.email });
  const session = await createSession(db, cls.id, new Date(now.getTime() - HOUR / 4));
  return { instructor, cls, session };
}
