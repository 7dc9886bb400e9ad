// A guardian's child added as the family page adds one (POST /api/family/members), for tests that
// need a family.
import type { FamilyMember } from '#shared/schemas/family.ts';
import type { UserRow } from './factories.ts';
import { json, type TestApi } from './test-api.ts';

export async function addChildOf(
  api: TestApi,
  parent: UserRow,
  name: string,
  dateOfBirth = '2015-05-05',
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
  api: TestApi,
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
