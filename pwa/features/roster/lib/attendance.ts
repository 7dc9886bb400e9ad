// Attendance as the instructor's and admin's screens count it: a session is held once it has
// begun (and was not cancelled); a student's attendance is the held sessions they were checked
// in at; a class's rate is check-ins ÷ (students enrolled × sessions held).
import type { ClassAttendance } from '#shared/schemas/class.ts';
import type { Roster, RosterSession } from '#shared/schemas/roster.ts';

/** Has begun and was not cancelled: its attendance counts. */
export const isHeld = (session: RosterSession, now: string) =>
  session.status === 'scheduled' && session.startsAt <= now;

/** Still to begin and not cancelled: it may be cancelled or moved. */
export const isToCome = (session: RosterSession, now: string) =>
  session.status === 'scheduled' && session.startsAt > now;

/** How many of the held sessions each participant was checked in at, by roster row key. */
export function attendedByStudent(roster: Roster, now: string): Map<string, number> {
  const attended = new Map<string, number>();
  for (const session of roster.sessions) {
    if (!isHeld(session, now)) continue;
    for (const key of session.checkedIn) attended.set(key, (attended.get(key) ?? 0) + 1);
  }
  return attended;
}

export const heldCount = (roster: Roster, now: string) =>
  roster.sessions.filter((session) => isHeld(session, now)).length;

/** The students enrolled now (not refunded). */
export const enrolledCount = (roster: Roster) =>
  roster.students.filter((student) => student.status === 'enrolled').length;

/** Check-ins ÷ what was possible, 0…1; null when nothing was held or no one is enrolled. */
export function attendanceRate({ checkIns, students, sessionsHeld }: ClassAttendance) {
  const possible = students * sessionsHeld;
  return possible === 0 ? null : Math.min(1, checkIns / possible);
}
