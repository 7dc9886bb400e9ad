// The authorization matrix: every route × who calls it → the expected status. A case builds its
// own rows (fresh per cell), so writes in one cell never change what another cell sees.
// The payment routes' rows are in payment-authorization-cases.ts, the calendars' in
// calendar-authorization-cases.ts, the notifications' in notification-authorization-cases.ts, the
// waitlists' in waitlist-authorization-cases.ts, the push routes' in push-authorization-cases.ts,
// the owner's report's in report-authorization-cases.ts, the CSV exports' in
// export-authorization-cases.ts, the front desk's in desk-authorization-cases.ts, the families' in
// family-authorization-cases.ts.
import type { Database } from '../db/client.ts';
import { CALENDAR_CASES } from './calendar-authorization-cases.ts';
import { PAYMENT_CASES } from './payment-authorization-cases.ts';
import type { UserRow } from './factories.ts';
import { classSessions } from '../db/schema.ts';
import {
  createClass,
  createEnrollment,
  createPass,
  createSelection,
  createSession,
  createUser,
} from './factories.ts';
import { CHECK_IN_CASES } from './check-in-authorization-cases.ts';
import { NOTIFICATION_CASES } from './notification-authorization-cases.ts';
import { WAITLIST_CASES } from './waitlist-authorization-cases.ts';
import { PUSH_CASES } from './push-authorization-cases.ts';
import { REPORT_CASES } from './report-authorization-cases.ts';
import { EXPORT_CASES } from './export-authorization-cases.ts';
import { DESK_CASES } from './desk-authorization-cases.ts';
import { FAMILY_CASES } from './family-authorization-cases.ts';

export const CALLERS = ['visitor', 'student', 'otherStudent', 'instructor', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * Callers whose expected status follows from a column above, so no case needs to name them:
 * - removedUser: an account an admin removed, calling with the access token it had before
 *   (and its Firebase ID token at /jwt): refused (401) wherever a visitor is, a visitor elsewhere;
 * - unverifiedAdmin: signed up with an ADMIN_EMAILS e-mail Firebase has not verified: just
 *   another student;
 * - frontdesk: the front desk (decision 040), refused what another student is refused and given
 *   nothing of theirs, unless a case names it (the desk routes, a student's own writes).
 */
export const DERIVED_CALLERS = {
  removedUser: 'visitor',
  unverifiedAdmin: 'otherStudent',
  frontdesk: 'otherStudent',
} as const satisfies Record<string, CallerName>;
export type DerivedCallerName = keyof typeof DERIVED_CALLERS;

export interface MatrixPeople {
  student: UserRow;
  otherStudent: UserRow;
  instructor: UserRow;
  admin: UserRow;
}

export interface MatrixRequest {
  path: string;
  body?: unknown;
  /** Sent form-encoded instead of `body` (a gateway's notice, a browser's return). */
  form?: Record<string, string>;
  /** Use a Firebase ID token for this e-mail instead of an access token (POST /api/jwt). */
  idTokenFor?: string;
  /**
   * Text the answer carries to the callers it allows (a 2xx) and to nobody else: a child's name
   * on the front desk's lists.
   */
  onlyWhenAllowed?: string;
}

export interface AuthorizationCase {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  route: string;
  /** A derived caller named here expects its own status instead of its column's. */
  expected: Record<CallerName, number> & Partial<Record<DerivedCallerName, number>>;
  build(db: Database, people: MatrixPeople, caller: CallerName): Promise<MatrixRequest>;
  /** The response may name other people (an admin's user list, the contact inbox). */
  listsEveryone?: boolean;
}

const anyone = { visitor: 200, student: 200, otherStudent: 200, instructor: 200, admin: 200 };
const signedIn = { visitor: 401, student: 200, otherStudent: 200, instructor: 200, admin: 200 };
const adminOnly = { visitor: 401, student: 403, otherStudent: 403, instructor: 403, admin: 200 };
/** Only the student named in the request (the owner); another student is refused. */
const ownerOnly = { visitor: 401, student: 200, otherStudent: 403, instructor: 403, admin: 403 };

const classBody = {
  Name: 'Matrix Class',
  photo: '/images/m.webp',
  IName: 'X',
  Iemail: 'x@academy.test',
  price: 10,
  sets: 5,
};
/** Days after 2900-01-01 handed out to the sessions the cases below make. */
let sessionDays = 0;
const fresh = (build: (db: Database, people: MatrixPeople) => Promise<MatrixRequest>) => build;

export const CORE_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/config',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/config' })),
  },
  {
    method: 'GET',
    route: '/api/class',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/class' })),
  },
  {
    method: 'GET',
    route: '/api/class?status=all',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/class?status=all' })),
  },
  {
    method: 'GET',
    route: '/api/class?mine=true',
    expected: signedIn,
    build: fresh(async () => ({ path: '/api/class?mine=true' })),
  },
  // The catalogue's filters and sorts in each view: who may read is the view's rule.
  {
    method: 'GET',
    route: '/api/class?sport=…&sort=…&limit=',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/class?sport=yoga&day=mon&sort=soonest&limit=5' })),
  },
  {
    method: 'GET',
    route: '/api/class?status=all&q=…&sort=popular',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/class?status=all&q=yoga&sort=popular' })),
  },
  {
    method: 'GET',
    route: '/api/class?mine=true&seats=available&sort=price',
    expected: signedIn,
    build: fresh(async () => ({ path: '/api/class?mine=true&seats=available&sort=price' })),
  },
  {
    method: 'GET',
    route: '/api/class/:id (approved)',
    expected: anyone,
    build: fresh(async (db) => ({ path: `/api/class/${(await createClass(db)).id}` })),
  },
  {
    method: 'GET',
    route: "/api/class/:id (pending: the instructor's own; others get 404, never 403)",
    expected: { visitor: 404, student: 404, otherStudent: 404, instructor: 200, admin: 200 },
    build: fresh(async (db, people) => {
      const cls = await createClass(db, {
        status: 'pending',
        instructorEmail: people.instructor.email,
      });
      return { path: `/api/class/${cls.id}` };
    }),
  },
  {
    method: 'GET',
    route: '/api/popularClass',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/popularClass' })),
  },
  {
    method: 'GET',
    route: '/api/instructor',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/instructor' })),
  },
  {
    method: 'GET',
    route: '/api/popularInstructor',
    expected: anyone,
    build: fresh(async () => ({ path: '/api/popularInstructor' })),
  },
  {
    method: 'POST',
    route: '/api/jwt (ID token of the caller, body e-mail of the student)',
    expected: { visitor: 401, student: 200, otherStudent: 401, instructor: 401, admin: 401 },
    build: async (_db, people, caller) => ({
      path: '/api/jwt',
      body: { email: people.student.email },
      idTokenFor: caller === 'visitor' ? undefined : people[caller].email,
    }),
  },
  {
    method: 'POST',
    route: '/api/users (body e-mail of the student)',
    expected: ownerOnly,
    build: fresh(async (_db, people) => ({
      path: '/api/users',
      body: { name: 'S', email: people.student.email },
    })),
  },
  {
    method: 'GET',
    route: '/api/users/role',
    expected: signedIn,
    build: fresh(async () => ({ path: '/api/users/role' })),
  },
  {
    method: 'GET',
    route: '/api/users/admin/:email (the student)',
    expected: ownerOnly,
    build: fresh(async (_db, people) => ({ path: `/api/users/admin/${people.student.email}` })),
  },
  {
    method: 'GET',
    route: '/api/users/instructor/:email (the student)',
    expected: ownerOnly,
    build: fresh(async (_db, people) => ({
      path: `/api/users/instructor/${people.student.email}`,
    })),
  },
  {
    method: 'GET',
    route: '/api/users',
    expected: adminOnly,
    listsEveryone: true,
    build: fresh(async () => ({ path: '/api/users' })),
  },
  {
    method: 'PATCH',
    route: '/api/users/admin/:id',
    expected: adminOnly,
    build: fresh(async (db) => ({ path: `/api/users/admin/${(await createUser(db)).id}` })),
  },
  {
    method: 'PATCH',
    route: '/api/users/instructor/:id',
    expected: adminOnly,
    build: fresh(async (db) => ({ path: `/api/users/instructor/${(await createUser(db)).id}` })),
  },
  {
    method: 'DELETE',
    route: '/api/users/:id',
    expected: adminOnly,
    build: fresh(async (db) => ({ path: `/api/users/${(await createUser(db)).id}` })),
  },
  {
    method: 'POST',
    route: '/api/class',
    expected: { visitor: 401, student: 403, otherStudent: 403, instructor: 201, admin: 201 },
    build: fresh(async () => ({ path: '/api/class', body: classBody })),
  },
  {
    method: 'PUT',
    route: "/api/class/:id (the instructor's own)",
    expected: { visitor: 401, student: 403, otherStudent: 403, instructor: 200, admin: 200 },
    build: fresh(async (db, people) => {
      const cls = await createClass(db, { instructorEmail: people.instructor.email });
      return {
        path: `/api/class/${cls.id}`,
        body: { Name: 'Edited', photo: '/images/e.webp', price: 5, sets: 2 },
      };
    }),
  },
  {
    method: 'PATCH',
    route: '/api/class/:id',
    expected: adminOnly,
    build: fresh(async (db) => {
      const cls = await createClass(db, { status: 'pending' });
      return { path: `/api/class/${cls.id}`, body: { status: 'approved', feedback: 'ok' } };
    }),
  },
  {
    method: 'DELETE',
    route: '/api/class/:id',
    expected: adminOnly,
    build: fresh(async (db) => ({ path: `/api/class/${(await createClass(db)).id}` })),
  },
  // A class's roster and one session's cancel or move: its own instructor and admins only.
  ...(['own', 'other'] as const).flatMap((whose): AuthorizationCase[] => {
    const expected = {
      visitor: 401,
      student: 403,
      otherStudent: 403,
      instructor: whose === 'own' ? 200 : 403,
      admin: 200,
    };
    const label = whose === 'own' ? "the instructor's own" : "another instructor's";
    const classWithSession = async (db: Database, people: MatrixPeople) => {
      const cls = await createClass(db, {
        venue: 'dhaka',
        ...(whose === 'own' ? { instructorEmail: people.instructor.email } : {}),
      });
      await createPass(db, cls.id, `roster-${crypto.randomUUID()}@academy.test`);
      // A day of its own, so cells moving the instructor's sessions never clash with each other.
      sessionDays += 2;
      const day = new Date(Date.UTC(2900, 0, 1) + sessionDays * 86_400_000);
      const session = await createSession(db, cls.id, day.toISOString());
      return {
        cls,
        session,
        nextDay: new Date(day.getTime() + 86_400_000).toISOString().slice(0, 10),
      };
    };
    return [
      {
        method: 'GET',
        route: `/api/class/:id/roster (${label})`,
        expected,
        build: fresh(async (db, people) => {
          const { cls } = await classWithSession(db, people);
          return { path: `/api/class/${cls.id}/roster` };
        }),
      },
      {
        method: 'POST',
        route: `/api/class/:id/sessions/:sessionId/cancel (${label})`,
        expected,
        build: fresh(async (db, people) => {
          const { cls, session } = await classWithSession(db, people);
          return {
            path: `/api/class/${cls.id}/sessions/${session.id}/cancel`,
            body: { reason: 'Rain' },
          };
        }),
      },
      {
        method: 'POST',
        route: `/api/class/:id/sessions/:sessionId/move (${label})`,
        expected,
        build: fresh(async (db, people) => {
          const { cls, session, nextDay } = await classWithSession(db, people);
          return {
            path: `/api/class/${cls.id}/sessions/${session.id}/move`,
            body: { date: nextDay, time: '18:00', reason: 'Rain' },
          };
        }),
      },
    ];
  }),
  {
    method: 'POST',
    route: '/api/select',
    expected: {
      visitor: 401,
      student: 201,
      otherStudent: 201,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
    build: fresh(async (db) => ({
      path: '/api/select',
      body: { _id: crypto.randomUUID(), selectedClassId: (await createClass(db)).id },
    })),
  },
  {
    method: 'GET',
    route: '/api/select?email= (the student)',
    expected: ownerOnly,
    build: fresh(async (db, people) => {
      await createSelection(db, people.student.email, (await createClass(db)).id);
      return { path: `/api/select?email=${people.student.email}` };
    }),
  },
  {
    method: 'GET',
    route: '/api/select (own)',
    expected: {
      visitor: 401,
      student: 200,
      otherStudent: 200,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
    build: fresh(async (db, people) => {
      await createSelection(db, people.student.email, (await createClass(db)).id);
      return { path: '/api/select' };
    }),
  },
  {
    method: 'DELETE',
    route: "/api/select/:id (the student's)",
    expected: ownerOnly,
    build: fresh(async (db, people) => {
      const selection = await createSelection(db, people.student.email, (await createClass(db)).id);
      return { path: `/api/select/${selection.id}` };
    }),
  },
  {
    method: 'GET',
    route: "/api/timetable (own; the student's class has a session)",
    expected: {
      visitor: 401,
      student: 200,
      otherStudent: 200,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
    build: fresh(async (db, people) => {
      const cls = await createClass(db);
      await createEnrollment(db, people.student.email, cls);
      const startsAt = new Date(Date.now() + 86_400_000).toISOString();
      await db
        .insert(classSessions)
        .values({ id: crypto.randomUUID(), classId: cls.id, startsAt, endsAt: startsAt });
      return { path: '/api/timetable' };
    }),
  },
  {
    method: 'POST',
    route: '/api/contact',
    expected: { visitor: 201, student: 201, otherStudent: 201, instructor: 201, admin: 201 },
    build: fresh(async () => ({
      path: '/api/contact',
      body: {
        name: 'Pat',
        email: 'pat@visitor.test',
        subject: 'Hello',
        message: 'When do you open?',
      },
    })),
  },
  {
    method: 'GET',
    route: '/api/contact',
    expected: adminOnly,
    listsEveryone: true,
    build: fresh(async () => ({ path: '/api/contact' })),
  },
  // The admin lists' pages (api/lib/keyset-pages.ts): the same callers as the plain lists.
  ...(['/api/users', '/api/contact'] as const).map((path): AuthorizationCase => ({
    method: 'GET',
    route: `${path}?limit=2`,
    expected: adminOnly,
    listsEveryone: true,
    build: fresh(async () => ({ path: `${path}?limit=2` })),
  })),
  {
    method: 'GET',
    route: '/api/payments?limit=2 (own; all for an admin)',
    expected: signedIn,
    listsEveryone: true,
    build: fresh(async () => ({ path: '/api/payments?limit=2' })),
  },
];

export const ALL_CASES: AuthorizationCase[] = [
  ...CORE_CASES,
  ...PAYMENT_CASES,
  ...CALENDAR_CASES,
  ...CHECK_IN_CASES,
  ...NOTIFICATION_CASES,
  ...WAITLIST_CASES,
  ...PUSH_CASES,
  ...REPORT_CASES,
  ...EXPORT_CASES,
  ...DESK_CASES,
  ...FAMILY_CASES,
];
