// What a child's class tells its instructors and admins of the child (decision 049): the roster's
// row and the door's answer are shaped here, from the child's participants row and the paying
// guardian's users row. Only those two answers use it, and each has checked first that the asker
// is the class's own instructor or an admin (classForStaff, the check-in's sessionFor): no other
// instructor and no student is ever answered with a child's notes or emergency contact.
import { eq } from 'drizzle-orm';
import { ageOn } from '#shared/classes/eligibility.ts';
import { localDateOf } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf } from '#shared/classes/venues.ts';
import type { ChildAtClass } from '#shared/schemas/roster.ts';
import type { Database } from '../../db/client.ts';
import { participants, users } from '../../db/schema.ts';
import type { Tx } from '../../db/write-transaction.ts';

/** A child's fields as a left join reads them (all null when the row is an adult's). */
export const childColumns = {
  childName: participants.name,
  dateOfBirth: participants.dateOfBirth,
  childPhotoUrl: participants.photoUrl,
  photoConsent: participants.photoConsent,
  medicalNotes: participants.medicalNotes,
  emergencyContactName: participants.emergencyContactName,
  emergencyContactPhone: participants.emergencyContactPhone,
};

interface ChildFields {
  childName: string | null;
  dateOfBirth: string | null;
  childPhotoUrl: string | null;
  photoConsent: boolean | null;
  medicalNotes: string | null;
  emergencyContactName: string | null;
  emergencyContactPhone: string | null;
}

/** Whom the roster calls about a row: the account that paid, and its phone when recorded. */
interface PayingAccount {
  name: string;
  phone: string | null;
}

/** Today's date at the class's venue (UTC for a class without one): ages are counted on it. */
export function todayAt(venue: string | null, now: Date): string {
  return localDateOf(now.toISOString(), isVenue(venue) ? timeZoneOf(venue) : 'UTC');
}

/** The e-mail's part before the @: the name shown for an account with no users row. */
export const localPartOf = (email: string) => email.split('@')[0] || email;

/**
 * The child as their class's staff see them. A removed child's personal fields are erased, so
 * their row says only that it was a child (name '', nothing else).
 */
export function childAtClass(
  participantId: string,
  child: ChildFields,
  guardian: PayingAccount,
  today: string,
): ChildAtClass {
  const notes = child.medicalNotes?.trim() ? child.medicalNotes : null;
  return {
    participantId,
    participantName: child.childName ?? '',
    age: child.dateOfBirth ? ageOn(child.dateOfBirth, today) : null,
    // The guardians chose whether the child's photo is shown; without consent nobody sees it.
    photoUrl: child.photoConsent ? child.childPhotoUrl : null,
    guardianName: guardian.name,
    guardianPhone: guardian.phone,
    hasMedicalNotes: notes !== null,
    medicalNotes: notes,
    emergencyContactName: child.emergencyContactName,
    emergencyContactPhone: child.emergencyContactPhone,
  };
}

/** One child of a check-in, read for the door's answer (the caller is the class's staff). */
export async function readChildAtClass(
  db: Database | Tx,
  participantId: string,
  guardianEmail: string,
  today: string,
): Promise<ChildAtClass> {
  const [child] = await db
    .select(childColumns)
    .from(participants)
    .where(eq(participants.id, participantId));
  const [guardian] = await db
    .select({ name: users.name, phone: users.phone })
    .from(users)
    .where(eq(users.email, guardianEmail));
  return childAtClass(
    participantId,
    child ?? emptyChild,
    { name: guardian?.name ?? localPartOf(guardianEmail), phone: guardian?.phone ?? null },
    today,
  );
}

const emptyChild: ChildFields = {
  childName: null,
  dateOfBirth: null,
  childPhotoUrl: null,
  photoConsent: null,
  medicalNotes: null,
  emergencyContactName: null,
  emergencyContactPhone: null,
};
