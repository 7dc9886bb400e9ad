import { describe, expect, it } from 'vitest';
import { overlapsWith, sessionsOfClass, type ScheduledClass } from './overlap.ts';

const rule = (overrides: Partial<NonNullable<ScheduledClass['schedule']>> = {}) => ({
  firstDate: '2030-01-07', // a Monday
  weekdays: [1],
  startTime: '18:00',
  durationMinutes: 60,
  sessionCount: 4,
  lastDate: null,
  ...overrides,
});
const football: ScheduledClass = { _id: 'f', Name: 'Football', venue: 'dhaka', schedule: rule() };
const NOW = '2030-01-01T00:00:00.000Z';

describe('overlapsWith', () => {
  it('names the other class, its first shared session and how many share', () => {
    const yoga = { _id: 'y', Name: 'Yoga', venue: 'dhaka', schedule: rule({ startTime: '18:30' }) };
    const [found, ...rest] = overlapsWith(sessionsOfClass(yoga), [football], NOW);
    expect(rest).toEqual([]);
    // 18:00 in Dhaka (UTC+6) is 12:00 UTC.
    expect(found?.other.Name).toBe('Football');
    expect(found?.session).toEqual({
      startsAt: '2030-01-07T12:00:00.000Z',
      endsAt: '2030-01-07T13:00:00.000Z',
    });
    expect(found?.count).toBe(4);
  });

  it('compares instants, not wall times: 18:00 in Riyadh is 21:00 in Dhaka', () => {
    const riyadh = { _id: 'r', Name: 'Riyadh', venue: 'riyadh', schedule: rule() };
    const dhakaLate = { ...football, _id: 'd', schedule: rule({ startTime: '21:00' }) };
    expect(overlapsWith(sessionsOfClass(riyadh), [football], NOW)).toEqual([]);
    expect(overlapsWith(sessionsOfClass(riyadh), [dhakaLate], NOW)).toHaveLength(1);
  });

  it('does not count back-to-back sessions, other days, past sessions or unscheduled classes', () => {
    const after = {
      _id: 'a',
      Name: 'After',
      venue: 'dhaka',
      schedule: rule({ startTime: '19:00' }),
    };
    const tuesday = {
      _id: 't',
      Name: 'Tuesday',
      venue: 'dhaka',
      schedule: rule({ weekdays: [2] }),
    };
    const unscheduled = { _id: 'u', Name: 'Unscheduled', venue: 'dhaka', schedule: null };
    const noVenue = { _id: 'v', Name: 'No venue', venue: null, schedule: rule() };
    const sessions = sessionsOfClass(football);
    expect(overlapsWith(sessions, [after, tuesday, unscheduled, noVenue], NOW)).toEqual([]);
    // Once all of them are over, nothing is left to clash with.
    expect(overlapsWith(sessions, [football], '2031-01-01T00:00:00.000Z')).toEqual([]);
  });

  it('orders several by their first shared session', () => {
    const late = {
      _id: 'l',
      Name: 'Late',
      venue: 'dhaka',
      schedule: rule({ firstDate: '2030-01-14', sessionCount: 1 }),
    };
    const early = { _id: 'e', Name: 'Early', venue: 'dhaka', schedule: rule({ sessionCount: 1 }) };
    const names = overlapsWith(sessionsOfClass(football), [late, early], NOW).map(
      (o) => o.other.Name,
    );
    expect(names).toEqual(['Early', 'Late']);
  });
});
