import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Family, FamilyExport, FamilyMember, NewInvitation } from '#shared/schemas/family.ts';
import { participants } from '../../db/schema.ts';
import { createClass, createEnrollment, createUser, type UserRow } from '../../test/factories.ts';
import { createTestApi, expectRefused, json, type TestApi } from '../../test/test-api.ts';

let api: TestApi;
/** Moved forward by tests of expiry. */
let clock = new Date('2026-11-30T10:00:00.000Z');

beforeAll(async () => {
  api = await createTestApi({ now: () => clock });
});
afterAll(() => api.cleanup());

const child = (overrides: Record<string, unknown> = {}) => ({
  id: crypto.randomUUID(),
  name: 'Ayaan Rahman',
  dateOfBirth: '2017-03-14',
  level: 'beginner',
  schoolYear: 'Class 3',
  medicalNotes: 'Asthma: inhaler in the side pocket of his bag.',
  emergencyContactName: 'Nusrat Rahman',
  emergencyContactPhone: '+880 1711-000000',
  photoConsent: false,
  ...overrides,
});

const familyOf = async (person: UserRow) =>
  (await json(await api.call('GET', '/api/family', { as: person.email }))) as Family;

async function addChild(person: UserRow, overrides: Record<string, unknown> = {}) {
  const body = child(overrides);
  const response = await api.call('POST', '/api/family/members', { as: person.email, body });
  expect(response.status).toBe(201);
  return (await json(response)) as FamilyMember;
}

async function invite(person: UserRow, body: object = {}) {
  const response = await api.call('POST', '/api/family/invitations', { as: person.email, body });
  expect(response.status).toBe(201);
  return (await json(response)) as NewInvitation;
}

const accept = (person: UserRow, token: string) =>
  api.call('POST', '/api/family/invitations/accept', { as: person.email, body: { token } });

describe('a family of one', () => {
  it('is the account itself: its own member under its name, and it the only guardian', async () => {
    const adult = await createUser(api.db, { name: 'Farhana Akter' });
    expect(await familyOf(adult)).toEqual({
      members: [expect.objectContaining({ id: adult.id, kind: 'self', name: 'Farhana Akter' })],
      guardians: [{ id: adult.id, name: 'Farhana Akter', email: adult.email, you: true }],
      invitations: [],
    });
  });

  it('is for students: staff are refused, visitors asked to sign in', async () => {
    const coach = await createUser(api.db, { role: 'instructor' });
    expect((await api.call('GET', '/api/family', { as: coach.email })).status).toBe(403);
    expect((await api.call('GET', '/api/family')).status).toBe(401);
  });
});

describe('children', () => {
  it('are added once per id, listed after the account, and changed by their guardian', async () => {
    const parent = await createUser(api.db);
    const body = child();
    const first = await api.call('POST', '/api/family/members', { as: parent.email, body });
    expect(first.status).toBe(201);
    const again = await api.call('POST', '/api/family/members', { as: parent.email, body });
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual(await json(first));

    const family = await familyOf(parent);
    expect(family.members.map((member) => [member.kind, member.name])).toEqual([
      ['self', parent.name],
      ['child', 'Ayaan Rahman'],
    ]);
    expect(family.members[1]).toMatchObject({
      id: body.id,
      dateOfBirth: '2017-03-14',
      level: 'beginner',
      medicalNotes: body.medicalNotes,
      photoUrl: null,
    });

    const changed = await api.call('PATCH', `/api/family/members/${body.id}`, {
      as: parent.email,
      body: { schoolYear: 'Class 4', medicalNotes: '' },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({ schoolYear: 'Class 4', medicalNotes: null });
  });

  it('refuse what is not a date of birth, and name the field', async () => {
    const parent = await createUser(api.db);
    for (const dateOfBirth of ['2019-02-29', '1899-12-31', '2030-01-01', '14/03/2017', '']) {
      const response = await api.call('POST', '/api/family/members', {
        as: parent.email,
        body: child({ dateOfBirth }),
      });
      expect(response.status, dateOfBirth).toBe(400);
      const { error } = (await json(response)) as {
        error: { fieldReasons: Record<string, { reason: string }> };
      };
      expect(error.fieldReasons.dateOfBirth?.reason).toBe('validation_date_of_birth_invalid');
    }
    // Born on a leap day, and born today wherever today already is.
    await addChild(parent, { dateOfBirth: '2016-02-29' });
    await addChild(parent, { dateOfBirth: clock.toISOString().slice(0, 10) });
  });

  it('need an emergency contact, and keep notes within their length', async () => {
    const parent = await createUser(api.db);
    const response = await api.call('POST', '/api/family/members', {
      as: parent.email,
      body: child({ emergencyContactName: ' ', medicalNotes: 'x'.repeat(1001) }),
    });
    expect(response.status).toBe(400);
    const { error } = (await json(response)) as {
      error: { fieldReasons: Record<string, { reason: string; params: object }> };
    };
    expect(error.fieldReasons.emergencyContactName).toEqual({
      reason: 'validation_required',
      params: { field: 'emergency_contact' },
    });
    expect(error.fieldReasons.medicalNotes).toEqual({
      reason: 'validation_text_too_long',
      params: { field: 'medical_notes', max: 1000 },
    });
  });

  it('are neither seen nor changed by anyone outside the family', async () => {
    const parent = await createUser(api.db);
    const stranger = await createUser(api.db);
    const kid = await addChild(parent);
    const theirs = JSON.stringify(await familyOf(stranger));
    expect(theirs).not.toContain(kid.id);
    expect(theirs).not.toContain('Asthma');
    await expectRefused(
      await api.call('PATCH', `/api/family/members/${kid.id}`, {
        as: stranger.email,
        body: { name: 'Taken' },
      }),
      404,
      'family_member_not_found',
    );
    await expectRefused(
      await api.call('DELETE', `/api/family/members/${kid.id}`, { as: stranger.email }),
      404,
      'family_member_not_found',
    );
    // Nor under another id that happens to be sent again by a stranger.
    await expectRefused(
      await api.call('POST', '/api/family/members', {
        as: stranger.email,
        body: child({ id: kid.id }),
      }),
      404,
      'family_member_not_found',
    );
    expect((await familyOf(parent)).members[1]).toMatchObject({ name: 'Ayaan Rahman' });
  });

  it('when removed, keep their row with every personal field erased; removing again is the same', async () => {
    const parent = await createUser(api.db);
    const kid = await addChild(parent, {
      photoUrl: 'https://example.com/a.jpg',
      photoConsent: true,
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await api.call('DELETE', `/api/family/members/${kid.id}`, {
        as: parent.email,
      });
      expect(response.status).toBe(200);
    }
    expect((await familyOf(parent)).members.map((member) => member.id)).toEqual([parent.id]);
    const [row] = await api.db.select().from(participants).where(eq(participants.id, kid.id));
    expect(row).toMatchObject({
      kind: 'child',
      name: null,
      dateOfBirth: null,
      medicalNotes: null,
      emergencyContactName: null,
      emergencyContactPhone: null,
      photoUrl: null,
      photoConsent: false,
    });
    expect(row?.removedAt).toEqual(expect.any(String));
    // A removed child is not brought back by a resend of its creation.
    await expectRefused(
      await api.call('POST', '/api/family/members', {
        as: parent.email,
        body: child({ id: kid.id }),
      }),
      404,
      'family_member_not_found',
    );
  });

  it('are at most a dozen members to a family', async () => {
    const parent = await createUser(api.db);
    for (let count = 1; count < 12; count += 1) await addChild(parent);
    await expectRefused(
      await api.call('POST', '/api/family/members', { as: parent.email, body: child() }),
      409,
      'family_full',
    );
  });
});

describe("the account's own member", () => {
  it('takes a date of birth and a level, but keeps the account name and is never removed', async () => {
    const adult = await createUser(api.db);
    const changed = await api.call('PATCH', `/api/family/members/${adult.id}`, {
      as: adult.email,
      body: { dateOfBirth: '1990-06-01', level: 'advanced' },
    });
    expect(changed.status).toBe(200);
    expect(await json(changed)).toMatchObject({
      kind: 'self',
      name: adult.name,
      dateOfBirth: '1990-06-01',
      level: 'advanced',
    });
    await expectRefused(
      await api.call('PATCH', `/api/family/members/${adult.id}`, {
        as: adult.email,
        body: { name: 'Someone Else' },
      }),
      409,
      'own_member_kept',
    );
    await expectRefused(
      await api.call('DELETE', `/api/family/members/${adult.id}`, { as: adult.email }),
      409,
      'own_member_kept',
    );
  });
});

describe('a second guardian', () => {
  it('joins by the link, sees and changes the same children, and the link works once', async () => {
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const someoneElse = await createUser(api.db);
    const kid = await addChild(mother);
    const invitation = await invite(mother, { email: father.email.toUpperCase() });
    expect(invitation.path).toBe(`/dashboard/family/join#${invitation.token}`);
    expect(invitation.token).toMatch(/^[0-9a-f]{32}$/);
    expect((await familyOf(mother)).invitations).toEqual([
      { id: invitation.id, email: father.email, expiresAt: invitation.expiresAt },
    ]);

    const joined = await accept(father, invitation.token);
    expect(joined.status).toBe(200);
    const family = (await json(joined)) as Family;
    expect(family.guardians.map((guardian) => [guardian.id, guardian.you])).toEqual([
      [mother.id, false],
      [father.id, true],
    ]);
    expect(family.members.map((member) => member.id)).toEqual([father.id, mother.id, kid.id]);
    expect(family.invitations).toEqual([]);
    // Accepting again (a resend) is the same; anyone else finds the link spent.
    expect((await accept(father, invitation.token)).status).toBe(200);
    await expectRefused(
      await accept(someoneElse, invitation.token),
      404,
      'family_invitation_invalid',
    );

    const changed = await api.call('PATCH', `/api/family/members/${kid.id}`, {
      as: father.email,
      body: { level: 'intermediate' },
    });
    expect(changed.status).toBe(200);
    expect((await familyOf(mother)).members.find((member) => member.id === kid.id)?.level).toBe(
      'intermediate',
    );
  });

  it('cannot use a link that expired, was withdrawn or never was', async () => {
    const parent = await createUser(api.db);
    const other = await createUser(api.db);
    const expiring = await invite(parent);
    const withdrawn = await invite(parent);
    const withdrawal = await api.call('DELETE', `/api/family/invitations/${withdrawn.id}`, {
      as: parent.email,
    });
    expect(withdrawal.status).toBe(200);
    const saved = clock;
    clock = new Date(clock.getTime() + 7 * 24 * 60 * 60 * 1000);
    try {
      await expectRefused(await accept(other, expiring.token), 404, 'family_invitation_invalid');
    } finally {
      clock = saved;
    }
    await expectRefused(await accept(other, withdrawn.token), 404, 'family_invitation_invalid');
    await expectRefused(await accept(other, 'f'.repeat(32)), 404, 'family_invitation_invalid');
    await expectRefused(await accept(other, ''), 404, 'family_invitation_invalid');
  });

  it('who runs a family with children leaves it before joining another', async () => {
    const first = await createUser(api.db);
    const second = await createUser(api.db);
    await addChild(second);
    const invitation = await invite(first);
    await expectRefused(await accept(second, invitation.token), 409, 'already_in_other_family');
  });

  it('leaving never takes the children, and the last guardian stays while there are children', async () => {
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const kid = await addChild(mother);
    expect((await accept(father, (await invite(mother)).token)).status).toBe(200);

    const left = await api.call('DELETE', `/api/family/guardians/${mother.id}`, {
      as: mother.email,
    });
    expect(left.status).toBe(200);
    expect((await familyOf(father)).members.map((member) => member.id)).toEqual([
      father.id,
      kid.id,
    ]);
    expect((await familyOf(mother)).members.map((member) => member.id)).toEqual([mother.id]);

    await expectRefused(
      await api.call('DELETE', `/api/family/guardians/${father.id}`, { as: father.email }),
      409,
      'last_guardian',
    );
    await expectRefused(
      await api.call('DELETE', `/api/family/guardians/${father.id}`, { as: mother.email }),
      404,
      'guardian_not_found',
    );
  });
});

describe("the family's data", () => {
  it("downloads as one JSON file: the family, its children's records and the caller's own, not another guardian's", async () => {
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const kid = await addChild(mother);
    expect((await accept(father, (await invite(mother)).token)).status).toBe(200);
    const hers = await createClass(api.db);
    const his = await createClass(api.db);
    const kids = await createClass(api.db);
    await createEnrollment(api.db, mother.email, hers);
    await createEnrollment(api.db, father.email, his);
    // The father paid for the child's class: it is the family's, in the mother's file too.
    await createEnrollment(api.db, father.email, kids, kid.id);

    const response = await api.call('GET', '/api/family/export', { as: mother.email });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="family-data-${clock.toISOString().slice(0, 10)}.json"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const data = (await json(response)) as FamilyExport;
    expect(data.family.members.find((member) => member.id === kid.id)).toMatchObject({
      medicalNotes: kid.medicalNotes,
      emergencyContactPhone: kid.emergencyContactPhone,
    });
    expect(data.enrollments.map((row) => [row.classId, row.participantId]).sort()).toEqual(
      [
        [hers.id, null],
        [kids.id, kid.id],
      ].sort(),
    );
    // Payments are the payer's: the father's, for the child too, are in his file.
    expect(data.payments).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain(his.id);
  });
});

describe('the admins’ search of families', () => {
  it("finds a family by a child's or a guardian's name, e-mail or phone, with every member", async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    const parent = await createUser(api.db, { name: 'Shirin Akhtar', phone: '+880 1811 222333' });
    const kid = await addChild(parent, { name: 'Zarif Akhtar-Quill' });
    const search = async (q: string) => {
      const response = await api.call('GET', `/api/families?q=${encodeURIComponent(q)}`, {
        as: admin.email,
      });
      expect(response.status).toBe(200);
      return ((await json(response)) as { families: { id: string; members: FamilyMember[] }[] })
        .families;
    };
    for (const q of ['quill', 'SHIRIN', parent.email, '1811 222']) {
      const [found, ...others] = await search(q);
      expect(others, q).toEqual([]);
      expect(found?.members.map((member) => member.id)).toEqual([parent.id, kid.id]);
      expect(found?.members[1]).toMatchObject({ medicalNotes: kid.medicalNotes });
    }
    expect(await search('no-such-family-anywhere')).toEqual([]);
    // A removed child is not found by their name any more.
    await api.call('DELETE', `/api/family/members/${kid.id}`, { as: parent.email });
    expect(await search('quill')).toEqual([]);
  });

  it('is for admins only', async () => {
    const student = await createUser(api.db);
    const desk = await createUser(api.db, { role: 'frontdesk' });
    expect((await api.call('GET', '/api/families', { as: student.email })).status).toBe(403);
    expect((await api.call('GET', '/api/families', { as: desk.email })).status).toBe(403);
    expect((await api.call('GET', '/api/families')).status).toBe(401);
  });
});

describe('a guardian whose account an admin removes', () => {
  it('is no longer a guardian, and the children stay with the other guardian', async () => {
    const admin = await createUser(api.db, { role: 'admin' });
    const mother = await createUser(api.db);
    const father = await createUser(api.db);
    const kid = await addChild(mother);
    expect((await accept(father, (await invite(mother)).token)).status).toBe(200);
    expect((await api.call('DELETE', `/api/users/${father.id}`, { as: admin.email })).status).toBe(
      200,
    );
    const family = await familyOf(mother);
    expect(family.guardians.map((guardian) => guardian.id)).toEqual([mother.id]);
    expect(family.members.map((member) => member.id)).toEqual([mother.id, kid.id]);
    // She is the last guardian of a child now.
    await expectRefused(
      await api.call('DELETE', `/api/family/guardians/${mother.id}`, { as: mother.email }),
      409,
      'last_guardian',
    );
  });
});

describe('many at once', () => {
  it('adds a child once when the same id is sent twenty times together', async () => {
    const parent = await createUser(api.db);
    const body = child();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.call('POST', '/api/family/members', { as: parent.email, body }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([
      ...Array<number>(19).fill(200),
      201,
    ]);
    const rows = await api.db.select().from(participants).where(eq(participants.id, body.id));
    expect(rows).toHaveLength(1);
    expect((await familyOf(parent)).members).toHaveLength(2);
  });

  it('lets one of two people who accept the same link together join', async () => {
    const parent = await createUser(api.db);
    const first = await createUser(api.db);
    const second = await createUser(api.db);
    const { token } = await invite(parent);
    const statuses = (await Promise.all([accept(first, token), accept(second, token)])).map(
      (response) => response.status,
    );
    expect(statuses.sort()).toEqual([200, 404]);
    expect((await familyOf(parent)).guardians).toHaveLength(2);
  });

  it('never has two families for one account when it invites twice at once', async () => {
    const parent = await createUser(api.db);
    await Promise.all([invite(parent), invite(parent), addChild(parent)]);
    const family = await familyOf(parent);
    expect(family.invitations).toHaveLength(2);
    expect(family.members).toHaveLength(2);
  });
});
