// Receipt numbers: one per payment, per branch and year, in order, with no gap and no repeat,
// also when many payments are recorded at once and when a payment is finalized again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receiptSeries, receipts, payments } from '../../db/schema.ts';
import { currencyOf } from '#shared/classes/venues.ts';
import { receiptSchema } from '#shared/schemas/receipt.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { createClock, finalize, paidIntent } from '../../test/payment-test-helpers.ts';
import { receiptNumber } from './receipts.ts';

const clock = createClock(new Date('2030-06-15T10:00:00.000Z'));
let api: TestApi;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
});
afterAll(() => api.cleanup());

/** A new student with a paid, not yet finalized intent for new classes at these venues. */
async function paidFor(...venues: (string | null)[]) {
  const email = (await createUser(api.db)).email;
  for (const venue of venues) {
    const currency = currencyOf(venue);
    const cls = await createClass(api.db, { venue, currency, priceCents: 90_000, seats: 100 });
    await createSelection(api.db, email, cls.id);
  }
  return { email, intent: await paidIntent(api, email) };
}

const receiptOf = async (paymentId: string) =>
  (await api.db.select().from(receipts).where(eq(receipts.paymentId, paymentId)))[0];

describe('receipt numbers', () => {
  it('are gap-free and unique when 50 payments in one branch are recorded at once', async () => {
    const paid = await Promise.all(Array.from({ length: 50 }, () => paidFor('dhaka')));
    const responses = await Promise.all(
      paid.map(({ email, intent }) => finalize(api, email, intent.intentId)),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const rows = await api.db.select().from(receipts).where(eq(receipts.series, 'DHK'));
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    for (const row of rows) {
      expect(row.number).toBe(receiptNumber('DHK', 2030, row.sequence));
      expect(row.venue).toBe('dhaka');
    }
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(50);
  });

  it('are never taken again by a payment finalized a second time', async () => {
    const { email, intent } = await paidFor('kuala-lumpur');
    const first = await finalize(api, email, intent.intentId);
    const { insertedId } = (await json(first)) as { insertedId: string };
    expect((await finalize(api, email, intent.intentId)).status).toBe(200);
    expect(await api.db.select().from(receipts).where(eq(receipts.series, 'KUL'))).toHaveLength(1);
    expect((await receiptOf(insertedId))?.number).toBe('KUL-2030-000001');
  });

  it("count each branch's year on its own; classes of two branches are the academy's", async () => {
    const both = await paidFor('dhaka', 'chattogram');
    const response = await finalize(api, both.email, both.intent.intentId);
    const { insertedId } = (await json(response)) as { insertedId: string };
    const receipt = await receiptOf(insertedId);
    expect(receipt).toMatchObject({ series: 'ACD', venue: null, sequence: 1 });

    const online = await paidFor(null);
    const onlineResponse = await finalize(api, online.email, online.intent.intentId);
    const onlineId = ((await json(onlineResponse)) as { insertedId: string }).insertedId;
    expect((await receiptOf(onlineId))?.number).toBe('ACD-2030-000002');

    // A new year in Dhaka (already 2031 there at 19:00 UTC on 31 December) starts again at 1.
    const before = clock.now();
    const newYear = new Date('2030-12-31T19:00:00.000Z');
    clock.advanceMinutes((newYear.getTime() - before.getTime()) / 60_000);
    const next = await paidFor('dhaka');
    const nextResponse = await finalize(api, next.email, next.intent.intentId);
    const nextId = ((await json(nextResponse)) as { insertedId: string }).insertedId;
    expect((await receiptOf(nextId))?.number).toBe('DHK-2031-000001');
    const all = await api.db.select({ id: payments.id }).from(payments);
    const numbered = await api.db.select({ id: receipts.paymentId }).from(receipts);
    expect(numbered).toHaveLength(all.length);
  });
});

describe('GET /api/payments/:id/receipt', () => {
  it("holds the classes, the total, the refunds and the branch's date; only the payer and admins read it", async () => {
    const { email, intent } = await paidFor('riyadh', 'riyadh');
    const response = await finalize(api, email, intent.intentId);
    const { insertedId } = (await json(response)) as { insertedId: string };
    const admin = await createUser(api.db, { role: 'admin' });
    const [payment] = await api.db.select().from(payments).where(eq(payments.id, insertedId));
    const refunded = await api.call('POST', `/api/payments/${insertedId}/refund`, {
      as: admin.email,
      body: { classId: payment!.classIds[0] },
    });
    expect(refunded.status).toBe(200);

    const read = await api.call('GET', `/api/payments/${insertedId}/receipt`, { as: email });
    expect(read.status).toBe(200);
    const receipt = receiptSchema.parse(await json(read));
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^RUH-\d{4}-000001$/),
      venue: 'riyadh',
      timeZone: 'Asia/Riyadh',
      currency: 'sar',
      total: 1800,
      gateway: 'card',
      reference: intent.intentId,
      refunds: [{ amount: 900, sent: true }],
      net: 900,
    });
    expect(receipt.lines.map((line) => line.amount)).toEqual([900, 900]);
    expect(receipt.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(receipt.total);
    expect(receipt.refunds[0]!.classes).toEqual([receipt.lines[0]!.name]);
    expect(receipt.payer.email).toBe(email);

    const other = await createUser(api.db);
    const refused = await api.call('GET', `/api/payments/${insertedId}/receipt`, {
      as: other.email,
    });
    expect(refused.status).toBe(403);
    expect(
      (await api.call('GET', `/api/payments/${insertedId}/receipt`, { as: admin.email })).status,
    ).toBe(200);
    expect((await api.call('GET', `/api/payments/${insertedId}/receipt`, {})).status).toBe(401);
  });

  it('is issued on first reading for a payment recorded before receipts, in the next number', async () => {
    const { email, intent } = await paidFor('dhaka');
    const response = await finalize(api, email, intent.intentId);
    const { insertedId } = (await json(response)) as { insertedId: string };
    const [before] = await api.db.select().from(receipts).where(eq(receipts.paymentId, insertedId));
    // As if recorded before the receipts table: no receipt, and the series not raised by it.
    await api.db.delete(receipts).where(eq(receipts.paymentId, insertedId));
    await api.db
      .update(receiptSeries)
      .set({ lastNumber: before!.sequence - 1 })
      .where(eq(receiptSeries.series, before!.series));
    const read = await api.call('GET', `/api/payments/${insertedId}/receipt`, { as: email });
    expect(read.status).toBe(200);
    const receipt = receiptSchema.parse(await json(read));
    expect(receipt.number).toBe(before!.number);
    expect(receipt.lines).toHaveLength(1);
    expect(receipt.lines[0]!.amount).toBe(900);
  });
});
