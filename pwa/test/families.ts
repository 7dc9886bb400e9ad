// Family members for tests: one factory, so a field added to the member schema is added here once.
import type { Family, FamilyMember } from '#shared/schemas/family.ts';

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

/**
 * The family of the tests' signed-in student (student@academy.test, "The student"): its own member
 * and these children (`[id, name]`), the student its only guardian.
 */
export function aFamily(...children: Array<[id: string, name: string]>): Family {
  return {
    members: [
      aFamilyMember('student-id', 'self', 'The student'),
      ...children.map(([id, name]) => aFamilyMember(id, 'child', name)),
    ],
    guardians: [
      { id: 'student-id', name: 'The student', email: 'student@academy.test', you: true },
    ],
    invitations: [],
  };
}
