import { describe, expect, it } from 'vitest';
import type { TimetableSession } from '#shared/schemas/timetable.ts';
import {
  addWeeks,
  timetableWeek,
  weekRange,
  weekStartFromParam,
  weekStartOf,
} from './timetable-weeks.ts';

let ids = 0;
function session(startsAt: string, venue: string | null = 'dhaka'): TimetableSession {
  ids += 1;
  return {
    id: `s${ids}`,
    classId: 'c1',
    className: 'Swim',
    photo: '/p.webp',
    sport: null,
    instructorName: 'Ann',
    venue,
    startsAt,
    endsAt: startsAt,
    status: 'scheduled',
    changeReason: null,
    movedFrom: null,
  };
}

// 2026-11-24 is a Tuesday; its week (Sunday first) is 22–28 November.
const TODAY = '2026-11-24';

describe('weeks', () => {
  it('start on Sunday, from any day of them', () => {
    expect(weekStartOf('2026-11-22')).toBe('2026-11-22'); // Sunday itself
    expect(weekStartOf(TODAY)).toBe('2026-11-22');
    expect(weekStartOf('2026-11-28')).toBe('2026-11-22'); // Saturday: the same week
    expect(weekStartOf('2026-11-29')).toBe('2026-11-29');
    expect(weekStartOf('2027-01-01')).toBe('2026-12-27'); // across a year
    expect(addWeeks('2026-11-22', -1)).toBe('2026-11-15');
  });

  it("are read from the address's ?week= only when it is a real date", () => {
    expect(weekStartFromParam('2026-11-25')).toBe('2026-11-22');
    for (const bad of [
      null,
      '',
      'next',
      '2026-13-01',
      '2026-02-30',
      '2026-11-25T00:00',
      '+02026-11-25',
    ])
      expect(weekStartFromParam(bad)).toBeNull();
  });

  it('are named from today: last, this, next, then by dates', () => {
    const place = (start: string) => timetableWeek([], start, TODAY).place;
    expect(place('2026-11-15')).toBe('last');
    expect(place('2026-11-25')).toBe('this');
    expect(place('2026-11-29')).toBe('next');
    expect(place('2026-12-06')).toBe('other');
    expect(timetableWeek([], TODAY, TODAY)).toMatchObject({
      start: '2026-11-22',
      end: '2026-11-28',
    });
  });

  it("group a week's sessions by day in order, and mark today (listed even with none)", () => {
    const monday = session('2026-11-23T12:00:00.000Z');
    const thursdayEarly = session('2026-11-26T03:00:00.000Z');
    const thursdayLate = session('2026-11-26T12:00:00.000Z');
    const nextWeek = session('2026-11-29T12:00:00.000Z');
    const week = timetableWeek([monday, thursdayEarly, thursdayLate, nextWeek], TODAY, TODAY);
    expect(week.days).toEqual([
      { date: '2026-11-23', isToday: false, sessions: [monday] },
      { date: '2026-11-24', isToday: true, sessions: [] },
      { date: '2026-11-26', isToday: false, sessions: [thursdayEarly, thursdayLate] },
    ]);
    // Another week has no today.
    expect(timetableWeek([nextWeek], '2026-11-29', TODAY).days).toEqual([
      { date: '2026-11-29', isToday: false, sessions: [nextWeek] },
    ]);
  });

  it("put a session on its venue's day: 23:30 in Dhaka is that Dhaka day, not UTC's", () => {
    // 23:30 Dhaka (UTC+6) on Saturday 28 November is 17:30 UTC the same day …
    const saturdayNight = session('2026-11-28T17:30:00.000Z');
    // … and 00:30 Dhaka on Sunday 29 November is still Saturday in UTC: it is next week's.
    const sundayJustAfterMidnight = session('2026-11-28T18:30:00.000Z');
    // 23:30 in Riyadh (UTC+3) on Saturday is 20:30 UTC; in Dhaka it would already be Sunday.
    const riyadhLate = session('2026-11-28T20:30:00.000Z', 'riyadh');
    const all = [saturdayNight, sundayJustAfterMidnight, riyadhLate];
    const thisWeek = timetableWeek(all, TODAY, TODAY);
    expect(thisWeek.days.at(-1)).toEqual({
      date: '2026-11-28',
      isToday: false,
      sessions: [saturdayNight, riyadhLate],
    });
    expect(timetableWeek(all, '2026-11-29', TODAY).days).toEqual([
      { date: '2026-11-29', isToday: false, sessions: [sundayJustAfterMidnight] },
    ]);
  });

  it('can be stepped from last week to the last session’s week, and at least to next week', () => {
    expect(weekRange([], TODAY)).toEqual({ first: '2026-11-15', last: '2026-11-29' });
    expect(weekRange([session('2027-01-05T12:00:00.000Z')], TODAY)).toEqual({
      first: '2026-11-15',
      last: '2027-01-03',
    });
  });
});
