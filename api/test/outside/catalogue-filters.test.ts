// Over HTTP against the real Node server: GET /api/class returns every case of the catalogue's
// table (shared/classes/catalogue-filter-cases.ts) with the same classes in the same order as
// the saved copy's filter does, as a plain list and walked a page at a time, in every view (the
// public catalogue, an admin's status view, an instructor's own classes); and it refuses bad
// filter values, cursors of another order and filters on a sync with a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASES_NOW, FILTER_CASES, FIXTURE } from '#shared/classes/catalogue-filter-cases.ts';
import { sessionsOf } from '#shared/classes/schedule.ts';
import { timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import { toMinorUnits } from '#shared/money.ts';
import { classSessions } from '../../db/schema.ts';
import { derivedColumns } from '../../services/class-schedule.ts';
import { createClass, createUser } from '../factories.ts';
import { startRealServer, type RealServer } from '../real-server.ts';

const INSTRUCTOR = 'fixture-coach@academy.test';
let server: RealServer;
let views: { name: string; path: string; headers: Record<string, string> }[];

beforeAll(async () => {
  // "soonest" ranks at the server's now: the cases are written for CASES_NOW.
  server = await startRealServer({ now: () => new Date(CASES_NOW) });
  for (const item of FIXTURE) {
    const sessions = item.schedule
      ? sessionsOf(item.schedule, timeZoneOf(item.venue as Venue))
      : [];
    const row = {
      name: item.Name,
      instructorName: item.IName,
      sport: item.sport ?? null,
      schedule: item.schedule,
    };
    const derived = derivedColumns(row, sessions);
    // The fixture states first and last session as the API keeps them: it must agree with the rule.
    expect([derived.firstSessionAt, derived.lastSessionAt]).toEqual([
      item.firstSessionAt,
      item.lastSessionAt,
    ]);
    await createClass(server.db, {
      ...row,
      ...derived,
      id: item.key,
      instructorEmail: INSTRUCTOR,
      priceCents: toMinorUnits(item.price, 'usd'),
      seats: item.sets,
      enrolled: item.enrolled,
      level: item.level ?? null,
      venue: item.venue ?? null,
      minAge: item.minAge ?? null,
      maxAge: item.maxAge ?? null,
      status: 'approved',
      createdAt: item.createdAt,
    });
    if (sessions.length > 0) {
      await server.db
        .insert(classSessions)
        .values(
          sessions.map((session) => ({ id: crypto.randomUUID(), classId: item.key, ...session })),
        );
    }
  }
  // Outside every view the cases read: pending, another instructor's, matching many filters.
  await createClass(server.db, {
    name: 'Pending Karate Yoga',
    status: 'pending',
    sport: 'karate',
    searchText: 'pending karate yoga',
  });
  const admin = await createUser(server.db, { role: 'admin' });
  await createUser(server.db, { role: 'instructor', email: INSTRUCTOR });
  const bearer = async (email: string) => ({
    Authorization: `Bearer ${await server.tokenFor(email)}`,
  });
  views = [
    { name: 'the public catalogue', path: '/api/class', headers: {} },
    {
      name: "an admin's approved classes",
      path: '/api/class?status=approved',
      headers: await bearer(admin.email),
    },
    {
      name: "the instructor's own",
      path: '/api/class?mine=true',
      headers: await bearer(INSTRUCTOR),
    },
  ];
});
afterAll(() => server.close());

/** The path with the case's query, its letters beyond ASCII %-escaped as a browser sends them. */
const withQuery = (path: string, query: string) =>
  query === ''
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}${query.replace(/[^\x20-\x7e]+/g, encodeURIComponent)}`;

async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await server.request('GET', path, { headers });
  return { status: response.status, body: response.json() as never };
}

type Page = { classes: { _id: string }[]; next: string | null };

describe.each(FILTER_CASES)('GET /api/class?$query', ({ query, expected }) => {
  it('answers the case as a plain list in every view', async () => {
    for (const view of views) {
      const { status, body } = await getJson(withQuery(view.path, query), view.headers);
      expect(status, view.name).toBe(200);
      expect(
        (body as { _id: string }[]).map((item) => item._id),
        view.name,
      ).toEqual(expected);
    }
  });

  // One at a time crosses every boundary (each rank of "soonest", its classes without sessions).
  it.each([1, 2])('answers the case %i at a time, walking next, in every view', async (limit) => {
    for (const view of views) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 20; pages += 1) {
        const cursor: string = after === null ? '' : `&after=${encodeURIComponent(after)}`;
        const { status, body } = await getJson(
          withQuery(view.path, `${query}${query ? '&' : ''}limit=${limit}${cursor}`),
          view.headers,
        );
        expect(status, view.name).toBe(200);
        const page = body as Page;
        seen.push(...page.classes.map((item) => item._id));
        after = page.next;
        if (after === null) break;
      }
      expect(after, view.name).toBeNull();
      expect(seen, view.name).toEqual(expected);
    }
  });
});

type Refused = { error: { code: string; fields?: Record<string, string> } };

async function refusedField(path: string, headers: Record<string, string> = {}) {
  const { status, body } = await getJson(path, headers);
  expect(status, path).toBe(400);
  return Object.keys((body as Refused).error.fields ?? {});
}

describe('a filter value that is not one of its own', () => {
  const LONG = 'a'.repeat(101);
  it.each([
    ['sport=chess', 'sport'],
    ['level=expert', 'level'],
    ['venue=paris', 'venue'],
    ['day=funday', 'day'],
    ['day=MON', 'day'],
    ['time=noon', 'time'],
    ['minPrice=-1', 'minPrice'],
    ['maxPrice=abc', 'maxPrice'],
    ['maxPrice=1e12', 'maxPrice'],
    ['minPrice=Infinity', 'minPrice'],
    ['seats=all', 'seats'],
    ['sort=cheapest', 'sort'],
    [`q=${LONG}`, 'q'],
    ['q=%00karate', 'q'],
    ['q=%FF', 'q'],
  ])('%s: a 400 naming %s, plain and paged, in every view', async (query, field) => {
    for (const view of views) {
      expect(await refusedField(withQuery(view.path, query), view.headers)).toEqual([field]);
      const paged = withQuery(view.path, `${query}&limit=2`);
      expect(await refusedField(paged, view.headers)).toEqual([field]);
    }
  });

  it('takes a search of the longest length, in any script', async () => {
    for (const q of ['a'.repeat(100), 'সাঁ'.repeat(33)]) {
      const { status } = await getJson(withQuery('/api/class', `q=${q}`));
      expect(status).toBe(200);
    }
  });

  it('answers a query named twice, or a huge address, with a 4xx, never a 500', async () => {
    const twice = await server.request('GET', '/api/class?sport=yoga&sport=chess&q=a&q=b');
    expect([200, 400]).toContain(twice.status);
    const huge = await server.request('GET', `/api/class?q=${'%41'.repeat(20_000)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
  });
});

describe('a page cursor', () => {
  async function nextOf(query: string) {
    const { body } = await getJson(`/api/class?${query}&limit=2`);
    const next = (body as Page).next;
    expect(next).toEqual(expect.any(String));
    return encodeURIComponent(next ?? '');
  }

  it('of another sort or other filters: a 400 on `after`, never a page of the wrong order', async () => {
    const popular = await nextOf('sort=popular');
    const plain = await nextOf('sort=newest');
    const soonest = await nextOf('sort=soonest');
    for (const path of [
      `/api/class?sort=price&limit=2&after=${popular}`,
      `/api/class?sort=popular&sport=yoga&limit=2&after=${popular}`,
      `/api/class?limit=2&after=${popular}`,
      `/api/class?sort=popular&limit=2&after=${plain}`,
      `/api/class?sort=soonest&q=yoga&limit=2&after=${soonest}`,
      `/api/class?sort=price-desc&limit=2&after=${soonest}`,
    ]) {
      expect(await refusedField(path)).toEqual(['after']);
    }
    // The same order and filters go on.
    const { status } = await getJson(`/api/class?sort=popular&limit=2&after=${popular}`);
    expect(status).toBe(200);
  });

  it('made up or tampered with: a 400 on `after`', async () => {
    const made = (parts: string[]) => Buffer.from(parts.join('\n')).toString('base64url');
    const soonest = decodeURIComponent(await nextOf('sort=soonest'));
    const [version, tag, , ...values] = Buffer.from(soonest, 'base64url').toString().split('\n');
    for (const after of [
      made([version ?? '', tag ?? '', 'not a minute', ...values]),
      made([version ?? '', tag ?? '', '2026-12-07T06:00:00.000Z', 'x', ...values.slice(1)]),
      made(['p2', 'popular.x', '', '1', 'id']),
      made(['p9', 'a', 'b']),
      'not base64 !',
    ]) {
      const path = `/api/class?sort=soonest&limit=2&after=${encodeURIComponent(after)}`;
      expect(await refusedField(path)).toEqual(['after']);
    }
  });
});

describe('filters on a delta sync', () => {
  it.each(['sport=yoga', 'q=karate', 'sort=soonest', 'seats=available', 'minPrice=0'])(
    'since=0&%s: a 400 on `since` (a sync carries the whole view)',
    async (query) => {
      expect(await refusedField(`/api/class?since=0&${query}`)).toEqual(['since']);
    },
  );

  it('an empty search is no search: the sync answers', async () => {
    const { status } = await getJson('/api/class?since=0&q=');
    expect(status).toBe(200);
  });
});

describe('"soonest" pages past classes without sessions', () => {
  it('walks every one of them, by id, then the classes that are over', async () => {
    const email = 'unscheduled-coach@academy.test';
    await createUser(server.db, { role: 'instructor', email });
    const ids = ['u-3', 'u-1', 'u-2'];
    // Pending: outside the views the cases read, inside the instructor's own.
    for (const id of ids) {
      await createClass(server.db, { id, instructorEmail: email, status: 'pending' });
    }
    await createClass(server.db, {
      id: 'u-over',
      instructorEmail: email,
      status: 'pending',
      firstSessionAt: '2026-01-05T10:00:00.000Z',
      lastSessionAt: '2026-02-05T10:00:00.000Z',
    });
    const headers = { Authorization: `Bearer ${await server.tokenFor(email)}` };
    const seen: string[] = [];
    let after = '';
    for (let pages = 0; pages < 10; pages += 1) {
      const { body } = await getJson(
        `/api/class?mine=true&sort=soonest&limit=1${after && `&after=${encodeURIComponent(after)}`}`,
        headers,
      );
      const page = body as Page;
      seen.push(...page.classes.map((item) => item._id));
      if (page.next === null) break;
      after = page.next;
    }
    expect(seen).toEqual(['u-1', 'u-2', 'u-3', 'u-over']);
  });
});
