// A family as the family page makes one (POST /api/family/members, an invitation accepted), and
// classes selected for its members and paid for, through the HTTP API: in process (test-api.ts)
// or against the real server (real-server.ts's `api`), for tests that need a family.
import { expect } from 'vitest';
import type { FamilyMember } from '#shared/schemas/family.ts';
import { createUser, type UserRow } from './factories.ts';
import { paidSelections } from './payment-test-helpers.ts';
import { json, type ApiCaller } from './test-api.ts';

/** addChildOf's date of birth unless told: a child of school age in the tests' years. */
const BORN = '2015-05-05';

export async function addChildOf(
  api: ApiCaller,
  parent: UserRow,
  name: string,
  dateOfBirth = BORN,
  level = 'beginner',
): Promise<FamilyMember> {
  const response = await api.call('POST', '/api/family/members', {
    as: parent.email,
    body: {
      id: crypto.randomUUID(),
      name,
      dateOfBirth,
      level,
      emergencyContactName: 'Nusrat Rahman',
      emergencyContactPhone: '+880 1711-000000',
      photoConsent: false,
    },
  });
  if (response.status !== 201) throw new Error(await response.text());
  return (await json(response)) as FamilyMember;
}

/** `guardian` invites `joiner`, who accepts the link: both are guardians of one family after. */
export async function joinFamilyOf(
  api: ApiCaller,
  guardian: UserRow,
  joiner: UserRow,
): Promise<void> {
  const invitation = (await json(
    await api.call('POST', '/api/family/invitations', { as: guardian.email, body: {} }),
  )) as { token: string };
  const accepted = await api.call('POST', '/api/family/invitations/accept', {
    as: joiner.email,
    body: { token: invitation.token },
  });
  if (accepted.status !== 200) throw new Error(await accepted.text());
}

/** The children's dates of birth, addChildOf's unless told. */
type Births = { ayaan?: string; maya?: string };

/** One guardian, Nusrat, who added two children, Ayaan and Maya, all of one surname. */
export async function parentOfTwo(
  api: ApiCaller,
  surname = 'Rahman',
  born: Births = {},
): Promise<{ parent: UserRow; ayaan: FamilyMember; maya: FamilyMember }> {
  const parent = await createUser(api.db, { name: `Nusrat ${surname}` });
  const ayaan = await addChildOf(api, parent, `Ayaan ${surname}`, born.ayaan);
  const maya = await addChildOf(api, parent, `Maya ${surname}`, born.maya);
  return { parent, ayaan, maya };
}

export interface FamilyOfFour {
  mother: UserRow;
  father: UserRow;
  ayaan: FamilyMember;
  maya: FamilyMember;
}

/** parentOfTwo's family with a second guardian, Karim, joined by the mother's invitation. */
export async function familyOfFour(
  api: ApiCaller,
  surname = 'Rahman',
  born: Births = {},
): Promise<FamilyOfFour> {
  const { parent: mother, ayaan, maya } = await parentOfTwo(api, surname, born);
  const father = await createUser(api.db, { name: `Karim ${surname}` });
  await joinFamilyOf(api, mother, father);
  return { mother, father, ayaan, maya };
}

/** POST /api/select as `person`, for a child of their family (none: their own member). */
export const selectFor = (
  api: ApiCaller,
  person: UserRow,
  classId: string,
  participantId?: string,
) =>
  api.call('POST', '/api/select', {
    as: person.email,
    body: { _id: crypto.randomUUID(), selectedClassId: classId, participantId },
  });

/** A class and who takes it: a child's id, or undefined for the payer's own member. */
export type ClassFor = readonly [{ id: string }, string | undefined];

/**
 * The payer selects each class for its participant and pays for them all in one card payment;
 * throws unless every selection is made (201) and the payment recorded (payment-test-helpers.ts).
 */
export async function payFor(api: ApiCaller, payer: UserRow, picks: readonly ClassFor[]) {
  for (const [cls, participantId] of picks) {
    const selected = await selectFor(api, payer, cls.id, participantId);
    if (selected.status !== 201)
      throw new Error(`select ${selected.status}: ${await selected.text()}`);
  }
  return paidSelections(api, payer.email);
}

/**
 * Fails when `text` (a response's body, as sent) carries the child's name or date of birth: for
 * answers to someone who may not see the child.
 */
export function expectNothingOf(child: FamilyMember, text: string, where = ''): void {
  expect(text, `${where}: the child's name`).not.toContain(child.name);
  if (child.dateOfBirth)
    expect(text, `${where}: the child's date of birth`).not.toContain(child.dateOfBirth);
}
