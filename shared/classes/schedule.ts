// A class's schedule is a rule (first date, weekdays, start time, duration, and a number of
// sessions or a last date) that becomes one session per meeting. The rule is what an instructor
// types; the sessions are what is stored (api/db/schema.ts, class_sessions), so one meeting can
// later be moved or cancelled on its own. Both sides generate with this one function: the API
// when it saves, the instructor's form for its preview, the student's overlap warning offline.
//
// Wall times are the venue's: a class at 18:00 in Dhaka is at 18:00 Dhaka time on every date,
// whatever the offset that day. Temporal does the zone arithmetic (decision 022): a start that
// falls in a daylight-saving gap moves forward by the gap, one in an overlap takes the earlier
// instant ('compatible', as calendars do).
import { Temporal } from 'temporal-polyfill';

/** Days of the week as Date.getDay() counts them: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface Schedule {
  /** 'YYYY-MM-DD' in the venue's calendar: sessions start on this day or the first chosen weekday after it. */
  firstDate: string;
  /** The days it meets on, in ascending order, no repeats. */
  weekdays: Weekday[];
  /** 'HH:MM', 24-hour, the venue's wall time. */
  startTime: string;
  durationMinutes: number;
  /** How it ends: after this many sessions, or on this day ('YYYY-MM-DD', inclusive). One of the two. */
  sessionCount: number | null;
  lastDate: string | null;
}

/** Limits of a schedule (shared/schemas/schedule.ts says them to a person). */
export const SCHEDULE_LIMITS = {
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxSessions: 200,
  /** The last date at most this many days after the first. */
  maxSpanDays: 366,
} as const;

/**
 * The last day a session may meet on, and the latest date the API takes. Past the year 9999 some
 * layer cannot carry a date: the API's dates and iCalendar's have four-digit years, and an ISO
 * instant of a later year ('+010000-…') sorts before every four-digit one in the database's text
 * columns. A session on this day ends within 9999 in any time zone, however long it lasts
 * (SCHEDULE_LIMITS.maxDurationMinutes).
 */
export const LAST_SESSION_DATE = '9999-12-30';

/** One meeting: UTC instants (ISO-8601 with milliseconds, as the database's timestamps). */
export interface GeneratedSession {
  startsAt: string;
  endsAt: string;
}

const isoOf = (zoned: Temporal.ZonedDateTime) => new Date(zoned.epochMilliseconds).toISOString();

/** Temporal counts Monday 1 … Sunday 7; the rule counts Date.getDay()'s way. */
export const weekdayOf = (date: Temporal.PlainDate): Weekday => (date.dayOfWeek % 7) as Weekday;

/**
 * The sessions of a schedule at a venue's time zone, in order. Never more than
 * SCHEDULE_LIMITS.maxSessions (a last-date rule past that is cut there), nor any after
 * LAST_SESSION_DATE (a rule whose sessions would run past it is cut there); the schema refuses
 * both before they get here. Empty when no chosen weekday falls in the dates.
 */
export function sessionsOf(schedule: Schedule, timeZone: string): GeneratedSession[] {
  const days = new Set<number>(schedule.weekdays);
  if (days.size === 0) return [];
  const start = Temporal.PlainTime.from(schedule.startTime);
  const latest = Temporal.PlainDate.from(LAST_SESSION_DATE);
  const chosen = schedule.lastDate ? Temporal.PlainDate.from(schedule.lastDate) : latest;
  const last = Temporal.PlainDate.compare(chosen, latest) < 0 ? chosen : latest;
  const wanted = Math.min(schedule.sessionCount ?? Infinity, SCHEDULE_LIMITS.maxSessions);
  const sessions: GeneratedSession[] = [];
  let day = Temporal.PlainDate.from(schedule.firstDate);
  while (sessions.length < wanted) {
    if (Temporal.PlainDate.compare(day, last) > 0) break;
    if (days.has(weekdayOf(day))) {
      const startsAt = day.toZonedDateTime({ timeZone, plainTime: start });
      // Duration is elapsed time: a session across a clock change still lasts what it says.
      const endsAt = startsAt.add({ minutes: schedule.durationMinutes });
      sessions.push({ startsAt: isoOf(startsAt), endsAt: isoOf(endsAt) });
    }
    day = day.add({ days: 1 });
  }
  return sessions;
}

/** Minutes after midnight of 'HH:MM' (the catalogue's time-of-day filter reads it). */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** Do two sessions share any minute? (Back to back is not a clash.) */
export const overlaps = (a: GeneratedSession, b: GeneratedSession) =>
  a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** The local calendar date ('YYYY-MM-DD') of an instant in a time zone. */
export const localDateOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/**
 * The instant (UTC ISO) of a wall time on a day in a time zone, as sessionsOf reads a schedule's
 * start (a time the clock skips at a change is read forward, as Temporal does by default).
 */
export const instantOfWallTime = (date: string, time: string, timeZone: string): string =>
  isoOf(
    Temporal.PlainDate.from(date).toZonedDateTime({
      timeZone,
      plainTime: Temporal.PlainTime.from(time),
    }),
  );

/** The wall time ('HH:MM', 24 hours) of an instant in a time zone. */
export const localTimeOf = (instant: string, timeZone: string): string =>
  Temporal.Instant.from(instant)
    .toZonedDateTimeISO(timeZone)
    .toPlainTime()
    .toString({ smallestUnit: 'minute' });
