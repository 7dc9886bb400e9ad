// Catalogue-scale data for the bench: thousands of approved classes written through drizzle in
// batches, plus a student with a few selections so GET /api/select has rows to join.
import { eq } from 'drizzle-orm';
import type { Database } from '#api/db/client.ts';
import { classes, selections } from '#api/db/schema.ts';

const SPORTS = [
  'football',
  'swimming',
  'tennis',
  'boxing',
  'yoga',
  'climbing',
  'athletics',
  'cricket',
];
/** Rows per INSERT: 12 columns each stays far below SQLite's bound-variable limit. */
const BATCH = 500;
const BULK_ID_PREFIX = 'bench000-0000-4000-8000-';

export const bulkClassId = (index: number) => `${BULK_ID_PREFIX}${String(index).padStart(12, '0')}`;

/** Inserts `count` approved classes, all older than the demo seed, in batches of 500. */
export async function insertBulkClasses(db: Database, count: number): Promise<void> {
  const epoch = Date.parse('2024-01-01T00:00:00.000Z');
  for (let start = 0; start < count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => {
      const index = start + offset;
      const sport = SPORTS[index % SPORTS.length] ?? 'football';
      const at = new Date(epoch + index * 60_000).toISOString();
      return {
        id: bulkClassId(index),
        name: `${sport[0]?.toUpperCase()}${sport.slice(1)} group ${index + 1}`,
        photo: `/images/classes/${sport}.svg`,
        instructorName: `Coach ${(index % 97) + 1}`,
        instructorEmail: `coach${(index % 97) + 1}@academy.test`,
        priceCents: 1_500 + ((index * 37) % 12_000),
        seats: 5 + (index % 40),
        enrolled: index % 60,
        status: 'approved' as const,
        createdAt: at,
        updatedAt: at,
      };
    });
    await db.insert(classes).values(rows);
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
