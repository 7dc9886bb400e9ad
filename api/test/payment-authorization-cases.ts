// The payment routes' rows of the authorization matrix (api/test/authorization-cases.ts). Each
// cell pays through the real services on the matrix's database (test provider, card 4242), so
// an intent, a payment or an enrollment always belongs to the matrix's student.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { selections } from '../db/schema.ts';
import { createPaymentIntent } from '../services/payments/create-intent.ts';
import { finalizePayment } from '../services/payments/finalize.ts';
import type { PaymentDeps } from '../services/payments/provider.ts';
import { createTestPaymentProvider } from '../services/payments/test-provider.ts';
import type { AuthorizationCase, CallerName, MatrixPeople } from './authorization-cases.ts';
import { createClass, createEnrollment, createSelection } from './factories.ts';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const paymentDeps = (db: Database): PaymentDeps => ({
  db,
  provider: createTestPaymentProvider(db),
  now: () => new Date(),
});

/**
 * A cart of one new class for `email`: the cells share their people, and a cart that grew over
 * the matrix would hit the limit on classes held at once (MAX_HELD_CLASSES).
 */
async function freshCart(db: Database, email: string, priceCents: number) {
  await db.delete(selections).where(eq(selections.email, email));
  const cls = await createClass(db, { priceCents });
  await createSelection(db, email, cls.id);
  return cls;
}

/** A fresh class selected by `email`, and an intent for it; confirmed with 4242 when `paid`. */
async function intentFor(db: Database, email: string, paid: boolean) {
  const cls = await freshCart(db, email, 2500);
  const deps = paymentDeps(db);
  const intent = await createPaymentIntent(deps, { email, userId: null }, {});
  if (paid) await createTestPaymentProvider(db).confirm(intent.clientSecret, VISA);
  return { deps, intent, cls };
}

/** The student's finished payment (its enrollment made by the real finalize step). */
async function paymentOf(db: Database, email: string) {
  const { deps, intent, cls } = await intentFor(db, email, true);
  const { paymentId } = await finalizePayment(deps, intent.intentId, email);
  return { paymentId, classId: cls.id };
}

const signedIn = { visitor: 401, student: 200, otherStudent: 200, instructor: 200, admin: 200 };
const adminOnly = { visitor: 401, student: 403, otherStudent: 403, instructor: 403, admin: 200 };
const isStudent = (caller: CallerName) => caller === 'student' || caller === 'otherStudent';

export const PAYMENT_CASES: AuthorizationCase[] = [
  {
    method: 'POST',
    route: "/api/create-payment-intent (the caller's own selections)",
    expected: { visitor: 401, student: 201, otherStudent: 201, instructor: 403, admin: 403 },
    build: async (db: Database, people: MatrixPeople, caller: CallerName) => {
      // A student pays for their own selections: give the calling student one to pay for.
      if (isStudent(caller))
        await freshCart(db, people[caller as 'student' | 'otherStudent'].email, 1200);
      return { path: '/api/create-payment-intent', body: {} };
    },
  },
  {
    method: 'POST',
    route: "/api/payments (the student's paid intent)",
    expected: { visitor: 401, student: 201, otherStudent: 403, instructor: 403, admin: 403 },
    build: async (db, people) => {
      const { intent } = await intentFor(db, people.student.email, true);
      return {
        path: '/api/payments',
        body: { transactionId: intent.intentId, status: 'service pending' },
      };
    },
  },
  {
    method: 'POST',
    route: "/api/payments (the caller's own paid intent, whatever their role now)",
    // A payer made instructor or admin after paying still gets what they paid for.
    expected: { visitor: 401, student: 201, otherStudent: 201, instructor: 201, admin: 201 },
    build: async (db, people, caller) => {
      const payer = caller === 'visitor' ? people.student : people[caller];
      const { intent } = await intentFor(db, payer.email, true);
      return {
        path: '/api/payments',
        body: { transactionId: intent.intentId, status: 'service pending' },
      };
    },
  },
  {
    method: 'GET',
    route: '/api/payments (own; all for an admin)',
    expected: signedIn,
    listsEveryone: true,
    build: async (db, people) => {
      await createEnrollment(db, people.student.email, await createClass(db));
      return { path: '/api/payments' };
    },
  },
  {
    method: 'GET',
    route: '/api/paid (own, for everyone)',
    expected: signedIn,
    build: async (db, people) => {
      await createEnrollment(db, people.student.email, await createClass(db));
      return { path: '/api/paid' };
    },
  },
  {
    method: 'GET',
    route: '/api/payments/summary',
    expected: adminOnly,
    build: async (db, people) => {
      await createEnrollment(db, people.student.email, await createClass(db));
      return { path: '/api/payments/summary' };
    },
  },
  {
    method: 'POST',
    route: "/api/payments/:id/refund (the student's payment)",
    expected: adminOnly,
    build: async (db, people) => {
      const { paymentId, classId } = await paymentOf(db, people.student.email);
      return { path: `/api/payments/${paymentId}/refund`, body: { classId } };
    },
  },
  {
    method: 'POST',
    route: "/api/test-payments/confirm (the student's client secret)",
    // The client secret is the authorization, as with Stripe.js: whoever holds it may confirm.
    expected: { visitor: 200, student: 200, otherStudent: 200, instructor: 200, admin: 200 },
    build: async (db, people) => {
      const { intent } = await intentFor(db, people.student.email, false);
      return {
        path: '/api/test-payments/confirm',
        body: { clientSecret: intent.clientSecret, card: VISA },
      };
    },
  },
  {
    method: 'POST',
    route: '/api/stripe/webhook (test mode: Stripe is not configured)',
    // The webhook trusts Stripe's signature only, never an access token (see stripe-payments.test.ts).
    expected: { visitor: 404, student: 404, otherStudent: 404, instructor: 404, admin: 404 },
    build: async () => ({
      path: '/api/stripe/webhook',
      body: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_x' } } },
    }),
  },
];
