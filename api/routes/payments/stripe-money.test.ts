// Refund idempotency and the payment sweep with the Stripe provider for real, against the local
// stand-in of Stripe's API (which keeps idempotency keys as Stripe documents).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, paymentIntents } from '../../db/schema.ts';
import { refundPayment } from '../../services/payments/admin-refund.ts';
import { createPaymentIntent } from '../../services/payments/create-intent.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import { sweepPayments } from '../../services/payments/payment-sweep.ts';
import { ProviderError, type PaymentDeps } from '../../services/payments/provider.ts';
import { createStripePaymentProvider } from '../../services/payments/stripe-provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import {
  STAND_IN_SECRET_KEY,
  startStripeStandIn,
  type StripeStandIn,
} from '../../test/stripe-stand-in.ts';
import { createTestDb, type TestDb } from '../../test/test-db.ts';

let stand: StripeStandIn;
let testDb: TestDb;
let deps: PaymentDeps;

beforeAll(async () => {
  stand = await startStripeStandIn();
  testDb = await createTestDb();
  const provider = createStripePaymentProvider({
    secretKey: STAND_IN_SECRET_KEY,
    host: '127.0.0.1',
    port: stand.port,
    protocol: 'http',
  });
  deps = { db: testDb.db, provider, now: () => new Date() };
});
afterAll(async () => {
  await stand.close();
  await testDb.cleanup();
});

/** A student's intent at Stripe for new classes at these prices; paid unless `paid` is false. */
async function stripeIntent(prices: number[], paid = true) {
  const student = await createUser(testDb.db);
  const bought = [];
  for (const priceCents of prices) {
    const cls = await createClass(testDb.db, { priceCents, seats: 3 });
    await createSelection(testDb.db, student.email, cls.id);
    bought.push(cls);
  }
  const intent = await createPaymentIntent(deps, { email: student.email, userId: student.id }, {});
  if (paid) stand.succeed(intent.intentId);
  return { student, intentId: intent.intentId, classes: bought };
}

const refundsOf = (intentId: string) => stand.refunds.filter((r) => r.payment_intent === intentId);

describe('the Stripe stand-in keeps idempotency keys as Stripe does', () => {
  it('answers the same refund for the same key, and refuses the key with other parameters', async () => {
    const { intentId } = await stripeIntent([3000]);
    const input = { intentId, amountCents: 1000, idempotencyKey: 'refund-key-1', reason: 'test' };
    const first = await deps.provider.refund(input);
    expect(await deps.provider.refund(input)).toEqual(first);
    expect(refundsOf(intentId)).toEqual([
      expect.objectContaining({ amount: 1000, idempotencyKey: 'refund-key-1' }),
    ]);
    await expect(deps.provider.refund({ ...input, amountCents: 2000 })).rejects.toBeInstanceOf(
      ProviderError,
    );
    expect(stand.intents.get(intentId)?.amount_refunded).toBe(1000);
  });
});

describe('an admin refund through Stripe whose answer is lost', () => {
  it('is sent again with the same key on retry: Stripe refunds once', async () => {
    const { student, intentId, classes } = await stripeIntent([1800, 700]);
    const { paymentId } = await finalizePayment(deps, intentId, student.email);
    const losing: PaymentDeps = {
      ...deps,
      provider: {
        ...deps.provider,
        async refund(input) {
          await deps.provider.refund(input);
          throw new ProviderError('The connection to Stripe was reset.');
        },
      },
    };
    await expect(refundPayment(losing, paymentId, classes[0]!.id)).rejects.toMatchObject({
      status: 502,
    });
    expect(await refundPayment(deps, paymentId, classes[0]!.id)).toEqual({
      refunded: 18,
      currency: 'usd',
      classIds: [classes[0]!.id],
      modifiedCount: 1,
    });
    expect(refundsOf(intentId)).toEqual([expect.objectContaining({ amount: 1800 })]);
    expect(refundsOf(intentId)[0]?.metadata).toMatchObject({
      refund_key: `refund-${paymentId}-class-${classes[0]!.id}`,
    });
    expect(stand.intents.get(intentId)?.amount_refunded).toBe(1800);
  });
});

describe('the payment sweep with Stripe', () => {
  it('enrolls a paid intent nobody finalized and cancels one left unpaid for an hour', async () => {
    const paid = await stripeIntent([1500]);
    const abandoned = await stripeIntent([2500], false);
    const hoursAgo = new Date(Date.now() - 61 * 60_000).toISOString();
    await testDb.db
      .update(paymentIntents)
      .set({ nextCheckAt: hoursAgo, createdAt: hoursAgo })
      .where(eq(paymentIntents.intentId, abandoned.intentId));
    await testDb.db
      .update(paymentIntents)
      .set({ nextCheckAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(paymentIntents.intentId, paid.intentId));

    expect(await sweepPayments(deps)).toMatchObject({ finalized: 1, closed: 1, failures: [] });
    expect(stand.intents.get(abandoned.intentId)?.status).toBe('canceled');
    const rows = await testDb.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.email, paid.student.email));
    expect(rows.map((row) => row.classId)).toEqual([paid.classes[0]!.id]);
  });
});
