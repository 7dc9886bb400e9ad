// Over HTTP against the real Node server: a family's calendar feed asked for one member
// (`<token>.ics?member=`, decision 049) with the id of another family's child, of a removed child,
// `me`, and ids that are no id at all, by GET and HEAD and with another feed's ETag. The feed's
// URL is its only key, so it must open its own family's members and nobody else's: whatever is
// asked, an answer names no child of another family, and no removed child, anywhere in its body.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeed } from '#shared/schemas/calendar.ts';
import type { FamilyMember } from '#shared/schemas/family.ts';
import { readCalendar, scheduledClass } from '../calendar-helpers.ts';
import type { ClassRow, UserRow } from '../factories.ts';
import {
  expectNothingOf,
  familyOfFour,
  parentOfTwo,
  payFor,
  type FamilyOfFour,
} from '../family-test-helpers.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';

let server: RealServer;
let ours: FamilyOfFour;
/** Another family whose children take the same class as ours. */
let theirs: { parent: UserRow; ayaan: FamilyMember; maya: FamilyMember };
let football: ClassRow;
let swimming: ClassRow;

beforeAll(async () => {
  server = await startRealServer();
  // Dates of birth no session or token would hold by chance: an answer holding one leaked it.
  ours = await familyOfFour(server.api, 'Rahman', { ayaan: '2016-02-29', maya: '2013-11-17' });
  theirs = await parentOfTwo(server.api, 'Chowdhury', { ayaan: '2015-07-23', maya: '2012-12-19' });
  football = await scheduledClass(server.db, 'dhaka', { name: 'Football' });
  swimming = await scheduledClass(server.db, 'dhaka', { name: 'Swimming' });
  await payFor(server.api, ours.mother, [
    [football, ours.ayaan.id],
    [football, ours.maya.id],
    [swimming, undefined],
  ]);
  await payFor(server.api, theirs.parent, [
    [football, theirs.ayaan.id],
    [swimming, theirs.maya.id],
  ]);
});
afterAll(() => server.close());

/** The caller's feed, made now: its path, and its members' paths by id. */
async function feedOf(person: UserRow) {
  const made = await server.call(person.email, 'POST', '/api/calendar-feed');
  expect(made.status).toBe(200);
  const feed = made.body as unknown as CalendarFeed;
  const pathOf = (url: string) => {
    const address = new URL(url);
    return `${address.pathname}${address.search}`;
  };
  return {
    path: pathOf(feed.url),
    members: new Map((feed.members ?? []).map((member) => [member.id, pathOf(member.url)])),
  };
}

const memberPath = (feedPath: string, member: string) =>
  `${feedPath}?member=${encodeURIComponent(member)}`;

/** The summaries of a feed's events (a calendar's text, checked as RFC 5545). */
const summariesOf = (response: RawResponse) =>
  new Set(readCalendar(response.text()).events.map((event) => event.summary));

/** Nothing of another family's children, and the unknown feed's answer. */
function expectUnknownFeed(response: RawResponse, where: string) {
  expect(response.status, where).toBe(404);
  expect(response.json(), where).toMatchObject({ error: { reason: 'calendar_feed_not_found' } });
  for (const child of [theirs.ayaan, theirs.maya]) expectNothingOf(child, response.text(), where);
}

describe('one member of the family', () => {
  it("opens each of its own members, so the refusals below are not the feed's own", async () => {
    // The second guardian's feed holds the children the first one added and paid for.
    const { path, members } = await feedOf(ours.father);
    expect(summariesOf(await server.request('GET', members.get(ours.ayaan.id)!))).toEqual(
      new Set(['Football (Ayaan Rahman)']),
    );
    expect(summariesOf(await server.request('GET', memberPath(path, ours.maya.id)))).toEqual(
      new Set(['Football (Maya Rahman)']),
    );
    // The father's whole feed: our children's classes (he takes none himself), not theirs,
    // though their children take the same class.
    const whole = await server.request('GET', path);
    expect(summariesOf(whole)).toEqual(
      new Set(['Football (Ayaan Rahman)', 'Football (Maya Rahman)']),
    );
    for (const child of [theirs.ayaan, theirs.maya]) expectNothingOf(child, whole.text(), 'family');
  });

  it('me: the account’s own sessions, and nothing of any child', async () => {
    const { path } = await feedOf(ours.mother);
    const own = await server.request('GET', memberPath(path, 'me'));
    expect(own.status).toBe(200);
    expect(summariesOf(own)).toEqual(new Set(['Swimming']));
    for (const child of [ours.ayaan, ours.maya, theirs.ayaan, theirs.maya])
      expectNothingOf(child, own.text(), 'me');
  });
});

describe("another family's child", () => {
  it('by its id on our feed is an unknown feed, by GET, HEAD and with their ETag', async () => {
    const { path } = await feedOf(ours.mother);
    const theirFeed = await feedOf(theirs.parent);
    const theirAyaan = await server.request('GET', theirFeed.members.get(theirs.ayaan.id)!);
    expect(theirAyaan.status).toBe(200);
    const etag = String(theirAyaan.headers.etag);
    for (const child of [theirs.ayaan, theirs.maya]) {
      const asked = memberPath(path, child.id);
      expectUnknownFeed(await server.request('GET', asked), `GET ${child.name}`);
      const head = await server.request('HEAD', asked);
      expect(head.status).toBe(404);
      expect(head.headers.etag).toBeUndefined();
      // Their feed's version does not make ours answer "not modified" for their child.
      expectUnknownFeed(
        await server.request('GET', asked, { headers: { 'If-None-Match': etag } }),
        `If-None-Match ${child.name}`,
      );
    }
    // Their guardian's own account is not a member of our family either.
    expectUnknownFeed(await server.request('GET', memberPath(path, theirs.parent.id)), 'guardian');
  });

  it('next to one of ours in the same address reads neither of theirs', async () => {
    const { path } = await feedOf(ours.mother);
    for (const query of [
      `member=${ours.ayaan.id}&member=${theirs.ayaan.id}`,
      `member=${theirs.ayaan.id}&member=${ours.ayaan.id}`,
      `member=${theirs.ayaan.id}%2C${ours.ayaan.id}`,
      `member[]=${theirs.ayaan.id}`,
      `MEMBER=${theirs.ayaan.id}`,
    ]) {
      const response = await server.request('GET', `${path}?${query}`);
      expect([200, 400, 404], query).toContain(response.status);
      for (const child of [theirs.ayaan, theirs.maya])
        expectNothingOf(child, response.text(), query);
    }
  });

  it("is not read with their guardian's token on our feed, nor with ours on theirs", async () => {
    // Feeds need no sign-in: a bearer token changes nothing of whose feed the URL opens.
    const ourFeed = await feedOf(ours.mother);
    const theirFeed = await feedOf(theirs.parent);
    const theirToken = await server.tokenFor(theirs.parent.email);
    const withTheirToken = await server.request('GET', memberPath(ourFeed.path, theirs.ayaan.id), {
      headers: { Authorization: `Bearer ${theirToken}` },
    });
    expectUnknownFeed(withTheirToken, 'their token on our feed');
    const ourAyaanOnTheirFeed = await server.request(
      'GET',
      memberPath(theirFeed.path, ours.ayaan.id),
    );
    expect(ourAyaanOnTheirFeed.status).toBe(404);
    for (const child of [ours.ayaan, ours.maya])
      expectNothingOf(child, ourAyaanOnTheirFeed.text(), 'our child on their feed');
  });
});

describe('ids that are no member', () => {
  it('are answered 400 or as an unknown feed, never a 500, naming no child', async () => {
    const { path } = await feedOf(ours.mother);
    const refused = [
      '',
      'x'.repeat(101),
      'ME',
      'me ',
      ' me',
      '*',
      '%',
      "' OR '1'='1",
      `${ours.ayaan.id}' --`,
      `${ours.ayaan.id.toUpperCase()}`,
      ours.mother.id,
      crypto.randomUUID(),
      '../me',
      'null',
      'undefined',
    ];
    for (const member of refused) {
      const response = await server.request('GET', memberPath(path, member));
      expect([400, 404], JSON.stringify(member)).toContain(response.status);
      expect(response.json(), JSON.stringify(member)).toHaveProperty('error.code');
      for (const child of [ours.ayaan, ours.maya, theirs.ayaan, theirs.maya])
        expectNothingOf(child, response.text(), JSON.stringify(member));
    }
    // Escapes that are no text at all.
    for (const raw of ['%00', '%ED%A0%80', '%FF']) {
      const response = await server.request('GET', `${path}?member=${raw}`);
      expect([400, 404], raw).toContain(response.status);
      expect(response.json(), raw).toHaveProperty('error.code');
    }
  });
});

describe('a child removed from the family', () => {
  it("is an unknown feed, gone from the family's feed and its list of members", async () => {
    const family = await familyOfFour(server.api, 'Sarkar', { maya: '2014-06-13' });
    await payFor(server.api, family.father, [
      [football, family.ayaan.id],
      [swimming, family.maya.id],
    ]);
    const before = await feedOf(family.mother);
    const mayasPath = before.members.get(family.maya.id)!;
    expect(summariesOf(await server.request('GET', mayasPath))).toEqual(
      new Set(['Swimming (Maya Sarkar)']),
    );

    const removed = await server.call(
      family.father.email,
      'DELETE',
      `/api/family/members/${family.maya.id}`,
    );
    expect(removed.status).toBe(200);
    const gone = await server.request('GET', mayasPath);
    expect(gone.status).toBe(404);
    expectNothingOf(family.maya, gone.text(), 'her feed');
    const whole = await server.request('GET', before.path);
    expect(summariesOf(whole)).toEqual(new Set(['Football (Ayaan Sarkar)']));
    expectNothingOf(family.maya, whole.text(), 'the family feed');
    const listed = await server.call(family.mother.email, 'GET', '/api/calendar-feed');
    expect(JSON.stringify(listed.body)).not.toContain(family.maya.id);
    expectNothingOf(family.maya, JSON.stringify(listed.body), 'the list of members');
  });
});
