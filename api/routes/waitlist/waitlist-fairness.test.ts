// Fairness of the line (decision 026), on a real database with a controlled clock: the hold limit
// passes a student over without losing their place and counts offers at checkout; nobody outside
// the line takes a freed seat while someone waits; seats freed by a checkout, a late payment's
// refund or a removed account go to the line at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HELD_CLASSES } from '#shared/schemas/payment.ts';
import { seatHolds } from '../../db/schema.ts';
import { createClass, createSelection, createUser } from '../../test/factories.ts';
import {
  confirmCard,
  finalize,
  startedPayment,
  startPayment,
} from '../../test/payment-test-helpers.ts';
import { json, type TestApi } from '../../test/test-api.ts';
import { createWaitlistScene, join, lineOf, withStatus } from '../../test/waitlist-helpers.ts';

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
const lineFor = (emails: string[]) => scene.lineFor(emails);

describe('the hold limit', () => {
  it('passes over a student whose holds and offers reach it; they keep their place', async () => {
    const [busy, patient] = await students(2);
    const cls = await lineFor([busy!, patient!]);
    const heldUntil = new Date(scene.clock.now().getTime() + 10 * 60_000).toISOString();
    for (let i = 0; i < MAX_HELD_CLASSES; i += 1) {
      const other = await createClass(api.db);
      await api.db.insert(seatHolds).values({
        id: crypto.randomUUID(),
        classId: other.id,
        email: busy!,
        intentId: `pi_busy_${i}`,
        expiresAt: heldUntil,
        heldSince: scene.clock.now().toISOString(),
      });
    }
    await setSeats(cls.id, 1);
    await sweepLines();
    expect(await withStatus(api, cls.id, 'offered')).toEqual([patient]);
    expect(await withStatus(api, cls.id, 'waiting')).toEqual([busy]);
    const places = await json(await api.call('GET', '/api/waitlist', { as: busy }));
    expect(places).toEqual([expect.objectContaining({ place: 1 })]);
    // Their holds run out; the next seat is theirs.
    scene.clock.advanceMinutes(11);
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
    scene.clock.advanceMinutes(11);
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
    scene.clock.advanceMinutes(11);
    const response = await finalize(api, late!, intent.intentId);
    expect(await json(response)).toMatchObject({ refundedClasses: ['Late Payment Judo'] });
    expect(await withStatus(api, cls.id, 'offered')).toEqual([waiting]);
  });

  it("passes an offer on when the offered student's account is removed", async () => {
    const [gone, next] = [await createUser(api.db), await createUser(api.db)];
    const cls = await lineFor([gone.email, next.email]);
    await setSeats(cls.id, 1);
    await sweepLines();
    const removed = await api.call('DELETE', `/api/users/${gone.id}`, { as: scene.admin });
    expect(removed.status).toBe(200);
    expect((await lineOf(api, cls.id)).map((entry) => [entry.email, entry.status])).toEqual([
      [next.email, 'offered'],
    ]);
  });
});
