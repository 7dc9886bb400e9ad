// The passes' and check-ins' rows of the authorization matrix (api/test/authorization-cases.ts).
// Each cell makes its own class (taught by the matrix's instructor, or another one), session
// (under way now) and enrolled student with a pass.
import type { Database } from '../db/client.ts';
import { checkIns } from '../db/schema.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';
import { enrolledWithPass } from './check-in-fixtures.ts';
import { createSession } from './factories.ts';
import { createClass, createUser } from './factories.ts';

/** The class's instructor and admins; nobody else. */
const instructorOrAdmin = {
  visitor: 401,
  student: 403,
  otherStudent: 403,
  instructor: 201,
  admin: 201,
};

async function sessionNow(db: Database, instructorEmail: string) {
  const cls = await createClass(db, { instructorEmail });
  const session = await createSession(db, cls.id, new Date(Date.now() - 15 * 60_000));
  const { pass } = await enrolledWithPass(db, cls);
  return { cls, session, pass };
}

const scanBody = (sessionId: string, token: string) => ({
  id: crypto.randomUUID(),
  sessionId,
  takenAt: new Date().toISOString(),
  proof: { method: 'scan', token },
});

export const CHECK_IN_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/passes (own)',
    expected: {
      visitor: 401,
      student: 200,
      otherStudent: 200,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
    build: async () => ({ path: '/api/passes' }),
  },
  {
    method: 'POST',
    route: '/api/check-ins (the instructor’s class)',
    expected: instructorOrAdmin,
    build: async (db: Database, people: MatrixPeople) => {
      const { session, pass } = await sessionNow(db, people.instructor.email);
      return { path: '/api/check-ins', body: scanBody(session.id, pass.token) };
    },
  },
  {
    method: 'POST',
    route: '/api/check-ins (another instructor’s class)',
    expected: { ...instructorOrAdmin, instructor: 403 },
    build: async (db: Database) => {
      const other = await createUser(db, { role: 'instructor' });
      const { session, pass } = await sessionNow(db, other.email);
      return { path: '/api/check-ins', body: scanBody(session.id, pass.token) };
    },
  },
  {
    method: 'DELETE',
    route: '/api/check-ins/:id (the instructor’s class)',
    expected: { ...instructorOrAdmin, instructor: 200, admin: 200 },
    build: async (db: Database, people: MatrixPeople) => {
      const { cls, session, pass } = await sessionNow(db, people.instructor.email);
      const id = crypto.randomUUID();
      await db.insert(checkIns).values({
        id,
        sessionId: session.id,
        classId: cls.id,
        email: pass.email,
        method: 'roster',
        recordedBy: people.instructor.id,
        takenAt: new Date().toISOString(),
      });
      return { path: `/api/check-ins/${id}` };
    },
  },
];
