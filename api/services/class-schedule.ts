// A class's schedule in the database: the rule on the class row with what the catalogue filters
// and sorts by (first and last session, count, weekdays, start minute, search text), and one
// class_sessions row per meeting. Every write of a schedule goes through writeSchedule, inside
// the class write's transaction, so the row and its sessions never disagree.
import { and, asc, eq, gt, inArray, lt, ne } from 'drizzle-orm';
import { sportSearchWords } from '#shared/classes/class-texts.ts';
import { isSport } from '#shared/classes/sports.ts';
import {
  localDateOf,
  minutesOfDay,
  overlaps,
  type GeneratedSession,
  type Schedule,
} from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import { searchTextOf } from '#shared/classes/search-text.ts';
import type { Database } from '../db/client.ts';
import type { Tx } from '../db/write-transaction.ts';
import { classes, classSessions } from '../db/schema.ts';
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
    weekdayBits: schedule ? schedule.weekdays.reduce<number>((bits, day) => bits | (1 << day), 0) : 0,
    startMinute: schedule ? minutesOfDay(schedule.startTime) : null,
    searchText: searchTextOf([
      row.name,
      row.instructorName,
      ...(isSport(row.sport) ? sportSearchWords(row.sport) : []),
    ]),
  };
}

/**
 * Refuses sessions that share a minute with a session to come of another of the instructor's
 * classes (not a denied one), naming the first clash as the other class meets it.
 */
export async function refuseClashes(
  db: Writer,
  instructorEmail: string,
  classId: string | null,
  sessions: readonly GeneratedSession[],
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
        classId ? ne(classes.id, classId) : undefined,
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
    throw conflict('schedule_clash', {
      className: other.name,
      day: localDateOf(other.startsAt, zone),
      start: wallTimeOf(other.startsAt, zone),
      end: wallTimeOf(other.endsAt, zone),
      venue,
    });
  }
}

/** 'HH:MM' of an instant in a time zone. */
function wallTimeOf(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/**
 * Replaces the class's sessions from `from` on (all of them when null) with `sessions` that
 * start at or after it; the earlier ones stay. Answers every session the class now has, in order.
 */
export async function replaceSessions(
  tx: Writer,
  classId: string,
  sessions: readonly GeneratedSession[],
  from: string | null,
): Promise<GeneratedSession[]> {
  await tx
    .delete(classSessions)
    .where(
      and(
        eq(classSessions.classId, classId),
        from ? gt(classSessions.startsAt, from) : undefined,
      ),
    );
  const kept = from
    ? await tx
        .select({ startsAt: classSessions.startsAt, endsAt: classSessions.endsAt })
        .from(classSessions)
        .where(eq(classSessions.classId, classId))
        .orderBy(asc(classSessions.startsAt))
    : [];
  const added = from ? sessions.filter((session) => session.startsAt > from) : [...sessions];
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
  return [...kept, ...added];
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

export type { Schedule };
