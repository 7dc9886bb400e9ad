// The payment routes' rows of the authorization matrix (api/test/authorization-cases.ts). Each
// cell pays through the real services on the matrix's database (test provider, card 4242; the
// bKash and SSLCommerz stand-ins of a real server for taka), so an intent, an attempt, a payment
// or an enrollment always belongs to the matrix's student.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { payments, selections } from '../db/schema.ts';
import { createPaymentIntent } from '../services/payments/create-intent.ts';
import { finalizePayment } from '../services/payments/finalize.ts';
import { createGateways } from '../services/payments/gateways.ts';
import type { PaymentDeps } from '../services/payments/provider.ts';
import {
  confirmRedirectPayment,
  findAttempt,
  startRedirectPayment,
} from '../services/payments/redirect-payments.ts';
import { createTestPaymentProvider } from '../services/payments/test-provider.ts';
import type { AuthorizationCase, CallerName, MatrixPeople } from './authorization-cases.ts';
import { createClass, createEnrollment, createSelection } from './factories.ts';
import { carriedFields } from './gateways/merchant.ts';
import { testEnv } from './test-env.ts';

const VISA = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };

const paymentDeps = (db: Database): PaymentDeps => ({
  db,
  provider: createTestPaymentProvider(db),
  gateways: createGateways(testEnv()),
  now: () => new Date(),
});

/**
 * The origin of a real server serving the gateway stand-ins: the matrix's API is in process, so
 * its redirect payments are made on that origin (its SITE_ORIGIN), where the stand-ins answer.
 */
let standInOrigin: string | null = null;
export function useGatewayStandIns(origin: string) {
  standInOrigin = origin;
}
const standIns = () => {
  if (!standInOrigin) throw new Error('The matrix starts a real server for the gateway stand-ins.');
  return standInOrigin;
};

/** A cart of one new Dhaka class (taka, paid through bKash or SSLCommerz) for `email`. */
async function freshTakaCart(db: Database, email: string) {
  await db.delete(selections).where(eq(selections.email, email));
  const cls = await createClass(db, { priceCents: 75_000, venue: 'dhaka', currency: 'bdt' });
  await createSelection(db, email, cls.id);
  return cls;
}

/** The student's attempt to pay a fresh taka cart, opened at the stand-in as the route does. */
async function attemptOf(db: Database, email: string, gateway: 'bkash' | 'sslcommerz') {
  await freshTakaCart(db, email);
  const deps = paymentDeps(db);
  const started = await startRedirectPayment(
    deps,
    { email, userId: null, name: null },
    { gateway },
    standIns(),
  );
  return { deps, started };
}

/** The signed fields SSLCommerz's page posts for the student's attempt (its IPN held back). */
async function sslcommerzFieldsOf(
  db: Database,
  email: string,
  choice: { action: 'pay' | 'fail'; risky?: boolean } = { action: 'pay' },
) {
  const { deps, started } = await attemptOf(db, email, 'sslcommerz');
  const form = new URLSearchParams({ action: choice.action, method: 'card', no_ipn: '1' });
  if (choice.risky) form.set('risky', '1');
  const page = await fetch(started.redirectUrl, { method: 'POST', body: form });
  return { deps, started, ...carriedFields(await page.text()) };
}

/** The student's SSLCommerz payment, held for an admin's review (risk_level 1). */
async function heldPaymentOf(db: Database, email: string) {
  const { deps, started, fields } = await sslcommerzFieldsOf(db, email, {
    action: 'pay',
    risky: true,
  });
  const row = await findAttempt(deps, { reference: started.reference });
  const decision = await confirmRedirectPayment(deps, row!, fields);
  if (decision !== 'hold_for_review') throw new Error(`Not held: ${decision}.`);
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.transactionId, started.reference));
  return payment!.id;
}

/** The path bKash's page sends the browser back to, for the student's approved payment. */
async function bkashReturnOf(db: Database, email: string) {
  const { started } = await attemptOf(db, email, 'bkash');
  const form = new URLSearchParams({ action: 'pay', wallet: '01770618575' });
  const page = await fetch(started.redirectUrl, { method: 'POST', body: form, redirect: 'manual' });
  const callback = new URL(page.headers.get('location')!);
  return `${callback.pathname}${callback.search}`;
}

/** Whoever calls: a gateway's notice and a browser's return carry no token that counts. */
const everyone = (status: number) => ({
  visitor: status,
  student: status,
  otherStudent: status,
  instructor: status,
  admin: status,
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
    expected: {
      visitor: 401,
      student: 201,
      otherStudent: 201,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
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
    route: "/api/payments/start (the caller's own taka selections)",
    expected: {
      visitor: 401,
      student: 201,
      otherStudent: 201,
      instructor: 403,
      admin: 403,
      frontdesk: 403,
    },
    build: async (db, people, caller) => {
      if (isStudent(caller))
        await freshTakaCart(db, people[caller as 'student' | 'otherStudent'].email);
      return { path: '/api/payments/start', body: { gateway: 'sslcommerz' } };
    },
  },
  {
    method: 'GET',
    route: "/api/payments/attempts/:reference (the student's attempt)",
    expected: { visitor: 401, student: 200, otherStudent: 403, instructor: 403, admin: 200 },
    build: async (db, people) => {
      const { started } = await attemptOf(db, people.student.email, 'bkash');
      return { path: `/api/payments/attempts/${started.reference}` };
    },
  },
  {
    method: 'GET',
    route: "/api/payments/:id/receipt (the student's payment)",
    expected: { visitor: 401, student: 200, otherStudent: 403, instructor: 403, admin: 200 },
    // The receipt names its payer: an admin reads it with the payer's name and e-mail.
    listsEveryone: true,
    build: async (db, people) => {
      const { paymentId } = await paymentOf(db, people.student.email);
      return { path: `/api/payments/${paymentId}/receipt` };
    },
  },
  {
    method: 'GET',
    route: "/api/payments/:id/receipt.pdf (the student's payment, in Bangla)",
    expected: { visitor: 401, student: 200, otherStudent: 403, instructor: 403, admin: 200 },
    // The PDF names its payer as the JSON receipt does.
    listsEveryone: true,
    build: async (db, people) => {
      const { paymentId } = await paymentOf(db, people.student.email);
      return { path: `/api/payments/${paymentId}/receipt.pdf?lang=bn` };
    },
  },
  {
    method: 'POST',
    route: "/api/payments/:id/approve (the student's payment held for review)",
    expected: adminOnly,
    build: async (db, people) => ({
      path: `/api/payments/${await heldPaymentOf(db, people.student.email)}/approve`,
    }),
  },
  {
    method: 'POST',
    route: '/api/payments/sslcommerz/ipn (the fields SSLCommerz signed; any token or none)',
    expected: everyone(200),
    build: async (db, people) => {
      const { fields } = await sslcommerzFieldsOf(db, people.student.email);
      return { path: '/api/payments/sslcommerz/ipn', form: fields };
    },
  },
  {
    method: 'POST',
    route: '/api/payments/sslcommerz/ipn (the amount changed after signing; any token or none)',
    expected: everyone(400),
    build: async (db, people) => {
      const { fields } = await sslcommerzFieldsOf(db, people.student.email);
      return { path: '/api/payments/sslcommerz/ipn', form: { ...fields, amount: '10.00' } };
    },
  },
  {
    method: 'POST',
    route: "/api/payments/sslcommerz/return (the browser's signed fields; any token or none)",
    expected: everyone(303),
    build: async (db, people) => {
      const { action, fields } = await sslcommerzFieldsOf(db, people.student.email);
      const back = new URL(action);
      return { path: `${back.pathname}${back.search}`, form: fields };
    },
  },
  {
    method: 'GET',
    route: "/api/payments/bkash/return (the student's approved payment; any token or none)",
    expected: everyone(303),
    build: async (db, people) => ({ path: await bkashReturnOf(db, people.student.email) }),
  },
  {
    method: 'POST',
    route: "/api/bkash/webhook (a certificate off Amazon's hosts; any token or none)",
    expected: everyone(400),
    build: async () => ({
      path: '/api/bkash/webhook',
      body: {
        Type: 'Notification',
        MessageId: 'm-1',
        TopicArn: 'arn:aws:sns:ap-southeast-1:000000000000:academy-test-bkash',
        Message: JSON.stringify({ merchantInvoiceNumber: 'pay-nobody' }),
        Timestamp: new Date().toISOString(),
        SignatureVersion: '2',
        Signature: 'AAAA',
        SigningCertURL: 'https://sns.ap-southeast-1.amazonaws.com.evil.example/cert.pem',
      },
    }),
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
