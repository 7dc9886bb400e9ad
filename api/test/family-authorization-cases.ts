// The family routes' rows of the authorization matrix (api/test/authorization-cases.ts): students
// only, each in their own family. Another student is answered as if the member, guardian or
// invitation did not exist (404), never refused in a way that says it does (decision 049). And
// the answers that carry a child's details to staff (the roster, the door's check-in): the
// class's own instructor and admins only.
import type { Database } from '../db/client.ts';
import { waitlistEntries } from '../db/schema.ts';
import { addChild, inviteGuardian } from '../services/families/families.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';
import { createClass, createPass, createSession, createUser } from './factories.ts';

const studentsOnly = { visitor: 401, instructor: 403, admin: 403, frontdesk: 403 };
/** The student's own; another student's request finds nothing. */
const ownFamily = { ...studentsOnly, student: 200, otherStudent: 404 };

const childInput = () => ({
  id: crypto.randomUUID(),
  name: 'Matrix Child',
  dateOfBirth: '2016-05-05',
  level: null,
  schoolYear: null,
  medicalNotes: 'Matrix medical note',
  emergencyContactName: 'Matrix Contact',
  emergencyContactPhone: '+880 1711 000000',
  photoUrl: null,
  photoConsent: false,
});

const guardianOf = (people: MatrixPeople) => ({
  userId: people.student.id,
  name: people.student.name,
  email: people.student.email,
});

/** One child of the matrix's student for the whole run: a family holds at most a dozen members. */
const studentChild = new WeakMap<Database, Promise<string>>();
function childOfStudent(db: Database, people: MatrixPeople): Promise<string> {
  let id = studentChild.get(db);
  if (!id) {
    id = addChild(db, guardianOf(people), childInput()).then(({ member }) => member.id);
    studentChild.set(db, id);
  }
  return id;
}

/**
 * A class (the matrix instructor's, or another's) with a session under way and a child of a
 * family of its own holding a pass: the child's guardian is nobody the matrix calls as.
 */
async function childInClass(db: Database, instructorEmail: string) {
  const guardian = await createUser(db);
  const { member } = await addChild(
    db,
    { userId: guardian.id, name: guardian.name, email: guardian.email },
    childInput(),
  );
  const cls = await createClass(db, { instructorEmail, venue: 'dhaka' });
  const session = await createSession(db, cls.id, new Date(Date.now() - 15 * 60_000));
  const pass = await createPass(db, cls.id, guardian.email, { participantId: member.id });
  return { cls, session, pass };
}

const anotherInstructor = async (db: Database) =>
  (await createUser(db, { role: 'instructor' })).email;

/** A child's details at their class: its instructor and admins, nobody else. */
const CHILD_AT_CLASS_CASES: AuthorizationCase[] = (['own', 'other'] as const).flatMap(
  (whose): AuthorizationCase[] => {
    const label = whose === 'own' ? "the instructor's class" : "another instructor's class";
    const instructorOf = async (db: Database, people: MatrixPeople) =>
      whose === 'own' ? people.instructor.email : await anotherInstructor(db);
    const staffOnly = (allowed: number) => ({
      visitor: 401,
      student: 403,
      otherStudent: 403,
      instructor: whose === 'own' ? allowed : 403,
      admin: allowed,
    });
    return [
      {
        method: 'GET',
        route: `/api/class/:id/roster (a child in ${label})`,
        expected: staffOnly(200),
        build: async (db, people) => {
          const { cls } = await childInClass(db, await instructorOf(db, people));
          return { path: `/api/class/${cls.id}/roster` };
        },
      },
      {
        method: 'POST',
        route: `/api/check-ins (a child's pass in ${label})`,
        expected: staffOnly(201),
        build: async (db, people) => {
          const { session, pass } = await childInClass(db, await instructorOf(db, people));
          return {
            path: '/api/check-ins',
            body: {
              id: crypto.randomUUID(),
              sessionId: session.id,
              takenAt: new Date().toISOString(),
              proof: { method: 'scan', token: pass.token },
            },
          };
        },
      },
    ];
  },
);

/** The sibling discount's rule (decision 051): admins only. */
const adminsOnly = {
  visitor: 401,
  student: 403,
  otherStudent: 403,
  instructor: 403,
  admin: 200,
  frontdesk: 403,
};

/**
 * A child's place in a line: the student's guardian puts their child in it; another student's
 * request finds no such child (404), nor the child's place.
 */
const CHILD_IN_LINE_CASES: AuthorizationCase[] = [
  {
    method: 'POST',
    route: "/api/waitlist (for the student's child)",
    expected: { ...studentsOnly, student: 201, otherStudent: 404 },
    build: async (db, people) => ({
      path: '/api/waitlist',
      body: {
        id: crypto.randomUUID(),
        classId: (await createClass(db, { seats: 0 })).id,
        participantId: await childOfStudent(db, people),
      },
    }),
  },
  {
    method: 'DELETE',
    route: "/api/waitlist/:id (the student's child's place)",
    expected: { ...studentsOnly, student: 200, otherStudent: 404 },
    build: async (db, people) => {
      const cls = await createClass(db, { seats: 0 });
      const id = crypto.randomUUID();
      const participantId = await childOfStudent(db, people);
      await db.insert(waitlistEntries).values({
        id,
        classId: cls.id,
        email: people.student.email,
        participantId,
        lineNo: 1,
      });
      return { path: `/api/waitlist/${id}` };
    },
  },
];

export const FAMILY_CASES: AuthorizationCase[] = [
  ...CHILD_AT_CLASS_CASES,
  ...CHILD_IN_LINE_CASES,
  {
    method: 'GET',
    route: '/api/sibling-discounts',
    expected: adminsOnly,
    build: async () => ({ path: '/api/sibling-discounts' }),
  },
  {
    method: 'PUT',
    route: '/api/sibling-discounts/:venue',
    expected: adminsOnly,
    build: async () => ({ path: '/api/sibling-discounts/riyadh', body: { percent: 0 } }),
  },
  {
    method: 'GET',
    route: '/api/families?q=',
    expected: {
      visitor: 401,
      student: 403,
      otherStudent: 403,
      instructor: 403,
      admin: 200,
      frontdesk: 403,
    },
    listsEveryone: true,
    build: async () => ({ path: '/api/families?q=matrix' }),
  },
  {
    method: 'GET',
    route: '/api/family',
    expected: { ...studentsOnly, student: 200, otherStudent: 200 },
    build: async () => ({ path: '/api/family' }),
  },
  {
    method: 'GET',
    route: '/api/family/export',
    expected: { ...studentsOnly, student: 200, otherStudent: 200 },
    build: async () => ({ path: '/api/family/export' }),
  },
  {
    method: 'POST',
    route: '/api/family/members (to their own family)',
    expected: { ...studentsOnly, student: 201, otherStudent: 201 },
    build: async () => ({ path: '/api/family/members', body: childInput() }),
  },
  {
    method: 'PATCH',
    route: "/api/family/members/:id (the student's child)",
    expected: ownFamily,
    build: async (db, people) => ({
      path: `/api/family/members/${await childOfStudent(db, people)}`,
      body: { schoolYear: 'Class 5' },
    }),
  },
  {
    method: 'DELETE',
    route: "/api/family/members/:id (the student's child)",
    expected: ownFamily,
    build: async (db, people) => {
      const { member } = await addChild(db, guardianOf(people), childInput());
      return { path: `/api/family/members/${member.id}` };
    },
  },
  {
    method: 'POST',
    route: '/api/family/invitations',
    expected: { ...studentsOnly, student: 201, otherStudent: 201 },
    build: async () => ({ path: '/api/family/invitations', body: {} }),
  },
  {
    method: 'DELETE',
    route: "/api/family/invitations/:id (the student's)",
    expected: ownFamily,
    build: async (db, people) => {
      const invitation = await inviteGuardian(db, guardianOf(people), undefined, new Date());
      return { path: `/api/family/invitations/${invitation.id}` };
    },
  },
  {
    method: 'POST',
    route: '/api/family/invitations/accept (a token never made)',
    expected: { ...studentsOnly, student: 404, otherStudent: 404 },
    build: async () => ({
      path: '/api/family/invitations/accept',
      body: { token: crypto.randomUUID().replaceAll('-', '') },
    }),
  },
  {
    method: 'DELETE',
    route: '/api/family/guardians/:id (someone in no family of theirs)',
    expected: { ...studentsOnly, student: 404, otherStudent: 404 },
    build: async (db) => ({ path: `/api/family/guardians/${(await createUser(db)).id}` }),
  },
];
