// Money in each branch's currency: a class is priced in its venue's currency, a payment is in one
// currency, and nothing adds amounts of two currencies together.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import type { PaidClass, Payment, PaymentSummary } from '#shared/schemas/payment.ts';
import { classes, payments, seatHolds, selections } from '../../db/schema.ts';
import { encodeOrder } from '../../services/payments/order-metadata.ts';
import { createTestPaymentProvider } from '../../services/payments/test-provider.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import { confirmCard, finalize, VISA } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.cleanup());

const newStudent = async () => (await createUser(api.db)).email;

describe('a class is priced in its venue’s currency', () => {
  const body = (venue: string | undefined, price: number) => ({
    Name: `Priced class ${crypto.randomUUID().slice(0, 8)}`,
    photo: 'https://example.com/a.png',
    IName: 'Coach',
    Iemail: 'coach@example.com',
    price,
    sets: 10,
    ...(venue ? { venue } : {}),
  });

  it('stores the price in the venue’s minor unit with its currency, and sends both', async () => {
    const coach = await createUser(api.db, { role: 'instructor' });
    for (const [venue, currency] of [
      ['dhaka', 'bdt'],
      ['chattogram', 'bdt'],
      ['kuala-lumpur', 'myr'],
      ['riyadh', 'sar'],
      [undefined, 'usd'],
    ] as const) {
      const response = await api.call('POST', '/api/class', {
        as: coach.email,
        body: body(venue, 3500.5),
      });
      expect(response.status, venue).toBe(201);
      const { insertedId } = (await json(response)) as { insertedId: string };
      const [row] = await api.db.select().from(classes).where(eq(classes.id, insertedId));
      expect(row).toMatchObject({ priceCents: 350050, currency });
      const mine = (await json(
        await api.call('GET', '/api/class?mine=true', { as: coach.email }),
      )) as Class[];
      expect(mine.find((item) => item._id === insertedId)).toMatchObject({
        price: 3500.5,
        currency,
      });
    }
  });

  it('refuses a price above what one class may cost in its currency, naming the limit', async () => {
    const coach = await createUser(api.db, { role: 'instructor' });
    const dollars = await api.call('POST', '/api/class', {
      as: coach.email,
      body: body(undefined, 20_000),
    });
    expect(dollars.status).toBe(400);
    expect(await json(dollars)).toMatchObject({
      error: { fields: { price: 'Price must be a number from 0 to 10,000.' } },
    });
    const taka = await api.call('POST', '/api/class', {
      as: coach.email,
      body: body('dhaka', 20_000),
    });
    expect(taka.status).toBe(201);
  });
});

describe('paying selections in several currencies', () => {
  it('refuses to add currencies together, and pays the one the student picks', async () => {
    const student = await newStudent();
    const karate = await createClass(api.db, { priceCents: 280000, currency: 'bdt' });
    const yoga = await createClass(api.db, { priceCents: 250000, currency: 'bdt' });
    const badminton = await createClass(api.db, { priceCents: 18000, currency: 'myr' });
    for (const cls of [karate, yoga, badminton]) await createSelection(api.db, student, cls.id);

    const unnamed = await api.call('POST', '/api/create-payment-intent', { as: student, body: {} });
    expect(unnamed.status).toBe(409);
    expect(await json(unnamed)).toMatchObject({
      error: { reason: 'pay_one_currency_at_a_time' },
    });

    const mixedTotal = await api.call('POST', '/api/create-payment-intent', {
      as: student,
      body: { price: 5480, currency: 'bdt' },
    });
    expect(mixedTotal.status).toBe(409);
    expect(await json(mixedTotal)).toMatchObject({
      error: {
        reason: 'total_changed',
        params: { total: 5300, currency: 'bdt' },
        message: 'The total has changed: it is now BDT\u00a05,300.',
      },
    });

    const started = await api.call('POST', '/api/create-payment-intent', {
      as: student,
      body: { price: 180, currency: 'myr' },
    });
    expect(started.status).toBe(201);
    const intent = (await json(started)) as { intentId: string; clientSecret: string };
    expect(intent).toMatchObject({ total: 180, currency: 'myr' });
    const held = await api.db
      .select()
      .from(seatHolds)
      .where(eq(seatHolds.intentId, intent.intentId));
    expect(held.map((hold) => hold.classId)).toEqual([badminton.id]);

    await confirmCard(api, intent.clientSecret, VISA);
    expect((await finalize(api, student, intent.intentId)).status).toBe(201);

    const history = (await json(
      await api.call('GET', '/api/payments', { as: student }),
    )) as Payment[];
    expect(history).toEqual([
      expect.objectContaining({ price: 180, currency: 'myr', quantity: 1 }),
    ]);
    const paid = (await json(await api.call('GET', '/api/paid', { as: student }))) as PaidClass[];
    expect(paid).toEqual([
      expect.objectContaining({ classId: badminton.id, price: 180, currency: 'myr' }),
    ]);
    // The taka classes wait for their own payment.
    const left = await api.db.select().from(selections).where(eq(selections.email, student));
    expect(left.map((row) => row.classId).sort()).toEqual([karate.id, yoga.id].sort());

    const taka = await api.call('POST', '/api/create-payment-intent', {
      as: student,
      body: { price: 5300 },
    });
    expect(taka.status).toBe(201);
    expect(await json(taka)).toMatchObject({ total: 5300, currency: 'bdt' });
  });

  it('gives admins one total per currency, never a sum across them', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    const summary = (await json(
      await api.call('GET', '/api/payments/summary', { as: admin.email }),
    )) as PaymentSummary;
    const rows = await api.db.select().from(payments);
    for (const row of summary.currencies) {
      const own = rows.filter((payment) => payment.currency === row.currency);
      expect(row.payments).toBe(own.length);
      expect(Math.round(row.total * 100)).toBe(
        own.reduce((sum, payment) => sum + payment.amountCents, 0),
      );
    }
    expect(new Set(summary.currencies.map((row) => row.currency)).size).toBe(
      summary.currencies.length,
    );
  });

  it('refuses to finalize an intent whose currency is not its order’s', async () => {
    const student = await newStudent();
    const cls = await createClass(api.db, { priceCents: 250000, currency: 'bdt' });
    // An intent made in dollars for a taka order: the same number, another amount of money.
    const provider = createTestPaymentProvider(api.db);
    const intent = await provider.createIntent({
      amountCents: 250000,
      currency: 'usd',
      metadata: encodeOrder({
        email: student,
        items: [{ classId: cls.id, name: cls.name, cents: 250000 }],
        selectionIds: [],
        currency: 'bdt',
      }),
      idempotencyKey: crypto.randomUUID(),
    });
    await confirmCard(api, intent.clientSecret, VISA);
    const response = await finalize(api, student, intent.id);
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: { reason: 'payment_amount_mismatch' } });
    expect(await api.db.select().from(payments).where(eq(payments.email, student))).toEqual([]);
  });
});
