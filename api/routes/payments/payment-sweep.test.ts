// A charge is never left without its enrollment or its refund: the payer's role may change before
// finalizing, and the payment sweep settles paid intents nobody finalized (decision 018).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  classes,
  enrollments,
  paymentIntents,
  paymentRefunds,
  payments,
  testPaymentRefunds,
} from '../../db/schema.ts';
import { sweepPayments } from '../../services/payments/payment-sweep.ts';
import { ProviderError, type PaymentDeps } from '../../services/payments/provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import {
  confirmCard,
  createClock,
  finalize,
  paidIntent,
  payForSelections,
  paymentDepsOf,
  refundedAtProvider,
  startedPayment,
} from '../../test/payment-test-helpers.ts';

const clock = createClock();
let api: TestApi;
let admin: string;
let sweep: PaymentDeps;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  admin = (await createUser(api.db, { role: 'admin' })).email;
  sweep = paymentDepsOf(api, clock.now);
});
afterAll(() => api.cleanup());

const paymentOf = async (intentId: string) =>
  (await api.db.select().from(payments).where(eq(payments.transactionId, intentId)))[0];
const enrolledIn = (classId: string) =>
  api.db.select().from(enrollments).where(eq(enrollments.classId, classId));
const intentRecord = async (intentId: string) =>
  (await api.db.select().from(paymentIntents).where(eq(paymentIntents.intentId, intentId)))[0]!;

/** A student with one selected class of a fresh class, and the class. */
async function studentWithClass(overrides: Parameters<typeof createClass>[1] = {}) {
  const student = await createUser(api.db);
  const cls = await createClass(api.db, { priceCents: 2500, ...overrides });
  await createSelection(api.db, student.email, cls.id);
  return { student, cls };
}

describe('a student made instructor between paying and finalizing', () => {
  it('is still enrolled by POST /api/payments: the intent is theirs, the role does not matter', async () => {
    const { student, cls } = await studentWithClass();
    const intent = await paidIntent(api, student.email);
    const promoted = await api.call('PATCH', `/api/users/instructor/${student.id}`, { as: admin });
    expect(promoted.status).toBe(200);

    const response = await finalize(api, student.email, intent.intentId);
    expect(response.status).toBe(201);
    expect((await enrolledIn(cls.id)).map((row) => row.email)).toEqual([student.email]);
    // Someone else's intent stays theirs, whatever the caller's role.
    expect((await finalize(api, admin, intent.intentId)).status).toBe(403);
  });
});

describe('the payment sweep', () => {
  it('enrolls a paid intent nobody finalized, after 5 minutes, once', async () => {
    const { student, cls } = await studentWithClass();
    const intent = await paidIntent(api, student.email);
    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 0 });
    expect(await paymentOf(intent.intentId)).toBeUndefined();

    clock.advanceMinutes(6);
    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 1, failures: [] });
    expect((await enrolledIn(cls.id)).map((row) => row.email)).toEqual([student.email]);
    expect(await intentRecord(intent.intentId)).toMatchObject({ outcome: 'paid' });
    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 0, closed: 0 });
    // The browser coming back later gets the same payment.
    expect((await finalize(api, student.email, intent.intentId)).status).toBe(200);
  });

  it('refunds a paid class whose last seat went to someone else meanwhile', async () => {
    const { student: late, cls } = await studentWithClass({ seats: 1 });
    const lateIntent = await paidIntent(api, late.email);
    clock.advanceMinutes(11);
    const prompt = (await createUser(api.db)).email;
    await createSelection(api.db, prompt, cls.id);
    expect((await payForSelections(api, prompt)).response.status).toBe(201);

    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 1, failures: [] });
    expect((await enrolledIn(cls.id)).map((row) => row.email)).toEqual([prompt]);
    expect(await paymentOf(lateIntent.intentId)).toMatchObject({ refundedCents: 2500 });
    expect(await refundedAtProvider(api, lateIntent.intentId)).toBe(2500);
  });

  it('refunds a class deleted meanwhile, and everything when the account was deleted', async () => {
    const { student: a, cls: gone } = await studentWithClass();
    const { student: b, cls: kept } = await studentWithClass({ priceCents: 1800 });
    const intentA = await paidIntent(api, a.email);
    const intentB = await paidIntent(api, b.email);
    await api.db.delete(classes).where(eq(classes.id, gone.id));
    const deleted = await api.call('DELETE', `/api/users/${b.id}`, { as: admin });
    expect(deleted.status).toBe(200);

    clock.advanceMinutes(6);
    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 2, failures: [] });
    expect(await refundedAtProvider(api, intentA.intentId)).toBe(2500);
    expect(await refundedAtProvider(api, intentB.intentId)).toBe(1800);
    expect(await enrolledIn(kept.id)).toEqual([]);
    expect(await api.db.select().from(classes).where(eq(classes.id, kept.id))).toEqual([
      expect.objectContaining({ seats: kept.seats, enrolled: 0 }),
    ]);
  });

  it('looks again later at a young unpaid intent, and cancels it after an hour', async () => {
    const { student } = await studentWithClass();
    const intent = await startedPayment(api, student.email);
    clock.advanceMinutes(6);
    expect(await sweepPayments(sweep)).toMatchObject({ finalized: 0, closed: 0 });
    const { nextCheckAt } = await intentRecord(intent.intentId);
    expect(Date.parse(nextCheckAt)).toBeGreaterThan(clock.now().getTime());

    clock.advanceMinutes(55);
    expect(await sweepPayments(sweep)).toMatchObject({ closed: 1, failures: [] });
    expect(await intentRecord(intent.intentId)).toMatchObject({ outcome: 'canceled' });
    // It can no longer be charged.
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(409);
  });

  it('settles an intent once when two sweeps and the browser finalize it at the same time', async () => {
    const { student, cls: open } = await studentWithClass({ priceCents: 1000 });
    const full = await createClass(api.db, { priceCents: 700, seats: 1 });
    await createSelection(api.db, student.email, full.id);
    const intent = await paidIntent(api, student.email);
    // The hold lapses and someone else takes the full class's seat: 7.00 must be refunded once.
    clock.advanceMinutes(11);
    await api.db.update(classes).set({ seats: 0 }).where(eq(classes.id, full.id));

    const other = paymentDepsOf(api, clock.now);
    const [first, browser, second, again] = await Promise.all([
      sweepPayments(sweep),
      finalize(api, student.email, intent.intentId),
      sweepPayments(other),
      finalize(api, student.email, intent.intentId),
    ]);
    expect(first.failures).toEqual([]);
    expect(second.failures).toEqual([]);
    const statuses = [browser.status, again.status];
    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    expect(statuses.filter((status) => status === 201).length).toBeLessThanOrEqual(1);
    expect(await json(browser)).toMatchObject({ refundedClasses: [full.name] });
    const recorded = await api.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, intent.intentId));
    expect(recorded).toHaveLength(1);
    expect(await enrolledIn(open.id)).toHaveLength(1);
    expect(await refundedAtProvider(api, intent.intentId)).toBe(700);
    expect(
      await api.db
        .select()
        .from(testPaymentRefunds)
        .where(eq(testPaymentRefunds.intentId, intent.intentId)),
    ).toHaveLength(1);
  });

  it('sends a refund the provider failed to take, later, with the same key, once', async () => {
    const { student, cls } = await studentWithClass({ priceCents: 1200 });
    const intent = await paidIntent(api, student.email);
    await api.db.delete(classes).where(eq(classes.id, cls.id));
    const down: PaymentDeps = {
      ...sweep,
      provider: {
        ...sweep.provider,
        refund: () => Promise.reject(new ProviderError('Stripe did not answer.')),
      },
    };
    clock.advanceMinutes(6);
    expect(await sweepPayments(down)).toMatchObject({ finalized: 1, failures: [] });
    const [pending] = await api.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.intentId, intent.intentId));
    expect(pending).toMatchObject({ status: 'pending', lastError: 'Stripe did not answer.' });
    expect(await refundedAtProvider(api, intent.intentId)).toBe(0);

    // A run right away is too early: it waits for its backoff (2 minutes after the failure).
    expect(await sweepPayments(sweep)).toMatchObject({ refundsSent: 0 });
    clock.advanceMinutes(3);
    expect(await sweepPayments(sweep)).toMatchObject({ refundsSent: 1, failures: [] });
    expect(await sweepPayments(sweep)).toMatchObject({ refundsSent: 0 });
    expect(await refundedAtProvider(api, intent.intentId)).toBe(1200);
    const [sent] = await api.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.key, pending!.key));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });
});
