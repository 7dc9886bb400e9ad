// A date of birth, as a property: the schema takes exactly the days of the calendar from
// EARLIEST_DATE_OF_BIRTH to today wherever today already is, and refuses every other text with
// the one message, whose key a form finds again (in English and Bangla).
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { validationReasonOf } from '../validation-messages.ts';
import { dateOfBirthSchema, EARLIEST_DATE_OF_BIRTH, latestDateOfBirth } from './family.ts';

const pad = (value: number, length: number) => String(value).padStart(length, '0');

describe('dateOfBirthSchema', () => {
  it('takes a day of the calendar in range, and refuses any other year, month and day', () => {
    const latest = latestDateOfBirth(new Date());
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const real =
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            day <= Temporal.PlainYearMonth.from({ year, month }).daysInMonth;
          const expected = real && text >= EARLIEST_DATE_OF_BIRTH && text <= latest;
          const result = dateOfBirthSchema.safeParse(text);
          expect(result.success, text).toBe(expected);
          if (!result.success) {
            expect(validationReasonOf(result.error.issues[0]!).reason).toBe(
              'validation_date_of_birth_invalid',
            );
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('takes the days around the edges: 1 January 1900, 29 February of leap years, today', () => {
    for (const text of ['1900-01-01', '2000-02-29', '2016-02-29', latestDateOfBirth(new Date())])
      expect(dateOfBirthSchema.safeParse(text).success, text).toBe(true);
    for (const text of [
      '1899-12-31',
      '1900-02-29',
      '2019-02-29',
      '2017-3-14',
      ' ',
      '2017-03-14T00:00',
    ])
      expect(dateOfBirthSchema.safeParse(text).success, text).toBe(false);
  });
});
