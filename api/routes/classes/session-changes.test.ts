// POST /api/class/:id/sessions/:sessionId/cancel and …/move: one session changes
// with its reason, the class row's derived columns and change_seq follow, a retry changes
// nothing, a begun or cancelled session and a clashing time are refused with their reasons, and
// two moves at once leave one consistent outcome.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RosterSession } from '#shared/schemas/roster.ts';
import { classes, classSessions } from '../../db/schema.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let coach: UserRow;
let admin: UserRow;
/** The API's clock: moved by the tests. */
let clock = new Date('2030-01-01T00:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
  coach = await createUser(api.db, { role: 'instructor', name: 'Carla Coach' });
  admin = await createUser(api.db, { role: 'admin' });
});
afterAll(() => api.cleanup());

/** A Dhaka class (UTC+6) meeting Mondays and Thursdays at 18:00 for an hour, from Jan 7, 2030. */
async function addClass(name: string, startTime = '18:00', weekdays = [1, 4]) {
  clock = new Date('2030-01-01T00:00:00.000Z');
  const response = await api.call('POST', '/api/class', {
    as: coach.email,
    body: {
      Name: name,
      photo: 'https://example.com/a.jpg',
      IName: 'Coach',
      Iemail: coach.email,
      price: 20,
      sets: 10,
      venue: 'dhaka',
      schedule: {
        firstDate: '2030-01-07',
        weekdays,
        startTime,
        durationMinutes: 60,
        sessionCount: 4,
        lastDate: null,
      },
    },
  });
  expect(response.status).toBe(201);
  const id = ((await json(response)) as { insertedId: string }).insertedId;
  return { id, sessions: await sessionsOf(id) };
}

const sessionsOf = (classId: string) =>
  api.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));

const classRow = async (id: string) =>
  (await api.db.select().from(classes).where(eq(classes.id, id)))[0]!;

const change = (
  what: 'cancel' | 'move',
  classId: string,
  sessionId: string,
  body: unknown,
  as = coach.email,
) => api.call('POST', `/api/class/${classId}/sessions/${sessionId}/${what}`, { as, body });

const reasonOf = async (response: Response) =>
  ((await json(response)) as { error: { reason: string } }).error.reason;

describe('cancelling a session', () => {
  it('cancels it with its reason, recounts the class and moves its change sequence', async () => {
    const { id, sessions } = await addClass('Cancel me');
    const before = await classRow(id);
    clock = new Date('2030-01-05T00:00:00.000Z');
    const last = sessions.at(-1)!;
    const response = await change('cancel', id, last.id, { reason: '  Pitch flooded  ' });
    expect(response.status).toBe(200);
    const { session } = (await json(response)) as { session: RosterSession };
    expect(session).toMatchObject({
      id: last.id,
      status: 'cancelled',
      changeReason: 'Pitch flooded',
    });

    const [row] = (await sessionsOf(id)).filter((s) => s.id === last.id);
    expect(row).toMatchObject({ status: 'cancelled', changedAt: clock.toISOString() });
    const after = await classRow(id);
    expect(after.sessionCount).toBe(3);
    expect(after.lastSessionAt).toBe(sessions.at(-2)!.startsAt);
    expect(after.changeSeq).toBeGreaterThan(before.changeSeq);

    // The same cancel again (a retry): 200, the state as it was, the first reason kept.
    const again = await change('cancel', id, last.id, { reason: 'Another reason' });
    expect(again.status).toBe(200);
    expect(((await json(again)) as { session: RosterSession }).session).toEqual(session);
    expect((await classRow(id)).changeSeq).toBe(after.changeSeq);
  });

  it('refuses a session that has begun, and one of another class', async () => {
    const { id, sessions } = await addClass('Begun', '07:00', [2]);
    const other = await addClass('Other', '09:00', [3]);
    clock = new Date(Date.parse(sessions[0]!.startsAt) + 60_000);
    const begun = await change('cancel', id, sessions[0]!.id, { reason: 'Too late' });
    expect(begun.status).toBe(409);
    expect(await reasonOf(begun)).toBe('session_change_begun');
    const elsewhere = await change('cancel', id, other.sessions[0]!.id, { reason: 'Wrong class' });
    expect(elsewhere.status).toBe(404);
    expect(await reasonOf(elsewhere)).toBe('session_change_not_found');
    expect((await sessionsOf(id)).every((s) => s.status === 'scheduled')).toBe(true);
  });
});

describe('moving a session', () => {
  it('moves it keeping its length, remembers where it was first planned, recounts the class', async () => {
    const { id, sessions } = await addClass('Move me', '16:00', [1, 4]);
    const first = sessions[0]!;
    clock = new Date('2030-01-02T00:00:00.000Z');
    // To Saturday, Feb 2, 10:30 in Dhaka: 04:30 UTC, after the last session (Jan 17).
    const moved = await change('move', id, first.id, {
      date: '2030-02-02',
      time: '10:30',
      reason: 'Holiday',
    });
    expect(moved.status).toBe(200);
    expect(((await json(moved)) as { session: RosterSession }).session).toMatchObject({
      startsAt: '2030-02-02T04:30:00.000Z',
      endsAt: '2030-02-02T05:30:00.000Z',
      movedFrom: first.startsAt,
      changeReason: 'Holiday',
    });
    expect(await classRow(id)).toMatchObject({
      firstSessionAt: sessions[1]!.startsAt,
      lastSessionAt: '2030-02-02T04:30:00.000Z',
      sessionCount: 4,
    });

    // The same move again: 200, unchanged. A second move keeps the first planned time.
    const retry = await change('move', id, first.id, {
      date: '2030-02-02',
      time: '10:30',
      reason: 'Holiday',
    });
    expect(retry.status).toBe(200);
    await change('move', id, first.id, { date: '2030-02-03', time: '10:30', reason: 'Again' });
    const [row] = (await sessionsOf(id)).filter((s) => s.id === first.id);
    expect(row).toMatchObject({ movedFrom: first.startsAt, startsAt: '2030-02-03T04:30:00.000Z' });
  });

  it('refuses a clash with another class of the instructor, or with the same class', async () => {
    const yoga = await addClass('Yoga', '06:00', [2]);
    // 15:00 in Dhaka is 09:00 UTC: the same calendar day in both, so dates below read alike.
    const { id, sessions } = await addClass('Run', '15:00', [3]);
    clock = new Date('2030-01-02T00:00:00.000Z');
    const onYoga = await change('move', id, sessions[0]!.id, {
      date: yoga.sessions[1]!.startsAt.slice(0, 10),
      time: '06:30',
      reason: 'Swap',
    });
    expect(onYoga.status).toBe(409);
    expect(
      ((await json(onYoga)) as { error: { reason: string; params: unknown } }).error,
    ).toMatchObject({
      reason: 'session_change_clash',
      params: { className: 'Yoga', start: '06:00', end: '07:00', venue: 'dhaka' },
    });
    const onItself = await change('move', id, sessions[0]!.id, {
      date: sessions[1]!.startsAt.slice(0, 10),
      time: '15:30',
      reason: 'Double up',
    });
    expect(onItself.status).toBe(409);
    expect(await reasonOf(onItself)).toBe('session_change_clash');
    expect((await sessionsOf(id)).map((s) => s.startsAt)).toEqual(sessions.map((s) => s.startsAt));
  });

  it('refuses moving a cancelled session, and a move into the past', async () => {
    const { id, sessions } = await addClass('Refusals', '20:00', [5]);
    clock = new Date('2030-01-02T00:00:00.000Z');
    await change('cancel', id, sessions[1]!.id, { reason: 'Off' });
    const cancelled = await change('move', id, sessions[1]!.id, {
      date: '2030-03-01',
      time: '20:00',
      reason: 'Back on',
    });
    expect(cancelled.status).toBe(409);
    expect(await reasonOf(cancelled)).toBe('session_change_cancelled');
    const past = await change('move', id, sessions[0]!.id, {
      date: '2030-01-01',
      time: '20:00',
      reason: 'Earlier',
    });
    expect(past.status).toBe(400);
    expect(await reasonOf(past)).toBe('validation_session_change_in_past');
  });

  it('two moves of one session at once: one outcome, and the class row agrees with it', async () => {
    const { id, sessions } = await addClass('Race', '12:00', [0]);
    clock = new Date('2030-01-02T00:00:00.000Z');
    const target = sessions[0]!;
    const responses = await Promise.all(
      ['2030-03-03', '2030-03-10'].map((date) =>
        change('move', id, target.id, { date, time: '12:00', reason: `To ${date}` }, admin.email),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    const rows = await sessionsOf(id);
    const moved = rows.find((s) => s.id === target.id)!;
    expect(['2030-03-03T06:00:00.000Z', '2030-03-10T06:00:00.000Z']).toContain(moved.startsAt);
    expect(moved.changeReason).toBe(`To ${moved.startsAt.slice(0, 10)}`);
    expect(moved.movedFrom).toBe(target.startsAt);
    expect(await classRow(id)).toMatchObject({
      firstSessionAt: rows[0]!.startsAt,
      lastSessionAt: rows.at(-1)!.startsAt,
      sessionCount: rows.length,
    });
  });
});
