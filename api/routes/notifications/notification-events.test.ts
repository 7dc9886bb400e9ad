// Each event tells the right person once, in the event's own transaction: a class
// reviewed (its instructor), a payment recorded (a receipt; once however many finalize it), a
// refund (finalize's and an admin's), a session cancelled or moved (each enrolled student). Each
// notice is a bell entry and, by default, a push due now (outbound_messages).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, notifications, outboundMessages } from '../../db/schema.ts';
import { refundPayment } from '../../services/payments/admin-refund.ts';
import { finalizePayment } from '../../services/payments/finalize.ts';
import { ProviderError } from '../../services/payments/provider.ts';
import { sweepPayments } from '../../services/payments/payment-sweep.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createSession,
  createUser,
  type UserRow,
} from '../../test/factories.ts';
import {
  createClock,
  finalize,
  paidIntent,
  paymentDepsOf,
} from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const clock = createClock();
let api: TestApi;
let admin: UserRow;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  admin = await createUser(api.db, { role: 'admin' });
});
afterAll(() => api.cleanup());

/** What the person was told, oldest first: kind, params and path. */
async function toldTo(user: UserRow) {
  const rows = await api.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, user.id))
    .orderBy(asc(notifications.createdAt), asc(notifications.kind));
  return rows.map(({ kind, params, path }) => ({ kind, params, path }));
}

/** The pushes queued for the person (channel, kind, and the bell entry each carries). */
const pushesTo = (user: UserRow) =>
  api.db
    .select({
      channel: outboundMessages.channel,
      kind: outboundMessages.kind,
      notificationId: outboundMessages.notificationId,
      dueAt: outboundMessages.dueAt,
    })
    .from(outboundMessages)
    .where(eq(outboundMessages.userId, user.id));

describe('a class reviewed by an admin', () => {
  const review = (id: string, body: object) =>
    api.call('PATCH', `/api/class/${id}`, { as: admin.email, body });

  it('tells its instructor, with the feedback, once; a push of it is due now', async () => {
    const coach = await createUser(api.db, { role: 'instructor' });
    const cls = await createClass(api.db, {
      name: 'Judo',
      status: 'pending',
      instructorEmail: coach.email,
    });
    expect((await review(cls.id, { status: 'approved', feedback: 'Great plan' })).status).toBe(200);
    // The same decision again (a retry), or its note changed later: nothing more to tell.
    expect((await review(cls.id, { status: 'approved' })).status).toBe(200);
    expect((await review(cls.id, { status: 'approved', feedback: 'Edited' })).status).toBe(200);

    expect(await toldTo(coach)).toEqual([
      {
        kind: 'class_approved',
        params: { className: 'Judo', feedback: 'Great plan' },
        path: '/dashboard/instructorclasses',
      },
    ]);
    const [bell] = await api.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, coach.id));
    expect(await pushesTo(coach)).toEqual([
      {
        channel: 'push',
        kind: 'class_approved',
        notificationId: bell!.id,
        dueAt: clock.now().toISOString(),
      },
    ]);
    expect(await toldTo(admin)).toEqual([]);
  });

  it('tells a denial without feedback, and nothing for a refused review', async () => {
    const coach = await createUser(api.db, { role: 'instructor' });
    const cls = await createClass(api.db, {
      name: 'Chess',
      status: 'pending',
      instructorEmail: coach.email,
    });
    expect((await review(cls.id, { status: 'Denied' })).status).toBe(200);
    expect((await review(cls.id, { status: 'approved' })).status).toBe(409);
    expect(await toldTo(coach)).toEqual([
      {
        kind: 'class_denied',
        params: { className: 'Chess' },
        path: '/dashboard/instructorclasses',
      },
    ]);
  });

  it('tells nobody when the instructor e-mail has no account, and the review still lands', async () => {
    const cls = await createClass(api.db, { status: 'pending', instructorEmail: 'nobody@x.test' });
    expect((await review(cls.id, { status: 'approved' })).status).toBe(200);
    const [row] = await api.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(row?.status).toBe('approved');
  });
});

describe('a payment recorded', () => {
  it('gives the payer one receipt when the browser, the webhook and the sweep all finalize it', async () => {
    const payer = await createUser(api.db);
    const cls = await createClass(api.db, { priceCents: 2500 });
    await createSelection(api.db, payer.email, cls.id);
    const intent = await paidIntent(api, payer.email);
    clock.advanceMinutes(6); // old enough for the sweep to look at it
    const deps = paymentDepsOf(api, clock.now);
    // The webhook's step is finalizePayment without a caller (stripe-webhook.ts).
    await Promise.all([
      finalize(api, payer.email, intent.intentId),
      finalizePayment(deps, intent.intentId),
      sweepPayments(deps),
      finalize(api, payer.email, intent.intentId),
    ]);
    // And replays afterwards.
    expect((await finalize(api, payer.email, intent.intentId)).status).toBe(200);
    await finalizePayment(deps, intent.intentId);

    expect(await toldTo(payer)).toEqual([
      {
        kind: 'payment_receipt',
        params: {
          amount: 25,
          currency: 'usd',
          count: 1,
          classNames: cls.name,
          transactionId: intent.intentId,
        },
        path: '/dashboard/studentpayments',
      },
    ]);
    expect(await pushesTo(payer)).toHaveLength(1);
  });

  it('tells the refund of what could not be delivered beside the receipt, once', async () => {
    const payer = await createUser(api.db);
    const kept = await createClass(api.db, { name: 'Kept', priceCents: 1000 });
    const closed = await createClass(api.db, { name: 'Closed', priceCents: 750 });
    await createSelection(api.db, payer.email, kept.id);
    await createSelection(api.db, payer.email, closed.id);
    const intent = await paidIntent(api, payer.email);
    await api.db.update(classes).set({ status: 'Denied' }).where(eq(classes.id, closed.id));

    const response = await finalize(api, payer.email, intent.intentId);
    expect(await json(response)).toMatchObject({ refundedClasses: ['Closed'] });
    await finalize(api, payer.email, intent.intentId);
    expect(await toldTo(payer)).toEqual([
      {
        kind: 'payment_receipt',
        params: {
          amount: 17.5,
          currency: 'usd',
          count: 2,
          classNames: expect.stringMatching(/^(Kept, Closed|Closed, Kept)$/),
          transactionId: intent.intentId,
        },
        path: '/dashboard/studentpayments',
      },
      {
        kind: 'refund',
        params: { amount: 7.5, currency: 'usd', classNames: 'Closed' },
        path: '/dashboard/studentpayments',
      },
    ]);
  });
});

describe('an admin refund', () => {
  it('tells the payer the amount and the classes, once', async () => {
    const payer = await createUser(api.db);
    const swim = await createClass(api.db, { name: 'Swim', priceCents: 1200 });
    const run = await createClass(api.db, { name: 'Run', priceCents: 800 });
    await createSelection(api.db, payer.email, swim.id);
    await createSelection(api.db, payer.email, run.id);
    const intent = await paidIntent(api, payer.email);
    const paid = await finalize(api, payer.email, intent.intentId);
    const { insertedId } = (await json(paid)) as { insertedId: string };
    const refund = () =>
      api.call('POST', `/api/payments/${insertedId}/refund`, { as: admin.email, body: {} });

    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(409);
    const told = await toldTo(payer);
    expect(told.filter((notice) => notice.kind === 'refund')).toEqual([
      {
        kind: 'refund',
        params: {
          amount: 20,
          currency: 'usd',
          classNames: expect.stringMatching(/^(Swim, Run|Run, Swim)$/),
        },
        path: '/dashboard/studentpayments',
      },
    ]);
  });
});

describe('an admin refund the provider failed to take', () => {
  it('is told once, though the retry sends it again', async () => {
    const payer = await createUser(api.db);
    const cls = await createClass(api.db, { name: 'Boxing', priceCents: 900 });
    await createSelection(api.db, payer.email, cls.id);
    const intent = await paidIntent(api, payer.email);
    const paid = await finalize(api, payer.email, intent.intentId);
    const { insertedId } = (await json(paid)) as { insertedId: string };
    const deps = paymentDepsOf(api, clock.now);
    const down = {
      ...deps,
      provider: {
        ...deps.provider,
        refund: () => Promise.reject(new ProviderError('Stripe did not answer.')),
      },
    };
    await expect(refundPayment(down, insertedId, cls.id)).rejects.toMatchObject({ status: 502 });
    await refundPayment(deps, insertedId, cls.id);
    const refunds = (await toldTo(payer)).filter((notice) => notice.kind === 'refund');
    expect(refunds).toEqual([
      {
        kind: 'refund',
        params: { amount: 9, currency: 'usd', classNames: 'Boxing' },
        path: '/dashboard/studentpayments',
      },
    ]);
  });
});

describe('a session cancelled or moved', () => {
  const change = (what: 'cancel' | 'move', classId: string, sessionId: string, body: object) =>
    api.call('POST', `/api/class/${classId}/sessions/${sessionId}/${what}`, {
      as: admin.email,
      body,
    });

  it('tells each student enrolled in the class, and no one else, once', async () => {
    const [ann, ben, outsider] = [
      await createUser(api.db),
      await createUser(api.db),
      await createUser(api.db),
    ];
    const cls = await createClass(api.db, { name: 'Tennis', venue: 'dhaka' });
    await createEnrollment(api.db, ann!.email, cls);
    await createEnrollment(api.db, ben!.email, cls);
    await createEnrollment(api.db, outsider!.email, await createClass(api.db));
    const startsAt = new Date(clock.now().getTime() + 3 * 86_400_000).toISOString();
    const session = await createSession(api.db, cls.id, startsAt);

    expect((await change('cancel', cls.id, session.id, { reason: 'Rain' })).status).toBe(200);
    expect((await change('cancel', cls.id, session.id, { reason: 'Retry' })).status).toBe(200);
    const cancelled = {
      kind: 'session_cancelled',
      params: { className: 'Tennis', startsAt, venue: 'dhaka', reason: 'Rain' },
      path: '/dashboard/timetable',
    };
    expect(await toldTo(ann!)).toEqual([cancelled]);
    expect(await toldTo(ben!)).toEqual([cancelled]);
    expect(await toldTo(outsider!)).toEqual([]);
  });

  it('tells a move from where the students last saw it to where it is now', async () => {
    const student = await createUser(api.db);
    const cls = await createClass(api.db, { name: 'Yoga', venue: 'dhaka' });
    await createEnrollment(api.db, student.email, cls);
    // 2030-02-20 10:00 UTC is 16:00 in Dhaka, well after the clock.
    const session = await createSession(api.db, cls.id, '2030-02-20T10:00:00.000Z');
    const move = (date: string) =>
      change('move', cls.id, session.id, { date, time: '17:00', reason: 'Coach away' });

    expect((await move('2030-02-21')).status).toBe(200);
    expect((await move('2030-02-21')).status).toBe(200); // a retry: nothing moves, nothing told
    expect((await move('2030-02-22')).status).toBe(200);
    const moved = (movedFrom: string, startsAt: string) => ({
      kind: 'session_moved',
      params: { className: 'Yoga', startsAt, movedFrom, venue: 'dhaka', reason: 'Coach away' },
      path: '/dashboard/timetable',
    });
    const told = await toldTo(student);
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        moved('2030-02-20T10:00:00.000Z', '2030-02-21T11:00:00.000Z'),
        moved('2030-02-21T11:00:00.000Z', '2030-02-22T11:00:00.000Z'),
      ]),
    );
  });
});
