// The calendar routes' rows of the authorization matrix (authorization-cases.ts, decision 024).
import type { Database } from '../db/client.ts';
import { replaceFeedToken } from '../services/calendar/calendar-sessions.ts';
import type { AuthorizationCase, MatrixPeople, MatrixRequest } from './authorization-cases.ts';
import { createClass } from './factories.ts';

const anyone = { visitor: 200, student: 200, otherStudent: 200, instructor: 200, admin: 200 };
const studentsOnly = {
  visitor: 401,
  student: 200,
  otherStudent: 200,
  instructor: 403,
  admin: 403,
  frontdesk: 403,
};
const fresh = (build: (db: Database, people: MatrixPeople) => Promise<MatrixRequest>) => build;

export const CALENDAR_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/class/:id/calendar.ics (approved)',
    expected: anyone,
    build: fresh(async (db) => ({ path: `/api/class/${(await createClass(db)).id}/calendar.ics` })),
  },
  {
    method: 'GET',
    route: "/api/class/:id/calendar.ics (pending: as the class's own page, others get 404)",
    expected: { visitor: 404, student: 404, otherStudent: 404, instructor: 200, admin: 200 },
    build: fresh(async (db, people) => {
      const cls = await createClass(db, {
        status: 'pending',
        instructorEmail: people.instructor.email,
      });
      return { path: `/api/class/${cls.id}/calendar.ics` };
    }),
  },
  {
    method: 'GET',
    route: '/api/calendar-feed (own)',
    expected: studentsOnly,
    build: fresh(async () => ({ path: '/api/calendar-feed' })),
  },
  {
    method: 'POST',
    route: '/api/calendar-feed (own, made or replaced)',
    expected: studentsOnly,
    build: fresh(async () => ({ path: '/api/calendar-feed' })),
  },
  {
    // Public by its URL alone: whoever has it reads it (and it names no one).
    method: 'GET',
    route: "/api/calendar/<token>.ics (the student's feed)",
    expected: anyone,
    build: fresh(async (db, people) => {
      const token = await replaceFeedToken(db, people.student.email, new Date());
      return { path: `/api/calendar/${token}.ics` };
    }),
  },
];
