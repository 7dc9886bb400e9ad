// The roster and the door with families (decision 049): a guardian pays for two children and
// themselves in one class; the class's instructor sees three rows (each child with their age on
// the venue's today, their photo only with consent, the paying guardian's phone and the medical
// notes; the adult with their phone), ticks and scans each child on their own, and the door's
// answer names the child. Another instructor and students are refused, and their refusals carry
// nothing of the child's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Class } from '#shared/schemas/class.ts';
import type { CheckInResponse, Pass } from '#shared/schemas/check-in.ts';
import type { FamilyMember } from '#shared/schemas/family.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import {
  createClass,
  createSession,
  createUser,
  type ClassRow,
  type UserRow,
} from '../../test/factories.ts';
import { addChildOf, payFor } from '../../test/family-test-helpers.ts';
import { createClock } from '../../test/payment-test-helpers.ts';
import { createTestApi, json, type TestApi } from '../../test/test-api.ts';

// 20:00 in UTC on 31 August is 02:00 on 1 September in Dhaka: a child born on 1 September 2016
// is ten there, nine by the UTC date.
const clock = createClock(new Date('2026-08-31T20:00:00.000Z'));
const SESSION_START = '2026-09-01T00:00:00.000Z';
const NOTES = 'Asthma: an inhaler is in the blue bag.';
const GUARDIAN_PHONE = '+880 1711-000111';
/** addChildOf's emergency contact. */
const CONTACT_PHONE = '+880 1711-000000';

let api: TestApi;
let coach: UserRow;
let otherCoach: UserRow;
let admin: UserRow;
let stranger: UserRow;
let parent: UserRow;
let ayaan: FamilyMember;
let maya: FamilyMember;
let cls: ClassRow;
let sessionId: string;

beforeAll(async () => {
  api = await createTestApi({ now: clock.now });
  coach = await createUser(api.db, { role: 'instructor' });
  otherCoach = await createUser(api.db, { role: 'instructor' });
  admin = await createUser(api.db, { role: 'admin' });
  stranger = await createUser(api.db);
  parent = await createUser(api.db, { name: 'Nusrat Rahman', phone: GUARDIAN_PHONE });
  ayaan = await addChildOf(api, parent, 'Ayaan Rahman', '2016-09-01');
  maya = await addChildOf(api, parent, 'Maya Rahman', '2014-01-20');
  const photos = [
    [ayaan, { medicalNotes: NOTES, photoUrl: '/images/ayaan.webp', photoConsent: true }],
    [maya, { photoUrl: '/images/maya.webp', photoConsent: false }],
  ] as const;
  for (const [child, changes] of photos) {
    const changed = await api.call('PATCH', `/api/family/members/${child.id}`, {
      as: parent.email,
      body: changes,
    });
    expect(changed.status).toBe(200);
  }
  cls = await createClass(api.db, {
    instructorEmail: coach.email,
    venue: 'dhaka',
    currency: 'bdt',
    priceCents: 150_000,
    firstSessionAt: SESSION_START,
  });
  sessionId = (await createSession(api.db, cls.id, SESSION_START)).id;
  await payFor(api, parent, [
    [cls, ayaan.id],
    [cls, maya.id],
    [cls, undefined],
  ]);
});
afterAll(() => api.cleanup());

const rosterAs = (person: UserRow) =>
  api.call('GET', `/api/class/${cls.id}/roster`, { as: person.email });

const checkIn = (person: UserRow, proof: object) =>
  api.call('POST', '/api/check-ins', {
    as: person.email,
    body: { id: crypto.randomUUID(), sessionId, takenAt: clock.now().toISOString(), proof },
  });

/** Neither the child's notes nor their emergency contact's phone is anywhere in the body. */
async function expectNothingOfTheChild(response: Response, status: number) {
  expect(response.status).toBe(status);
  const text = await response.text();
  for (const secret of [NOTES, CONTACT_PHONE, 'Ayaan Rahman']) expect(text).not.toContain(secret);
}

describe("a family's row on the roster", () => {
  it('is one row per participant: each child with their details, the adult with their phone', async () => {
    const response = await rosterAs(coach);
    expect(response.status).toBe(200);
    const roster = (await json(response)) as Roster;
    const [first, second, third] = roster.students;
    expect(roster.students).toHaveLength(3);
    expect(first).toMatchObject({
      email: parent.email,
      name: 'Ayaan Rahman',
      participantId: ayaan.id,
      participantName: 'Ayaan Rahman',
      age: 10,
      photoUrl: '/images/ayaan.webp',
      guardianName: 'Nusrat Rahman',
      guardianPhone: GUARDIAN_PHONE,
      hasMedicalNotes: true,
      medicalNotes: NOTES,
      emergencyContactName: 'Nusrat Rahman',
      emergencyContactPhone: CONTACT_PHONE,
      status: 'enrolled',
    });
    // No consent, no photo; no notes, no marker.
    expect(second).toMatchObject({
      name: 'Maya Rahman',
      participantId: maya.id,
      age: 12,
      photoUrl: null,
      guardianPhone: GUARDIAN_PHONE,
      hasMedicalNotes: false,
      medicalNotes: null,
    });
    expect(third).toEqual({
      email: parent.email,
      name: 'Nusrat Rahman',
      photoUrl: null,
      status: 'enrolled',
      tokenDigest: expect.any(String),
      codeDigest: expect.any(String),
      participantId: null,
      phone: GUARDIAN_PHONE,
    });
    // Each row is a pass of its own.
    expect(new Set(roster.students.map((row) => row.tokenDigest)).size).toBe(3);
  });

  it('is the class’s instructor’s and admins’: another instructor and students get none of it', async () => {
    const seen = (await json(await rosterAs(admin))) as Roster;
    expect(seen.students.find((row) => row.participantId === ayaan.id)).toMatchObject({
      medicalNotes: NOTES,
      emergencyContactPhone: CONTACT_PHONE,
    });
    await expectNothingOfTheChild(await rosterAs(otherCoach), 403);
    await expectNothingOfTheChild(await rosterAs(stranger), 403);
    // The guardian is a student here: the roster is not theirs either.
    await expectNothingOfTheChild(await rosterAs(parent), 403);
  });
});

describe('the door with children', () => {
  it('ticks and scans each child on their own, and answers with what the door shows', async () => {
    clock.advanceMinutes(4 * 60 + 15); // the session began a quarter of an hour ago
    const ticked = await checkIn(coach, {
      method: 'roster',
      email: parent.email,
      participantId: ayaan.id,
    });
    expect(ticked.status).toBe(201);
    const tickedBody = (await json(ticked)) as CheckInResponse;
    expect(tickedBody).toMatchObject({
      studentName: 'Ayaan Rahman',
      alreadyCheckedIn: false,
      checkIn: { email: parent.email, participantId: ayaan.id, method: 'roster' },
      participant: {
        participantId: ayaan.id,
        age: 10,
        photoUrl: '/images/ayaan.webp',
        hasMedicalNotes: true,
        medicalNotes: NOTES,
        emergencyContactPhone: CONTACT_PHONE,
        guardianName: 'Nusrat Rahman',
        guardianPhone: GUARDIAN_PHONE,
      },
    });

    // Maya's own pass, as her guardian shows it.
    const passes = (await json(
      await api.call('GET', '/api/passes', { as: parent.email }),
    )) as Pass[];
    const mayasPass = passes.find((pass) => pass.participantId === maya.id)!;
    const scanned = await checkIn(coach, { method: 'scan', token: mayasPass.token });
    expect(scanned.status).toBe(201);
    expect(await json(scanned)).toMatchObject({
      studentName: 'Maya Rahman',
      checkIn: { participantId: maya.id },
      participant: { participantId: maya.id, photoUrl: null, hasMedicalNotes: false },
    });

    // Ayaan again, from another phone: the first check-in counts.
    const again = await checkIn(coach, {
      method: 'roster',
      email: parent.email,
      participantId: ayaan.id,
    });
    expect(again.status).toBe(200);
    expect(await json(again)).toMatchObject({
      alreadyCheckedIn: true,
      studentName: 'Ayaan Rahman',
    });

    // The children's check-ins are not their guardian's: the guardian's own row is still out.
    const session = () =>
      rosterAs(coach).then(async (response) => {
        const roster = (await json(response)) as Roster;
        return roster.sessions.find((row) => row.id === sessionId)!;
      });
    expect((await session()).checkedIn.sort()).toEqual([ayaan.id, maya.id].sort());
    const own = await checkIn(coach, { method: 'roster', email: parent.email });
    expect(own.status).toBe(201);
    expect(await json(own)).toMatchObject({
      studentName: 'Nusrat Rahman',
      checkIn: { participantId: null },
      participant: null,
    });
    expect((await session()).checkedIn.sort()).toEqual([ayaan.id, maya.id, parent.email].sort());

    // Three participants, three check-ins at the one session held: the admin's figures agree.
    const list = (await json(
      await api.call('GET', '/api/class?status=all', { as: admin.email }),
    )) as Class[];
    expect(list.find((item) => item._id === cls.id)?.attendance).toEqual({
      checkIns: 3,
      students: 3,
      sessionsHeld: 1,
    });
  });

  it('refuses another instructor and students a child’s check-in, with nothing of the child', async () => {
    const passes = (await json(
      await api.call('GET', '/api/passes', { as: parent.email }),
    )) as Pass[];
    const ayaansPass = passes.find((pass) => pass.participantId === ayaan.id)!;
    const scan = { method: 'scan', token: ayaansPass.token };
    await expectNothingOfTheChild(await checkIn(otherCoach, scan), 403);
    await expectNothingOfTheChild(await checkIn(stranger, scan), 403);
    await expectNothingOfTheChild(await checkIn(parent, scan), 403);
    // A tick naming a child of another class's roster finds nobody.
    const elsewhere = await createClass(api.db, { instructorEmail: coach.email, venue: 'dhaka' });
    const otherSession = await createSession(api.db, elsewhere.id, SESSION_START);
    const misplaced = await api.call('POST', '/api/check-ins', {
      as: coach.email,
      body: {
        id: crypto.randomUUID(),
        sessionId: otherSession.id,
        takenAt: clock.now().toISOString(),
        proof: { method: 'roster', email: parent.email, participantId: ayaan.id },
      },
    });
    await expectNothingOfTheChild(misplaced, 404);
  });
});
