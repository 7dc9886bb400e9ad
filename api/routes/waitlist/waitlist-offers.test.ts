// Freed seats go to the line (decision 026), on a real database with a controlled clock: exactly
// as many offers as seats freed, first come first served, never a seat offered twice; offers run
// out and pass on; paying accepts an offer, and a payment racing the offer's expiry has one
// outcome. The hold limit and keeping outsiders out: waitlist-fairness.test.ts.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments } from '../../db/schema.ts';
import { sweepWaitlists } from '../../services/waitlist/waitlist-sweep.ts';
import { reservedSeatCounts } from '../../services/waitlist/reserved-seats.ts';
import { createClass, createSelection } from '../../test/factories.ts';
import {
  confirmCard,
  finalize,
  payForSelections,
  startedPayment,
  startPayment,
} from '../../test/payment-test-helpers.ts';
import { json, type TestApi } from '../../test/test-api.ts';
import {
  createWaitlistScene,
  join,
  lineOf,
  noticesOf,
  OFFER_HOURS,
  withStatus,
} from '../../test/waitlist-helpers.ts';

type Scene = Awaited<ReturnType<typeof createWaitlistScene>>;
let scene: Scene;
let api: TestApi;

beforeAll(async () => {
  scene = await createWaitlistScene();
  api = scene.api;
});
afterAll(() => api.cleanup());

const students = (n: number) => scene.students(n);
const sweepLines = () => scene.sweepLines();
const setSeats = (classId: string, seats: number) => scene.setSeats(classId, seats);
const seatsLeft = (classId: string) => scene.seatsLeft(classId);
const lineFor = (emails: string[]) => scene.lineFor(emails);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
        api.call('POST', `/api/payments/${paymentId}/refund`, { as: scene.admin, body: {} }),
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
    // The seats are reserved: nobody in line behind them, nor outside it, may select one.
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
      as: scene.admin,
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
    expect(offer!.offerExpiresAt).toBe(
      new Date(scene.clock.now().getTime() + 15 * 60_000).toISOString(),
    );

    scene.clock.advanceMinutes(14);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([first]);
    scene.clock.advanceMinutes(1);
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
    expect((await reservedSeatCounts(api.db, scene.clock.now().toISOString())).get(cls.id)).toBe(1);
    const response = await finalize(api, payer, intent.intentId);
    expect(await json(response)).not.toHaveProperty('refundedClasses');
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
    scene.clock.advanceMinutes(8);
    await createSelection(api.db, holder!, cls.id);
    expect((await startPayment(api, holder!)).status).toBe(201);
    // The payer's checkout hold has run out, the offer has not; an admin lowers the seats to 1.
    scene.clock.advanceMinutes(3);
    await setSeats(cls.id, 1);
    const response = await finalize(api, offered!, intent.intentId);
    expect(await json(response)).not.toHaveProperty('refundedClasses');
    expect(await withStatus(api, cls.id, 'accepted')).toEqual([offered]);
  });

  it('is refunded when the offer ran out and was passed on before the payment came', async () => {
    const { cls, payer, next, intent } = await offeredAndPaid();
    scene.clock.advanceMinutes(15);
    await sweepLines();
    const response = await finalize(api, payer, intent.intentId);
    expect(await json(response)).toMatchObject({ refundedClasses: [cls.name] });
    expect(await withStatus(api, cls.id, 'expired')).toEqual([payer]);
    expect(await withStatus(api, cls.id, 'offered')).toEqual([next]);
  });

  it('keeps an offer whose student is paying past its end: not told it ran out, and accepted by the payment', async () => {
    const [payer, next] = await students(2);
    const cls = await lineFor([payer!, next!]);
    await setSeats(cls.id, 1);
    await sweepLines();
    // Pay is tapped two minutes before the offer ends: the checkout's hold lasts beyond it.
    scene.clock.advanceMinutes(OFFER_HOURS * 60 - 2);
    await createSelection(api.db, payer!, cls.id);
    const intent = await startedPayment(api, payer!);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    scene.clock.advanceMinutes(3);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([payer]);
    expect(await noticesOf(api, payer!)).not.toContain('waitlist_offer_expired');
    expect(await noticesOf(api, next!)).toEqual([]);

    const response = await finalize(api, payer!, intent.intentId);
    expect(await json(response)).not.toHaveProperty('refundedClasses');
    expect(await withStatus(api, cls.id, 'accepted')).toEqual([payer]);
    expect(await withStatus(api, cls.id, 'waiting')).toEqual([next]);
    expect(await seatsLeft(cls.id)).toBe(0);
  });

  it('has one outcome when the payment and the expiry run at once', async () => {
    const isWaitlistNotice = (kind: string) => kind.startsWith('waitlist_');
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const { cls, payer, next, intent } = await offeredAndPaid();
      // The payment is recorded a second before the offer runs out (the checkout hold has run
      // out already), the sweep looks a second after: whichever transaction goes first decides.
      scene.clock.advanceMinutes(15 - 1 / 60);
      const sweepAt = new Date(scene.clock.now().getTime() + 2_000);
      const [response] = await Promise.all([
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
        expect(response).not.toHaveProperty('refundedClasses');
        expect(enrolled[0]!.email).toBe(payer);
        expect(line).toEqual({ [payer]: 'accepted', [next]: 'waiting' });
        const notices = await noticesOf(api, payer);
        expect(notices.filter(isWaitlistNotice)).toEqual(['waitlist_offer']);
        expect(notices).toContain('payment_receipt');
        expect(notices).not.toContain('refund');
        expect(await seatsLeft(cls.id)).toBe(0);
        outcomes.add('paid');
      } else {
        // The expiry came first: the seat went to the next in line, the payment is refunded.
        expect(response).toMatchObject({ refundedClasses: [cls.name] });
        expect(line).toEqual({ [payer]: 'expired', [next]: 'offered' });
        const notices = await noticesOf(api, payer);
        expect(notices.filter(isWaitlistNotice)).toEqual([
          'waitlist_offer',
          'waitlist_offer_expired',
        ]);
        // The payment's own notices come with it: a receipt and its refund.
        expect(notices).toEqual(expect.arrayContaining(['payment_receipt', 'refund']));
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
