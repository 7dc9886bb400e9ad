// Whether a participant may take a class (its ages on the first session's date, its level), as
// the server decides it at Select and at checkout: the rule itself is shared/classes/eligibility.ts,
// which the catalogue's age filter uses too.
import { eligibility, type ParticipantFacts } from '#shared/classes/eligibility.ts';
import { isLevel } from '#shared/classes/levels.ts';
import { localDateOf } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf } from '#shared/classes/venues.ts';
import type { classes } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';

type ClassRow = Pick<
  typeof classes.$inferSelect,
  'minAge' | 'maxAge' | 'level' | 'venue' | 'firstSessionAt'
>;

/**
 * The date a participant's age is counted on: the first session's, in the venue's time zone; for
 * a class with no sessions yet, today there (UTC without a venue).
 */
export function ageCountedOn(cls: ClassRow, now: Date): string {
  const timeZone = isVenue(cls.venue) ? timeZoneOf(cls.venue) : 'UTC';
  return localDateOf(cls.firstSessionAt ?? now.toISOString(), timeZone);
}

/** Refuses (409) a participant the class does not take, with a sentence that names the rule. */
export function refuseIneligible(
  cls: ClassRow,
  facts: ParticipantFacts,
  name: string,
  now: Date,
): void {
  const requirements = {
    minAge: cls.minAge,
    maxAge: cls.maxAge,
    level: isLevel(cls.level) ? cls.level : null,
  };
  const result = eligibility(facts, requirements, ageCountedOn(cls, now));
  if (result.eligible) return;
  switch (result.rule) {
    case 'too_young':
      throw conflict('participant_too_young', { name, age: result.age, minAge: result.minAge });
    case 'too_old':
      throw conflict('participant_too_old', { name, age: result.age, maxAge: result.maxAge });
    case 'age_unknown':
      throw conflict('participant_age_unknown', { name });
    case 'other_level':
      throw conflict('participant_other_level', { name });
  }
}
