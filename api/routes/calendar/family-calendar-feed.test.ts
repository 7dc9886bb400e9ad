// A family's calendar feed (decision 049): the guardian's feed holds their own sessions and every
// child's, whichever guardian paid, an event per child (two children in one class: two events,
// each named); one member's feed holds only theirs; a member of another family is answered as an
// unknown feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from '../../test/calendar-helpers.ts';
import { familyOfFour, payFor } from '../../test/family-test-helpers.ts';
import { createUser, type ClassRow, type UserRow } from '../../test/factories.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

const SITE = 'https://academy.example';
let api: TestApi;
let mother: UserRow;
let father: UserRow;
let stranger: UserRow;
let football: ClassRow;
let swimming: ClassRow;
let ayaan: string;
let maya: string;

beforeAll(async () => {
  api = await createTestApi({ env: { SITE_ORIGIN: SITE } });
  const family = await familyOfFour(api);
  ({ mother, father } = family);
  ayaan = family.ayaan.id;
  maya = family.maya.id;
  stranger = await createUser(api.db);
  football = await scheduledClass(api.db, 'dhaka', { name: 'Football' });
  swimming = await scheduledClass(api.db, 'dhaka', { name: 'Swimming' });
  // The mother pays for both children's football and her own swimming; the father pays for
  // Maya's swimming.
  await payFor(api, mother, [
    [football, ayaan],
    [football, maya],
    [swimming, undefined],
  ]);
  await payFor(api, father, [[swimming, maya]]);
});
afterAll(() => api.cleanup());

const newFeed = async (person: UserRow) =>
  (await json(await api.call('POST', '/api/calendar-feed', { as: person.email }))) as CalendarFeed;
const eventsAt = async (url: string) => {
  const address = new URL(url);
  const response = await api.call('GET', `${address.pathname}${address.search}`);
  expect(response.status).toBe(200);
  return readCalendar(await response.text()).events;
};

describe("a family's calendar feed", () => {
  it("holds the guardian's own sessions and every child's, an event per child", async () => {
    const feed = await newFeed(mother);
    const footballSessions = (await sessionRowsOf(api.db, football.id)).length;
    const swimmingSessions = (await sessionRowsOf(api.db, swimming.id)).length;
    const events = await eventsAt(feed.url);
    // Ayaan's and Maya's football, Maya's swimming (her father paid), the mother's own swimming.
    expect(events).toHaveLength(2 * footballSessions + 2 * swimmingSessions);
    expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
    const summaries = new Set(events.map((event) => event.summary));
    expect(summaries).toEqual(
      new Set([
        'Football (Ayaan Rahman)',
        'Football (Maya Rahman)',
        'Swimming (Maya Rahman)',
        'Swimming',
      ]),
    );
  });

  it('offers a feed per member, each holding only theirs', async () => {
    const feed = await newFeed(father);
    expect(feed.members?.map((member) => member.name)).toEqual([
      'Karim Rahman',
      'Ayaan Rahman',
      'Maya Rahman',
    ]);
    const [own, ayaansFeed, mayasFeed] = feed.members!;
    expect(mayasFeed!.url).toBe(`${feed.url}?member=${maya}`);
    expect(mayasFeed!.webcalUrl).toBe(mayasFeed!.url.replace(/^https:/, 'webcal:'));
    const summariesAt = async (url: string) =>
      new Set((await eventsAt(url)).map((event) => event.summary));
    expect(await summariesAt(ayaansFeed!.url)).toEqual(new Set(['Football (Ayaan Rahman)']));
    expect(await summariesAt(mayasFeed!.url)).toEqual(
      new Set(['Football (Maya Rahman)', 'Swimming (Maya Rahman)']),
    );
    // The father took no class himself.
    expect(await eventsAt(own!.url)).toEqual([]);
  });

  it("answers another family's child, or no child, as an unknown feed", async () => {
    const feed = await newFeed(stranger);
    expect(feed.members).toBeUndefined();
    for (const member of [ayaan, 'not-a-child', ''.padEnd(101, 'x')]) {
      const response = await api.call(
        'GET',
        `${new URL(feed.url).pathname}?member=${encodeURIComponent(member)}`,
      );
      expect(response.status, member).toBe(member.length > 100 ? 400 : 404);
    }
  });
});
