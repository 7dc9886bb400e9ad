import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidClass, Payment } from '#shared/schemas/payment.ts';
import { payments, seatHolds, selections } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import {
  confirmCard,
  finalize,
  payForSelections,
  startedPayment,
  seatsOf,
  startPayment,
} from '../../test/payment-test-helpers.ts';

let api: TestApi;
let email: string;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.cleanup());

const newStudent = async () => (await createUser(api.db)).email;

describe('the payment journey with the test provider', () => {
  it('pays two selected classes: enrolled, seats moved, selections gone, history shown', async () => {
    email = await newStudent();
    const a = await createClass(api.db, { priceCents: 4999, seats: 3 });
    const b = await createClass(api.db, { priceCents: 1001, seats: 1 });
    await createSelection(api.db, email, a.id);
    await createSelection(api.db, email, b.id);

    const intent = await startedPayment(api, email, 60);
    expect(intent).toMatchObject({ total: 60, intentId: expect.stringMatching(/^pi_test_/) });
    expect(intent.clientSecret).toContain('_secret_');
    expect(Date.parse(intent.holdExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(
      await api.db.select().from(seatHolds).where(eq(seatHolds.intentId, intent.intentId)),
    ).toHaveLength(2);

    const confirmed = await confirmCard(api, intent.clientSecret);
    expect(await json(confirmed)).toEqual({ status: 'succeeded', id: intent.intentId });

    // The body's price, email and items are ignored: the intent says what was paid.
    const response = await finalize(api, email, intent.intentId, {
      price: 0.01,
      email: 'x@y.z',
      selectedId: ['nope'],
    });
    expect(response.status).toBe(201);
    const { insertedId } = (await json(response)) as { insertedId: string };

    expect(await seatsOf(api, a.id)).toEqual({ seats: 2, enrolled: 1 });
    expect(await seatsOf(api, b.id)).toEqual({ seats: 0, enrolled: 1 });
    expect(await api.db.select().from(selections).where(eq(selections.email, email))).toEqual([]);
    expect(
      await api.db.select().from(seatHolds).where(eq(seatHolds.intentId, intent.intentId)),
    ).toEqual([]);

    const paid = (await json(await api.call('GET', '/api/paid', { as: email }))) as PaidClass[];
    expect(paid.map((row) => [row.classId, row.price]).sort()).toEqual(
      [
        [a.id, 49.99],
        [b.id, 10.01],
      ].sort(),
    );
    const history = (await json(
      await api.call('GET', '/api/payments', { as: email }),
    )) as Payment[];
    expect(history).toEqual([
      expect.objectContaining({
        _id: insertedId,
        email,
        transactionId: intent.intentId,
        price: 60,
        quantity: 2,
        status: 'service pending',
        itemNames: [a.name, b.name],
        selectedId: [a.id, b.id],
        refunded: 0,
      }),
    ]);
  });

  it('answers the same payment when the same intent is finalized again', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db, { seats: 5 });
    await createSelection(api.db, student, cls.id);
    const { intent, response } = await payForSelections(api, student);
    const first = (await json(response)) as { insertedId: string };
    const again = await finalize(api, student, intent.intentId);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(first);
    expect(await seatsOf(api, cls.id)).toEqual({ seats: 4, enrolled: 1 });
  });

  it('gives one payment when the same intent is finalized ten times at once', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db, { seats: 5 });
    await createSelection(api.db, student, cls.id);
    const intent = await startedPayment(api, student);
    await confirmCard(api, intent.clientSecret);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => finalize(api, student, intent.intentId)),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const ids = new Set(
      await Promise.all(
        responses.map(async (r) => ((await json(r)) as { insertedId: string }).insertedId),
      ),
    );
    expect(ids.size).toBe(1);
    expect(
      await api.db.select().from(payments).where(eq(payments.transactionId, intent.intentId)),
    ).toHaveLength(1);
    expect(await seatsOf(api, cls.id)).toEqual({ seats: 4, enrolled: 1 });
  });
});

describe('POST /api/create-payment-intent', () => {
  it('refuses a tampered price with the current total, and holds nothing', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db, { priceCents: 4999 });
    await createSelection(api.db, student, cls.id);
    const response = await startPayment(api, student, 0.5);
    expect(response.status).toBe(409);
    expect(await json(response)).toEqual({
      error: {
        code: 'conflict',
        reason: 'total_changed',
        params: { total: 49.99, currency: 'usd' },
        message: 'The total has changed: it is now $49.99.',
        fields: {
          price: 'The total has changed: it is now $49.99.',
          total: '49.99',
          currency: 'usd',
        },
        fieldReasons: {
          price: { reason: 'total_changed', params: { total: 49.99, currency: 'usd' } },
        },
      },
    });
    expect(await api.db.select().from(seatHolds).where(eq(seatHolds.email, student))).toEqual([]);
  });

  it('refuses a total of $0 and an empty selection', async () => {
    const student = await newStudent();
    expect((await startPayment(api, student)).status).toBe(400);
    const free = await createClass(api.db, { priceCents: 0 });
    await createSelection(api.db, student, free.id);
    const response = await startPayment(api, student, 0);
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      error: { message: 'The total is $0.00: there is nothing to pay.' },
    });
  });

  it('refuses a class whose seats are all held by others, naming it', async () => {
    const cls = await createClass(api.db, { seats: 1, name: 'Sunrise Rowing' });
    const first = await newStudent();
    const second = await newStudent();
    await createSelection(api.db, first, cls.id);
    await createSelection(api.db, second, cls.id);
    await startedPayment(api, first);
    const response = await startPayment(api, second);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: { message: 'No seats left in Sunrise Rowing.' },
    });
  });

  it('gives the same intent for the same cart asked twice, renewing the hold', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db);
    await createSelection(api.db, student, cls.id);
    const one = await startedPayment(api, student);
    const two = await startedPayment(api, student);
    expect(two.intentId).toBe(one.intentId);
    expect(await api.db.select().from(seatHolds).where(eq(seatHolds.email, student))).toHaveLength(
      1,
    );
  });

  it('is for students only', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    expect((await startPayment(api, admin.email)).status).toBe(403);
    expect((await api.call('POST', '/api/create-payment-intent', { body: {} })).status).toBe(401);
  });
});
