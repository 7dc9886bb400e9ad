// A place in line per participant (decisions 026 and 049): a guardian puts each child of their
// family in a full class's line, each with a place of their own; the same child is in a line once;
// another family's child is not found; both guardians see and leave the family's places; an offer
// to a child, paid, enrolls the child and not the guardian.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistEntry } from '#shared/schemas/waitlist.ts';
import { enrollments } from '../../db/schema.ts';
import { createClass, createEnrollment, createUser, type UserRow } from '../../test/factories.ts';
import { addChildOf, familyOfFour, payFor, selectFor } from '../../test/family-test-helpers.ts';
import { json, type TestApi } from '../../test/test-api.ts';
import { createWaitlistScene, lineOf, noticesOf } from '../../test/waitlist-helpers.ts';

type Scene = Awaited<ReturnType<typeof createWaitlistScene>>;
let scene: Scene;
let api: TestApi;

beforeAll(async () => {
  scene = await createWaitlistScene();
  api = scene.api;
});
afterAll(() => api.cleanup());

const joinFor = (
  person: UserRow,
  classId: string,
  participantId?: string,
  id: string = crypto.randomUUID(),
) => api.call('POST', '/api/waitlist', { as: person.email, body: { id, classId, participantId } });

const placesOf = async (person: UserRow) =>
  (await json(await api.call('GET', '/api/waitlist', { as: person.email }))) as WaitlistEntry[];

async function reasonOf(response: Response): Promise<string> {
  return ((await json(response)) as { error: { reason: string } }).error.reason;
}

const fullClass = (overrides: Parameters<typeof createClass>[1] = {}) =>
  createClass(api.db, { seats: 0, priceCents: 2500, ...overrides });

describe('a place in line per child', () => {
  it('gives two children of a family a place each, and the guardian one of their own', async () => {
    const { mother, ayaan, maya } = await familyOfFour(api);
    const cls = await fullClass();

    const forAyaan = await joinFor(mother, cls.id, ayaan.id);
    expect(forAyaan.status).toBe(201);
    expect(await json(forAyaan)).toMatchObject({
      participantId: ayaan.id,
      participantName: 'Ayaan Rahman',
      place: 1,
    });
    const forMaya = await joinFor(mother, cls.id, maya.id);
    expect(forMaya.status).toBe(201);
    expect(await json(forMaya)).toMatchObject({ participantId: maya.id, place: 2 });
    const own = await joinFor(mother, cls.id);
    expect(own.status).toBe(201);
    expect(await json(own)).toMatchObject({ participantId: null, participantName: null, place: 3 });

    const line = await lineOf(api, cls.id);
    expect(line.map((entry) => entry.participantId)).toEqual([ayaan.id, maya.id, null]);
  });

  it('keeps the same child in a line once, whichever guardian asks again', async () => {
    const { mother, father, ayaan } = await familyOfFour(api);
    const cls = await fullClass();
    const first = (await json(await joinFor(mother, cls.id, ayaan.id))) as WaitlistEntry;

    // Another id: no second place; refused, as a Leave under it would end nothing.
    const again = await joinFor(mother, cls.id, ayaan.id);
    expect(again.status).toBe(409);
    expect(await reasonOf(again)).toBe('waitlist_already_in_line');
    const byFather = await joinFor(father, cls.id, ayaan.id);
    expect(byFather.status).toBe(409);
    expect(await reasonOf(byFather)).toBe('waitlist_already_in_line');
    const replay = await joinFor(mother, cls.id, ayaan.id, first.id);
    expect(replay.status).toBe(200);
    expect(await json(replay)).toMatchObject({ id: first.id, place: 1 });
    // The same id for another member is refused, not turned into a second place.
    const sameIdOtherMember = await joinFor(mother, cls.id, undefined, first.id);
    expect(sameIdOtherMember.status).toBe(409);
    expect(await reasonOf(sameIdOtherMember)).toBe('waitlist_id_taken');

    expect(await lineOf(api, cls.id)).toHaveLength(1);
  });

  it("answers another family's child as not found, and refuses a child the class does not take", async () => {
    const { mother } = await familyOfFour(api);
    const stranger = await createUser(api.db);
    const theirs = await addChildOf(api, stranger, 'Rafi Karim');
    const cls = await fullClass();

    const response = await joinFor(mother, cls.id, theirs.id);
    expect(response.status).toBe(404);
    expect(await reasonOf(response)).toBe('family_member_not_found');

    // Born 2015: too young for a class from 18.
    const adults = await fullClass({ minAge: 18 });
    const young = await addChildOf(api, mother, 'Tahmid Rahman');
    const refused = await joinFor(mother, adults.id, young.id);
    expect(refused.status).toBe(409);
    expect(await reasonOf(refused)).toBe('participant_too_young');
    expect(await lineOf(api, cls.id)).toEqual([]);
    expect(await lineOf(api, adults.id)).toEqual([]);
  });

  it('refuses a child already selected for or enrolled in the class', async () => {
    const { mother, ayaan, maya } = await familyOfFour(api);
    const cls = await createClass(api.db, { seats: 1, priceCents: 2500 });
    expect((await selectFor(api, mother, cls.id, ayaan.id)).status).toBe(201);
    await scene.setSeats(cls.id, 0);
    const response = await joinFor(mother, cls.id, ayaan.id);
    expect(response.status).toBe(409);
    expect(await reasonOf(response)).toBe('already_selected');

    // Paid for Maya before the class filled.
    await createEnrollment(api.db, mother.email, cls);
    await api.db
      .update(enrollments)
      .set({ participantId: maya.id })
      .where(eq(enrollments.classId, cls.id));
    const enrolled = await joinFor(mother, cls.id, maya.id);
    expect(enrolled.status).toBe(409);
    expect(await reasonOf(enrolled)).toBe('already_paid');
  });

  it("shows both guardians the family's places, each named and numbered, and lets either leave one", async () => {
    const { mother, father, ayaan, maya } = await familyOfFour(api);
    const stranger = await createUser(api.db);
    const cls = await fullClass({ name: 'Junior Swim' });
    const someoneElse = await createUser(api.db);
    expect((await joinFor(someoneElse, cls.id)).status).toBe(201);
    expect((await joinFor(mother, cls.id, ayaan.id)).status).toBe(201);
    expect((await joinFor(father, cls.id, maya.id)).status).toBe(201);

    for (const guardian of [mother, father]) {
      const places = await placesOf(guardian);
      expect(places.map((place) => [place.participantName, place.place])).toEqual([
        ['Ayaan Rahman', 2],
        ['Maya Rahman', 3],
      ]);
    }
    expect(await placesOf(stranger)).toEqual([]);

    const mayasPlace = (await placesOf(mother)).find((place) => place.participantId === maya.id)!;
    const byStranger = await api.call('DELETE', `/api/waitlist/${mayasPlace.id}`, {
      as: stranger.email,
    });
    expect(byStranger.status).toBe(404);
    // Joined by the father, left by the mother.
    const left = await api.call('DELETE', `/api/waitlist/${mayasPlace.id}`, { as: mother.email });
    expect(left.status).toBe(200);
    expect(await json(left)).toMatchObject({ status: 'left', participantName: 'Maya Rahman' });
    expect((await placesOf(father)).map((place) => place.participantId)).toEqual([ayaan.id]);
  });

  it("offers a freed seat to the child's place; paying for it enrolls the child, not the guardian", async () => {
    const { mother, father, ayaan } = await familyOfFour(api);
    const cls = await fullClass({ name: 'Junior Swim' });
    expect((await joinFor(mother, cls.id, ayaan.id)).status).toBe(201);
    expect((await joinFor(mother, cls.id)).status).toBe(201);

    await scene.setSeats(cls.id, 1);
    await scene.sweepLines();
    const [offer, ownPlace] = await placesOf(father);
    expect(offer).toMatchObject({ participantId: ayaan.id, status: 'offered' });
    expect(ownPlace).toBeUndefined();
    expect(await noticesOf(api, mother.email)).toContain('waitlist_offer');

    // The second guardian pays: the offer is the child's, whichever guardian joined.
    const { finalized } = await payFor(api, father, [[cls, ayaan.id]]);
    expect(finalized).not.toHaveProperty('refundedClasses');

    const enrolled = await api.db
      .select({ email: enrollments.email, participantId: enrollments.participantId })
      .from(enrollments)
      .where(eq(enrollments.classId, cls.id));
    expect(enrolled).toEqual([{ email: father.email, participantId: ayaan.id }]);
    const line = await lineOf(api, cls.id);
    expect(line.map((entry) => [entry.participantId, entry.status])).toEqual([
      [ayaan.id, 'accepted'],
      [null, 'waiting'],
    ]);
    expect(await scene.seatsLeft(cls.id)).toBe(0);
  });
});
