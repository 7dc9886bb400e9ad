import { describe, expect, it } from 'vitest';
import type { Roster, RosterSession } from '#shared/schemas/roster.ts';
import { attendanceRate, attendedByStudent, heldCount, isHeld, isToCome } from './attendance.ts';

const NOW = '2030-01-10T00:00:00.000Z';
const session = (startsAt: string, over: Partial<RosterSession> = {}): RosterSession => ({
  id: startsAt,
  startsAt,
  endsAt: startsAt,
  status: 'scheduled',
  changeReason: null,
  movedFrom: null,
  checkedIn: [],
  ...over,
});

describe('attendance', () => {
  it('a session is held once begun, unless cancelled; to come before, unless cancelled', () => {
    expect(isHeld(session('2030-01-09T12:00:00.000Z'), NOW)).toBe(true);
    expect(isHeld(session('2030-01-09T12:00:00.000Z', { status: 'cancelled' }), NOW)).toBe(false);
    expect(isToCome(session('2030-01-11T12:00:00.000Z'), NOW)).toBe(true);
    expect(isToCome(session('2030-01-11T12:00:00.000Z', { status: 'cancelled' }), NOW)).toBe(false);
  });

  it('counts each student’s check-ins at held sessions only', () => {
    const roster = {
      sessions: [
        session('2030-01-02T12:00:00.000Z', { checkedIn: ['a@x.test', 'b@x.test'] }),
        session('2030-01-09T12:00:00.000Z', { checkedIn: ['a@x.test'] }),
        // Checked in early for one to come: not counted until it is held.
        session('2030-01-16T12:00:00.000Z', { checkedIn: ['a@x.test'] }),
      ],
    } as Roster;
    expect(heldCount(roster, NOW)).toBe(2);
    expect([...attendedByStudent(roster, NOW)]).toEqual([
      ['a@x.test', 2],
      ['b@x.test', 1],
    ]);
  });

  it('rates check-ins against students × sessions held; none when nothing was held', () => {
    expect(attendanceRate({ checkIns: 9, students: 4, sessionsHeld: 3 })).toBe(0.75);
    expect(attendanceRate({ checkIns: 0, students: 4, sessionsHeld: 0 })).toBeNull();
    expect(attendanceRate({ checkIns: 0, students: 0, sessionsHeld: 3 })).toBeNull();
  });
});
