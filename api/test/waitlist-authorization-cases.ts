// The waitlists' rows of the authorization matrix (api/test/authorization-cases.ts): a student
// joins, lists and leaves only their own places (another's entry id is a 404, like an unknown
// one); a class's line is its own instructor's and the admins'.
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';
import { createClass } from './factories.ts';

/** A full class with this student in its line; returns the class and the entry's id. */
async function inLine(db: Database, email: string, instructorEmail?: string) {
  const cls = await createClass(db, { seats: 0, ...(instructorEmail ? { instructorEmail } : {}) });
  const id = crypto.randomUUID();
  await db.insert(waitlistEntries).values({ id, classId: cls.id, email, lineNo: 1 });
  return { cls, id };
}
const studentInLine = (db: Database, people: MatrixPeople) => inLine(db, people.student.email);

const studentsOnly = { visitor: 401, instructor: 403, admin: 403, frontdesk: 403 };

export const WAITLIST_CASES: AuthorizationCase[] = [
  {
    method: 'POST',
    route: '/api/waitlist',
    expected: { ...studentsOnly, student: 201, otherStudent: 201 },
    build: async (db) => ({
      path: '/api/waitlist',
      body: { id: crypto.randomUUID(), classId: (await createClass(db, { seats: 0 })).id },
    }),
  },
  {
    method: 'GET',
    route: '/api/waitlist (own places only)',
    expected: { ...studentsOnly, student: 200, otherStudent: 200 },
    build: async (db, people) => {
      await studentInLine(db, people);
      return { path: '/api/waitlist' };
    },
  },
  {
    method: 'DELETE',
    route: "/api/waitlist/:id (the student's entry; another student's is a 404)",
    expected: { ...studentsOnly, student: 200, otherStudent: 404 },
    build: async (db, people) => ({
      path: `/api/waitlist/${(await studentInLine(db, people)).id}`,
    }),
  },
  ...(['own', 'other'] as const).map((whose): AuthorizationCase => ({
    method: 'GET',
    route: `/api/class/:id/waitlist (${whose === 'own' ? "the instructor's own" : "another instructor's"})`,
    expected: {
      visitor: 401,
      student: 403,
      otherStudent: 403,
      instructor: whose === 'own' ? 200 : 403,
      admin: 200,
    },
    build: async (db, people) => {
      // Someone outside the matrix in line: the response names them, never the matrix's students.
      const { cls } = await inLine(
        db,
        `line-${crypto.randomUUID()}@academy.test`,
        whose === 'own' ? people.instructor.email : undefined,
      );
      return { path: `/api/class/${cls.id}/waitlist` };
    },
  })),
];
