// The private calendar feed: GET/POST /api/calendar-feed and GET /api/calendar/<token>.ics. It
// carries every session of the student's current enrollments and nobody else's, follows a move,
// a cancel and a refund (the real refund path), and a replaced token stops the old URL.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { classSessions } from '../../db/schema.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from '../../test/calendar-helpers.ts';
import { createSelection, createUser, type ClassRow } from '../../test/factories.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const SITE = 'https://academy.example';
let api: TestApi;
let alice: string;
let bob: string;
let dhaka: ClassRow;
let kualaLumpur: ClassRow;
let bobsClass: ClassRow;
let alicePaymentId: string;

beforeAll(async () => {
  api = await createTestApi({ env: { SITE_ORIGIN: SITE } });
  alice = (await createUser(api.db)).email;
  bob = (await createUser(api.db)).email;
  dhaka = await scheduledClass(api.db, 'dhaka', { name: 'Morning Football' });
  kualaLumpur = await scheduledClass(api.db, 'kuala-lumpur', { name: 'Badminton Basics' });
  bobsClass = await scheduledClass(api.db, 'riyadh', { name: 'Bob only' });
  await createSelection(api.db, alice, dhaka.id);
  await createSelection(api.db, alice, kualaLumpur.id);
  await createSelection(api.db, bob, bobsClass.id);
  await createSelection(api.db, bob, dhaka.id);
  const paid = await payForSelections(api, alice);
  alicePaymentId = ((await json(paid.response)) as { insertedId: string }).insertedId;
  await payForSelections(api, bob);
});
afterAll(() => api.cleanup());

const feedOf = async (email: string) =>
  (await json(await api.call('GET', '/api/calendar-feed', { as: email }))) as CalendarFeed | null;
const newFeed = async (email: string) => {
  const response = await api.call('POST', '/api/calendar-feed', { as: email });
  expect(response.status).toBe(200);
  return (await json(response)) as CalendarFeed;
};
const fetchFeed = (feed: CalendarFeed) => api.call('GET', new URL(feed.url).pathname);
const eventsOf = async (feed: CalendarFeed) =>
  readCalendar(await (await fetchFeed(feed)).text()).events;
const sessionIdOf = (uid: string) => uid.replace(/@sports-academy$/, '');

describe('GET and POST /api/calendar-feed', () => {
  it('has none at first; POST makes one on the site origin, which GET then answers', async () => {
    const carol = (await createUser(api.db)).email;
    expect(await feedOf(carol)).toBeNull();
    const made = await newFeed(carol);
    expect(made.url).toMatch(/^https:\/\/academy\.example\/api\/calendar\/[0-9a-f]{32}\.ics$/);
    expect(made.webcalUrl).toBe(made.url.replace(/^https:/, 'webcal:'));
    expect(await feedOf(carol)).toEqual(made);
  });

  it('is for students: 401 without a token, 403 for an instructor', async () => {
    const instructor = (await createUser(api.db, { role: 'instructor' })).email;
    expect((await api.call('GET', '/api/calendar-feed')).status).toBe(401);
    expect((await api.call('POST', '/api/calendar-feed')).status).toBe(401);
    expect((await api.call('GET', '/api/calendar-feed', { as: instructor })).status).toBe(403);
    expect((await api.call('POST', '/api/calendar-feed', { as: instructor })).status).toBe(403);
  });
});

describe('GET /api/calendar/<token>.ics', () => {
  it('is a valid calendar with no event before the first enrollment', async () => {
    const dana = (await createUser(api.db)).email;
    const response = await fetchFeed(await newFeed(dana));
    expect(response.status).toBe(200);
    // readCalendar refuses a calendar with no component (RFC 5545); the one it has is no event.
    expect(readCalendar(await response.text())).toEqual({
      name: 'Sports Academy: my classes',
      events: [],
    });
  });

  it("carries every session of the student's classes and none of anyone else's", async () => {
    const feed = await newFeed(alice);
    const response = await fetchFeed(feed);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=300');
    const { name, events } = readCalendar(await response.text());
    expect(name).toBe('Sports Academy: my classes');
    const rows = [
      ...(await sessionRowsOf(api.db, dhaka.id)),
      ...(await sessionRowsOf(api.db, kualaLumpur.id)),
    ];
    expect(
      events.map(({ uid, startsAt, endsAt }) => ({ id: sessionIdOf(uid), startsAt, endsAt })),
    ).toEqual(
      rows
        .map(({ id, startsAt, endsAt }) => ({ id, startsAt, endsAt }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id)),
    );
    const bobsOnly = await sessionRowsOf(api.db, bobsClass.id);
    const ids = new Set(events.map((event) => sessionIdOf(event.uid)));
    expect(bobsOnly.some((row) => ids.has(row.id))).toBe(false);
    // Bob's feed is his: his own class and the one they share.
    const bobs = await eventsOf(await newFeed(bob));
    expect(new Set(bobs.map((event) => event.summary))).toEqual(
      new Set(['Bob only', 'Morning Football']),
    );
  });

  it('follows a moved session to its new time and a cancelled one to CANCELLED', async () => {
    const feed = (await feedOf(alice)) ?? (await newFeed(alice));
    const [moved, cancelled] = await sessionRowsOf(api.db, kualaLumpur.id);
    await api.db
      .update(classSessions)
      .set({
        startsAt: '2031-03-04T02:00:00.000Z',
        endsAt: '2031-03-04T03:30:00.000Z',
        movedFrom: moved!.startsAt,
        changeReason: 'The hall is booked on Monday.',
        changedAt: '2031-03-01T00:00:00.000Z',
      })
      .where(eq(classSessions.id, moved!.id));
    await api.db
      .update(classSessions)
      .set({
        status: 'cancelled',
        changeReason: 'Public holiday.',
        changedAt: '2031-03-01T00:00:00.000Z',
      })
      .where(eq(classSessions.id, cancelled!.id));
    const events = await eventsOf(feed);
    const byId = new Map(events.map((event) => [sessionIdOf(event.uid), event]));
    expect(byId.get(moved!.id)).toMatchObject({
      startsAt: '2031-03-04T02:00:00.000Z',
      endsAt: '2031-03-04T03:30:00.000Z',
      status: 'CONFIRMED',
      lastModified: '2031-03-01T00:00:00.000Z',
    });
    expect(byId.get(moved!.id)?.description).toContain('Moved: The hall is booked on Monday.');
    expect(byId.get(moved!.id)?.sequence).toBeGreaterThan(0);
    expect(byId.get(cancelled!.id)).toMatchObject({
      status: 'CANCELLED',
      startsAt: cancelled!.startsAt,
    });
    expect(byId.get(cancelled!.id)?.description).toContain('Cancelled: Public holiday.');
  });

  it("drops a refunded class's sessions (the admin's refund, as in production)", async () => {
    const feed = (await feedOf(alice)) ?? (await newFeed(alice));
    const before = await eventsOf(feed);
    expect(before.some((event) => event.summary === 'Morning Football')).toBe(true);
    const admin = (await createUser(api.db, { role: 'admin' })).email;
    const refund = await api.call('POST', `/api/payments/${alicePaymentId}/refund`, {
      as: admin,
      body: { classId: dhaka.id },
    });
    expect(refund.status).toBe(200);
    const after = await eventsOf(feed);
    expect(after.map((event) => event.summary)).toEqual(
      before.filter((event) => event.summary !== 'Morning Football').map((e) => e.summary),
    );
    expect(after.length).toBe(4);
  });

  it('stops answering the old URL once the student replaces it', async () => {
    const old = await newFeed(alice);
    expect((await fetchFeed(old)).status).toBe(200);
    const replaced = await newFeed(alice);
    expect(replaced.url).not.toBe(old.url);
    const gone = await fetchFeed(old);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toMatchObject({ error: { reason: 'calendar_feed_not_found' } });
    expect((await fetchFeed(replaced)).status).toBe(200);
  });

  it('answers an unknown token and a text that is no token with the same 404', async () => {
    const bodies = [];
    for (const file of [
      `${'0'.repeat(32)}.ics`,
      'nope.ics',
      `${'a'.repeat(32)}`,
      `${'A'.repeat(32)}.ics`,
    ]) {
      const response = await api.call('GET', `/api/calendar/${file}`);
      expect(response.status).toBe(404);
      const { error } = (await json(response)) as { error: Record<string, unknown> };
      bodies.push({ code: error.code, reason: error.reason, message: error.message });
    }
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
  });
});
