// Freed seats go to the line (decision 026), on a real database with a controlled clock: exactly
// as many offers as seats freed, first come first served, never a seat offered twice; offers run
// out and pass on; paying accepts an offer, and a payment racing the offer's expiry has one
// outcome; the hold limit passes a student over without losing their place; nobody outside the
// line takes a seat while someone waits.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HELD_CLASSES } from '#shared/schemas/payment.ts';
import { classes, enrollments, seatHolds } from '../../db/schema.ts';
import { sweepPayments } from '../../services/payments/payment-sweep.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';
import { sweepWaitlists } from '../../services/waitlist/waitlist-sweep.ts';
import { spokenForCounts } from '../../services/waitlist/seats-spoken-for.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import {
  confirmCard,
  createClock,
  finalize,
  payForSelections,
  paymentDepsOf,
  startedPayment,
  startPayment,
} from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';
import { join, joined, lineOf, noticesOf, withStatus } from '../../test/waitlist-helpers.ts';

/** Offers last 15 minutes here: longer than a checkout hold (10), so both can run out. */
const OFFER_HOURS = 0.25;
const clock = createClock();
let api: TestApi;
let admin: string;
let deps: PaymentDeps;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now, env: { WAITLIST_OFFER_HOURS: String(OFFER_HOURS) } });
  admin = (await createUser(api.db, { role: 'admin' })).email;
  deps = { ...paymentDepsOf(api, clock.now), waitlistOfferHours: OFFER_HOURS };
});
afterAll(() => api.cleanup());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const students = async (n: number) =>
  Promise.all(Array.from({ length: n }, async () => (await createUser(api.db)).email));
/** The whole payment sweep, as the timer and the cron run it (the waitlists are its last step). */
const sweepLines = () => sweepPayments(deps);
const setSeats = (classId: string, seats: number) =>
  api.db.update(classes).set({ seats }).where(eq(classes.id, classId));
const seatsLeft = async (classId: string) =>
  (await api.db.select().from(classes).where(eq(classes.id, classId)))[0]!.seats;

/** A full class and these students in its line, in this order. */
async function lineFor(emails: string[], overrides: Parameters<typeof createClass>[1] = {}) {
  const cls = await createClass(api.db, { seats: 0, priceCents: 2500, ...overrides });
  for (const email of emails) await joined(api, email, cls.id);
  return cls;
}

describe('100 students in line and 5 seats freed at once', () => {
  it('makes exactly 5 offers, to the first 5, when 5 admin refunds run in parallel', async () => {
    const cls = await createClass(api.db, { seats: 5, priceCents: 2500, name: 'Popular Swim' });
    const payers = await students(5);
    const payments: string[] = [];
    for (const payer of payers) {
      await createSelection(api.db, payer, cls.id);
      const { response } = await payForSelections(api, payer);
      payments.push(((await json(response)) as { insertedId: string }).insertedId);
    }
    expect(await seatsLeft(cls.id)).toBe(0);
    // 100 join at once: each gets its own place, handed out in the order the server takes them.
    const waiting = await students(100);
    const joins = await Promise.all(waiting.map((email) => join(api, email, cls.id)));
    expect(joins.map((response) => response.status)).toEqual(waiting.map(() => 201));
    const line = await lineOf(api, cls.id);
    expect(line.map((entry) => entry.lineNo)).toEqual(waiting.map((_, i) => i + 1));

    const refunds = await Promise.all(
      payments.map((paymentId) =>
        api.call('POST', `/api/payments/${paymentId}/refund`, { as: admin, body: {} }),
      ),
    );
    expect(refunds.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    const firstFive = line.slice(0, 5).map((entry) => entry.email);
    expect(await withStatus(api, cls.id, 'offered')).toEqual(firstFive);
    expect(await withStatus(api, cls.id, 'waiting')).toHaveLength(95);
    expect(await seatsLeft(cls.id)).toBe(5);
    for (const email of firstFive) expect(await noticesOf(api, email)).toEqual(['waitlist_offer']);
    const told = await Promise.all(line.slice(5).map((entry) => noticesOf(api, entry.email)));
    expect(told.flat()).toEqual([]);
    // The seats are spoken for: nobody in line behind them, nor outside it, may select one.
    const outsider = (await students(1))[0]!;
    const select = await api.call('POST', '/api/select', {
      as: outsider,
      body: { selectedClassId: cls.id },
    });
    expect(select.status).toBe(409);
  });

  it('makes exactly as many offers as seats an admin adds, and a second look offers none', async () => {
    const emails = await students(10);
    const cls = await lineFor(emails);
    const edit = await api.call('PUT', `/api/class/${cls.id}`, {
      as: admin,
      body: { Name: cls.name, photo: cls.photo, price: 25, sets: 3 },
    });
    expect(edit.status).toBe(200);
    expect(await withStatus(api, cls.id, 'offered')).toEqual(emails.slice(0, 3));
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual(emails.slice(0, 3));
    expect(await withStatus(api, cls.id, 'waiting')).toEqual(emails.slice(3));
  });
});

describe('offers that run out', () => {
  it('are expired by the sweep with the clock, told, and the seat offered to the next', async () => {
    const [first, second] = await students(2);
    const cls = await lineFor([first!, second!]);
    await setSeats(cls.id, 1);
    await sweepLines();
    const [offer] = await lineOf(api, cls.id);
    expect(offer!.offerExpiresAt).toBe(new Date(clock.now().getTime() + 15 * 60_000).toISOString());

    clock.advanceMinutes(14);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([first]);
    clock.advanceMinutes(1);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'expired')).toEqual([first]);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([second]);
    expect(await noticesOf(api, first!)).toEqual(['waitlist_offer', 'waitlist_offer_expired']);
    expect(await noticesOf(api, second!)).toEqual(['waitlist_offer']);
  });
});

/** The first of two in line offered the class's one seat, with a paid intent for it. */
async function offeredAndPaid() {
  const [payer, next] = await students(2);
  const cls = await lineFor([payer!, next!]);
  await setSeats(cls.id, 1);
  await sweepLines();
  const selected = await api.call('POST', '/api/select', {
    as: payer,
    body: { selectedClassId: cls.id },
  });
  expect(selected.status).toBe(201);
  const intent = await startedPayment(api, payer!);
  expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
  return { cls, payer: payer!, next: next!, intent };
}

describe('paying from an offer', () => {
  it('holds one seat, not two, and accepts the offer', async () => {
    const { cls, payer, next, intent } = await offeredAndPaid();
    expect((await spokenForCounts(api.db, clock.now().toISOString())).get(cls.id)).toBe(1);
    const answer = await finalize(api, payer, intent.intentId);
    expect(await json(answer)).not.toHaveProperty('refundedClasses');
    expect(await withStatus(api, cls.id, 'accepted')).toEqual([payer]);
    expect(await withStatus(api, cls.id, 'waiting')).toEqual([next]);
    expect(await seatsLeft(cls.id)).toBe(0);
  });

  it("reserves the payer's seat like a hold, even with the seats lowered meanwhile", async () => {
    const [offered, holder] = await students(2);
    const cls = await lineFor([offered!]);
    await setSeats(cls.id, 2);
    await sweepLines();
    await createSelection(api.db, offered!, cls.id);
    const intent = await startedPayment(api, offered!);
    await confirmCard(api, intent.clientSecret);
    clock.advanceMinutes(8);
    await createSelection(api.db, holder!, cls.id);
    expect((await startPayment(api, holder!)).status).toBe(201);
    // The payer's checkout hold has run out, the offer has not; an admin lowers the seats to 1.
    clock.advanceMinutes(3);
    await setSeats(cls.id, 1);
    const answer = await finalize(api, offered!, intent.intentId);
    expect(await json(answer)).not.toHaveProperty('refundedClasses');
    expect(await withStatus(api, cls.id, 'accepted')).toEqual([offered]);
  });

  it('is refunded when the offer ran out and was passed on before the payment came', async () => {
    const { cls, payer, next, intent } = await offeredAndPaid();
    clock.advanceMinutes(15);
    await sweepLines();
    const answer = await finalize(api, payer, intent.intentId);
    expect(await json(answer)).toMatchObject({ refundedClasses: [cls.name] });
    expect(await withStatus(api, cls.id, 'expired')).toEqual([payer]);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([next]);
  });

  it('has one outcome when the payment and the expiry run at once', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const { cls, payer, next, intent } = await offeredAndPaid();
      // The payment is recorded a second before the offer runs out (the checkout hold has run
      // out already), the sweep looks a second after: whichever transaction goes first decides.
      clock.advanceMinutes(15 - 1 / 60);
      const sweepAt = new Date(clock.now().getTime() + 2_000);
      const [answer] = await Promise.all([
        finalize(api, payer, intent.intentId).then(json),
        // The sweep starts a little later each round, so either may reach the database first.
        sleep(round * round * 8).then(() => sweepWaitlists(api.db, sweepAt, OFFER_HOURS)),
      ]);
      const enrolled = await api.db
        .select({ email: enrollments.email })
        .from(enrollments)
        .where(eq(enrollments.classId, cls.id));
      const line = Object.fromEntries(
        (await lineOf(api, cls.id)).map((entry) => [entry.email, entry.status]),
      );
      if (enrolled.length === 1) {
        // The payment came first: the seat was free, the offer is accepted, nothing expired.
        expect(answer).not.toHaveProperty('refundedClasses');
        expect(enrolled[0]!.email).toBe(payer);
        expect(line).toEqual({ [payer]: 'accepted', [next]: 'waiting' });
        expect(await noticesOf(api, payer)).toEqual(['waitlist_offer']);
        expect(await seatsLeft(cls.id)).toBe(0);
        outcomes.add('paid');
      } else {
        // The expiry came first: the seat went to the next in line, the payment is refunded.
        expect(answer).toMatchObject({ refundedClasses: [cls.name] });
        expect(line).toEqual({ [payer]: 'expired', [next]: 'offered' });
        expect(await noticesOf(api, payer)).toEqual(['waitlist_offer', 'waitlist_offer_expired']);
        expect(await seatsLeft(cls.id)).toBe(1);
        outcomes.add('expired');
      }
      // Nothing is left to settle: a later look changes nothing here.
      const settled = await lineOf(api, cls.id);
      await sweepWaitlists(api.db, sweepAt, OFFER_HOURS);
      expect(await lineOf(api, cls.id)).toEqual(settled);
    }
    console.info('payment and expiry at once, outcomes seen:', [...outcomes]);
  });
});

describe('the hold limit', () => {
  it('passes over a student whose holds and offers reach it; they keep their place', async () => {
    const [busy, patient] = await students(2);
    const cls = await lineFor([busy!, patient!]);
    const heldUntil = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    for (let i = 0; i < MAX_HELD_CLASSES; i += 1) {
      const other = await createClass(api.db);
      await api.db.insert(seatHolds).values({
        id: crypto.randomUUID(),
        classId: other.id,
        email: busy!,
        intentId: `pi_busy_${i}`,
        expiresAt: heldUntil,
        heldSince: clock.now().toISOString(),
      });
    }
    await setSeats(cls.id, 1);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([patient]);
    expect(await withStatus(api, cls.id, 'waiting')).toEqual([busy]);
    const places = await json(await api.call('GET', '/api/waitlist', { as: busy }));
    expect(places).toEqual([expect.objectContaining({ place: 1 })]);
    // Their holds run out; the next seat is theirs.
    clock.advanceMinutes(11);
    await setSeats(cls.id, 2);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([busy, patient]);
  });
});

describe('the hold limit at checkout', () => {
  it('counts seats offered from waitlists: a full cart and an offer elsewhere are refused', async () => {
    const [student] = await students(1);
    const offeredClass = await lineFor([student!]);
    await setSeats(offeredClass.id, 1);
    await sweepLines();
    expect(await withStatus(api, offeredClass.id, 'offered')).toEqual([student]);
    for (let i = 0; i < MAX_HELD_CLASSES; i += 1) {
      await createSelection(api.db, student!, (await createClass(api.db)).id);
    }
    const refused = await startPayment(api, student!);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({
      error: {
        reason: 'waitlist_offers_over_hold_limit',
        params: { max: MAX_HELD_CLASSES, count: MAX_HELD_CLASSES + 1 },
      },
    });
    // The offered class in the cart is one class, not two.
    await createSelection(api.db, student!, offeredClass.id);
    const selections = (await json(await api.call('GET', '/api/select', { as: student }))) as {
      _id: string;
      selectedClassId: string;
    }[];
    const first = selections.find((line) => line.selectedClassId !== offeredClass.id)!;
    await api.call('DELETE', `/api/select/${first._id}`, { as: student });
    expect((await startPayment(api, student!)).status).toBe(201);
  });
});

describe('first come, first served', () => {
  it('keeps a freed seat from anyone outside the line, even before it is offered', async () => {
    const [waiting, outsider] = await students(2);
    const cls = await lineFor([waiting!]);
    await createSelection(api.db, outsider!, cls.id);
    // A seat frees without an offer yet (the sweep has not looked).
    await setSeats(cls.id, 1);
    const select = await api.call('POST', '/api/select', {
      as: outsider,
      body: { selectedClassId: cls.id },
    });
    expect(select.status).toBe(409);
    const checkout = await startPayment(api, outsider!);
    expect(checkout.status).toBe(409);
    expect(await json(checkout)).toMatchObject({ error: { reason: 'classes_full' } });
    expect((await join(api, outsider!, cls.id)).status).toBe(201);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([waiting]);
  });

  it('offers a seat whose checkout hold ran out to the line', async () => {
    const [holder, waiting] = await students(2);
    const cls = await createClass(api.db, { seats: 1 });
    await createSelection(api.db, holder!, cls.id);
    expect((await startPayment(api, holder!)).status).toBe(201);
    expect((await join(api, waiting!, cls.id)).status).toBe(201);
    clock.advanceMinutes(11);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([waiting]);
  });

  it('offers at once the seat of a hold a checkout ended (a class taken out of the cart)', async () => {
    const [holder, waiting] = await students(2);
    const cls = await createClass(api.db, { seats: 1 });
    const other = await createClass(api.db);
    const selection = await createSelection(api.db, holder!, cls.id);
    expect((await startPayment(api, holder!)).status).toBe(201);
    expect((await join(api, waiting!, cls.id)).status).toBe(201);
    await api.call('DELETE', `/api/select/${selection.id}`, { as: holder });
    await createSelection(api.db, holder!, other.id);
    expect((await startPayment(api, holder!)).status).toBe(201);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([waiting]);
  });

  it('offers at once the seat of a late payment refunded because someone waits', async () => {
    const [late, waiting] = await students(2);
    const cls = await createClass(api.db, { seats: 1, name: 'Late Payment Judo' });
    await createSelection(api.db, late!, cls.id);
    const intent = await startedPayment(api, late!);
    await confirmCard(api, intent.clientSecret);
    expect((await join(api, waiting!, cls.id)).status).toBe(201);
    clock.advanceMinutes(11);
    const answer = await finalize(api, late!, intent.intentId);
    expect(await json(answer)).toMatchObject({ refundedClasses: ['Late Payment Judo'] });
    expect(await withStatus(api, cls.id, 'offered')).toEqual([waiting]);
  });

  it("passes an offer on when the offered student's account is removed", async () => {
    const [gone, next] = [await createUser(api.db), await createUser(api.db)];
    const cls = await lineFor([gone.email, next.email]);
    await setSeats(cls.id, 1);
    await sweepLines();
    const removed = await api.call('DELETE', `/api/users/${gone.id}`, { as: admin });
    expect(removed.status).toBe(200);
    expect((await lineOf(api, cls.id)).map((entry) => [entry.email, entry.status])).toEqual([
      [next.email, 'offered'],
    ]);
  });
});
