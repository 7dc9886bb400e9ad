// GET /api/class/:id/roster: the students holding a pass (names, photos and phones from
// users, the e-mail's local part without one; digests, never tokens), every session with who was
// checked in; the admin's class list's attendance figures; and what a schedule edit keeps of the
// sessions to come (those with check-ins, and changes the new plan still has).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passDigest } from '#shared/check-in/pass.ts';
import type { Class } from '#shared/schemas/class.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import { classSessions } from '../../db/schema.ts';
import {
  createCheckIn,
  createClass,
  createPass,
  createSession,
  createUser,
  type UserRow,
} from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let coach: UserRow;
let admin: UserRow;
/** The coach of the schedule-edit case (no other classes to clash with). */
let planner: UserRow;
let clock = new Date('2030-01-01T00:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
  coach = await createUser(api.db, { role: 'instructor' });
  planner = await createUser(api.db, { role: 'instructor' });
  admin = await createUser(api.db, { role: 'admin' });
});
afterAll(() => api.cleanup());

/** A class of the coach with three sessions (Jan 7, 14, 21, 2030) and two students, one refunded. */
async function classWithStudents() {
  const cls = await createClass(api.db, { instructorEmail: coach.email, venue: 'dhaka' });
  const sessions = [];
  for (const day of ['07', '14', '21']) {
    sessions.push(await createSession(api.db, cls.id, `2030-01-${day}T12:00:00.000Z`));
  }
  const ana = await createUser(api.db, {
    name: 'Ana Student',
    photoUrl: '/images/ana.webp',
    phone: '+880 1711-222333',
  });
  const ana_pass = await createPass(api.db, cls.id, ana.email);
  const gone = await createPass(api.db, cls.id, 'no.record@academy.test', { status: 'refunded' });
  return { cls, sessions, ana, ana_pass, gone };
}

describe('GET /api/class/:id/roster', () => {
  it('lists the pass holders and every session with its check-ins', async () => {
    const { cls, sessions, ana, ana_pass, gone } = await classWithStudents();
    await createCheckIn(api.db, sessions[0]!, ana.email);
    const response = await api.call('GET', `/api/class/${cls.id}/roster`, { as: coach.email });
    expect(response.status).toBe(200);
    const roster = (await json(response)) as Roster;
    expect(roster).toMatchObject({ classId: cls.id, className: cls.name, venue: 'dhaka' });
    expect(roster.students).toEqual([
      {
        email: ana.email,
        name: 'Ana Student',
        photoUrl: '/images/ana.webp',
        status: 'enrolled',
        tokenDigest: await passDigest(ana_pass.token),
        codeDigest: await passDigest(ana_pass.code),
        // An adult is their own member, with their own phone to call.
        participantId: null,
        phone: '+880 1711-222333',
      },
      {
        email: 'no.record@academy.test',
        name: 'no.record',
        photoUrl: null,
        status: 'refunded',
        tokenDigest: await passDigest(gone.token),
        codeDigest: await passDigest(gone.code),
        participantId: null,
        phone: null,
      },
    ]);
    // Never the secrets themselves.
    expect(JSON.stringify(roster)).not.toContain(ana_pass.token);
    expect(roster.sessions.map((s) => [s.startsAt, s.checkedIn])).toEqual([
      [sessions[0]!.startsAt, [ana.email]],
      [sessions[1]!.startsAt, []],
      [sessions[2]!.startsAt, []],
    ]);
  });

  it('is the class’s instructor’s and admins’: another instructor 403, an unknown class 404', async () => {
    const { cls } = await classWithStudents();
    const other = await createUser(api.db, { role: 'instructor' });
    expect((await api.call('GET', `/api/class/${cls.id}/roster`, { as: admin.email })).status).toBe(
      200,
    );
    expect((await api.call('GET', `/api/class/${cls.id}/roster`, { as: other.email })).status).toBe(
      403,
    );
    expect((await api.call('GET', '/api/class/nope/roster', { as: admin.email })).status).toBe(404);
  });
});

describe('attendance in the admin’s class list', () => {
  it('counts enrolled students’ check-ins at the sessions held so far', async () => {
    const { cls, sessions, ana, gone } = await classWithStudents();
    const bea = await createUser(api.db);
    await createPass(api.db, cls.id, bea.email);
    await createCheckIn(api.db, sessions[0]!, ana.email);
    await createCheckIn(api.db, sessions[0]!, bea.email);
    await createCheckIn(api.db, sessions[1]!, ana.email);
    // A refunded student's check-in is not counted (their seat is not in the denominator).
    await createCheckIn(api.db, sessions[1]!, gone.email);
    clock = new Date('2030-01-15T00:00:00.000Z'); // two held, one to come
    const figuresOf = async (path: string) => {
      const response = await api.call('GET', path, { as: admin.email });
      const body = (await json(response)) as Class[] | { classes: Class[] };
      expect(response.status, JSON.stringify(body)).toBe(200);
      const list = Array.isArray(body) ? body : body.classes;
      return list.find((item) => item._id === cls.id)?.attendance;
    };
    const expected = { checkIns: 3, students: 2, sessionsHeld: 2 };
    expect(await figuresOf('/api/class?status=all')).toEqual(expected);
    expect(await figuresOf('/api/class?status=approved&limit=100')).toEqual(expected);
    // Not in the public catalogue.
    const publicList = (await json(await api.call('GET', '/api/class'))) as Class[];
    expect(publicList.find((item) => item._id === cls.id)?.attendance).toBeUndefined();
  });
});

describe('a schedule edit and the sessions to come', () => {
  it('keeps a session with check-ins and a cancellation the new plan still has', async () => {
    clock = new Date('2030-01-01T00:00:00.000Z');
    const schedule = {
      firstDate: '2030-01-07',
      weekdays: [1],
      startTime: '18:00',
      durationMinutes: 60,
      sessionCount: 3,
      lastDate: null,
    };
    const body = {
      Name: 'Kept',
      photo: '/images/k.webp',
      price: 5,
      sets: 5,
      venue: 'dhaka',
      schedule,
    };
    const created = await api.call('POST', '/api/class', {
      as: planner.email,
      body: { ...body, IName: 'C', Iemail: planner.email },
    });
    expect(created.status, JSON.stringify(await created.clone().json())).toBe(201);
    const id = ((await json(created)) as { insertedId: string }).insertedId;
    const before = await api.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.classId, id))
      .orderBy(asc(classSessions.startsAt));
    // Checked in early for the first; the second cancelled; the third moved a day on.
    await createCheckIn(api.db, before[0]!, 'early@academy.test');
    const cancel = `/api/class/${id}/sessions/${before[1]!.id}/cancel`;
    expect(
      (await api.call('POST', cancel, { as: planner.email, body: { reason: 'Exams' } })).status,
    ).toBe(200);
    const move = `/api/class/${id}/sessions/${before[2]!.id}/move`;
    const moveBody = { date: '2030-01-22', time: '18:00', reason: 'Holiday' };
    expect((await api.call('POST', move, { as: planner.email, body: moveBody })).status).toBe(200);

    // Re-saved with a plan that keeps Jan 7 and 14 but ends before Jan 21, at 18:00 still.
    const edited = await api.call('PUT', `/api/class/${id}`, {
      as: planner.email,
      body: { ...body, schedule: { ...schedule, sessionCount: 2 } },
    });
    expect(edited.status).toBe(200);
    const after = await api.db
      .select()
      .from(classSessions)
      .where(eq(classSessions.classId, id))
      .orderBy(asc(classSessions.startsAt));
    expect(after.map((s) => [s.id, s.status])).toEqual([
      [before[0]!.id, 'scheduled'], // its check-in kept with it
      [before[1]!.id, 'cancelled'], // still planned then: still cancelled, with its reason
      // the moved one went: the new plan no longer meets on Jan 21
    ]);
    expect(after[1]!.changeReason).toBe('Exams');
  });
});
