// Family members for tests: one factory, so a field added to the member schema is added here once.
import type { FamilyMember } from '#shared/schemas/family.ts';

/** A member with nothing but a name: a child born in 2017, or the account's own member. */
export function aFamilyMember(id: string, kind: FamilyMember['kind'], name: string): FamilyMember {
  return {
    id,
    kind,
    name,
    dateOfBirth: kind === 'child' ? '2017-03-14' : null,
    level: null,
    schoolYear: null,
    medicalNotes: null,
    emergencyContactName: null,
    emergencyContactPhone: null,
    photoUrl: null,
    photoConsent: false,
  };
}
