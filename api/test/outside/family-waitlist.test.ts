// Over HTTP against the real Node server: a guardian putting children in a full class's line
// (POST /api/waitlist with a participantId, decisions 026 and 049) with another family's child,
// the same child under many ids at once, one outbox id replayed at once, two children of a family
// and many families at once, and a name of the client's own choosing. Whatever arrives, a child
// of another family is never put in line nor named back, a child is in a line once, the places
// are first come first served without gaps or repeats, and the child's name is the family's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { createClass, type UserRow } from '../factories.ts';
import { expectNothingOf, familyOfFour, parentOfTwo } from '../family-test-helpers.ts';
import { startRealServer, type RawResponse, type RealServer } from '../real-server.ts';
import { lineOf } from '../waitlist-helpers.ts';

let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => server.close());

const join = async (person: UserRow, body: Record<string, unknown>) =>
  server.request('POST', '/api/waitlist', {
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await server.tokenFor(person.email)}`,
    },
    body: JSON.stringify({ id: crypto.randomUUID(), ...body }),
  });

const fullClass = () => createClass(server.db, { seats: 0, priceCents: 2500 });
const lineNow = (classId: string) => lineOf(server.api, classId);
const entryOf = (response: RawResponse) => response.json() as WaitlistEntry;

describe("another family's child", () => {
  it('is not put in line by its id, and no answer names it', async () => {
    const ours = await parentOfTwo(server.api, 'Rahman', { ayaan: '2016-02-29' });
    const theirs = await parentOfTwo(server.api, 'Chowdhury', { ayaan: '2015-07-23' });
    const cls = await fullClass();

    const refused = await join(ours.parent, { classId: cls.id, participantId: theirs.ayaan.id });
    expect(refused.status).toBe(404);
    expect(refused.json()).toMatchObject({ error: { reason: 'family_member_not_found' } });
    expectNothingOf(theirs.ayaan, refused.text(), 'join');
    expect(await lineNow(cls.id)).toEqual([]);

    // Their child's place: its id reused for ours is refused, and leaving it is not found.
    const placed = await join(theirs.parent, { classId: cls.id, participantId: theirs.ayaan.id });
    expect(placed.status).toBe(201);
    const { id } = entryOf(placed);
    const reused = await join(ours.parent, {
      id,
      classId: cls.id,
      participantId: ours.ayaan.id,
    });
    expect(reused.status).toBe(409);
    expect(reused.json()).toMatchObject({ error: { reason: 'waitlist_id_taken' } });
    const left = await server.request('DELETE', `/api/waitlist/${id}`, {
      headers: { Authorization: `Bearer ${await server.tokenFor(ours.parent.email)}` },
    });
    expect(left.status).toBe(404);
    const listed = await server.request('GET', '/api/waitlist', {
      headers: { Authorization: `Bearer ${await server.tokenFor(ours.parent.email)}` },
    });
    expect(listed.json()).toEqual([]);
    for (const [where, response] of [
      ['reused id', reused],
      ['leave', left],
      ['list', listed],
    ] as const)
      expectNothingOf(theirs.ayaan, response.text(), where);
    const line = await lineNow(cls.id);
    expect(line.map((row) => [row.email, row.participantId, row.status])).toEqual([
      [theirs.parent.email, theirs.ayaan.id, 'waiting'],
    ]);
  });
});

describe('replays and many at once', () => {
  it('one join for a child replayed 25 times at once: one place, one 201, every answer names it', async () => {
    const { parent, ayaan } = await parentOfTwo(server.api);
    const cls = await fullClass();
    const body = { id: crypto.randomUUID(), classId: cls.id, participantId: ayaan.id };
    const responses = await Promise.all(Array.from({ length: 25 }, () => join(parent, body)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(responses.filter((response) => response.status === 200)).toHaveLength(24);
    for (const response of responses)
      expect(entryOf(response)).toMatchObject({ id: body.id, participantId: ayaan.id, place: 1 });
    expect(await lineNow(cls.id)).toHaveLength(1);
  });

  it('the same child under 20 ids at once, from both guardians, has one place', async () => {
    const { mother, father, ayaan } = await familyOfFour(server.api);
    const cls = await fullClass();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        join(index % 2 ? father : mother, { classId: cls.id, participantId: ayaan.id }),
      ),
    );
    const line = await lineNow(cls.id);
    expect(line.map((row) => row.participantId)).toEqual([ayaan.id]);
    const made = responses.filter((response) => response.status === 201);
    expect(made.map((response) => entryOf(response))).toMatchObject([
      { id: line[0]!.id, place: 1 },
    ]);
    // Every other id is refused: joining again is not a second place, nor an id holding none.
    const others = responses.filter((response) => response.status !== 201);
    expect(others.map((response) => response.status)).toEqual(others.map(() => 409));
  });

  it("a family's two children joining at the same moment get a place each, one after the other", async () => {
    const { mother, father, ayaan, maya } = await familyOfFour(server.api);
    const cls = await fullClass();
    const [forAyaan, forMaya] = await Promise.all([
      join(mother, { classId: cls.id, participantId: ayaan.id }),
      join(father, { classId: cls.id, participantId: maya.id }),
    ]);
    expect([forAyaan.status, forMaya.status]).toEqual([201, 201]);
    expect([entryOf(forAyaan).place, entryOf(forMaya).place].sort()).toEqual([1, 2]);
    const line = await lineNow(cls.id);
    expect(line.map((row) => row.lineNo)).toEqual([1, 2]);
    expect(new Set(line.map((row) => row.participantId))).toEqual(new Set([ayaan.id, maya.id]));
  });

  it('12 families, each guardian for both children at once: places 1 to 24, each child once', async () => {
    const families = await Promise.all(
      Array.from({ length: 12 }, (_, index) => parentOfTwo(server.api, `Family${index}`)),
    );
    const cls = await fullClass();
    const responses = await Promise.all(
      families.flatMap(({ parent, ayaan, maya }) =>
        [ayaan, maya].map((child) => join(parent, { classId: cls.id, participantId: child.id })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 201));
    const places = responses.map((response) => entryOf(response).place!).sort((a, b) => a - b);
    expect(places).toEqual(Array.from({ length: 24 }, (_, index) => index + 1));
    const line = await lineNow(cls.id);
    expect(line.map((row) => row.lineNo)).toEqual(places);
    expect(new Set(line.map((row) => row.participantId)).size).toBe(24);
  });
});

describe('what the client says of the child', () => {
  it('a name or an e-mail of its own is not kept: the family’s name is what is answered', async () => {
    const { mother, father, ayaan } = await familyOfFour(server.api);
    const cls = await fullClass();
    const forged = { participantName: 'Forged Name', name: 'Forged Name', email: father.email };
    const joined = await join(mother, { classId: cls.id, participantId: ayaan.id, ...forged });
    expect(joined.status).toBe(201);
    expect(entryOf(joined)).toMatchObject({
      participantId: ayaan.id,
      participantName: 'Ayaan Rahman',
    });
    expect(joined.text()).not.toContain('Forged');
    // For the account's own member a name is no child's.
    const own = await join(mother, { classId: cls.id, participantName: 'Forged Name' });
    expect(own.status).toBe(201);
    expect(entryOf(own)).toMatchObject({ participantId: null, participantName: null });

    for (const guardian of [mother, father]) {
      const listed = await server.request('GET', '/api/waitlist', {
        headers: { Authorization: `Bearer ${await server.tokenFor(guardian.email)}` },
      });
      expect(listed.text()).not.toContain('Forged');
      expect((listed.json() as WaitlistEntry[]).map((entry) => entry.participantName)).toContain(
        'Ayaan Rahman',
      );
    }
    const line = await lineNow(cls.id);
    expect(line.map((row) => [row.email, row.participantId])).toEqual([
      [mother.email, ayaan.id],
      [mother.email, null],
    ]);
    expect(JSON.stringify(line)).not.toContain('Forged');
  });
});
