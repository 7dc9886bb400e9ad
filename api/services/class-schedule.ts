// A class's schedule in the database: the rule on the class row with what the catalogue filters
// and sorts by (first and last session, count, weekdays, start minute, search text), and one
// class_sessions row per meeting. Every write of a schedule goes through writeSchedule, inside
// the class write's transaction, so the row and its sessions never disagree.
import { and, asc, eq, gt, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { sportSearchWords } from '#shared/classes/class-texts.ts';
import { isSport } from '#shared/classes/sports.ts';
import {
  localDateOf,
  localTimeOf,
  minutesOfDay,
  overlaps,
  type GeneratedSession,
} from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import { searchTextOf } from '#shared/classes/search-text.ts';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/write-transaction.ts';
import { checkIns, classes, classSessions } from '../db/schema.ts';
import { conflict } from '../lib/http-error.ts';

type Writer = Database | Tx;
type ClassRow = typeof classes.$inferSelect;

/** The columns kept from a class's name, instructor, sport and sessions (not the sessions). */
export function derivedColumns(
  row: Pick<ClassRow, 'name' | 'instructorName' | 'sport' | 'schedule'>,
  sessions: readonly GeneratedSession[],
) {
  const schedule = row.schedule;
  return {
    firstSessionAt: sessions[0]?.startsAt ?? null,
    lastSessionAt: sessions.at(-1)?.startsAt ?? null,
    sessionCount: sessions.length,
    weekdayBits: schedule
      ? schedule.weekdays.reduce<number>((bits, day) => bits | (1 << day), 0)
      : 0,
    startMinute: schedule ? minutesOfDay(schedule.startTime) : null,
    searchText: searchTextOf([
      row.name,
      row.instructorName,
      ...(isSport(row.sport) ? sportSearchWords(row.sport) : []),
    ]),
  };
}

/** How a session change (api/services/session-changes.ts) asks for the clash check. */
export interface ClashOptions {
  /** Also the class's own sessions, but this one (the session being moved). */
  ownSessionsBut?: string;
  /** The refusal's reason: a schedule's words, or a moved session's. */
  reason?: 'schedule_clash' | 'session_change_clash';
}

/**
 * Refuses sessions that share a minute with a session to come of another of the instructor's
 * classes (not a denied one), naming the first clash as the other class meets it. A moved
 * session (`ownSessionsBut`) must also miss the class's own other sessions.
 */
export async function refuseClashes(
  db: Writer,
  instructorEmail: string,
  classId: string | null,
  sessions: readonly GeneratedSession[],
  { ownSessionsBut, reason = 'schedule_clash' }: ClashOptions = {},
): Promise<void> {
  const first = sessions[0];
  const last = sessions.at(-1);
  if (!first || !last) return;
  const others = await db
    .select({
      name: classes.name,
      venue: classes.venue,
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .where(
      and(
        eq(classes.instructorEmail, instructorEmail),
        ne(classes.status, 'Denied'),
        classId && ownSessionsBut
          ? or(ne(classes.id, classId), ne(classSessions.id, ownSessionsBut))
          : classId
            ? ne(classes.id, classId)
            : undefined,
        eq(classSessions.status, 'scheduled'),
        lt(classSessions.startsAt, last.endsAt),
        gt(classSessions.endsAt, first.startsAt),
      ),
    )
    .orderBy(asc(classSessions.startsAt));
  for (const other of others) {
    if (!sessions.some((session) => overlaps(session, other))) continue;
    const venue: Venue = isVenue(other.venue) ? other.venue : 'dhaka';
    const zone = timeZoneOf(venue);
    throw conflict(reason, {
      className: other.name,
      day: localDateOf(other.startsAt, zone),
      start: localTimeOf(other.startsAt, zone),
      end: localTimeOf(other.endsAt, zone),
      venue,
    });
  }
}

/**
 * Replaces the class's sessions from `from` on (all of them when null) with `sessions` that
 * start at or after it; the earlier ones stay. Returns the sessions the class now meets at (the
 * cancelled ones left out, as derivedColumns counts them), in order.
 *
 * What a schedule edit keeps of the sessions to come:
 * - a session with check-ins, whatever the new plan (attendance is history; it would go with
 *   the row, check_ins cascade);
 * - a session cancelled or moved, when the new plan still meets at its first-planned time: the
 *   students were told it is off or elsewhere, and re-saving the class must not quietly bring it
 *   back. When the new plan no longer meets then, the change goes with the old plan.
 * A kept session stands in for the new plan's meeting at its first-planned time.
 */
export async function replaceSessions(
  tx: Writer,
  classId: string,
  sessions: readonly GeneratedSession[],
  from: string | null,
): Promise<GeneratedSession[]> {
  const planned = new Set(sessions.map((session) => session.startsAt));
  const toCome = from
    ? await tx
        .select({
          id: classSessions.id,
          startsAt: classSessions.startsAt,
          status: classSessions.status,
          movedFrom: classSessions.movedFrom,
          // class_sessions.id written out: drizzle writes a select's own columns unqualified.
          attended: sql<number>`exists (select 1 from ${checkIns} c where c.session_id = class_sessions.id)`,
        })
        .from(classSessions)
        .where(and(eq(classSessions.classId, classId), gt(classSessions.startsAt, from)))
    : [];
  const keptIds: string[] = [];
  const covered = new Set<string>();
  for (const row of toCome) {
    const firstPlanned = row.movedFrom ?? row.startsAt;
    const changed = row.status === 'cancelled' || row.movedFrom !== null;
    if (Boolean(row.attended) || (changed && planned.has(firstPlanned))) {
      keptIds.push(row.id);
      covered.add(firstPlanned);
    }
  }
  await tx
    .delete(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        from ? gt(classSessions.startsAt, from) : undefined,
        keptIds.length > 0 ? notInArray(classSessions.id, keptIds) : undefined,
      ),
    );
  const added = sessions.filter(
    (session) => (!from || session.startsAt > from) && !covered.has(session.startsAt),
  );
  // 200 sessions at most (SCHEDULE_LIMITS), in chunks under SQLite's variable limit.
  for (let start = 0; start < added.length; start += 100) {
    await tx.insert(classSessions).values(
      added.slice(start, start + 100).map((session) => ({
        id: crypto.randomUUID(),
        classId,
        startsAt: session.startsAt,
        endsAt: session.endsAt,
      })),
    );
  }
  return meetingsOf(tx, classId);
}

/** The class's sessions that meet (not cancelled), in order: what derivedColumns counts. */
export function meetingsOf(tx: Writer, classId: string): Promise<GeneratedSession[]> {
  return tx
    .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
    .from(classSessions)
    .where(and(eq(classSessions.classId, classId), eq(classSessions.status, 'scheduled')))
    .orderBy(asc(classSessions.startsAt));
}

/** The sessions of several classes, in order (class pages, overlap checks). */
export async function sessionsOfClasses(db: Writer, classIds: readonly string[]) {
  if (classIds.length === 0) return [];
  return db
    .select()
    .from(classSessions)
    .where(inArray(classSessions.classId, [...classIds]))
    .orderBy(asc(classSessions.startsAt));
}
