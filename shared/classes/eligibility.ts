// Who a class admits: its age range, counted on the day of its first session, and its level.
// The server refuses an ineligible participant with the rule that failed; the catalogue filters
// "classes for a 9-year-old" with the same function (decision 049).
//
// Dates are calendar dates ('YYYY-MM-DD'): a date of birth has no time zone, and the first
// session's date is the venue's (localDateOf in schedule.ts turns its instant into it), so a
// child's age does not depend on where the server or the parent's phone is.
import type { Level } from './levels.ts';

/** What a class asks of who takes it; null where it asks nothing. */
export interface ClassRequirements {
  minAge: number | null;
  maxAge: number | null;
  level: Level | null;
}

/** What is known of a participant: an adult's own participant may have no date of birth. */
export interface ParticipantFacts {
  dateOfBirth: string | null;
  level: Level | null;
}

export type Eligibility =
  | { eligible: true }
  | { eligible: false; rule: 'too_young'; minAge: number; age: number }
  | { eligible: false; rule: 'too_old'; maxAge: number; age: number }
  | { eligible: false; rule: 'age_unknown' }
  | { eligible: false; rule: 'other_level'; level: Level };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function dateParts(date: string): [number, number, number] {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * Whole years from `dateOfBirth` to `date`. A birthday is reached on its month and day; one born
 * on 29 February is a year older on 1 March in a year without that day.
 */
export function ageOn(dateOfBirth: string, date: string): number {
  const [birthYear, birthMonth, birthDay] = dateParts(dateOfBirth);
  const [year, month, day] = dateParts(date);
  const birthdayReached = month > birthMonth || (month === birthMonth && day >= birthDay);
  return year - birthYear - (birthdayReached ? 0 : 1);
}

/**
 * Whether `participant` may take a class with `requirements` whose first session is on
 * `firstSessionDate`. Age first (a class with an age range needs a date of birth), then level: a
 * class for all levels, or a participant whose level is not recorded, passes (the instructor
 * places them at the first session).
 */
export function eligibility(
  participant: ParticipantFacts,
  requirements: ClassRequirements,
  firstSessionDate: string,
): Eligibility {
  const { minAge, maxAge, level } = requirements;
  if (minAge !== null || maxAge !== null) {
    if (participant.dateOfBirth === null) return { eligible: false, rule: 'age_unknown' };
    const age = ageOn(participant.dateOfBirth, firstSessionDate);
    if (minAge !== null && age < minAge) return { eligible: false, rule: 'too_young', minAge, age };
    if (maxAge !== null && age > maxAge) return { eligible: false, rule: 'too_old', maxAge, age };
  }
  if (
    level !== null &&
    level !== 'all' &&
    participant.level !== null &&
    participant.level !== level
  )
    return { eligible: false, rule: 'other_level', level };
  return { eligible: true };
}
