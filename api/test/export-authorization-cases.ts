// The CSV exports' rows of the authorization matrix (api/test/authorization-cases.ts): admins
// only, as the admin screens. Each cell makes a payment of the student's in the range, so an
// response that reached the wrong caller would name them.
import { EXPORT_KINDS } from '#shared/schemas/exports.ts';
import type { Database } from '../db/client.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';
import { createClass, createEnrollment } from './factories.ts';

const adminOnly = { visitor: 401, student: 403, otherStudent: 403, instructor: 403, admin: 200 };

export const EXPORT_CASES: AuthorizationCase[] = EXPORT_KINDS.map((kind) => ({
  method: 'GET',
  route: `/api/exports/${kind}.csv`,
  expected: adminOnly,
  build: async (db: Database, people: MatrixPeople) => {
    const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt' });
    await createEnrollment(db, people.student.email, cls);
    const today = new Date().toISOString().slice(0, 10);
    return { path: `/api/exports/${kind}.csv?branch=all&from=2026-01-01&to=${today}` };
  },
  listsEveryone: true,
}));
