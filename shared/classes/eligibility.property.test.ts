// Age and eligibility as properties, checked against Temporal's calendar arithmetic: a child is
// n years old from the day their n-th birthday falls (1 March for a 29 February birthday in a
// common year) until the day before the next; the first session's date decides, in the venue's
// calendar, whatever the zone. Then the named boundaries.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { ageOn, eligibility, type ClassRequirements } from './eligibility.ts';
import { LEVELS } from './levels.ts';
import { localDateOf } from './schedule.ts';

const RUNS = 300;
const dateArb = fc
  .integer({ min: 0, max: 120 * 366 })
  .map((days) => Temporal.PlainDate.from('1930-01-01').add({ days }));

/** The n-th birthday: the same month and day n years on, or 1 March when that day is missing. */
function birthday(born: Temporal.PlainDate, years: number): Temporal.PlainDate {
  const year = born.year + years;
  if (
    born.month === 2 &&
    born.day === 29 &&
    !Temporal.PlainDate.from({ year, month: 1, day: 1 }).inLeapYear
  )
    return Temporal.PlainDate.from({ year, month: 3, day: 1 });
  return Temporal.PlainDate.from({ year, month: born.month, day: born.day });
}

describe('ageOn', () => {
  it('is n from the n-th birthday until the day before the next', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: 0, max: 90 }), (born, years) => {
        const from = birthday(born, years);
        const next = birthday(born, years + 1);
        expect(ageOn(born.toString(), from.toString())).toBe(years);
        expect(ageOn(born.toString(), next.subtract({ days: 1 }).toString())).toBe(years);
        expect(ageOn(born.toString(), next.toString())).toBe(years + 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('never goes down as the date moves on', () => {
    fc.assert(
      fc.property(dateArb, dateArb, fc.integer({ min: 1, max: 800 }), (born, on, days) => {
        const later = on.add({ days });
        expect(ageOn(born.toString(), later.toString())).toBeGreaterThanOrEqual(
          ageOn(born.toString(), on.toString()),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('counts a 29 February birthday on 1 March in a common year, on 29 February in a leap year', () => {
    expect(ageOn('2016-02-29', '2025-02-28')).toBe(8);
    expect(ageOn('2016-02-29', '2025-03-01')).toBe(9);
    expect(ageOn('2016-02-29', '2028-02-28')).toBe(11);
    expect(ageOn('2016-02-29', '2028-02-29')).toBe(12);
    expect(ageOn('2016-02-29', '2016-02-29')).toBe(0);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => ageOn('2016-2-9', '2025-01-01')).toThrow(RangeError);
  });
});

describe('eligibility', () => {
  const nineToTwelve: ClassRequirements = { minAge: 9, maxAge: 12, level: null };

  it('admits exactly the ages in the range, on the first session’s date', () => {
    fc.assert(
      fc.property(
        dateArb,
        dateArb,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 0, max: 10 }),
        (born, first, minAge, span) => {
          const requirements = { minAge, maxAge: minAge + span, level: null };
          const age = ageOn(born.toString(), first.toString());
          const result = eligibility(
            { dateOfBirth: born.toString(), level: null },
            requirements,
            first.toString(),
          );
          expect(result.eligible).toBe(age >= minAge && age <= minAge + span);
          if (!result.eligible) expect(result.rule).toBe(age < minAge ? 'too_young' : 'too_old');
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('takes the venue’s date of the first session: the same instant is a birthday in Dhaka and not yet in New York', () => {
    // 8 March 2025, 02:00 in Dhaka is still 7 March in New York.
    const startsAt = '2025-03-07T20:00:00.000Z';
    const child = { dateOfBirth: '2016-03-08', level: null };
    expect(eligibility(child, nineToTwelve, localDateOf(startsAt, 'Asia/Dhaka'))).toEqual({
      eligible: true,
    });
    expect(eligibility(child, nineToTwelve, localDateOf(startsAt, 'America/New_York'))).toEqual({
      eligible: false,
      rule: 'too_young',
      minAge: 9,
      age: 8,
    });
  });

  it('names the rule that failed', () => {
    const on = '2026-09-01';
    expect(eligibility({ dateOfBirth: '2020-01-01', level: null }, nineToTwelve, on)).toEqual({
      eligible: false,
      rule: 'too_young',
      minAge: 9,
      age: 6,
    });
    expect(eligibility({ dateOfBirth: '2010-01-01', level: null }, nineToTwelve, on)).toEqual({
      eligible: false,
      rule: 'too_old',
      maxAge: 12,
      age: 16,
    });
    expect(eligibility({ dateOfBirth: null, level: null }, nineToTwelve, on)).toEqual({
      eligible: false,
      rule: 'age_unknown',
    });
    expect(
      eligibility(
        { dateOfBirth: null, level: 'beginner' },
        { minAge: null, maxAge: null, level: 'advanced' },
        on,
      ),
    ).toEqual({ eligible: false, rule: 'other_level', level: 'advanced' });
  });

  it('lets a class for all levels, or a participant of no recorded level, pass the level rule', () => {
    const on = '2026-09-01';
    for (const level of LEVELS) {
      expect(
        eligibility({ dateOfBirth: null, level }, { minAge: null, maxAge: null, level: 'all' }, on)
          .eligible,
      ).toBe(true);
      expect(
        eligibility({ dateOfBirth: null, level: null }, { minAge: null, maxAge: null, level }, on)
          .eligible,
      ).toBe(true);
    }
  });

  it('asks nothing of anyone when the class sets no range and no level', () => {
    expect(
      eligibility(
        { dateOfBirth: null, level: null },
        { minAge: null, maxAge: null, level: null },
        '2026-09-01',
      ),
    ).toEqual({ eligible: true });
  });
});
