// Schedule generation as properties: for generated rules in zones with daylight saving
// (New York, London, Sydney) and without (the venues' Dhaka, Kuala Lumpur, Riyadh), sessions fall
// only on the chosen weekdays, one per day, in order, none skipped, never before the first date
// nor after the last; the count form and the last-date form of one rule give the same sessions;
// each starts at the rule's wall time (later by the gap only when that time does not exist that
// day) and lasts the rule's duration in elapsed time. Then the named boundaries, case by case.
import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_LIMITS,
  localDateOf,
  sessionsOf,
  weekdayOf,
  type Schedule,
  type Weekday,
} from './schedule.ts';

const WITH_DST = ['America/New_York', 'Europe/London', 'Australia/Sydney'];
const WITHOUT_DST = ['Asia/Dhaka', 'Asia/Kuala_Lumpur', 'Asia/Riyadh'];
const RUNS = 150;

const pad = (value: number) => String(value).padStart(2, '0');
const dateArb = fc
  .integer({ min: 0, max: 4 * 365 })
  .map((days) => Temporal.PlainDate.from('2025-01-01').add({ days }).toString());
/** Dates near a year's end, where month and year both roll over. */
const yearEndArb = fc
  .tuple(fc.integer({ min: 2025, max: 2028 }), fc.integer({ min: 20, max: 31 }))
  .map(([year, day]) => `${year}-12-${pad(day)}`);
const weekdaysArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 })
  .map((days) => [...days].sort((a, b) => a - b) as Weekday[]);
/** Any minute of the day: the small hours are where clocks change. */
const startTimeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([hours, minutes]) => `${pad(hours)}:${pad(minutes)}`);
const ruleArb = (firstDate: fc.Arbitrary<string>) =>
  fc.record({
    firstDate,
    weekdays: weekdaysArb,
    startTime: startTimeArb,
    durationMinutes: fc.integer({
      min: SCHEDULE_LIMITS.minDurationMinutes,
      max: SCHEDULE_LIMITS.maxDurationMinutes,
    }),
    sessionCount: fc.integer({ min: 1, max: 80 }),
    lastDate: fc.constant(null),
  }) as fc.Arbitrary<Schedule>;
const zoneArb = fc.constantFrom(...WITH_DST, ...WITHOUT_DST);

const zonedOf = (instant: string, timeZone: string) =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);

/** Does this wall time exist on this date in the zone (not inside a spring-forward gap)? */
function wallTimeExists(date: string, time: string, timeZone: string): boolean {
  const wanted = Temporal.PlainDateTime.from(`${date}T${time}`);
  // In a gap there is no such instant: the nearest one earlier shows another wall time.
  const zoned = wanted.toZonedDateTime(timeZone, { disambiguation: 'earlier' });
  return zoned.toPlainDateTime().equals(wanted);
}

/** The dates from `first` to `last` (inclusive) that fall on one of the weekdays. */
function chosenDaysBetween(first: string, last: string, weekdays: readonly Weekday[]): string[] {
  const days: string[] = [];
  const end = Temporal.PlainDate.from(last);
  for (let day = Temporal.PlainDate.from(first); Temporal.PlainDate.compare(day, end) <= 0;) {
    if (weekdays.includes(weekdayOf(day))) days.push(day.toString());
    day = day.add({ days: 1 });
  }
  return days;
}

function expectWellFormed(rule: Schedule, timeZone: string) {
  const sessions = sessionsOf(rule, timeZone);
  expect(sessions.length).toBe(rule.sessionCount);
  const dates = sessions.map((session) => localDateOf(session.startsAt, timeZone));
  const last = dates.at(-1) ?? rule.firstDate;
  // Exactly the chosen weekdays from the first date on, one session each, in order.
  expect(dates).toEqual(chosenDaysBetween(rule.firstDate, last, rule.weekdays));
  for (const [index, session] of sessions.entries()) {
    const previous = sessions[index - 1];
    if (previous) expect(session.startsAt > previous.startsAt).toBe(true);
    // Duration is elapsed time, whatever the clock does meanwhile.
    const elapsed = Date.parse(session.endsAt) - Date.parse(session.startsAt);
    expect(elapsed).toBe(rule.durationMinutes * 60_000);
    const wall = zonedOf(session.startsAt, timeZone)
      .toPlainTime()
      .toString({ smallestUnit: 'minute' });
    const date = dates[index] ?? '';
    if (wallTimeExists(date, rule.startTime, timeZone)) {
      expect(wall).toBe(rule.startTime);
    } else {
      // Inside a gap: moved forward by it (an hour here), never back, never to another day.
      expect(wall > rule.startTime).toBe(true);
    }
  }
  return sessions;
}

describe('sessionsOf, generated rules', () => {
  it('falls on the chosen weekdays only, in order, none skipped, at the wall time, for the duration', () => {
    fc.assert(
      fc.property(ruleArb(dateArb), zoneArb, (rule, zone) => {
        expectWellFormed(rule, zone);
      }),
      { numRuns: RUNS },
    );
  });

  it('rolls over months and years (first dates in late December)', () => {
    fc.assert(
      fc.property(ruleArb(yearEndArb), zoneArb, (rule, zone) => {
        const sessions = expectWellFormed(rule, zone);
        const dates = sessions.map((session) => localDateOf(session.startsAt, zone));
        // Sorted as text = in calendar order, across the new year too.
        expect([...dates].sort()).toEqual(dates);
      }),
      { numRuns: RUNS },
    );
  });

  it('the count form and the last-date form agree', () => {
    fc.assert(
      fc.property(ruleArb(dateArb), zoneArb, (rule, zone) => {
        const byCount = sessionsOf(rule, zone);
        const lastSession = byCount.at(-1);
        if (!lastSession) return;
        const lastDate = localDateOf(lastSession.startsAt, zone);
        const byLastDate = sessionsOf({ ...rule, sessionCount: null, lastDate }, zone);
        expect(byLastDate).toEqual(byCount);
        // And no session after the last date, none before the first.
        expect(byLastDate.every((s) => localDateOf(s.startsAt, zone) <= lastDate)).toBe(true);
        expect(byLastDate.every((s) => localDateOf(s.startsAt, zone) >= rule.firstDate)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('in a zone without daylight saving every session starts at the same UTC time', () => {
    fc.assert(
      fc.property(ruleArb(dateArb), fc.constantFrom(...WITHOUT_DST), (rule, zone) => {
        const times = new Set(sessionsOf(rule, zone).map((s) => s.startsAt.slice(11)));
        expect(times.size).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });

  it('a last date before the first weekday gives no session; the session cap holds', () => {
    const rule: Schedule = {
      firstDate: '2026-12-07', // a Monday
      weekdays: [5],
      startTime: '18:00',
      durationMinutes: 60,
      sessionCount: null,
      lastDate: '2026-12-10',
    };
    expect(sessionsOf(rule, 'Asia/Dhaka')).toEqual([]);
    const daily = { ...rule, weekdays: [0, 1, 2, 3, 4, 5, 6] as Weekday[], lastDate: '2027-12-06' };
    expect(sessionsOf(daily, 'Asia/Dhaka')).toHaveLength(SCHEDULE_LIMITS.maxSessions);
  });
});

describe('sessionsOf, named boundaries', () => {
  const rule = (overrides: Partial<Schedule>): Schedule => ({
    firstDate: '2026-12-29',
    weekdays: [0, 1, 2, 3, 4, 5, 6],
    startTime: '18:00',
    durationMinutes: 60,
    sessionCount: 5,
    lastDate: null,
    ...overrides,
  });
  const startsOf = (schedule: Schedule, zone: string) =>
    sessionsOf(schedule, zone).map((session) => session.startsAt);

  it('Dec 29 → Jan 2 in Dhaka: across the year, at 18:00 (12:00 UTC)', () => {
    expect(startsOf(rule({}), 'Asia/Dhaka')).toEqual([
      '2026-12-29T12:00:00.000Z',
      '2026-12-30T12:00:00.000Z',
      '2026-12-31T12:00:00.000Z',
      '2027-01-01T12:00:00.000Z',
      '2027-01-02T12:00:00.000Z',
    ]);
  });

  it('Feb 28 → Mar 1 in a leap year and in another (Kuala Lumpur, Riyadh)', () => {
    const leap = rule({ firstDate: '2028-02-28', sessionCount: 3 });
    expect(startsOf(leap, 'Asia/Kuala_Lumpur')).toEqual([
      '2028-02-28T10:00:00.000Z',
      '2028-02-29T10:00:00.000Z',
      '2028-03-01T10:00:00.000Z',
    ]);
    const common = rule({ firstDate: '2027-02-28', sessionCount: 2 });
    expect(startsOf(common, 'Asia/Riyadh')).toEqual([
      '2027-02-28T15:00:00.000Z',
      '2027-03-01T15:00:00.000Z',
    ]);
  });

  it('New York keeps 18:00 across both clock changes (UTC moves by the hour)', () => {
    const sundays = rule({ firstDate: '2026-03-01', weekdays: [0], sessionCount: 2 });
    expect(startsOf(sundays, 'America/New_York')).toEqual([
      '2026-03-01T23:00:00.000Z', // EST, UTC−5
      '2026-03-08T22:00:00.000Z', // EDT, UTC−4
    ]);
    const autumn = rule({ firstDate: '2026-10-25', weekdays: [0], sessionCount: 2 });
    expect(startsOf(autumn, 'America/New_York')).toEqual([
      '2026-10-25T22:00:00.000Z',
      '2026-11-01T23:00:00.000Z',
    ]);
  });

  it('a start in the spring-forward gap moves forward; one in the repeated hour takes the earlier', () => {
    // New York, 8 March 2026: 02:00 → 03:00. 02:30 does not exist; it becomes 03:30 EDT.
    const gap = rule({
      firstDate: '2026-03-01',
      weekdays: [0],
      startTime: '02:30',
      sessionCount: 3,
    });
    const [before, inGap, after] = sessionsOf(gap, 'America/New_York');
    expect(before?.startsAt).toBe('2026-03-01T07:30:00.000Z'); // 02:30 EST
    expect(inGap?.startsAt).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT
    expect(zonedOf(inGap?.startsAt ?? '', 'America/New_York').hour).toBe(3);
    expect(after?.startsAt).toBe('2026-03-15T06:30:00.000Z'); // 02:30 EDT
    // London, 25 October 2026: 02:00 BST → 01:00 GMT. 01:30 happens twice; the first (BST) counts.
    const repeated = rule({
      firstDate: '2026-10-25',
      weekdays: [0],
      startTime: '01:30',
      sessionCount: 1,
    });
    expect(startsOf(repeated, 'Europe/London')).toEqual(['2026-10-25T00:30:00.000Z']);
  });

  it('duration is elapsed time across a change: 60 minutes from 01:30 in New York end at 03:30 EDT', () => {
    const across = rule({
      firstDate: '2026-03-08',
      weekdays: [0],
      startTime: '01:30',
      sessionCount: 1,
    });
    const [session] = sessionsOf(across, 'America/New_York');
    expect(session).toEqual({
      startsAt: '2026-03-08T06:30:00.000Z',
      endsAt: '2026-03-08T07:30:00.000Z',
    });
    expect(zonedOf(session?.endsAt ?? '', 'America/New_York').hour).toBe(3);
  });

  it('London and Sydney keep the wall time across their changes (opposite seasons)', () => {
    const london = rule({ firstDate: '2026-03-28', startTime: '09:00', sessionCount: 2 });
    expect(startsOf(london, 'Europe/London')).toEqual([
      '2026-03-28T09:00:00.000Z', // GMT
      '2026-03-29T08:00:00.000Z', // BST
    ]);
    // Sydney, 5 April 2026: AEDT (UTC+11) ends, AEST (UTC+10) begins.
    const sydney = rule({ firstDate: '2026-04-04', startTime: '18:00', sessionCount: 2 });
    expect(startsOf(sydney, 'Australia/Sydney')).toEqual([
      '2026-04-04T07:00:00.000Z',
      '2026-04-05T08:00:00.000Z',
    ]);
  });
});
