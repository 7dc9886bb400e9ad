// The student's side of a bKash or SSLCommerz payment against the real server (real-server.ts),
// played with fetch as in outside/redirect-payments.test.ts, but stopping where a test wants to
// fire what comes back itself: the signed fields SSLCommerz's page would post (the IPN's and the
// browser's), or the callback URL bKash's page redirects to. And what a test counts after: the
// student's payments, enrollments, receipts and refunds, and the sweep run as the timer runs it.
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PaymentAttempt, StartPaymentResult } from '#shared/schemas/payment.ts';
import {
  classes,
  enrollments,
  notifications,
  paymentIntents,
  paymentRefunds,
  payments,
  users,
} from '../db/schema.ts';
import { createGateways } from '../services/payments/gateways.ts';
import { sweepPayments, type SweepReport } from '../services/payments/payment-sweep.ts';
import { createTestPaymentProvider } from '../services/payments/test-provider.ts';
import {
  createClass,
  createSelection,
  createUser,
  type ClassRow,
  type UserRow,
} from './factories.ts';
import { carriedFields } from './gateways/merchant.ts';
import type { RealServer } from './real-server.ts';
import { testEnv } from './test-env.ts';

export type Gateway = 'bkash' | 'sslcommerz';

export interface CallResult {
  status: number;
  body: Record<string, unknown>;
  location: string | null;
}

export function redirectJourneys(server: RealServer) {
  /** A JSON call as `as` (null: no token) to this origin (the server's, or a proxy's). */
  async function call(
    as: string | null,
    method: string,
    path: string,
    body?: unknown,
    origin = server.url,
  ): Promise<CallResult> {
    const headers: Record<string, string> = {};
    if (as) headers.Authorization = `Bearer ${await server.tokenFor(as)}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${origin}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: response.status, body: parsed, location: response.headers.get('location') };
  }

  /** A new student with selected Dhaka classes (5 seats each) at these prices in poisha. */
  async function studentWithDhakaClasses(
    ...prices: number[]
  ): Promise<{ student: UserRow; classes: ClassRow[] }> {
    const student = await createUser(server.db);
    const bought: ClassRow[] = [];
    for (const priceCents of prices) {
      const cls = await createClass(server.db, {
        priceCents,
        seats: 5,
        venue: 'dhaka',
        currency: 'bdt',
      });
      await createSelection(server.db, student.email, cls.id);
      bought.push(cls);
    }
    return { student, classes: bought };
  }

  async function start(email: string, gateway: Gateway, origin = server.url) {
    const response = await call(email, 'POST', '/api/payments/start', { gateway }, origin);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body as unknown as StartPaymentResult;
  }

  /**
   * The student on SSLCommerz's page, with the IPN held back: the signed fields the page would
   * have the IPN and the browser post, and where the browser would post them.
   */
  async function sslcommerzFields(
    started: StartPaymentResult,
    choice: { action: 'pay' | 'fail' | 'cancel'; method?: string; risky?: boolean },
  ) {
    const form = new URLSearchParams({
      action: choice.action,
      method: choice.method ?? 'bkash',
      no_ipn: '1',
    });
    if (choice.risky) form.set('risky', '1');
    const page = await fetch(started.redirectUrl, { method: 'POST', body: form });
    expect(page.status).toBe(200);
    return carriedFields(await page.text());
  }

  /** The student on bKash's page: the callback URL it redirects the browser to (not followed). */
  async function bkashCallback(started: StartPaymentResult, action: 'pay' | 'fail' | 'cancel') {
    const form = new URLSearchParams({ action, wallet: '01770618575' });
    const page = await fetch(started.redirectUrl, {
      method: 'POST',
      body: form,
      redirect: 'manual',
    });
    expect(page.status).toBe(302);
    return page.headers.get('location')!;
  }

  /** A form POST (a gateway's notice, a browser's return), not followed. */
  async function postForm(
    url: string,
    fields: Record<string, string> | URLSearchParams | string,
    headers: Record<string, string> = {},
  ) {
    const body =
      typeof fields === 'string' || fields instanceof URLSearchParams
        ? fields
        : new URLSearchParams(fields);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body,
      redirect: 'manual',
    });
    return {
      status: response.status,
      text: await response.text(),
      location: response.headers.get('location'),
    };
  }

  const ipnUrl = (origin = server.url) => `${origin}/api/payments/sslcommerz/ipn`;

  /** The sweep as its timer runs it, with the attempts' next look moved to now. */
  async function sweepNow(references: readonly string[]): Promise<SweepReport> {
    if (references.length > 0) {
      await server.db
        .update(paymentIntents)
        .set({ nextCheckAt: new Date(Date.now() - 1000).toISOString() })
        .where(inArray(paymentIntents.intentId, [...references]));
    }
    return sweepPayments(sweepDeps());
  }

  const sweepDeps = (now: () => Date = () => new Date()) => ({
    db: server.db,
    provider: createTestPaymentProvider(server.db, now),
    gateways: createGateways(testEnv()),
    now,
  });

  async function attempt(email: string, reference: string) {
    const response = await call(email, 'GET', `/api/payments/attempts/${reference}`);
    expect(response.status).toBe(200);
    return response.body as unknown as PaymentAttempt;
  }

  async function attemptRow(reference: string) {
    const [row] = await server.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, reference));
    return row!;
  }

  /** What the student has to show for it, from the database. */
  async function moneyOf(student: UserRow) {
    const paid = await server.db.select().from(payments).where(eq(payments.email, student.email));
    const enrolled = await server.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, student.email));
    const [user] = await server.db.select().from(users).where(eq(users.email, student.email));
    const notices = await server.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user!.id));
    const refunds =
      paid.length === 0
        ? []
        : await server.db
            .select()
            .from(paymentRefunds)
            .where(
              inArray(
                paymentRefunds.paymentId,
                paid.map((row) => row.id),
              ),
            );
    return {
      payments: paid,
      enrollments: enrolled,
      receipts: notices.filter((row) => row.kind === 'payment_receipt'),
      refundNotices: notices.filter((row) => row.kind === 'refund'),
      refunds,
    };
  }

  async function seatsOf(classId: string) {
    const [row] = await server.db
      .select({ seats: classes.seats, enrolled: classes.enrolled })
      .from(classes)
      .where(eq(classes.id, classId));
    return row!;
  }

  return {
    call,
    studentWithDhakaClasses,
    start,
    sslcommerzFields,
    bkashCallback,
    postForm,
    ipnUrl,
    sweepNow,
    sweepDeps,
    attempt,
    attemptRow,
    moneyOf,
    seatsOf,
  };
}
