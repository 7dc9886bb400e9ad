import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payment, PaymentSummary } from '#shared/schemas/payment.ts';
import { classes, enrollments, testPaymentIntents } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';

let api: TestApi;
let admin: string;
let alice: string;
let bob: string;
let alicePaymentId: string;
let aliceIntentId: string;
let yoga: Awaited<ReturnType<typeof createClass>>;
let chess: Awaited<ReturnType<typeof createClass>>;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await createUser(api.db, { role: 'admin' })).email;
  alice = (await createUser(api.db)).email;
  bob = (await createUser(api.db)).email;
  yoga = await createClass(api.db, {
    name: 'Yoga',
    instructorName: 'Ann',
    priceCents: 2000,
    seats: 4,
  });
  chess = await createClass(api.db, {
    name: 'Chess',
    instructorName: 'Ben',
    priceCents: 1550,
    seats: 4,
  });
  await createSelection(api.db, alice, yoga.id);
  await createSelection(api.db, alice, chess.id);
  await createSelection(api.db, bob, yoga.id);
  const paid = await payForSelections(api, alice);
  alicePaymentId = ((await json(paid.response)) as { insertedId: string }).insertedId;
  aliceIntentId = paid.intent.intentId;
  await payForSelections(api, bob);
});
afterAll(() => api.cleanup());

describe('GET /api/payments', () => {
  it('shows a student only their own payments and an admin all of them', async () => {
    const own = (await json(await api.call('GET', '/api/payments', { as: bob }))) as Payment[];
    expect(own.map((p) => p.email)).toEqual([bob]);
    const all = (await json(await api.call('GET', '/api/payments', { as: admin }))) as Payment[];
    expect(all.map((p) => p.email).sort()).toEqual([alice, bob].sort());
    expect((await api.call('GET', '/api/payments')).status).toBe(401);
  });
});

describe('GET /api/payments/summary', () => {
  it('totals money per class for admins only', async () => {
    expect((await api.call('GET', '/api/payments/summary', { as: alice })).status).toBe(403);
    const summary = (await json(
      await api.call('GET', '/api/payments/summary', { as: admin }),
    )) as PaymentSummary;
    expect(summary).toEqual({
      payments: 2,
      currencies: [{ currency: 'usd', payments: 2, total: 55.5, refunded: 0, net: 55.5 }],
      classes: [
        {
          classId: yoga.id,
          Name: 'Yoga',
          IName: 'Ann',
          enrollments: 2,
          total: 40,
          currency: 'usd',
        },
        {
          classId: chess.id,
          Name: 'Chess',
          IName: 'Ben',
          enrollments: 1,
          total: 15.5,
          currency: 'usd',
        },
      ],
    });
  });
});

describe('POST /api/payments/:id/refund', () => {
  it('is for admins only and answers 404 for an unknown payment', async () => {
    expect(
      (await api.call('POST', `/api/payments/${alicePaymentId}/refund`, { as: alice, body: {} }))
        .status,
    ).toBe(403);
    expect(
      (await api.call('POST', '/api/payments/nope/refund', { as: admin, body: {} })).status,
    ).toBe(404);
  });

  it('refunds everything left in a payment: enrollments removed, seats returned, totals updated', async () => {
    const response = await api.call('POST', `/api/payments/${alicePaymentId}/refund`, {
      as: admin,
      body: {},
    });
    expect(response.status).toBe(200);
    const body = (await json(response)) as {
      refunded: number;
      classIds: string[];
      modifiedCount: number;
    };
    expect(body.refunded).toBe(35.5);
    expect(body.classIds.sort()).toEqual([yoga.id, chess.id].sort());

    const [intent] = await api.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, aliceIntentId));
    expect(intent?.refundedCents).toBe(3550);
    expect(await api.db.select().from(enrollments).where(eq(enrollments.email, alice))).toEqual([]);
    const [yogaRow] = await api.db.select().from(classes).where(eq(classes.id, yoga.id));
    expect(yogaRow).toMatchObject({ seats: 3, enrolled: 1 });

    const payments = (await json(
      await api.call('GET', '/api/payments', { as: alice }),
    )) as Payment[];
    expect(payments[0]?.refunded).toBe(35.5);
    const summary = (await json(
      await api.call('GET', '/api/payments/summary', { as: admin }),
    )) as PaymentSummary;
    expect(summary.currencies).toEqual([
      { currency: 'usd', payments: 2, total: 55.5, refunded: 35.5, net: 20 },
    ]);
    expect(summary.classes).toEqual([
      { classId: yoga.id, Name: 'Yoga', IName: 'Ann', enrollments: 1, total: 20, currency: 'usd' },
    ]);

    const again = await api.call('POST', `/api/payments/${alicePaymentId}/refund`, {
      as: admin,
      body: {},
    });
    expect(again.status).toBe(409);
  });
});
