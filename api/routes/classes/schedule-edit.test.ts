// PUT /api/class/:id with a new schedule: sessions already begun stay as they were,
// those to come are replaced by the new rule's, the class row's derived columns follow, a clash
// with another of the instructor's classes is refused (409 schedule_clash), and another
// instructor's class is not theirs to edit (403).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classSessions } from '../../db/schema.ts';
import { createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
let coach: UserRow;
let otherCoach: UserRow;
/** The API's clock: moved by the tests. */
let clock = new Date('2030-01-01T00:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
  coach = await createUser(api.db, { role: 'instructor', name: 'Carla Coach' });
  otherCoach = await createUser(api.db, { role: 'instructor', name: 'Omar Coach' });
});
afterAll(() => api.cleanup());

const rule = (overrides: Record<string, unknown> = {}) => ({
  firstDate: '2030-01-07', // a Monday; Dhaka is UTC+6, so 18:00 there is 12:00 UTC
  weekdays: [1, 4],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount: 6,
  lastDate: null,
  ...overrides,
});

async function addClass(email: string, name: string, schedule = rule()) {
  clock = new Date('2030-01-01T00:00:00.000Z');
  const response = await api.call('POST', '/api/class', {
    as: email,
    body: {
      Name: name,
      photo: 'https://example.com/a.jpg',
      IName: 'Coach',
      Iemail: email,
      price: 20,
      sets: 10,
      sport: 'football',
      level: 'beginner',
      venue: 'dhaka',
      description: 'Drills.',
      schedule,
    },
  });
  expect(response.status).toBe(201);
  return ((await json(response)) as { insertedId: string }).insertedId;
}

const edit = (id: string, as: string, body: Record<string, unknown>) =>
  api.call('PUT', `/api/class/${id}`, {
    as,
    body: { Name: 'Edited', photo: 'https://example.com/a.jpg', price: 20, sets: 10, ...body },
  });

const startsOf = async (id: string) =>
  (
    await api.db
      .select({ startsAt: classSessions.startsAt })
      .from(classSessions)
      .where(eq(classSessions.classId, id))
      .orderBy(asc(classSessions.startsAt))
  ).map((row) => row.startsAt);

describe('PUT /api/class/:id with a new schedule', () => {
  it('keeps the sessions begun, replaces those to come, and updates the derived columns', async () => {
    const id = await addClass(coach.email, 'Football Mon Thu');
    // Mon Jan 7 and Thu Jan 10 have been held; it is now Friday, Jan 11.
    clock = new Date('2030-01-11T00:00:00.000Z');
    const response = await edit(id, coach.email, {
      venue: 'dhaka',
      schedule: rule({ weekdays: [2], startTime: '19:00', sessionCount: 6 }),
    });
    expect(response.status).toBe(200);

    expect(await startsOf(id)).toEqual([
      '2030-01-07T12:00:00.000Z',
      '2030-01-10T12:00:00.000Z',
      // The new rule's Tuesdays after now: its first (Jan 8) is past and is not added.
      '2030-01-15T13:00:00.000Z',
      '2030-01-22T13:00:00.000Z',
      '2030-01-29T13:00:00.000Z',
      '2030-02-05T13:00:00.000Z',
      '2030-02-12T13:00:00.000Z',
    ]);
    const [row] = await api.db.select().from(classes).where(eq(classes.id, id));
    expect(row).toMatchObject({
      firstSessionAt: '2030-01-07T12:00:00.000Z',
      lastSessionAt: '2030-02-12T13:00:00.000Z',
      sessionCount: 7,
      weekdayBits: 1 << 2,
      startMinute: 19 * 60,
      status: 'pending',
    });
  });

  it('leaves the sessions as they are when the edit sends no schedule or venue', async () => {
    const id = await addClass(coach.email, 'Football Sat', rule({ weekdays: [6] }));
    const before = await startsOf(id);
    clock = new Date('2030-01-15T00:00:00.000Z');
    expect((await edit(id, coach.email, { Name: 'Renamed' })).status).toBe(200);
    expect(await startsOf(id)).toEqual(before);
  });

  it('refuses a schedule that meets while another of the instructor’s classes does', async () => {
    await addClass(coach.email, 'Evening Yoga', rule({ weekdays: [3], startTime: '07:00' }));
    const id = await addClass(
      coach.email,
      'Morning Run',
      rule({ weekdays: [5], startTime: '07:00' }),
    );
    const before = await startsOf(id);
    const response = await edit(id, coach.email, {
      venue: 'dhaka',
      schedule: rule({ weekdays: [3], startTime: '07:30' }),
    });
    expect(response.status).toBe(409);
    const body = (await json(response)) as { error: { reason: string; params: unknown } };
    expect(body.error.reason).toBe('schedule_clash');
    expect(body.error.params).toEqual({
      className: 'Evening Yoga',
      day: '2030-01-09',
      start: '07:00',
      end: '08:00',
      venue: 'dhaka',
    });
    // Nothing half-written: the sessions are as they were.
    expect(await startsOf(id)).toEqual(before);
  });

  it("does not let an instructor edit another instructor's class", async () => {
    const id = await addClass(otherCoach.email, 'Omar Tennis', rule({ weekdays: [0] }));
    const response = await edit(id, coach.email, { venue: 'dhaka', schedule: rule() });
    expect(response.status).toBe(403);
  });
});
