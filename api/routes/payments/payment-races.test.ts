// Seats under concurrency and time: holds that expire, and 30 students paying for 5 seats.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResult } from '#shared/schemas/payment.ts';
import { createDb } from '../../db/client.ts';
import { classes, enrollments, payments, testPaymentIntents } from '../../db/schema.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import { createTestPaymentProvider } from '../../services/payments/test-provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import {
  confirmCard,
  createClock,
  finalize,
  startedPayment,
  startPayment,
} from '../../test/payment-test-helpers.ts';

const clock = createClock();
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
});
afterAll(() => api.cleanup());

const students = (n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await createUser(api.db)).email));
const classRow = async (id: string) =>
  (await api.db.select().from(classes).where(eq(classes.id, id)))[0]!;
const refundedCents = async (intentId: string) =>
  (await api.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId)))[0]!
    .refundedCents;

/** A paid intent per student. Holds keep a 6th student out for 10 minutes: let them lapse. */
async function paidIntents(emails: readonly string[]) {
  const intents: { intent: PaymentIntentResult; email: string }[] = [];
  for (let i = 0; i < emails.length; i += 5) {
    const batch = await Promise.all(
      emails.slice(i, i + 5).map((email) => startedPayment(api, email)),
    );
    intents.push(...batch.map((intent, j) => ({ intent, email: emails[i + j]! })));
    clock.advanceMinutes(11);
  }
  for (const { intent } of intents)
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
  return intents;
}

describe('an expired seat hold', () => {
  it('lets another student take the seat; the late payer is refunded and told', async () => {
    const cls = await createClass(api.db, { seats: 1, priceCents: 2500, name: 'Last Seat Tennis' });
    const [late, prompt] = await students(2);
    await createSelection(api.db, late!, cls.id);
    await createSelection(api.db, prompt!, cls.id);

    const lateIntent = await startedPayment(api, late!);
    expect((await startPayment(api, prompt!)).status).toBe(409);
    clock.advanceMinutes(11);
    const promptIntent = await startedPayment(api, prompt!);
    await confirmCard(api, promptIntent.clientSecret);
    await confirmCard(api, lateIntent.clientSecret);

    // The late payer finalizes first, but the seat is now held by the prompt one.
    const lateResponse = await finalize(api, late!, lateIntent.intentId);
    expect(lateResponse.status).toBe(201);
    expect(await json(lateResponse)).toMatchObject({ refundedClasses: ['Last Seat Tennis'] });
    expect(await refundedCents(lateIntent.intentId)).toBe(2500);

    expect((await finalize(api, prompt!, promptIntent.intentId)).status).toBe(201);
    expect(await classRow(cls.id)).toMatchObject({ seats: 0, enrolled: 1 });
    const enrolled = await api.db.select().from(enrollments).where(eq(enrollments.classId, cls.id));
    expect(enrolled.map((row) => row.email)).toEqual([prompt]);
  });

  it('still enrolls a late payer when the seat is free', async () => {
    const cls = await createClass(api.db, { seats: 1 });
    const [student] = await students(1);
    await createSelection(api.db, student!, cls.id);
    const intent = await startedPayment(api, student!);
    await confirmCard(api, intent.clientSecret);
    clock.advanceMinutes(30);
    const response = await finalize(api, student!, intent.intentId);
    expect(await json(response)).not.toHaveProperty('refundedClasses');
    expect(await classRow(cls.id)).toMatchObject({ seats: 0, enrolled: 1 });
  });
});

describe('30 students and 5 seats', () => {
  it('holds exactly 5 seats when all 30 start paying at once', async () => {
    const cls = await createClass(api.db, { seats: 5, name: 'Crowded Class' });
    const emails = await students(30);
    for (const email of emails) await createSelection(api.db, email, cls.id);

    const responses = await Promise.all(emails.map((email) => startPayment(api, email)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(25);
  });

  it('enrolls exactly 5 when 30 paid intents finalize at once; the other 25 are refunded', async () => {
    const cls = await createClass(api.db, { seats: 5, priceCents: 1999, name: 'Oversold Swim' });
    const emails = await students(30);
    for (const email of emails) await createSelection(api.db, email, cls.id);
    const intents = await paidIntents(emails);

    const responses = await Promise.all(
      intents.map(({ intent, email }) => finalize(api, email, intent.intentId)),
    );
    expect(responses.every((response) => response.status === 201)).toBe(true);
    const bodies = (await Promise.all(responses.map(json))) as { refundedClasses?: string[] }[];
    expect(bodies.filter((body) => !body.refundedClasses)).toHaveLength(5);
    expect(bodies.filter((body) => body.refundedClasses?.[0] === 'Oversold Swim')).toHaveLength(25);

    expect(await classRow(cls.id)).toMatchObject({ seats: 0, enrolled: 5 });
    expect(
      await api.db.select().from(enrollments).where(eq(enrollments.classId, cls.id)),
    ).toHaveLength(5);
    const refunds = await Promise.all(intents.map(({ intent }) => refundedCents(intent.intentId)));
    expect(refunds.filter((cents) => cents === 1999)).toHaveLength(25);
    expect(refunds.filter((cents) => cents === 0)).toHaveLength(5);
    const recorded = await api.db.select({ id: payments.transactionId }).from(payments);
    expect(
      recorded.filter((row) => intents.some(({ intent }) => intent.intentId === row.id)),
    ).toHaveLength(30);
  });

  it('enrolls exactly 5 when two database handles on one file finalize 30 paid intents at once', async () => {
    const cls = await createClass(api.db, { seats: 5, priceCents: 1500, name: 'Two Servers' });
    const emails = await students(30);
    for (const email of emails) await createSelection(api.db, email, cls.id);
    const intents = await paidIntents(emails);

    // A second handle on the same file (as a second app in this process would open): its writes
    // take turns with the first's instead of freezing the event loop in a busy wait.
    const second = createDb({ url: api.testDb.url });
    try {
      const servers = [api.db, second.db].map((db) => ({
        db,
        provider: createTestPaymentProvider(db, clock.now),
        now: clock.now,
      }));
      const results = await Promise.all(
        intents.map(({ intent, email }, i) =>
          finalizePayment(servers[i % 2]!, intent.intentId, email),
        ),
      );
      expect(results.filter((result) => result.refundedClasses.length === 0)).toHaveLength(5);
      expect(await classRow(cls.id)).toMatchObject({ seats: 0, enrolled: 5 });
      expect(
        await api.db.select().from(enrollments).where(eq(enrollments.classId, cls.id)),
      ).toHaveLength(5);
    } finally {
      second.client.close();
    }
  });
});
