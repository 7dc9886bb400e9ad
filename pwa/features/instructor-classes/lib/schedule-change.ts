// What an edit of a class's schedule changes, as the server will do it (api/services/classes.ts
// editClass): sessions begun stay, those to come are replaced by the new rule's. The Update
// dialog says it before saving, so an instructor knows what their students will see.
import { sessionsOfClass, type ScheduledClass } from '#shared/classes/overlap.ts';
import type { GeneratedSession } from '#shared/classes/schedule.ts';

export type ScheduleChange = {
  /** The first session to come that moves, is added or goes. */
  from: GeneratedSession;
  before: number;
  after: number;
};

const sameSessions = (a: readonly GeneratedSession[], b: readonly GeneratedSession[]) =>
  a.length === b.length &&
  a.every((session, i) => session.startsAt === b[i]?.startsAt && session.endsAt === b[i]?.endsAt);

/** The change of `item`'s sessions to `planned` at `now`; null when the sessions to come stay. */
export function scheduleChangeOf(
  item: ScheduledClass,
  planned: readonly GeneratedSession[],
  now: string,
): ScheduleChange | null {
  const current = sessionsOfClass(item);
  const kept = current.filter((session) => session.startsAt <= now);
  const comingBefore = current.filter((session) => session.startsAt > now);
  const comingAfter = planned.filter((session) => session.startsAt > now);
  if (sameSessions(comingBefore, comingAfter)) return null;
  const differs = (i: number) =>
    comingBefore[i]?.startsAt !== comingAfter[i]?.startsAt ||
    comingBefore[i]?.endsAt !== comingAfter[i]?.endsAt;
  let index = 0;
  while (!differs(index)) index += 1;
  const candidates = [comingBefore[index], comingAfter[index]].filter(
    (session): session is GeneratedSession => session !== undefined,
  );
  const from = candidates.sort((a, b) => (a.startsAt < b.startsAt ? -1 : 1))[0];
  if (!from) return null;
  return {
    from,
    before: current.length,
    after: kept.length + comingAfter.length,
  };
}
