// Concurrent admin refunds of one payment, and a crash between the provider's refund and our
// record of it: responses are 200 or 409 (never 500), nothing is refunded twice or beyond what was
// paid, and a retry sends the same refund with the same key (decision 018).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentRefundResult } from '#shared/schemas/payment.ts';
import {
  classes,
  enrollments,
  paymentRefunds,
  payments,
  testPaymentRefunds,
} from '../../db/schema.ts';
import { refundPayment } from '../../services/payments/admin-refund.ts';
import { ProviderError, type PaymentProvider } from '../../services/payments/provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import {
  payForSelections,
  paymentDepsOf,
  refundedAtProvider,
} from '../../test/payment-test-helpers.ts';

let api: TestApi;
let admin: string;

beforeAll(async () => {
  api = await createTestApi();
  admin = (await createUser(api.db, { role: 'admin' })).email;
});
afterAll(() => api.cleanup());

/** A student's payment for new classes at these prices (cents), finalized. */
async function paidPayment(...prices: number[]) {
  const student = (await createUser(api.db)).email;
  const bought = [];
  for (const priceCents of prices) {
    const cls = await createClass(api.db, { priceCents, seats: 5 });
    await createSelection(api.db, student, cls.id);
    bought.push(cls);
  }
  const { intent, response } = await payForSelections(api, student);
  const { insertedId } = (await json(response)) as { insertedId: string };
  return { paymentId: insertedId, intentId: intent.intentId, classes: bought };
}

const refund = (paymentId: string, classId?: string) =>
  api.call('POST', `/api/payments/${paymentId}/refund`, {
    as: admin,
    body: classId ? { classId } : {},
  });

const seatsOf = async (id: string) =>
  (await api.db.select().from(classes).where(eq(classes.id, id)))[0]!;

/** Everything that must agree after the dust settles. */
async function books(paymentId: string, intentId: string) {
  const [payment] = await api.db.select().from(payments).where(eq(payments.id, paymentId));
  return {
    atProvider: await refundedAtProvider(api, intentId),
    recorded: payment!.refundedCents,
    left: await api.db.select().from(enrollments).where(eq(enrollments.paymentId, paymentId)),
    refunds: await api.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, paymentId)),
  };
}

describe('two admin refunds of a one-class payment at once', () => {
  it.each([
    ['the whole payment and its class', [undefined, 'class']],
    ['the whole payment twice', [undefined, undefined]],
    ['the same class twice', ['class', 'class']],
  ] as const)('%s: one 200, one 409, refunded once', async (_name, scopes) => {
    const { paymentId, intentId, classes: bought } = await paidPayment(2000);
    const cls = bought[0]!;
    const responses = await Promise.all(
      scopes.map((scope) => refund(paymentId, scope ? cls.id : undefined)),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await books(paymentId, intentId);
    expect(after).toMatchObject({ atProvider: 2000, recorded: 2000, left: [] });
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({ status: 'sent', amountCents: 2000 });
    expect(await seatsOf(cls.id)).toMatchObject({ seats: 5, enrolled: 0 });
  });
});

describe('many admin refunds of a two-class payment at once', () => {
  it('never answers 500 and never refunds more than was paid, or a seat twice', async () => {
    const { paymentId, intentId, classes: bought } = await paidPayment(2000, 1550);
    const [a, b] = bought as [(typeof bought)[number], (typeof bought)[number]];
    const responses = await Promise.all([
      refund(paymentId),
      refund(paymentId, a.id),
      refund(paymentId, b.id),
      refund(paymentId),
      refund(paymentId, a.id),
    ]);
    const statuses = responses.map((response) => response.status);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const refunded = (await Promise.all(
      responses.filter((response) => response.status === 200).map(json),
    )) as PaymentRefundResult[];
    const refundedCents = Math.round(refunded.reduce((sum, r) => sum + r.refunded, 0) * 100);
    expect(refundedCents).toBe(3550);
    expect(refunded.flatMap((r) => r.classIds).sort()).toEqual([a.id, b.id].sort());
    expect(await books(paymentId, intentId)).toMatchObject({
      atProvider: 3550,
      recorded: 3550,
      left: [],
    });
    expect(await seatsOf(a.id)).toMatchObject({ seats: 5, enrolled: 0 });
    expect(await seatsOf(b.id)).toMatchObject({ seats: 5, enrolled: 0 });
  });
});

/** The real provider, but the response to its first refund is lost after the money moved. */
function losingFirstRefundResponse(provider: PaymentProvider): PaymentProvider {
  let lost = false;
  return {
    ...provider,
    async refund(input) {
      const made = await provider.refund(input);
      if (lost) return made;
      lost = true;
      throw new ProviderError('The connection to the provider was reset.');
    },
  };
}

describe('a crash between the provider refunding and our record of it', () => {
  it('answers 502, and a retry (even after a restart) refunds nothing more', async () => {
    const { paymentId, intentId, classes: bought } = await paidPayment(2000, 1550);
    const cls = bought[0]!;
    const deps = paymentDepsOf(api);
    const flaky = { ...deps, provider: losingFirstRefundResponse(deps.provider) };
    await expect(refundPayment(flaky, paymentId, cls.id)).rejects.toMatchObject({
      status: 502,
      code: 'payment_provider',
    });
    expect(await refundedAtProvider(api, intentId)).toBe(2000);
    const [pending] = (await books(paymentId, intentId)).refunds;
    expect(pending).toMatchObject({ status: 'pending', amountCents: 2000 });

    // A new provider instance stands for a restarted server: the key lives in the database.
    const retry = await refund(paymentId, cls.id);
    expect(retry.status).toBe(200);
    expect(await json(retry)).toEqual({
      refunded: 20,
      currency: 'usd',
      classIds: [cls.id],
      modifiedCount: 1,
    });
    expect(await books(paymentId, intentId)).toMatchObject({ atProvider: 2000, recorded: 2000 });
    const made = await api.db
      .select()
      .from(testPaymentRefunds)
      .where(eq(testPaymentRefunds.idempotencyKey, pending!.key));
    expect(made).toHaveLength(1);
    expect(await seatsOf(cls.id)).toMatchObject({ seats: 5, enrolled: 0 });
    expect((await refund(paymentId, cls.id)).status).toBe(409);
  });
});
