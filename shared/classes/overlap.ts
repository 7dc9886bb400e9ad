// Which of some classes meet at the same time as a schedule's sessions: the instructor form's
// warning before the server's clash refusal (api/services/class-schedule.ts refuseClashes) and
// the student's warning on Select, offline too. Sessions come from each class's rule (the same
// function the API stores them with); a class without a schedule or venue overlaps nothing.
import { overlaps, sessionsOf, type GeneratedSession, type Schedule } from './schedule.ts';
import { isVenue, timeZoneOf } from './venues.ts';

/** A class as the wire carries it: enough to know when it meets. */
export interface ScheduledClass {
  _id: string;
  Name: string;
  venue?: string | null;
  schedule?: (Omit<Schedule, 'weekdays'> & { weekdays: number[] }) | null;
}

/** A class that shares time with the sessions: its first shared session and how many share. */
export interface ClassOverlap<C extends ScheduledClass = ScheduledClass> {
  other: C;
  /** The other class's first session that shares a minute with one of the sessions. */
  session: GeneratedSession;
  count: number;
}

/** A class's sessions from its rule, in its venue's time zone (none without a schedule or venue). */
export function sessionsOfClass(item: ScheduledClass): GeneratedSession[] {
  if (!item.schedule || !isVenue(item.venue)) return [];
  return sessionsOf(item.schedule as Schedule, timeZoneOf(item.venue));
}

/**
 * The classes among `others` with a session sharing a minute with one of `sessions` that ends
 * after `now` (a past meeting clashes with nothing), in the order of their first shared session.
 */
export function overlapsWith<C extends ScheduledClass>(
  sessions: readonly GeneratedSession[],
  others: readonly C[],
  now: string,
): ClassOverlap<C>[] {
  const coming = sessions.filter((session) => session.endsAt > now);
  if (coming.length === 0) return [];
  const found: ClassOverlap<C>[] = [];
  for (const other of others) {
    const shared = sessionsOfClass(other).filter(
      (session) => session.endsAt > now && coming.some((mine) => overlaps(mine, session)),
    );
    const first = shared[0];
    if (first) found.push({ other, session: first, count: shared.length });
  }
  return found.sort((a, b) => (a.session.startsAt < b.session.startsAt ? -1 : 1));
}
