// The desk routes' rows of the authorization matrix (api/test/authorization-cases.ts), and the
// front desk's role routes: the front desk and admins record and refund payments taken at the
// desk (decision 040); everyone else is refused, and the desk refunds no online payment. The
// desk's lists carry the children of each student's family (decision 049): their names reach the
// front desk and admins, and nobody else; a class is sold to a child of the student's family
// only, another family's child answered as the family routes answer it (404).
import type { Database } from '../db/client.ts';
import { recordDeskPayment } from '../services/desk/desk-payments.ts';
import { addChild } from '../services/families/families.ts';
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

/** A name no other row of the matrix has, so the answer that carries it is the only one. */
const uniqueName = () =>
  `Desk Child ${Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('')}`;

/** A fresh student (a guardian of their own family) with a child: the child's id and name. */
async function guardianWithChild(db: Database) {
  const guardian = await createUser(db);
  const name = uniqueName();
  const { member } = await addChild(
    db,
    { userId: guardian.id, name: guardian.name, email: guardian.email },
    {
      id: crypto.randomUUID(),
      name,
      dateOfBirth: '2016-05-05',
      level: null,
      schoolYear: null,
      medicalNotes: null,
      emergencyContactName: 'Matrix Contact',
      emergencyContactPhone: '+880 1711 000000',
      photoUrl: null,
      photoConsent: false,
    },
  );
  return { guardian, child: member };
}

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
    method: 'GET',
    route: "/api/desk/roster (a student's family has a child: named to the desk and admins only)",
    expected: deskStaff,
    listsEveryone: true,
    build: async (db) => {
      const { child } = await guardianWithChild(db);
      return { path: '/api/desk/roster', onlyWhenAllowed: child.name };
    },
  },
  {
    method: 'GET',
    route: '/api/desk/students?q= (a student with a child: named to the desk and admins only)',
    expected: deskStaff,
    listsEveryone: true,
    build: async (db) => {
      const { guardian, child } = await guardianWithChild(db);
      return {
        path: `/api/desk/students?q=${encodeURIComponent(guardian.email)}`,
        onlyWhenAllowed: child.name,
      };
    },
  },
  {
    method: 'POST',
    route: "/api/desk/payments/quote (a class for the student's child)",
    expected: deskStaff,
    build: async (db) => {
      const { guardian, child } = await guardianWithChild(db);
      const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt' });
      return {
        path: '/api/desk/payments/quote',
        body: { studentId: guardian.id, lines: [{ classId: cls.id, participantId: child.id }] },
      };
    },
  },
  {
    method: 'POST',
    route: "/api/desk/payments (a class for the student's child)",
    expected: { ...deskStaff, admin: 201, frontdesk: 201 },
    build: async (db) => {
      const { guardian, child } = await guardianWithChild(db);
      const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt' });
      return {
        path: '/api/desk/payments',
        body: {
          studentId: guardian.id,
          lines: [{ classId: cls.id, participantId: child.id }],
          method: 'cash',
          idempotencyKey: crypto.randomUUID(),
        },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/desk/payments (a child of another family: as if there were none)',
    expected: { ...deskStaff, admin: 404, frontdesk: 404 },
    build: async (db, people) => {
      const { child } = await guardianWithChild(db);
      const cls = await createClass(db, { venue: 'dhaka', currency: 'bdt' });
      return {
        path: '/api/desk/payments',
        body: {
          studentId: people.student.id,
          lines: [{ classId: cls.id, participantId: child.id }],
          method: 'cash',
          idempotencyKey: crypto.randomUUID(),
        },
      };
    },
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
