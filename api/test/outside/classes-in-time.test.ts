// Over HTTP against the real Node server, what browsers, proxies and attackers send to the routes
// of classes in time (schedules, filters, sort): many different filter addresses at once (each a
// combination never asked before,
// so none is served from the response cache), and a schedule PUT sent again and sent twice at once.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classSessions } from '../../db/schema.ts';
import { createClass, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const COACH = 'time-coach@academy.test';
let server: RealServer;
let bearer: Record<string, string>;

beforeAll(async () => {
  server = await startRealServer({
    // The far future: every session of the rule below is still to come.
    now: () => new Date('2030-01-01T00:00:00.000Z'),
  });
  await createUser(server.db, { role: 'instructor', email: COACH, name: 'Tahmid Coach' });
  bearer = { Authorization: `Bearer ${await server.tokenFor(COACH)}` };
});
afterAll(() => server.close());

const schedule = (sessionCount: number) => ({
  firstDate: '2030-01-07',
  weekdays: [1, 4],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount,
  lastDate: null,
});

const classBody = (sessionCount: number) => ({
  Name: 'Evening Karate',
  photo: 'https://example.com/karate.jpg',
  IName: 'Tahmid Coach',
  Iemail: COACH,
  price: 25,
  sets: 12,
  sport: 'karate',
  level: 'beginner',
  venue: 'dhaka',
  description: 'Kata and sparring.',
  schedule: schedule(sessionCount),
});

async function send(method: string, path: string, body: unknown) {
  return server.request(method, path, {
    headers: { ...bearer, 'Content-Type': 'application/json', Origin: server.url },
    body: JSON.stringify(body),
  });
}

async function sessionStarts(classId: string) {
  const rows = await server.db
    .select({ startsAt: classSessions.startsAt })
    .from(classSessions)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));
  return rows.map((row) => row.startsAt);
}

describe('a schedule PUT', () => {
  it('sent again, or twice at once, leaves one set of sessions: the rule’s', async () => {
    const added = await send('POST', '/api/class', classBody(6));
    expect(added.status).toBe(201);
    const { insertedId } = added.json() as { insertedId: string };
    expect(await sessionStarts(insertedId)).toHaveLength(6);

    const edit = { ...classBody(4), Name: 'Evening Karate' };
    const first = await send('PUT', `/api/class/${insertedId}`, edit);
    expect(first.status).toBe(200);
    const afterOne = await sessionStarts(insertedId);
    expect(afterOne).toHaveLength(4);

    // The same PUT replayed (a retry after a dropped response), then twice at once.
    const replay = await send('PUT', `/api/class/${insertedId}`, edit);
    expect(replay.status).toBe(200);
    const racing = await Promise.all([
      send('PUT', `/api/class/${insertedId}`, { ...edit, schedule: schedule(8) }),
      send('PUT', `/api/class/${insertedId}`, { ...edit, schedule: schedule(8) }),
    ]);
    expect(racing.map((response) => response.status)).toEqual([200, 200]);
    const starts = await sessionStarts(insertedId);
    expect(starts).toHaveLength(8);
    expect(new Set(starts).size).toBe(8);
    const [row] = await server.db
      .select({ count: classes.sessionCount })
      .from(classes)
      .where(eq(classes.id, insertedId));
    expect(row?.count).toBe(8);
  });
});

describe('many different filter addresses at once', () => {
  // Reads are not rate limited (the write limit is, rate-limit.test.ts): each of these is a
  // combination never asked before, so each builds its response, and the response cache keeps a
  // bounded number of them (api/routes/classes/catalogue-cache.ts).
  it('are each answered with the classes they ask for, never with a 500', async () => {
    await createClass(server.db, {
      name: 'Open Karate',
      sport: 'karate',
      searchText: 'open karate tahmid coach',
      priceCents: 2500,
    });
    const sports = ['karate', 'yoga', 'football', 'swimming'];
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        server.request(
          'GET',
          `/api/class?q=karate&sport=${sports[index % sports.length]}&maxPrice=${100 + index}`,
        ),
      ),
    );
    responses.forEach((response, index) => {
      expect(response.status).toBe(200);
      const names = (response.json() as { Name: string }[]).map((item) => item.Name);
      // The approved karate class, where the sport asked is karate; nothing for the others (the
      // class the PUT test made is not approved): every response its own query's.
      expect(names, String(index)).toEqual(index % sports.length === 0 ? ['Open Karate'] : []);
    });
    expect((await server.request('GET', '/api/class?sport=karate')).status).toBe(200);
  });
});
