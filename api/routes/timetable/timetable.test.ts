// GET /api/timetable over the real database: whose sessions, which ones, in what order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Timetable } from '#shared/schemas/timetable.ts';
import { classSessions } from '../../db/schema.ts';
import {
  createClass,
  createEnrollment,
  createSelection,
  createUser,
} from '../../test/factories.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const NOW = new Date('2030-01-15T10:00:00.000Z');
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs).toISOString();

let api: TestApi;
let alice: string;
let bob: string;
let admin: string;

/** A session of the class starting `offsetMs` from NOW, an hour long; extra columns as given. */
async function addSession(
  classId: string,
  offsetMs: number,
  extra: Partial<typeof classSessions.$inferInsert> = {},
) {
  const id = crypto.randomUUID();
  await api.db.insert(classSessions).values({
    id,
    classId,
    startsAt: at(offsetMs),
    endsAt: at(offsetMs + HOUR),
    ...extra,
  });
  return id;
}

const timetableOf = async (email: string) => {
  const response = await api.call('GET', '/api/timetable', { as: email });
  expect(response.status).toBe(200);
  return (await json(response)) as Timetable;
};

beforeAll(async () => {
  api = await createTestApi({ now: () => NOW });
  alice = (await createUser(api.db)).email;
  bob = (await createUser(api.db)).email;
  admin = (await createUser(api.db, { role: 'admin' })).email;
});
afterAll(() => api.cleanup());

describe('GET /api/timetable', () => {
  it("lists only the caller's enrolled classes' sessions, in order of their start, with the class", async () => {
    const swim = await createClass(api.db, {
      name: 'Swim',
      sport: 'swimming',
      venue: 'dhaka',
      instructorName: 'Ann',
    });
    const chess = await createClass(api.db, { name: 'Chess', venue: 'riyadh' });
    const notMine = await createClass(api.db, { name: 'Not mine' });
    await createEnrollment(api.db, alice, swim);
    await createEnrollment(api.db, alice, chess);
    await createEnrollment(api.db, bob, notMine);
    const swimLater = await addSession(swim.id, 2 * DAY);
    const chessFirst = await addSession(chess.id, 1 * DAY);
    const swimFirst = await addSession(swim.id, 1 * DAY, {}); // same start: ordered by id after
    await addSession(notMine.id, 1 * DAY);

    const timetable = await timetableOf(alice);
    const sameStart = [chessFirst, swimFirst].sort();
    expect(timetable.map((session) => session.id)).toEqual([...sameStart, swimLater]);
    expect(timetable.find((session) => session.id === swimLater)).toEqual({
      id: swimLater,
      classId: swim.id,
      className: 'Swim',
      photo: swim.photo,
      sport: 'swimming',
      instructorName: 'Ann',
      venue: 'dhaka',
      startsAt: at(2 * DAY),
      endsAt: at(2 * DAY + HOUR),
      status: 'scheduled',
      changeReason: null,
      movedFrom: null,
      // Alice's own session, no child's (decision 049).
      participantId: null,
      participantName: null,
    });
    // Bob sees his own class only; nothing of Alice's.
    expect((await timetableOf(bob)).map((session) => session.classId)).toEqual([notMine.id]);
  });

  it('carries a cancelled and a moved session with their reasons', async () => {
    const carol = (await createUser(api.db)).email;
    const yoga = await createClass(api.db);
    await createEnrollment(api.db, carol, yoga);
    await addSession(yoga.id, 3 * DAY, { status: 'cancelled', changeReason: 'Pool closed' });
    await addSession(yoga.id, 5 * DAY, { movedFrom: at(4 * DAY), changeReason: 'Coach away' });
    expect(await timetableOf(carol)).toMatchObject([
      { status: 'cancelled', changeReason: 'Pool closed', movedFrom: null },
      { status: 'scheduled', changeReason: 'Coach away', movedFrom: at(4 * DAY) },
    ]);
  });

  it('reaches back exactly seven days', async () => {
    const dave = (await createUser(api.db)).email;
    const tennis = await createClass(api.db);
    await createEnrollment(api.db, dave, tennis);
    await addSession(tennis.id, -7 * DAY - 1);
    const lastWeek = await addSession(tennis.id, -7 * DAY);
    const yesterday = await addSession(tennis.id, -DAY);
    expect((await timetableOf(dave)).map((session) => session.id)).toEqual([lastWeek, yesterday]);
  });

  it('drops a class the student was refunded for (the admin refund path)', async () => {
    const erin = (await createUser(api.db)).email;
    const kept = await createClass(api.db, { name: 'Kept', priceCents: 1000 });
    const refunded = await createClass(api.db, { name: 'Refunded', priceCents: 1000 });
    await createSelection(api.db, erin, refunded.id);
    const paid = await payForSelections(api, erin);
    const paymentId = ((await json(paid.response)) as { insertedId: string }).insertedId;
    await createEnrollment(api.db, erin, kept);
    await addSession(refunded.id, DAY);
    await addSession(kept.id, 2 * DAY);
    expect((await timetableOf(erin)).map((s) => s.className)).toEqual(['Refunded', 'Kept']);

    const refund = await api.call('POST', `/api/payments/${paymentId}/refund`, {
      as: admin,
      body: {},
    });
    expect(refund.status).toBe(200);
    expect((await timetableOf(erin)).map((s) => s.className)).toEqual(['Kept']);
  });

  it('is for students: a visitor is asked to sign in, an instructor and an admin are refused', async () => {
    const coach = (await createUser(api.db, { role: 'instructor' })).email;
    expect((await api.call('GET', '/api/timetable')).status).toBe(401);
    expect((await api.call('GET', '/api/timetable', { as: coach })).status).toBe(403);
    expect((await api.call('GET', '/api/timetable', { as: admin })).status).toBe(403);
  });

  it('answers 304 to the ETag it sent while nothing changed, and the new list after a change', async () => {
    const fay = (await createUser(api.db)).email;
    const judo = await createClass(api.db);
    await createEnrollment(api.db, fay, judo);
    await addSession(judo.id, DAY);
    const first = await api.call('GET', '/api/timetable', { as: fay });
    const etag = first.headers.get('ETag');
    expect(etag).toBeTruthy();
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const again = await api.call('GET', '/api/timetable', {
      as: fay,
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    await addSession(judo.id, 2 * DAY);
    const changed = await api.call('GET', '/api/timetable', {
      as: fay,
      headers: { 'If-None-Match': etag! },
    });
    expect(changed.status).toBe(200);
    expect(((await json(changed)) as Timetable).length).toBe(2);
  });
});
