// Catalogue-scale data for the bench: thousands of approved classes written through drizzle in
// batches, each with a sport, level, venue and a schedule (across the four branches, some over,
// some running, most to come) and its sessions, as the API's class writes keep them; plus a
// student with a few selections so GET /api/select has rows to join.
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { classes, classSessions, selections } from '#api/db/schema.ts';
import { derivedColumns } from '#api/services/class-schedule.ts';
import { LEVELS } from '#shared/classes/levels.ts';
import {
  sessionsOf,
  type GeneratedSession,
  type Schedule,
  type Weekday,
} from '#shared/classes/schedule.ts';
import { SPORTS } from '#shared/classes/sports.ts';
import { VENUE_IDS, timeZoneOf } from '#shared/classes/venues.ts';

/** Rows per INSERT: 25 columns each stays far below SQLite's bound-variable limit. */
const BATCH = 500;
const BULK_ID_PREFIX = 'bench000-0000-4000-8000-';
/** Sessions a bulk class has (two a week for eight weeks). */
const SESSIONS_EACH = 16;
const WEEKDAY_PAIRS: Weekday[][] = [
  [1, 4],
  [0, 3],
  [2, 5],
  [6, 1],
  [3, 6],
  [0, 2],
];
const START_TIMES = ['06:30', '07:00', '09:00', '11:30', '13:00', '16:30', '18:00', '19:30'];

export const bulkClassId = (index: number) => `${BULK_ID_PREFIX}${String(index).padStart(12, '0')}`;

/** The schedule of bulk class `index`: first dates from 8 weeks ago to 12 weeks ahead. */
function scheduleOf(index: number, today: Date): Schedule {
  const first = new Date(today.getTime() + (((index * 13) % 140) - 56) * 86_400_000);
  return {
    firstDate: first.toISOString().slice(0, 10),
    weekdays: WEEKDAY_PAIRS[index % WEEKDAY_PAIRS.length] ?? [1, 4],
    startTime: START_TIMES[(index * 5) % START_TIMES.length] ?? '18:00',
    durationMinutes: 60,
    sessionCount: SESSIONS_EACH,
    lastDate: null,
  };
}

/** Inserts `count` approved classes and their sessions, all older than the demo seed. */
export async function insertBulkClasses(db: Database, count: number): Promise<void> {
  const epoch = Date.parse('2024-01-01T00:00:00.000Z');
  const today = new Date();
  // Many classes share a rule and venue: their sessions are generated once.
  const generated = new Map<string, GeneratedSession[]>();
  for (let start = 0; start < count; start += BATCH) {
    const sessionRows: (typeof classSessions.$inferInsert)[] = [];
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const sport = SPORTS[(index * 7) % SPORTS.length] ?? 'football';
      const venue = VENUE_IDS[index % VENUE_IDS.length] ?? 'dhaka';
      const schedule = scheduleOf(index, today);
      const ruleKey = `${venue} ${JSON.stringify(schedule)}`;
      const sessions = generated.get(ruleKey) ?? sessionsOf(schedule, timeZoneOf(venue));
      generated.set(ruleKey, sessions);
      const id = bulkClassId(index);
      for (const session of sessions) {
        sessionRows.push({ id: crypto.randomUUID(), classId: id, ...session });
      }
      const at = new Date(epoch + index * 60_000).toISOString();
      const named = {
        name: `${sport[0]?.toUpperCase()}${sport.slice(1)} group ${index + 1}`,
        instructorName: `Coach ${(index % 97) + 1}`,
        sport,
        schedule,
      };
      return {
        ...named,
        ...derivedColumns(named, sessions),
        id,
        photo: `/images/classes/${sport}.svg`,
        instructorEmail: `coach${(index % 97) + 1}@academy.test`,
        priceCents: 1_500 + ((index * 37) % 12_000),
        // Some full: "seats left" narrows.
        seats: (index * 11) % 45,
        enrolled: index % 60,
        level: LEVELS[index % LEVELS.length] ?? 'all',
        venue,
        status: 'approved' as const,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(classes).values(rows);
    for (let from = 0; from < sessionRows.length; from += BATCH * 2) {
      await db.insert(classSessions).values(sessionRows.slice(from, from + BATCH * 2));
    }
  }
}

/** Gives `email` selections of the first `count` approved classes. */
export async function selectClassesFor(db: Database, email: string, count: number): Promise<void> {
  const approved = await db
    .select({ id: classes.id })
    .from(classes)
    .where(eq(classes.status, 'approved'))
    .orderBy(classes.id)
    .limit(count);
  if (approved.length === 0) return;
  await db
    .insert(selections)
    .values(
      approved.map(({ id }, index) => ({
        id: crypto.randomUUID(),
        classId: id,
        email,
        createdAt: new Date(Date.now() - index).toISOString(),
      })),
    )
    .onConflictDoNothing();
}
