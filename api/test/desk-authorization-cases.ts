// The desk routes' rows of the authorization matrix (api/test/authorization-cases.ts), and the
// front desk's role routes: the front desk and admins record and refund payments taken at the
// desk (decision 040); everyone else is refused, and the desk refunds no online payment.
import type { Database } from '../db/client.ts';
import { recordDeskPayment } from '../services/desk/desk-payments.ts';
import { createGateways } from '../services/payments/gateways.ts';
import type { PaymentDeps } from '../services/payments/provider.ts';
import { createTestPaymentProvider } from '../services/payments/test-provider.ts';
import type { AuthorizationCase, MatrixPeople } from './authorization-cases.ts';
import { createClass, createEnrollment, createUser } from './factories.ts';
import { testEnv } from './test-env.ts';

const deskStaff = {
  visitor: 401,
  student: 403,
  otherStudent: 403,
  instructor: 403,
  admin: 200,
  frontdesk: 200,
};

const deps = (db: Database): PaymentDeps => ({
  db,
  provider: createTestPaymentProvider(db),
  gateways: createGateways(testEnv()),
  now: () => new Date(),
});

/** A fresh Dhaka class for the matrix's student, paid in cash at the desk by its admin. */
async function deskPaymentOf(db: Database, people: MatrixPeople) {
  const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt', priceCents: 90_000 });
  const paid = await recordDeskPayment(deps(db), people.admin.id, {
    studentId: people.student.id,
    classIds: [cls.id],
    method: 'cash',
    idempotencyKey: crypto.randomUUID(),
  });
  return paid.paymentId;
}

export const DESK_CASES: AuthorizationCase[] = [
  {
    method: 'GET',
    route: '/api/desk/roster',
    expected: deskStaff,
    listsEveryone: true,
    build: async () => ({ path: '/api/desk/roster' }),
  },
  {
    method: 'GET',
    route: '/api/desk/students?q=',
    expected: deskStaff,
    listsEveryone: true,
    build: async () => ({ path: '/api/desk/students?q=matrix' }),
  },
  {
    method: 'POST',
    route: '/api/desk/payments (the student, a fresh class)',
    expected: { ...deskStaff, admin: 201, frontdesk: 201 },
    build: async (db, people) => {
      const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt' });
      return {
        path: '/api/desk/payments',
        body: {
          studentId: people.student.id,
          classIds: [cls.id],
          method: 'cash',
          idempotencyKey: crypto.randomUUID(),
        },
      };
    },
  },
  {
    method: 'GET',
    route: "/api/payments/:id/receipt (the student's desk payment, handed over at the desk)",
    expected: { ...deskStaff, student: 200 },
    listsEveryone: true,
    build: async (db, people) => ({
      path: `/api/payments/${await deskPaymentOf(db, people)}/receipt`,
    }),
  },
  {
    method: 'POST',
    route: '/api/desk/payments/:id/refund (a desk payment)',
    expected: deskStaff,
    build: async (db, people) => ({
      path: `/api/desk/payments/${await deskPaymentOf(db, people)}/refund`,
      body: {},
    }),
  },
  {
    method: 'POST',
    route: '/api/desk/payments/:id/refund (an online payment: refused to everyone)',
    expected: { ...deskStaff, admin: 403, frontdesk: 403 },
    build: async (db, people) => {
      const cls = await createClass(db);
      const enrollment = await createEnrollment(db, people.student.email, cls);
      return { path: `/api/desk/payments/${enrollment.paymentId}/refund`, body: {} };
    },
  },
  {
    method: 'POST',
    route: '/api/payments/:id/refund (a desk payment)',
    expected: { ...deskStaff, frontdesk: 403 },
    build: async (db, people) => ({
      path: `/api/payments/${await deskPaymentOf(db, people)}/refund`,
      body: {},
    }),
  },
  {
    method: 'PATCH',
    route: '/api/users/frontdesk/:id',
    expected: { visitor: 401, student: 403, otherStudent: 403, instructor: 403, admin: 200 },
    build: async (db) => ({ path: `/api/users/frontdesk/${(await createUser(db)).id}` }),
  },
  {
    method: 'GET',
    route: '/api/users/frontdesk/:email (the student)',
    expected: { visitor: 401, student: 200, otherStudent: 403, instructor: 403, admin: 403 },
    build: async (_db, people) => ({ path: `/api/users/frontdesk/${people.student.email}` }),
  },
];
