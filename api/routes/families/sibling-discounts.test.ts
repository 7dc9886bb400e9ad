// The sibling discount (decision 051) over HTTP: an admin sets it per branch; GET /api/select shows
// it before paying; the checkout charges the discounted total and refuses the browser's total
// without it; the receipt itemises it; the month's first child pays in full in a later payment
// too, and of two payments priced before either was recorded, the second to be recorded gets its
// child's discount back; an adult's own classes and other branches never change.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiblingDiscounts } from '#shared/schemas/family.ts';
import type { Receipt } from '#shared/schemas/receipt.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { enrollments, payments } from '../../db/schema.ts';
import { createClass, createUser, type UserRow } from '../../test/factories.ts';
import {
  confirmCard,
  createClock,
  finalize,
  paidIntent,
  paidSelections,
  refundedAtProvider,
  startPayment,
} from '../../test/payment-test-helpers.ts';
import { familyOfFour, parentOfTwo, selectFor } from '../../test/family-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const clock = createClock(new Date('2026-08-03T10:00:00.000Z'));
let api: TestApi;
let admin: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  admin = await createUser(api.db, { role: 'admin' });
});
afterAll(() => api.cleanup());

const select = (person: UserRow, classId: string, participantId?: string) =>
  selectFor(api, person, classId, participantId);

const selectionsOf = async (parent: UserRow) =>
  (await json(await api.call('GET', '/api/select', { as: parent.email }))) as Selection[];

const setDiscount = (venue: string, percent: unknown, as = admin.email) =>
  api.call('PUT', `/api/sibling-discounts/${venue}`, { as, body: { percent } });

const classAt = (venue: 'dhaka' | 'riyadh', priceCents: number) =>
  createClass(api.db, {
    venue,
    currency: venue === 'dhaka' ? 'bdt' : 'sar',
    priceCents,
    firstSessionAt: '2026-12-01T00:00:00.000Z',
  });

describe('the rule', () => {
  it('is set per branch by an admin only, checked, and 0 removes it', async () => {
    const student = await createUser(api.db);
    expect((await setDiscount('dhaka', 10, student.email)).status).toBe(403);
    expect((await api.call('GET', '/api/sibling-discounts', { as: student.email })).status).toBe(
      403,
    );
    for (const wrong of [-1, 51, 12.5, '10', null]) {
      const response = await setDiscount('dhaka', wrong);
      expect(response.status, String(wrong)).toBe(400);
      const { error } = (await json(response)) as { error: { fields: Record<string, string> } };
      expect(error.fields.percent).toBe('Enter a whole percentage from 0 to 50.');
    }
    expect((await setDiscount('narnia', 10)).status).toBe(400);

    const set = await setDiscount('chattogram', 15);
    expect(set.status).toBe(200);
    const { branches } = (await json(set)) as SiblingDiscounts;
    expect(branches).toContainEqual({ venue: 'chattogram', percent: 15 });
    expect(branches).toContainEqual({ venue: 'riyadh', percent: 0 });
    expect((await setDiscount('chattogram', 0)).status).toBe(200);
    const after = (await json(
      await api.call('GET', '/api/sibling-discounts', { as: admin.email }),
    )) as SiblingDiscounts;
    expect(after.branches).toContainEqual({ venue: 'chattogram', percent: 0 });
  });
});

describe('a family pays', () => {
  it('less for the second child, shown before paying, charged and itemised', async () => {
    expect((await setDiscount('dhaka', 10)).status).toBe(200);
    const { parent, ayaan, maya } = await parentOfTwo(api);
    const football = await classAt('dhaka', 150_055);
    const swimming = await classAt('dhaka', 120_000);
    const riyadhClass = await classAt('riyadh', 30_000);
    // Maya's class costs the most: she pays in full, Ayaan's is discounted; the parent's own
    // class and Riyadh (no rule there) are not.
    expect((await select(parent, football.id, maya.id)).status).toBe(201);
    expect((await select(parent, swimming.id, ayaan.id)).status).toBe(201);
    expect((await select(parent, swimming.id)).status).toBe(201);
    expect((await select(parent, riyadhClass.id, ayaan.id)).status).toBe(201);

    const list = await selectionsOf(parent);
    const discountOf = (classId: string, participantId: string | null) =>
      list.find((row) => row.selectedClassId === classId && row.participantId === participantId)
        ?.discount;
    expect(discountOf(football.id, maya.id)).toBeUndefined();
    expect(discountOf(swimming.id, ayaan.id)).toBe(120);
    expect(discountOf(swimming.id, null)).toBeUndefined();
    expect(discountOf(riyadhClass.id, ayaan.id)).toBeUndefined();

    // The browser's total without the discount is refused with the right one.
    const undiscounted = await api.call('POST', '/api/create-payment-intent', {
      as: parent.email,
      body: { price: 1500.55 + 1200 + 1200, currency: 'bdt' },
    });
    expect(undiscounted.status).toBe(409);
    const { error } = (await json(undiscounted)) as { error: { reason: string; params: object } };
    expect(error.reason).toBe('total_changed');
    expect(error.params).toMatchObject({ total: 3780.55, currency: 'bdt' });

    const started = await api.call('POST', '/api/create-payment-intent', {
      as: parent.email,
      body: { price: 3780.55, currency: 'bdt' },
    });
    expect(started.status).toBe(201);
    const intent = (await json(started)) as {
      intentId: string;
      clientSecret: string;
      total: number;
    };
    expect(intent.total).toBe(3780.55);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    expect((await finalize(api, parent.email, intent.intentId)).status).toBe(201);
    const [payment] = await api.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, intent.intentId));
    expect(payment!.amountCents).toBe(378_055);
    // Each enrollment keeps what was paid for it: a refund gives back that, not the list price.
    const paid = await api.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.paymentId, payment!.id));
    expect(paid.map((row) => [row.classId, row.participantId, row.priceCents]).sort()).toEqual(
      [
        [football.id, maya.id, 150_055],
        [swimming.id, ayaan.id, 108_000],
        [swimming.id, null, 120_000],
      ].sort(),
    );

    const receipt = (await json(
      await api.call('GET', `/api/payments/${payment!.id}/receipt`, { as: parent.email }),
    )) as Receipt;
    expect(receipt.total).toBe(3780.55);
    const ayaanLine = receipt.lines.find((line) => line.participantName === 'Ayaan Rahman');
    expect(ayaanLine).toMatchObject({ amount: 1080, discount: 120 });
    expect(receipt.lines.filter((line) => line.discount !== undefined)).toHaveLength(1);
    const pdf = await api.call('GET', `/api/payments/${payment!.id}/receipt.pdf`, {
      as: parent.email,
    });
    expect(pdf.status).toBe(200);

    // Riyadh's class waits for its own payment, at its full price.
    const riyadh = await startPayment(api, parent.email);
    expect(riyadh.status).toBe(201);
    expect(((await json(riyadh)) as { total: number }).total).toBe(300);
  });

  it("counts the month's earlier payment: a child paid for alone later is the second", async () => {
    expect((await setDiscount('dhaka', 20)).status).toBe(200);
    const { parent, ayaan, maya } = await parentOfTwo(api);
    const first = await classAt('dhaka', 100_000);
    const second = await classAt('dhaka', 200_000);
    expect((await select(parent, first.id, ayaan.id)).status).toBe(201);
    // Alone in the cart, the month's first child pays in full.
    expect((await paidSelections(api, parent.email, 1000)).payment.amountCents).toBe(100_000);

    // Maya's dearer class, paid later in the same month: she is the second child.
    clock.advanceMinutes(10 * 24 * 60);
    expect((await select(parent, second.id, maya.id)).status).toBe(201);
    const list = await selectionsOf(parent);
    expect(list.map((row) => row.discount)).toEqual([400]);
    expect((await paidSelections(api, parent.email, 1600)).payment.amountCents).toBe(160_000);

    // Next month Maya is the first child paid for: no discount, though Ayaan came first before.
    clock.advanceMinutes(25 * 24 * 60);
    const third = await classAt('dhaka', 50_000);
    expect((await select(parent, third.id, maya.id)).status).toBe(201);
    const later = await selectionsOf(parent);
    expect(later.map((row) => row.discount)).toEqual([undefined]);
  });

  it('a discount changed after the list was read is refused at checkout with the new total', async () => {
    expect((await setDiscount('dhaka', 10)).status).toBe(200);
    const { parent, ayaan, maya } = await parentOfTwo(api);
    const cls = await classAt('dhaka', 100_000);
    expect((await select(parent, cls.id, ayaan.id)).status).toBe(201);
    expect((await select(parent, cls.id, maya.id)).status).toBe(201);
    // The browser showed 1900; the admin raised the discount meanwhile.
    expect((await setDiscount('dhaka', 30)).status).toBe(200);
    const stale = await startPayment(api, parent.email, 1900);
    expect(stale.status).toBe(409);
    expect(((await json(stale)) as { error: { params: object } }).error.params).toMatchObject({
      total: 1700,
    });
    expect((await startPayment(api, parent.email, 1700)).status).toBe(201);
  });

  it('two guardians who check out before either is paid: the one paid second gets the discount back', async () => {
    expect((await setDiscount('dhaka', 25)).status).toBe(200);
    const { mother, father, ayaan, maya } = await familyOfFour(api);
    const football = await classAt('dhaka', 120_000);
    const swimming = await classAt('dhaka', 100_001);
    expect((await select(mother, football.id, ayaan.id)).status).toBe(201);
    expect((await select(father, swimming.id, maya.id)).status).toBe(201);
    // Each checkout finds no child paid for this month: each charges its child in full.
    const hers = await paidIntent(api, mother.email, 1200);
    const his = await paidIntent(api, father.email, 1000.01);
    expect((await finalize(api, mother.email, hers.intentId)).status).toBe(201);
    expect((await finalize(api, father.email, his.intentId)).status).toBe(201);

    // Ayaan was paid for first this month: Maya is the second child, 25 % off rounded down.
    const paidFor = async (participantId: string) => {
      const rows = await api.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.participantId, participantId));
      return rows[0]!;
    };
    expect((await paidFor(ayaan.id)).priceCents).toBe(120_000);
    const mayas = await paidFor(maya.id);
    expect(mayas.priceCents).toBe(75_001);
    const [payment] = await api.db.select().from(payments).where(eq(payments.id, mayas.paymentId));
    expect(payment).toMatchObject({ amountCents: 100_001, refundedCents: 25_000 });
    expect(await refundedAtProvider(api, his.intentId)).toBe(25_000);
    expect(await refundedAtProvider(api, hers.intentId)).toBe(0);
    const receipt = (await json(
      await api.call('GET', `/api/payments/${payment!.id}/receipt`, { as: father.email }),
    )) as Receipt;
    expect(receipt).toMatchObject({
      total: 1000.01,
      lines: [expect.objectContaining({ amount: 1000.01, participantName: 'Maya Rahman' })],
      refunds: [expect.objectContaining({ amount: 250, classes: [swimming.name], sent: true })],
      net: 750.01,
    });

    // Refunding her class later gives back what was left of it: the card gets all of it back.
    const refunded = await api.call('POST', `/api/payments/${payment!.id}/refund`, {
      as: admin.email,
      body: { classId: swimming.id },
    });
    expect(refunded.status).toBe(200);
    expect(await json(refunded)).toMatchObject({ refunded: 750.01 });
    expect(await refundedAtProvider(api, his.intentId)).toBe(100_001);
  });
});
