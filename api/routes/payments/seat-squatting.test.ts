// Accounts that never pay cannot keep a class's seats from others by renewing holds forever, a
// student who pays normally never meets the limits, and admins see the seats held right now.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HELD_CLASSES } from '#shared/schemas/payment.ts';
import type { Class, ClassPage } from '#shared/schemas/class.ts';
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

const student = async () => (await createUser(api.db)).email;
const errorOf = async (response: Response) =>
  ((await json(response)) as { error: { code: string; message: string } }).error;
const minutesLeft = (iso: string) => (Date.parse(iso) - clock.now().getTime()) / 60_000;

describe('how many classes one account holds', () => {
  it(`refuses a cart of more than ${MAX_HELD_CLASSES} classes with a sentence that says what to do`, async () => {
    const email = await student();
    for (let i = 0; i <= MAX_HELD_CLASSES; i += 1)
      await createSelection(api.db, email, (await createClass(api.db)).id);
    const response = await startPayment(api, email);
    expect(response.status).toBe(409);
    expect((await errorOf(response)).message).toBe(
      `You are holding seats in too many classes: one payment can hold at most ${MAX_HELD_CLASSES}, ` +
        `and you have selected ${MAX_HELD_CLASSES + 1}. Remove some from your selection, pay for the rest, ` +
        'then select them again.',
    );
  });

  it('ends the holds of classes taken out of the cart, so others can have them', async () => {
    const [squatter, other] = [await student(), await student()];
    const keep = await createClass(api.db, { seats: 1 });
    const drop = await createClass(api.db, { seats: 1 });
    await createSelection(api.db, squatter, keep.id);
    const dropped = await createSelection(api.db, squatter, drop.id);
    await startedPayment(api, squatter);
    await createSelection(api.db, other, drop.id);
    expect((await startPayment(api, other)).status).toBe(409);

    await api.call('DELETE', `/api/select/${dropped.id}`, { as: squatter });
    await startedPayment(api, squatter);
    expect((await startPayment(api, other)).status).toBe(201);
  });
});

describe('how long one account holds a seat', () => {
  it('renews up to 30 minutes in a stretch, then refuses for 30 minutes while others may hold it', async () => {
    const [squatter, other] = [await student(), await student()];
    const cls = await createClass(api.db, { seats: 1, name: 'Last Seat Judo' });
    await createSelection(api.db, squatter, cls.id);
    await createSelection(api.db, other, cls.id);

    expect(minutesLeft((await startedPayment(api, squatter)).holdExpiresAt)).toBe(10);
    clock.advanceMinutes(9);
    expect(minutesLeft((await startedPayment(api, squatter)).holdExpiresAt)).toBe(10);
    clock.advanceMinutes(9);
    expect(minutesLeft((await startedPayment(api, squatter)).holdExpiresAt)).toBe(10);
    clock.advanceMinutes(9);
    // 27 minutes in: the stretch ends at 30.
    expect(minutesLeft((await startedPayment(api, squatter)).holdExpiresAt)).toBe(3);
    expect((await startPayment(api, other)).status).toBe(409);

    clock.advanceMinutes(2.5);
    const refused = await startPayment(api, squatter);
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toEqual({
      code: 'rate_limited',
      reason: 'hold_stretch_spent',
      params: { classNames: 'Last Seat Judo', count: 1, maxMinutes: 30, minutes: 31 },
      message:
        'You have held a seat in Last Seat Judo for 30 minutes without paying. ' +
        'You can hold it again in 31 minutes.',
    });

    clock.advanceMinutes(1);
    const intent = await startedPayment(api, other);
    expect((await startPayment(api, squatter)).status).toBe(429);
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    expect((await finalize(api, other, intent.intentId)).status).toBe(201);
  });

  it('gives a fresh stretch once the account has held nothing for 30 minutes', async () => {
    const email = await student();
    const cls = await createClass(api.db, { seats: 3 });
    await createSelection(api.db, email, cls.id);
    await startedPayment(api, email);
    clock.advanceMinutes(25);
    // Back after 15 minutes without a hold: the same stretch goes on (5 minutes left).
    expect(minutesLeft((await startedPayment(api, email)).holdExpiresAt)).toBe(5);
    clock.advanceMinutes(5 + 30);
    expect(minutesLeft((await startedPayment(api, email)).holdExpiresAt)).toBe(10);
  });

  it('lets a student whose card is declined try again and pay, without new holds', async () => {
    const email = await student();
    const cls = await createClass(api.db, { seats: 1 });
    await createSelection(api.db, email, cls.id);
    // At the start of an intent window (10 minutes), so every reload below falls in the same one.
    clock.advanceMinutes(10 - ((clock.now().getTime() / 60_000) % 10));
    const intent = await startedPayment(api, email);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      clock.advanceMinutes(1);
      expect((await confirmCard(api, intent.clientSecret, '4000000000000002')).status).toBe(402);
      // A reload of the page asks again: the same intent, the hold renewed.
      expect((await startedPayment(api, email)).intentId).toBe(intent.intentId);
    }
    expect((await confirmCard(api, intent.clientSecret)).status).toBe(200);
    expect((await finalize(api, email, intent.intentId)).status).toBe(201);
  });
});

describe('held seats in the class lists', () => {
  it("shows admins the live holds per class, and nobody else (nor the public catalogue's cache)", async () => {
    const admin = (await createUser(api.db, { role: 'admin' })).email;
    const payer = await student();
    const cls = await createClass(api.db, { seats: 4, name: 'Held Rowing' });
    await createSelection(api.db, payer, cls.id);
    await startedPayment(api, payer);

    const all = (await json(
      await api.call('GET', '/api/class?status=all', { as: admin }),
    )) as Class[];
    expect(all.find((item) => item._id === cls.id)).toMatchObject({ sets: 4, held: 1 });
    expect(all.every((item) => typeof item.held === 'number')).toBe(true);
    const page = (await json(
      await api.call('GET', '/api/class?status=approved&limit=100', { as: admin }),
    )) as ClassPage;
    expect(page.classes.find((item) => item._id === cls.id)).toMatchObject({ held: 1 });

    for (const as of [null, payer, admin]) {
      const catalogue = (await json(await api.call('GET', '/api/class', { as }))) as Class[];
      expect(catalogue.some((item) => item._id === cls.id)).toBe(true);
      expect(catalogue.some((item) => 'held' in item)).toBe(false);
    }
    const asStudent = (await json(
      await api.call('GET', '/api/class?status=all', { as: payer }),
    )) as Class[];
    expect(asStudent.some((item) => 'held' in item)).toBe(false);

    clock.advanceMinutes(11);
    const later = (await json(
      await api.call('GET', '/api/class?status=all', { as: admin }),
    )) as Class[];
    expect(later.find((item) => item._id === cls.id)).toMatchObject({ held: 0 });
  });
});
