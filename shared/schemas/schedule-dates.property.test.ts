// Dates at the edge of what every layer carries, as properties: the schedule and session-move
// schemas take dates up to LAST_SESSION_DATE (9999-12-30) and refuse later ones, and the longer
// years past them, with a field message in English and Bangla. Every schedule they take makes
// sessions whose instants every layer can carry, in any time zone: four-digit years (the API's
// dates, iCalendar's DTSTART), text order equal to time order (the database sorts the text), and
// values JS Date and Temporal read back to the same instant.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { LAST_SESSION_DATE, SCHEDULE_LIMITS, sessionsOf } from '../classes/schedule.ts';
import { validationReasonOf, validationText } from '../validation-messages.ts';
import { scheduleSchema } from './schedule.ts';
import { moveSessionInputSchema } from './session-change.ts';

const RUNS = 120;
/** The venues' zones and the world's extremes (UTC+14, UTC−12), where a day's instants reach furthest. */
const ZONES = [
  'Asia/Dhaka',
  'Asia/Kuala_Lumpur',
  'Asia/Riyadh',
  'Pacific/Kiritimati',
  'Etc/GMT+12',
];
const LAST = Temporal.PlainDate.from(LAST_SESSION_DATE);
const pad = (value: number) => String(value).padStart(2, '0');

/** A day up to `days` before the last one a session may meet on. */
const dayUpToLast = (days: number) =>
  fc.integer({ min: 0, max: days }).map((back) => LAST.subtract({ days: back }).toString());
/** A real day after it: the last day of 9999, or a later year written with more digits. */
const dayPastLast = fc.oneof(
  fc.constant('9999-12-31'),
  fc
    .tuple(fc.integer({ min: 10_000, max: 275_760 }), fc.integer({ min: 1, max: 12 }))
    .map(([year, month]) => `${year}-${pad(month)}-01`),
  fc
    .integer({ min: 10_000, max: 275_760 })
    .map((year) => `+${String(year).padStart(6, '0')}-01-01`),
);
const startTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);
const weekdays = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 });
const duration = fc.integer({
  min: SCHEDULE_LIMITS.minDurationMinutes,
  max: SCHEDULE_LIMITS.maxDurationMinutes,
});

/** The day of the `count`th session of a weekly rule, counted day by day. */
function dayOfSession(firstDate: string, days: number[], count: number): Temporal.PlainDate {
  let day = Temporal.PlainDate.from(firstDate);
  for (let seen = 0; ; day = day.add({ days: 1 })) {
    if (days.includes(day.dayOfWeek % 7) && ++seen === count) return day;
  }
}

/** The field's message in English and Bangla, from the issue's key and values. */
function messagesOf(issue: { message: string }) {
  const { reason, params } = validationReasonOf(issue);
  return {
    reason,
    en: validationText(reason, params, { locale: 'en' }),
    bn: validationText(reason, params, { locale: 'bn' }),
  };
}

/** An instant every layer carries as it is. */
function expectCarried(instant: string) {
  expect(instant).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  expect(new Date(instant).toISOString()).toBe(instant);
  expect(Temporal.Instant.from(instant).toString({ fractionalSecondDigits: 3 })).toBe(instant);
}

describe('schedules near the last date every layer carries', () => {
  it('takes any rule whose sessions end by LAST_SESSION_DATE; its sessions fit every layer, in text order', () => {
    fc.assert(
      fc.property(
        dayUpToLast(400),
        weekdays,
        startTime,
        duration,
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom(...ZONES),
        (firstDate, days, start, minutes, count, zone) => {
          const parsed = scheduleSchema.safeParse({
            firstDate,
            weekdays: days,
            startTime: start,
            durationMinutes: minutes,
            sessionCount: count,
          });
          expect(parsed.success).toBe(
            Temporal.PlainDate.compare(dayOfSession(firstDate, days, count), LAST) <= 0,
          );
          if (!parsed.success) return;
          const sessions = sessionsOf(parsed.data, zone);
          expect(sessions).toHaveLength(count);
          const instants = sessions.flatMap((session) => [session.startsAt, session.endsAt]);
          instants.forEach(expectCarried);
          expect([...instants].sort()).toEqual(instants);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('refuses a count rule that runs past it, naming sessionCount in both languages', () => {
    // Weekly on one day from the last date: the second session would be a week past it.
    const parsed = scheduleSchema.safeParse({
      firstDate: '9999-12-24',
      weekdays: [5],
      startTime: '23:30',
      durationMinutes: 480,
      sessionCount: 3,
    });
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.path).toEqual(['sessionCount']);
    expect(messagesOf(issue)).toEqual({
      reason: 'validation_schedule_too_late',
      en: 'The sessions would run past 30 December 9999: choose an earlier first date or fewer sessions.',
      bn: expect.stringContaining('৯৯৯৯'),
    });
  });

  it('refuses a first or last date past it, naming the field in both languages', () => {
    fc.assert(
      fc.property(dayPastLast, fc.constantFrom('firstDate', 'lastDate'), (day, field) => {
        const rule = {
          weekdays: [1],
          startTime: '09:00',
          durationMinutes: 60,
          ...(field === 'firstDate'
            ? { firstDate: day, sessionCount: 1 }
            : { firstDate: '9999-12-01', lastDate: day, sessionCount: null }),
        };
        const parsed = scheduleSchema.safeParse(rule);
        expect(parsed.success).toBe(false);
        const issue = parsed.error!.issues[0]!;
        expect(issue.path).toEqual([field]);
        const { en, bn } = messagesOf(issue);
        expect(en).toBeTruthy();
        expect(bn).toBeTruthy();
        expect(bn).not.toBe(en);
      }),
      { numRuns: RUNS },
    );
    const { error } = scheduleSchema.safeParse({
      firstDate: '9999-12-31',
      weekdays: [5],
      startTime: '23:30',
      durationMinutes: 480,
      sessionCount: 1,
    });
    expect(messagesOf(error!.issues[0]!)).toMatchObject({
      reason: 'validation_date_too_late',
      en: 'Choose a date no later than 30 December 9999.',
    });
  });
});

describe('a session moved near the last date', () => {
  it('takes a day up to it, and refuses a later one with the date field in both languages', () => {
    fc.assert(
      fc.property(fc.oneof(dayUpToLast(30), dayPastLast), startTime, (date, time) => {
        const parsed = moveSessionInputSchema.safeParse({
          date,
          time,
          reason: 'The hall is booked.',
        });
        const taken = /^\d{4}-/.test(date) && date <= LAST_SESSION_DATE;
        expect(parsed.success).toBe(taken);
        if (taken) return;
        const issue = parsed.error!.issues[0]!;
        expect(issue.path).toEqual(['date']);
        const { bn, en } = messagesOf(issue);
        expect(en).toBeTruthy();
        expect(bn).not.toBe(en);
      }),
      { numRuns: RUNS },
    );
  });
});
