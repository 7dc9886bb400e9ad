import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaidClass, PaymentIntentResult } from '#shared/schemas/payment.ts';
import { classes, payments, testPaymentIntents } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { confirmCard, finalize, seatsOf, startedPayment } from '../../test/payment-test-helpers.ts';

// Cards the test provider refuses, and finalize calls that must change nothing or refund.
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.cleanup());

const newStudent = async () => (await createUser(api.db)).email;

describe('cards refused by the test provider', () => {
  let intent: PaymentIntentResult;
  let student: string;
  let classId: string;
  beforeAll(async () => {
    student = await newStudent();
    const cls = await createClass(api.db, { seats: 2 });
    classId = cls.id;
    await createSelection(api.db, student, cls.id);
    intent = await startedPayment(api, student);
  });

  it.each([
    ['4000000000000002', {}, 'Your card was declined.', 'card_declined'],
    ['4000000000009995', {}, 'Your card has insufficient funds.', 'card_insufficient_funds'],
    ['4242424242424242', { expYear: 2020 }, 'Your card has expired.', 'card_expired'],
    [
      '4242424242424242',
      { cvc: '1' },
      "Your card's security code is incorrect.",
      'card_incorrect_cvc',
    ],
    ['4242424242424241', {}, 'Your card number is incorrect.', 'card_incorrect_number'],
  ])('card %s %o answers 402 "%s"', async (number, extra, message, reason) => {
    const response = await confirmCard(api, intent.clientSecret, number, extra);
    expect(response.status).toBe(402);
    expect(await json(response)).toEqual({
      error: { code: 'card_declined', reason, params: {}, message },
    });
  });

  it('changes nothing: finalize refuses the unpaid intent', async () => {
    const response = await finalize(api, student, intent.intentId);
    expect(response.status).toBe(409);
    expect(await api.db.select().from(payments).where(eq(payments.email, student))).toEqual([]);
    expect(await seatsOf(api, classId)).toEqual({ seats: 2, enrolled: 0 });
    const [row] = await api.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.intentId));
    expect(row).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card number is incorrect.',
    });
  });

  it('refuses a wrong client secret', async () => {
    expect((await confirmCard(api, `${intent.intentId}_secret_wrong`)).status).toBe(404);
  });
});

describe('POST /api/payments refusals', () => {
  it("refuses to finalize another student's intent", async () => {
    const owner = await newStudent();
    const cls = await createClass(api.db);
    await createSelection(api.db, owner, cls.id);
    const intent = await startedPayment(api, owner);
    await confirmCard(api, intent.clientSecret);
    const response = await finalize(api, await newStudent(), intent.intentId);
    expect(response.status).toBe(403);
  });

  it('enrolls nobody when the amount paid differs from the classes of the intent', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db, { priceCents: 5000, seats: 2 });
    await createSelection(api.db, student, cls.id);
    const intent = await startedPayment(api, student);
    // As if the charge were made for less than the order (a tampered or foreign intent).
    await api.db
      .update(testPaymentIntents)
      .set({ amountCents: 50 })
      .where(eq(testPaymentIntents.id, intent.intentId));
    await confirmCard(api, intent.clientSecret);
    const response = await finalize(api, student, intent.intentId);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: { message: 'The amount paid does not match the classes: please contact us.' },
    });
    expect(await api.db.select().from(payments).where(eq(payments.email, student))).toEqual([]);
    expect(await seatsOf(api, cls.id)).toEqual({ seats: 2, enrolled: 0 });
  });

  it('answers 404 for an unknown intent', async () => {
    expect((await finalize(api, await newStudent(), 'pi_test_unknown')).status).toBe(404);
  });

  it('refunds a class already paid through another intent (two tabs), enrolling the rest', async () => {
    const student = await newStudent();
    const first = await createClass(api.db, { name: 'Twice Paid Karate', priceCents: 1200 });
    const second = await createClass(api.db, { priceCents: 800 });
    await createSelection(api.db, student, first.id);
    const tabOne = await startedPayment(api, student);
    await createSelection(api.db, student, second.id);
    const tabTwo = await startedPayment(api, student);
    expect(tabTwo.intentId).not.toBe(tabOne.intentId);
    await confirmCard(api, tabOne.clientSecret);
    await confirmCard(api, tabTwo.clientSecret);

    expect((await finalize(api, student, tabOne.intentId)).status).toBe(201);
    const response = await finalize(api, student, tabTwo.intentId);
    expect(await json(response)).toMatchObject({ refundedClasses: ['Twice Paid Karate'] });
    const paid = (await json(await api.call('GET', '/api/paid', { as: student }))) as PaidClass[];
    expect(paid.map((row) => row.classId).sort()).toEqual([first.id, second.id].sort());
    expect(await seatsOf(api, first.id)).toEqual({ seats: 9, enrolled: 1 });
  });

  it('refunds a class deleted after paying started and says which', async () => {
    const student = await newStudent();
    const kept = await createClass(api.db, { priceCents: 2000 });
    const gone = await createClass(api.db, { priceCents: 3000, name: 'Evening Judo' });
    await createSelection(api.db, student, kept.id);
    await createSelection(api.db, student, gone.id);
    const intent = await startedPayment(api, student);
    await confirmCard(api, intent.clientSecret);
    await api.db.delete(classes).where(eq(classes.id, gone.id));

    const response = await finalize(api, student, intent.intentId);
    expect(response.status).toBe(201);
    expect(await json(response)).toMatchObject({ refundedClasses: ['Evening Judo'] });
    const [row] = await api.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.intentId));
    expect(row?.refundedCents).toBe(3000);
    // A replay reports the same refund and refunds nothing more.
    expect(await json(await finalize(api, student, intent.intentId))).toMatchObject({
      refundedClasses: ['Evening Judo'],
    });
    const [after] = await api.db
      .select()
      .from(testPaymentIntents)
      .where(eq(testPaymentIntents.id, intent.intentId));
    expect(after?.refundedCents).toBe(3000);
  });
});
