// A family's calendar feed (decision 049): the guardian's feed holds their own sessions and every
// child's, whichever guardian paid, an event per child (two children in one class: two events,
// each named); one member's feed holds only theirs; a member of another family is answered as an
// unknown feed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import { readCalendar, scheduledClass, sessionRowsOf } from '../../test/calendar-helpers.ts';
import { addChildOf, joinFamilyOf } from '../../test/family-test-helpers.ts';
import { createUser, type ClassRow, type UserRow } from '../../test/factories.ts';
import { payForSelections } from '../../test/payment-test-helpers.ts';
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

const select = (person: UserRow, classId: string, participantId?: string) =>
  api.call('POST', '/api/select', {
    as: person.email,
    body: { _id: crypto.randomUUID(), selectedClassId: classId, participantId },
  });

beforeAll(async () => {
  api = await createTestApi({ env: { SITE_ORIGIN: SITE } });
  mother = await createUser(api.db, { name: 'Nusrat Rahman' });
  father = await createUser(api.db, { name: 'Karim Rahman' });
  stranger = await createUser(api.db);
  ayaan = (await addChildOf(api, mother, 'Ayaan Rahman')).id;
  maya = (await addChildOf(api, mother, 'Maya Rahman')).id;
  await joinFamilyOf(api, mother, father);
  football = await scheduledClass(api.db, 'dhaka', { name: 'Football' });
  swimming = await scheduledClass(api.db, 'dhaka', { name: 'Swimming' });
  // The mother pays for both children's football and her own swimming; the father pays for
  // Maya's swimming.
  for (const response of [
    await select(mother, football.id, ayaan),
    await select(mother, football.id, maya),
    await select(mother, swimming.id),
    await select(father, swimming.id, maya),
  ])
    expect(response.status).toBe(201);
  await payForSelections(api, mother.email);
  await payForSelections(api, father.email);
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
