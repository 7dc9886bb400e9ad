// The owner's report's rows of the authorization matrix (api/test/authorization-cases.ts): the
// academy's books are the admins' alone, whatever the filter.
import type { AuthorizationCase } from './authorization-cases.ts';
import { createClass, createEnrollment } from './factories.ts';

const adminOnly = { visitor: 401, student: 403, otherStudent: 403, instructor: 403, admin: 200 };

export const REPORT_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/reports/summary (every branch)',
    expected: adminOnly,
    build: async (db, people) => {
      // The student's own payment is in the books, and still not theirs to read.
      await createEnrollment(db, people.student.email, await createClass(db, { venue: 'dhaka' }));
      return { path: '/api/reports/summary?from=2026-01&to=2026-12' };
    },
  },
  {
    method: 'GET',
    route: '/api/reports/summary?branch= (one branch)',
    expected: adminOnly,
    build: async () => ({ path: '/api/reports/summary?branch=riyadh&from=2026-06&to=2026-06' }),
  },
];
