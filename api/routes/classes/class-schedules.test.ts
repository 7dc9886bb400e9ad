// A class's schedule through POST and PUT /api/class: its sessions written with the class, the
// columns the catalogue filters by, a clash with the instructor's own classes refused with a
// sentence naming it, a first session in the past refused, and an edit keeping what has begun.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classSessions } from '../../db/schema.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let coach: UserRow;
let otherCoach: UserRow;
/** The API's clock: Monday 7 December 2026, noon in Dhaka. */
let clock = new Date('2026-12-07T06:00:00.000Z');

const body = (schedule: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  Name: 'Evening Karate',
  photo: '/images/classes/karate.svg',
  IName: 'Carla Coach',
  Iemail: 'carla@academy.test',
  price: 40,
  sets: 12,
  sport: 'karate',
  level: 'beginner',
  venue: 'dhaka',
  description: 'Stances and blocks.\n\nBring water.',
  schedule: { durationMinutes: 60, sessionCount: 4, ...schedule },
  ...extra,
});

async function addClass(as: string, payload: unknown) {
  return api.call('POST', '/api/class', { as, body: payload });
}

const sessionsOf = (classId: string) =>
  api.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
  coach = await createUser(api.db, { role: 'instructor', name: 'Carla Coach' });
  otherCoach = await createUser(api.db, { role: 'instructor' });
});
afterAll(() => api.cleanup());

describe('a scheduled class', () => {
  it('is saved with one session per meeting, in the venue’s time, and what the catalogue filters by', async () => {
    const response = await addClass(
      coach.email,
      body({ firstDate: '2026-12-08', weekdays: [4, 2], startTime: '18:00' }),
    );
    expect(response.status).toBe(201);
    const { insertedId } = (await json(response)) as { insertedId: string };
    const sessions = await sessionsOf(insertedId);
    // Tue 8, Thu 10, Tue 15, Thu 17 December, 18:00 in Dhaka (UTC+6).
    expect(sessions.map((session) => session.startsAt)).toEqual([
      '2026-12-08T12:00:00.000Z',
      '2026-12-10T12:00:00.000Z',
      '2026-12-15T12:00:00.000Z',
      '2026-12-17T12:00:00.000Z',
    ]);
    expect(sessions.every((session) => session.status === 'scheduled')).toBe(true);
    const [row] = await api.db.select().from(classes).where(eq(classes.id, insertedId));
    expect(row).toMatchObject({
      sport: 'karate',
      level: 'beginner',
      venue: 'dhaka',
      schedule: expect.objectContaining({ weekdays: [2, 4] }),
      firstSessionAt: '2026-12-08T12:00:00.000Z',
      lastSessionAt: '2026-12-17T12:00:00.000Z',
      sessionCount: 4,
      weekdayBits: (1 << 2) | (1 << 4),
      startMinute: 18 * 60,
    });
    expect(row?.searchText).toContain('karate');
    expect(row?.searchText).toContain('কারাতে');
  });

  it('is refused when it meets while another of the instructor’s classes does, naming it', async () => {
    const response = await addClass(
      coach.email,
      body({ firstDate: '2026-12-10', weekdays: [4], startTime: '18:30' }, { Name: 'Late Karate' }),
    );
    expect(response.status).toBe(409);
    const { error } = (await json(response)) as {
      error: { reason: string; params: Record<string, unknown>; message: string };
    };
    expect(error.reason).toBe('schedule_clash');
    expect(error.params).toEqual({
      className: 'Evening Karate',
      day: '2026-12-10',
      start: '18:00',
      end: '19:00',
      venue: 'dhaka',
    });
    expect(error.message).toBe(
      'This schedule clashes with your class “Evening Karate” on Thu, Dec 10, 2026, 6:00 PM–7:00 PM (Dhanmondi, Dhaka).',
    );
  });

  it('is not a clash back to back, nor with another instructor’s class', async () => {
    const backToBack = await addClass(
      coach.email,
      body({ firstDate: '2026-12-08', weekdays: [2], startTime: '19:00' }, { Name: 'After' }),
    );
    expect(backToBack.status).toBe(201);
    const someoneElse = await addClass(
      otherCoach.email,
      body({ firstDate: '2026-12-08', weekdays: [2], startTime: '18:00' }),
    );
    expect(someoneElse.status).toBe(201);
  });

  it('cannot start in the past', async () => {
    const response = await addClass(
      coach.email,
      body({ firstDate: '2026-12-01', weekdays: [1], startTime: '07:00' }, { Name: 'Past' }),
    );
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toContain(
      'The first session cannot be in the past.',
    );
  });

  it('needs its venue, and a schedule that ends one way', async () => {
    const noVenue = await addClass(
      coach.email,
      body({ firstDate: '2026-12-20', weekdays: [0], startTime: '07:00' }, { venue: undefined }),
    );
    expect(noVenue.status).toBe(400);
    const bothEnds = await addClass(
      coach.email,
      body({ firstDate: '2026-12-20', weekdays: [0], startTime: '07:00', lastDate: '2027-01-10' }),
    );
    expect(bothEnds.status).toBe(400);
    const noDay = await addClass(
      coach.email,
      body({
        firstDate: '2026-12-21',
        weekdays: [0],
        startTime: '07:00',
        sessionCount: null,
        lastDate: '2026-12-26',
      }),
    );
    expect(noDay.status).toBe(400);
    expect(JSON.stringify(await json(noDay))).toContain('None of the chosen days falls');
  });

  it('keeps the sessions that have begun when its schedule is edited, and replaces those to come', async () => {
    const created = await addClass(
      coach.email,
      body(
        { firstDate: '2026-12-07', weekdays: [1, 3], startTime: '20:00', sessionCount: 6 },
        { Name: 'Night Drills' },
      ),
    );
    expect(created.status).toBe(201);
    const { insertedId } = (await json(created)) as { insertedId: string };
    const before = await sessionsOf(insertedId);
    // Two weeks later: Mon 7, Wed 9, Mon 14, Wed 16 have begun.
    clock = new Date('2026-12-17T00:00:00.000Z');
    try {
      const edited = await api.call('PUT', `/api/class/${insertedId}`, {
        as: coach.email,
        body: body(
          { firstDate: '2026-12-17', weekdays: [5], startTime: '07:00', sessionCount: 3 },
          { Name: 'Night Drills' },
        ),
      });
      expect(edited.status).toBe(200);
      const after = await sessionsOf(insertedId);
      expect(after.slice(0, 4)).toEqual(before.slice(0, 4));
      expect(after.slice(4).map((session) => session.startsAt)).toEqual([
        '2026-12-18T01:00:00.000Z',
        '2026-12-25T01:00:00.000Z',
        '2027-01-01T01:00:00.000Z',
      ]);
      const [row] = await api.db.select().from(classes).where(eq(classes.id, insertedId));
      expect(row).toMatchObject({
        sessionCount: 7,
        firstSessionAt: before[0]?.startsAt,
        lastSessionAt: '2027-01-01T01:00:00.000Z',
        status: 'pending',
      });
    } finally {
      clock = new Date('2026-12-07T06:00:00.000Z');
    }
  });

  it('still takes the spec’s body, with no schedule at all', async () => {
    const response = await addClass(coach.email, {
      Name: 'Open Gym',
      photo: '/images/classes/football.svg',
      IName: 'Carla Coach',
      Iemail: 'carla@academy.test',
      price: '10',
      sets: '5',
      status: 'pending',
      enrolled: 0,
    });
    expect(response.status).toBe(201);
    const { insertedId } = (await json(response)) as { insertedId: string };
    expect(await sessionsOf(insertedId)).toEqual([]);
  });
});
