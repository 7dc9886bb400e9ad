/**
 * "My timetable" as weeks: which week a session falls in and on which day, in plain data the page
 * renders (no formatting here). A session's day is its venue's calendar day: a class at 23:30 in
 * Dhaka is on that Dhaka date wherever the reader's phone thinks it is. Dates are ISO
 * 'YYYY-MM-DD' strings; Temporal does the calendar arithmetic (decision 022).
 */
import { Temporal } from 'temporal-polyfill';
import { localDateOf, type Weekday } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf } from '#shared/classes/venues.ts';
import type { TimetableSession } from '#shared/schemas/timetable.ts';

/**
 * Weeks start on Sunday. Bangladesh's working week is Sunday to Thursday (Friday and Saturday are
 * the weekend), and CLDR's first day of the week for Bangladesh (Intl.Locale('bn-BD') and 'en-BD'
 * weekInfo) is Sunday; Saturday-first calendars exist but are the less common reading. A constant
 * rather than the browser's weekInfo: not every browser has it, and both languages of the page
 * should show the same weeks.
 */
export const WEEK_STARTS_ON: Weekday = 0;

/** Where a week sits from today's: this week, next week, last week, or further (by dates). */
export type WeekPlace = 'this' | 'next' | 'last' | 'other';

export interface TimetableDay {
  /** 'YYYY-MM-DD', the venue's calendar day. */
  date: string;
  isToday: boolean;
  sessions: TimetableSession[];
}

export interface TimetableWeek {
  /** The week's first day (a Sunday) and last (a Saturday), 'YYYY-MM-DD'. */
  start: string;
  end: string;
  place: WeekPlace;
  /**
   * The days that have sessions, in order, and today when it is in this week (so the marker
   * always shows), even with none.
   */
  days: TimetableDay[];
}

const plain = (date: string) => Temporal.PlainDate.from(date);

/** The first day of the week holding `date`. */
export function weekStartOf(date: string): string {
  const day = plain(date);
  const back = (day.dayOfWeek % 7) - WEEK_STARTS_ON;
  return day.subtract({ days: (back + 7) % 7 }).toString();
}

/** The week's first day of an address's `?week=` value, or null for anything but a real date. */
export function weekStartFromParam(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    // 'reject': 2026-02-30 is refused rather than read as the 28th.
    return weekStartOf(Temporal.PlainDate.from(value, { overflow: 'reject' }).toString());
  } catch {
    return null;
  }
}

/** `date` moved by whole weeks (negative: back). */
export const addWeeks = (date: string, weeks: number): string =>
  plain(date).add({ weeks }).toString();

/** The time zone a session is shown in: its venue's (UTC for a class without a venue). */
export const sessionZoneOf = (venue: string | null): string =>
  isVenue(venue) ? timeZoneOf(venue) : 'UTC';

/** The session's calendar day in its venue's zone. */
export const sessionDateOf = (session: Pick<TimetableSession, 'startsAt' | 'venue'>): string =>
  localDateOf(session.startsAt, sessionZoneOf(session.venue));

function placeOf(start: string, today: string): WeekPlace {
  const thisWeek = weekStartOf(today);
  if (start === thisWeek) return 'this';
  if (start === addWeeks(thisWeek, 1)) return 'next';
  if (start === addWeeks(thisWeek, -1)) return 'last';
  return 'other';
}

/**
 * The week starting `weekStart` (any day of it will do) with its sessions by day. `sessions` come
 * in order of their start (as GET /api/timetable sends them), so each day's are in order too.
 */
export function timetableWeek(
  sessions: readonly TimetableSession[],
  weekStart: string,
  today: string,
): TimetableWeek {
  const start = weekStartOf(weekStart);
  const end = plain(start).add({ days: 6 }).toString();
  const byDate = new Map<string, TimetableSession[]>();
  for (const session of sessions) {
    const date = sessionDateOf(session);
    if (date < start || date > end) continue;
    const list = byDate.get(date);
    if (list) list.push(session);
    else byDate.set(date, [session]);
  }
  if (today >= start && today <= end && !byDate.has(today)) byDate.set(today, []);
  const days = [...byDate.keys()]
    .sort()
    .map((date) => ({ date, isToday: date === today, sessions: byDate.get(date) ?? [] }));
  return { start, end, place: placeOf(start, today), days };
}

/**
 * The weeks a reader may step through: from last week (the timetable reaches a week back) to the
 * week of the last session, and at least to next week.
 */
export function weekRange(
  sessions: readonly TimetableSession[],
  today: string,
): { first: string; last: string } {
  const thisWeek = weekStartOf(today);
  const lastSession = sessions.at(-1);
  const lastSessionWeek = lastSession ? weekStartOf(sessionDateOf(lastSession)) : thisWeek;
  const nextWeek = addWeeks(thisWeek, 1);
  return {
    first: addWeeks(thisWeek, -1),
    last: lastSessionWeek > nextWeek ? lastSessionWeek : nextWeek,
  };
}

/** Today's date on this device ('YYYY-MM-DD'). */
export const deviceToday = (): string => Temporal.Now.plainDateISO().toString();
