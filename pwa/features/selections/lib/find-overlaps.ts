// Before a student's Select: does the class meet while one they selected or are enrolled in does?
// Works offline: the other classes' rules come from the saved catalogue (pwa/lib/storage/local-db.ts)
// and their sessions from shared/classes/schedule.ts. Loaded on the first Select only (Temporal
// and Dexie stay out of /classes's first paint).
import { openLocalDb } from '#pwa/lib/storage/local-db.ts';
import { overlapsWith, sessionsOfClass, type ClassOverlap } from '#shared/classes/overlap.ts';
import type { Class } from '#shared/schemas/class.ts';

/** How the student has the other class. */
export type Holding = 'selected' | 'enrolled';
export type StudentOverlap = ClassOverlap<Class> & { how: Holding };

/** The student's classes that meet while `item` does, first shared session first. */
export async function findOverlaps(
  item: Class,
  held: ReadonlyMap<string, Holding>,
  now: string = new Date().toISOString(),
): Promise<StudentOverlap[]> {
  const sessions = sessionsOfClass(item);
  const ids = [...held.keys()].filter((id) => id !== item._id);
  if (sessions.length === 0 || ids.length === 0) return [];
  let others: Class[];
  try {
    const db = await openLocalDb();
    others = ((await db?.classes.bulkGet(ids)) ?? []).filter(
      (other): other is Class => other !== undefined,
    );
  } catch {
    return []; // No saved copy to read (private mode): Select goes on as before.
  }
  return overlapsWith(sessions, others, now).map((found) => ({
    ...found,
    how: held.get(found.other._id) ?? 'selected',
  }));
}
