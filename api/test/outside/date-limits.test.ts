// Over HTTP against the real Node server: every route that takes a date or a schedule (POST and
// PUT /api/class, a session's move, a check-in's time), at the last date every layer carries
// (LAST_SESSION_DATE) and past it. Past it is a 400 naming the field, its reason and values beside
// the English, so the PWA says it in Bangla too; at it, the sessions are stored with four-digit
// years in time order, and the class's calendar and the feed of a student who holds it read back
// in ical.js.
import { asc, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SESSION_DATE } from '#shared/classes/schedule.ts';
import { validationText, type ValidationKey } from '#shared/validation-messages.ts';
import { classes, classSessions } from '../../db/schema.ts';
import { replaceFeedToken } from '../../services/calendar/calendar-sessions.ts';
import { readCalendar } from '../calendar-helpers.ts';
import { createEnrollment, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const COACH = 'far-coach@academy.test';
/** A second instructor: the first one's class already meets at the last date's 23:30. */
const OTHER_COACH = 'far-coach-2@academy.test';
const RUNS = 25;
let server: RealServer;
let bearer: Record<string, string>;
let otherBearer: Record<string, string>;

beforeAll(async () => {
  server = await startRealServer();
  await createUser(server.db, { role: 'instructor', email: COACH, name: 'Farah Coach' });
  await createUser(server.db, { role: 'instructor', email: OTHER_COACH, name: 'Omar Coach' });
  bearer = { Authorization: `Bearer ${await server.tokenFor(COACH)}` };
  otherBearer = { Authorization: `Bearer ${await server.tokenFor(OTHER_COACH)}` };
});
afterAll(() => server.close());

const pad = (value: number) => String(value).padStart(2, '0');
/** A real day past the last one: the last day of 9999, or a later year in more digits. */
const dayPastLast = fc.oneof(
  fc.constant('9999-12-31'),
  fc
    .tuple(fc.integer({ min: 10_000, max: 275_760 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${pad(month)}-28`),
  fc
    .integer({ min: 10_000, max: 275_760 })
    .map((year) => `+${String(year).padStart(6, '0')}-01-01`),
);

/** Riyadh (UTC+3), eight hours from 23:30: the session ends on the next day in UTC. */
const lateSchedule = (schedule: Record<string, unknown>) => ({
  firstDate: LAST_SESSION_DATE,
  weekdays: [4],
  startTime: '23:30',
  durationMinutes: 480,
  sessionCount: 1,
  lastDate: null,
  ...schedule,
});
const classBody = (schedule: Record<string, unknown>) => ({
  Name: 'Night Endurance',
  photo: 'https://example.com/run.jpg',
  IName: 'Farah Coach',
  Iemail: COACH,
  price: 30,
  sets: 10,
  venue: 'riyadh',
  schedule: lateSchedule(schedule),
});

async function send(method: string, path: string, body: unknown, as = bearer) {
  return server.request(method, path, {
    headers: { ...as, 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(body),
  });
}

interface Refused {
  error: {
    code: string;
    fields: Record<string, string>;
    fieldReasons: Record<string, { reason: ValidationKey; params: Record<string, string> }>;
  };
}

/** A 400 naming `field`, in English and (from its reason) in Bangla. */
function expectRefusedField(response: Awaited<ReturnType<typeof send>>, field: string) {
  expect(response.status, response.text()).toBe(400);
  const { error } = response.json() as Refused;
  expect(Object.keys(error.fields)).toEqual([field]);
  const { reason, params } = error.fieldReasons[field]!;
  const english = validationText(reason, params, { locale: 'en' });
  const bangla = validationText(reason, params, { locale: 'bn' });
  expect(english).toBe(error.fields[field]);
  expect(bangla).toBeTruthy();
  expect(bangla).not.toBe(english);
  return reason;
}

const sessionsOf = (classId: string) =>
  server.db
    .select()
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));

describe('a class whose schedule reaches the last date', () => {
  let classId: string;

  it('is taken at it, stored with four-digit years, and its calendars read back', async () => {
    const added = await send('POST', '/api/class', classBody({}));
    expect(added.status, added.text()).toBe(201);
    classId = (added.json() as { insertedId: string }).insertedId;
    const [session] = await sessionsOf(classId);
    expect(session).toMatchObject({
      startsAt: '9999-12-30T20:30:00.000Z',
      endsAt: '9999-12-31T04:30:00.000Z',
    });
    const [row] = await server.db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.lastSessionAt).toBe('9999-12-30T20:30:00.000Z');

    const file = await server.request('GET', `/api/class/${classId}/calendar.ics`, {
      headers: bearer,
    });
    expect(file.status).toBe(200);
    expect(file.text()).toContain('DTEND:99991231T043000Z');
    expect(readCalendar(file.text()).events).toMatchObject([
      { startsAt: '9999-12-30T20:30:00.000Z', endsAt: '9999-12-31T04:30:00.000Z' },
    ]);

    const student = await createUser(server.db);
    await createEnrollment(server.db, student.email, row!);
    const token = await replaceFeedToken(server.db, student.email, new Date());
    const feed = await server.request('GET', `/api/calendar/${token}.ics`);
    expect(feed.status).toBe(200);
    expect(readCalendar(feed.text()).events).toHaveLength(1);
  });

  it('POST and PUT refuse a first or last date past it, or sessions that run past it', async () => {
    await fc.assert(
      fc.asyncProperty(
        dayPastLast,
        fc.constantFrom('POST', 'PUT'),
        fc.constantFrom('firstDate', 'lastDate'),
        async (day, method, field) => {
          const schedule =
            field === 'firstDate'
              ? { firstDate: day }
              : { firstDate: '9999-12-01', lastDate: day, sessionCount: null };
          const path = method === 'POST' ? '/api/class' : `/api/class/${classId}`;
          expectRefusedField(await send(method, path, classBody(schedule)), `schedule.${field}`);
        },
      ),
      { numRuns: RUNS },
    );
    // A count rule from the last date: its second session would be a week past it.
    for (const method of ['POST', 'PUT']) {
      const path = method === 'POST' ? '/api/class' : `/api/class/${classId}`;
      const response = await send(method, path, classBody({ sessionCount: 2 }));
      expect(expectRefusedField(response, 'schedule.sessionCount')).toBe(
        'validation_schedule_too_late',
      );
    }
    // The class was left as it was.
    expect(await sessionsOf(classId)).toHaveLength(1);
  });
});

describe('a session moved to the last date', () => {
  it('is taken at 23:30 on it for an eight-hour Riyadh class, and refused a day later', async () => {
    const added = await send(
      'POST',
      '/api/class',
      { ...classBody({ firstDate: '2031-03-06', sessionCount: 3 }), Iemail: OTHER_COACH },
      otherBearer,
    );
    expect(added.status, added.text()).toBe(201);
    const classId = (added.json() as { insertedId: string }).insertedId;
    const [first] = await sessionsOf(classId);
    const move = (date: string) =>
      send(
        'POST',
        `/api/class/${classId}/sessions/${first!.id}/move`,
        { date, time: '23:30', reason: 'The track is resurfaced.' },
        otherBearer,
      );

    await fc.assert(
      fc.asyncProperty(dayPastLast, async (day) => {
        expect(expectRefusedField(await move(day), 'date')).toMatch(/^validation_/);
      }),
      { numRuns: RUNS },
    );
    expect(expectRefusedField(await move('9999-12-31'), 'date')).toBe('validation_date_too_late');

    expect((await move(LAST_SESSION_DATE)).status).toBe(200);
    const starts = (await sessionsOf(classId)).map((session) => session.startsAt);
    // Text order is time order: the moved session is last, not first.
    expect(starts.at(-1)).toBe('9999-12-30T20:30:00.000Z');
    const [row] = await server.db.select().from(classes).where(eq(classes.id, classId));
    expect(row?.lastSessionAt).toBe('9999-12-30T20:30:00.000Z');
    const file = await server.request('GET', `/api/class/${classId}/calendar.ics`, {
      headers: otherBearer,
    });
    expect(readCalendar(file.text()).events.at(-1)?.endsAt).toBe('9999-12-31T04:30:00.000Z');
  });
});

describe("a check-in's time", () => {
  it('is refused past the year 9999 with the takenAt field', async () => {
    const yearPast9999 = dayPastLast.filter((day) => !day.startsWith('9999-'));
    await fc.assert(
      fc.asyncProperty(yearPast9999, async (day) => {
        const response = await send('POST', '/api/check-ins', {
          id: crypto.randomUUID(),
          sessionId: crypto.randomUUID(),
          takenAt: `${day}T10:00:00.000Z`,
          proof: { method: 'roster', email: 'someone@academy.test' },
        });
        expect(response.status).toBe(400);
        expect((response.json() as Refused).error.fields).toHaveProperty('takenAt');
      }),
      { numRuns: 10 },
    );
  });
});
