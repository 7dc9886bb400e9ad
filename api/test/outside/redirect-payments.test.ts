// Paying for Dhaka classes in taka through the bKash and SSLCommerz stand-ins, over HTTP against
// the real Node server: the student's browser is played with fetch (the gateway's page, its
// redirect back, our 303 to the return page), and the database is read to count what happened.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentAttempt, StartPaymentResult } from '#shared/schemas/payment.ts';
import {
  classes,
  enrollments,
  notifications,
  paymentIntents,
  paymentRefunds,
  payments,
  seatHolds,
  selections,
  waitlistEntries,
} from '../../db/schema.ts';
import { createGateways } from '../../services/payments/gateways.ts';
import { createTestPaymentProvider } from '../../services/payments/test-provider.ts';
import { sweepPayments } from '../../services/payments/payment-sweep.ts';
import { createClass, createSelection, createUser, type UserRow } from '../factories.ts';
import { carriedFields } from '../gateways/merchant.ts';
import { redirectJourneys, type Gateway } from '../redirect-journeys.ts';
import { startRealServer, type RealServer } from '../real-server.ts';
import { testEnv } from '../test-env.ts';

let server: RealServer;
let admin: UserRow;

beforeAll(async () => {
  server = await startRealServer();
  admin = await createUser(server.db, { role: 'admin' });
});
afterAll(() => server.close());

const call: RealServer['call'] = (...args) => server.call(...args);

// The journey's steps shared with the other redirect payment tests (api/test/redirect-journeys.ts).
const studentWithDhakaClasses = (...prices: number[]) =>
  redirectJourneys(server).studentWithDhakaClasses(...prices);
const start = (email: string, gateway: Gateway) => redirectJourneys(server).start(email, gateway);

/** The student on bKash's page: approves, fails or cancels; the browser follows back to us. */
async function onBkashPage(started: StartPaymentResult, action: 'pay' | 'fail' | 'cancel') {
  const form = new URLSearchParams({ action, wallet: '01770618575' });
  const page = await fetch(started.redirectUrl, { method: 'POST', body: form, redirect: 'manual' });
  expect(page.status).toBe(302);
  const callback = page.headers.get('location')!;
  expect(new URL(callback).pathname).toBe('/api/payments/bkash/return');
  return followReturn(await fetch(callback, { redirect: 'manual' }));
}

/** The student on SSLCommerz's page; the browser posts the signed fields back to us. */
async function onSslcommerzPage(
  started: StartPaymentResult,
  choice: { action: 'pay' | 'fail' | 'cancel'; method?: string; risky?: boolean; noIpn?: boolean },
) {
  const form = new URLSearchParams({ action: choice.action, method: choice.method ?? 'nagad' });
  if (choice.risky) form.set('risky', '1');
  if (choice.noIpn) form.set('no_ipn', '1');
  const page = await fetch(started.redirectUrl, { method: 'POST', body: form });
  const { action, fields } = carriedFields(await page.text());
  expect(new URL(action).pathname).toBe('/api/payments/sslcommerz/return');
  const back = await fetch(action, {
    method: 'POST',
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { ...followReturn(back), fields };
}

function followReturn(response: Response) {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, server.url);
  expect(location.pathname).toBe('/dashboard/payment/return');
  return { reference: location.searchParams.get('reference')! };
}

const attempt = async (email: string, reference: string) => {
  const response = await call(email, 'GET', `/api/payments/attempts/${reference}`);
  expect(response.status).toBe(200);
  return response.body as unknown as PaymentAttempt;
};

const enrollmentsOf = (email: string) =>
  server.db.select().from(enrollments).where(eq(enrollments.email, email));
const paymentsOf = (email: string) =>
  server.db.select().from(payments).where(eq(payments.email, email));

describe('bKash', () => {
  it('pays for two Dhaka classes once: the return executes, the webhook and a replay change nothing', async () => {
    const { student, classes: bought } = await studentWithDhakaClasses(120_000, 80_000);
    const started = await start(student.email, 'bkash');
    expect(started).toMatchObject({ total: 2000, currency: 'bdt' });
    const back = await onBkashPage(started, 'pay');
    expect(back.reference).toBe(started.reference);

    const seen = await attempt(student.email, started.reference);
    expect(seen).toMatchObject({
      status: 'paid',
      gateway: 'bkash',
      total: 2000,
      currency: 'bdt',
      // The wallet the student paid from (01770618575 on the stand-in's page).
      method: { kind: 'bkash', last4: '8575' },
      refundedClasses: [],
    });
    expect(seen.gatewayTransactionId).toMatch(/\S/);
    const paid = await paymentsOf(student.email);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      amountCents: 200_000,
      currency: 'bdt',
      gateway: 'bkash',
      transactionId: started.reference,
      review: null,
    });
    expect((await enrollmentsOf(student.email)).map((row) => row.classId).sort()).toEqual(
      bought.map((cls) => cls.id).sort(),
    );
    expect(
      await server.db.select().from(selections).where(eq(selections.email, student.email)),
    ).toEqual([]);

    // The browser comes back again (a reload of the callback): still one payment.
    const [row] = await server.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, started.reference));
    const again = await fetch(
      `${server.url}/api/payments/bkash/return?paymentID=${row!.gatewayPaymentId}&status=success`,
      { redirect: 'manual' },
    );
    expect(again.status).toBe(303);
    expect(await paymentsOf(student.email)).toHaveLength(1);
    expect(await enrollmentsOf(student.email)).toHaveLength(2);
    const [cls] = await server.db.select().from(classes).where(eq(classes.id, bought[0]!.id));
    expect(cls).toMatchObject({ seats: 4, enrolled: 1 });

    // Payment history names the method and the gateway's transaction id.
    const history = await call(student.email, 'GET', '/api/payments');
    expect(history.body).toMatchObject([
      {
        transactionId: started.reference,
        price: 2000,
        currency: 'bdt',
        gateway: 'bkash',
        method: { kind: 'bkash' },
        gatewayTransactionId: seen.gatewayTransactionId,
        review: null,
      },
    ]);
  });

  it('a failed payment takes nothing and leaves the selections to pay again', async () => {
    const { student, classes: bought } = await studentWithDhakaClasses(50_000);
    const started = await start(student.email, 'bkash');
    await onBkashPage(started, 'fail');
    expect(await attempt(student.email, started.reference)).toMatchObject({
      status: 'failed',
      paymentId: null,
    });
    expect(await paymentsOf(student.email)).toEqual([]);
    expect(
      await server.db.select().from(selections).where(eq(selections.email, student.email)),
    ).toHaveLength(1);
    // Its seat is no longer held.
    expect(
      await server.db
        .select()
        .from(seatHolds)
        .where(and(eq(seatHolds.email, student.email), eq(seatHolds.classId, bought[0]!.id))),
    ).toEqual([]);

    const retried = await start(student.email, 'bkash');
    await onBkashPage(retried, 'pay');
    expect(await attempt(student.email, retried.reference)).toMatchObject({ status: 'paid' });
    expect(await enrollmentsOf(student.email)).toHaveLength(1);
  });

  it('sends a second tap on Pay to the same page, and a changed cart to a new one', async () => {
    const { student } = await studentWithDhakaClasses(50_000);
    const first = await start(student.email, 'bkash');
    const again = await start(student.email, 'bkash');
    expect(again.reference).toBe(first.reference);
    expect(again.redirectUrl).toBe(first.redirectUrl);
    const other = await createClass(server.db, {
      priceCents: 30_000,
      venue: 'dhaka',
      currency: 'bdt',
    });
    await createSelection(server.db, student.email, other.id);
    const changed = await start(student.email, 'bkash');
    expect(changed.reference).not.toBe(first.reference);
    expect(changed.total).toBe(800);
  });

  it('a cancelled payment is cancelled', async () => {
    const { student } = await studentWithDhakaClasses(50_000);
    const started = await start(student.email, 'bkash');
    await onBkashPage(started, 'cancel');
    expect(await attempt(student.email, started.reference)).toMatchObject({
      status: 'cancelled',
    });
  });
});

describe('SSLCommerz', () => {
  it('pays with Nagad: the IPN settles it before the browser returns, once', async () => {
    const { student } = await studentWithDhakaClasses(150_000);
    const started = await start(student.email, 'sslcommerz');
    const back = await onSslcommerzPage(started, { action: 'pay', method: 'nagad' });
    expect(back.reference).toBe(started.reference);
    expect(await attempt(student.email, started.reference)).toMatchObject({
      status: 'paid',
      gateway: 'sslcommerz',
      method: { kind: 'nagad' },
    });
    expect(await paymentsOf(student.email)).toHaveLength(1);
    expect(await enrollmentsOf(student.email)).toHaveLength(1);

    // The IPN replayed by anyone: accepted as the same confirmation, nothing more.
    const replay = await fetch(`${server.url}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      body: new URLSearchParams(back.fields),
    });
    expect(replay.status).toBe(200);
    expect(await paymentsOf(student.email)).toHaveLength(1);
  });

  it('a return with no IPN is confirmed by the validation API', async () => {
    const { student } = await studentWithDhakaClasses(150_000);
    const started = await start(student.email, 'sslcommerz');
    await onSslcommerzPage(started, { action: 'pay', method: 'card', noIpn: true });
    const seen = await attempt(student.email, started.reference);
    expect(seen).toMatchObject({ status: 'paid', method: { kind: 'card' } });
    expect(await enrollmentsOf(student.email)).toHaveLength(1);
  });

  it('refuses tampered fields: a changed amount or a forged signature enrolls nobody', async () => {
    const { student } = await studentWithDhakaClasses(150_000);
    const started = await start(student.email, 'sslcommerz');
    const form = new URLSearchParams({ action: 'pay', method: 'bkash', no_ipn: '1' });
    const page = await fetch(started.redirectUrl, { method: 'POST', body: form });
    const { fields } = carriedFields(await page.text());
    const tampered = { ...fields, amount: '1.00' };
    const forged = await fetch(`${server.url}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      body: new URLSearchParams(tampered),
    });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { error: { reason: string } }).error.reason).toBe(
      'payment_notice_refused',
    );
    const unknown = await fetch(`${server.url}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      body: new URLSearchParams({ ...fields, tran_id: 'pay-nobody' }),
    });
    expect(unknown.status).toBe(404);
    expect(await paymentsOf(student.email)).toEqual([]);
    // The genuine fields still pay what we asked.
    const genuine = await fetch(`${server.url}/api/payments/sslcommerz/ipn`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    expect(genuine.status).toBe(200);
    expect(await paymentsOf(student.email)).toMatchObject([{ amountCents: 150_000 }]);
  });

  it('holds a risky payment for review; the admin approves it and the student is enrolled', async () => {
    const { student } = await studentWithDhakaClasses(90_000);
    const started = await start(student.email, 'sslcommerz');
    await onSslcommerzPage(started, { action: 'pay', method: 'card', risky: true });
    const held = await attempt(student.email, started.reference);
    expect(held.status).toBe('held_for_review');
    expect(await enrollmentsOf(student.email)).toEqual([]);

    const refused = await call(student.email, 'POST', `/api/payments/${held.paymentId}/approve`);
    expect(refused.status).toBe(403);
    const approved = await call(admin.email, 'POST', `/api/payments/${held.paymentId}/approve`);
    expect(approved).toMatchObject({ status: 200, body: { refundedClasses: [] } });
    expect(await enrollmentsOf(student.email)).toHaveLength(1);
    expect(await attempt(student.email, started.reference)).toMatchObject({ status: 'paid' });
    // The student is told, as the return page promised.
    const told = await server.db
      .select({ kind: notifications.kind, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, student.id));
    expect(told.map((notice) => notice.kind)).toContain('payment_approved');
    const twice = await call(admin.email, 'POST', `/api/payments/${held.paymentId}/approve`);
    expect(twice.status).toBe(409);
  });

  it('an admin refuses a held payment: all of it goes back through SSLCommerz', async () => {
    const { student } = await studentWithDhakaClasses(90_000);
    const started = await start(student.email, 'sslcommerz');
    await onSslcommerzPage(started, { action: 'pay', method: 'card', risky: true });
    const held = await attempt(student.email, started.reference);
    const refund = await call(admin.email, 'POST', `/api/payments/${held.paymentId}/refund`, {});
    expect(refund).toMatchObject({ status: 200, body: { refunded: 900, currency: 'bdt' } });
    const rows = await server.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, held.paymentId!));
    expect(rows).toMatchObject([{ status: 'sent', amountCents: 90_000 }]);
    expect(await attempt(student.email, started.reference)).toMatchObject({ status: 'refunded' });
  });
});

describe('a payment that arrives after the student gave up', () => {
  it('is refunded in full through the same gateway, and nobody is enrolled', async () => {
    const { student } = await studentWithDhakaClasses(70_000);
    const started = await start(student.email, 'sslcommerz');
    // The sweep gives the attempt up an hour later (nothing came back).
    const later = new Date(Date.now() + 61 * 60_000);
    const deps = {
      db: server.db,
      provider: createTestPaymentProvider(server.db, () => later),
      gateways: createGateways(testEnv()),
      now: () => later,
    };
    await server.db
      .update(paymentIntents)
      .set({ nextCheckAt: new Date().toISOString() })
      .where(eq(paymentIntents.intentId, started.reference));
    const report = await sweepPayments(deps);
    expect(report.failures).toEqual([]);
    expect(await attempt(student.email, started.reference)).toMatchObject({
      status: 'cancelled',
    });
    // Then the student pays on the page they left open.
    await onSslcommerzPage(started, { action: 'pay', method: 'bkash' });
    expect(await attempt(student.email, started.reference)).toMatchObject({
      status: 'refunded',
    });
    expect(await enrollmentsOf(student.email)).toEqual([]);
    const [paid] = await paymentsOf(student.email);
    expect(paid).toMatchObject({ amountCents: 70_000, refundedCents: 70_000 });
    expect(
      await server.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paid!.id)),
    ).toMatchObject([{ status: 'sent', amountCents: 70_000 }]);
  });
});

describe('who may start and read', () => {
  it('refuses a gateway the currency is not paid by, and another payer reading an attempt', async () => {
    const student = await createUser(server.db);
    const cls = await createClass(server.db, {
      priceCents: 4999,
      currency: 'myr',
      venue: 'kuala-lumpur',
    });
    await createSelection(server.db, student.email, cls.id);
    const refused = await call(student.email, 'POST', '/api/payments/start', { gateway: 'bkash' });
    expect(refused.status).toBe(400);
    expect((refused.body.error as { reason: string }).reason).toBe('gateway_not_offered');

    const { student: payer } = await studentWithDhakaClasses(50_000);
    const started = await start(payer.email, 'bkash');
    const other = await call(student.email, 'GET', `/api/payments/attempts/${started.reference}`);
    expect(other.status).toBe(403);
    const anonymous = await call(null, 'GET', `/api/payments/attempts/${started.reference}`);
    expect(anonymous.status).toBe(401);
    const asAdmin = await call(admin.email, 'GET', `/api/payments/attempts/${started.reference}`);
    expect(asAdmin.status).toBe(200);
  });

  it('refuses a total outside what the way to pay takes, naming the limit in the currency', async () => {
    const { student } = await studentWithDhakaClasses(500);
    const below = await call(student.email, 'POST', '/api/payments/start', {
      gateway: 'sslcommerz',
    });
    expect(below.status).toBe(400);
    expect(below.body.error).toMatchObject({
      reason: 'total_below_minimum',
      params: { minimum: 10, currency: 'bdt' },
    });
    // bKash takes from one taka.
    expect(
      (await call(student.email, 'POST', '/api/payments/start', { gateway: 'bkash' })).status,
    ).toBe(201);

    const card = await createUser(server.db);
    const cls = await createClass(server.db, {
      priceCents: 150,
      currency: 'myr',
      venue: 'kuala-lumpur',
    });
    await createSelection(server.db, card.email, cls.id);
    const small = await call(card.email, 'POST', '/api/create-payment-intent', {});
    expect(small.status).toBe(400);
    expect(small.body.error).toMatchObject({
      reason: 'total_below_minimum',
      params: { minimum: 2, currency: 'myr' },
    });
  });
});

describe('a waitlist offer paid through bKash', () => {
  it('is paid like any selection: the offered student is enrolled, nobody else takes the seat', async () => {
    const first = await studentWithDhakaClasses(60_000);
    const [cls] = first.classes;
    await server.db.update(classes).set({ seats: 1 }).where(eq(classes.id, cls!.id));
    await onBkashPage(await start(first.student.email, 'bkash'), 'pay');

    const waiting = await createUser(server.db);
    const joined = await call(waiting.email, 'POST', '/api/waitlist', {
      id: crypto.randomUUID(),
      classId: cls!.id,
    });
    expect(joined.status).toBe(201);
    // The first student's payment is refunded: the seat is offered to the line.
    const [paid] = await paymentsOf(first.student.email);
    expect((await call(admin.email, 'POST', `/api/payments/${paid!.id}/refund`, {})).status).toBe(
      200,
    );
    const [entry] = await server.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, waiting.email));
    expect(entry?.status).toBe('offered');

    // Someone else selecting the class cannot have the offered seat.
    const other = await createUser(server.db);
    await createSelection(server.db, other.email, cls!.id);
    const refused = await call(other.email, 'POST', '/api/payments/start', { gateway: 'bkash' });
    expect(refused.status).toBe(409);
    expect((refused.body.error as { reason: string }).reason).toBe('classes_full');

    await createSelection(server.db, waiting.email, cls!.id);
    const started = await start(waiting.email, 'bkash');
    await onBkashPage(started, 'pay');
    expect(await attempt(waiting.email, started.reference)).toMatchObject({ status: 'paid' });
    expect(await enrollmentsOf(waiting.email)).toHaveLength(1);
    const [after] = await server.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.email, waiting.email));
    expect(after?.status).toBe('accepted');
  });
});
