// What instructors and admins may do to a class: add one (always pending, 0 enrolled), edit it
// (an instructor's own only, and back to review), review it (a pending class is approved or
// denied once), delete it (with its open selections). Who reads which classes is
// api/routes/classes/class-views.ts; every class write advances the classes change counter
// through database triggers (api/db/change-counter.ts), so the catalogue and its syncs follow.
import { and, eq } from 'drizzle-orm';
import { dollarsToCents } from '#shared/money.ts';
import type { ClassReviewInput, NewClass } from '#shared/schemas/class.ts';
import type { Database } from '../db/client.ts';
import { classes, selections } from '../db/schema.ts';
import { writeTransaction } from '../db/write-transaction.ts';
import type { Caller } from '../lib/context.ts';
import { conflict, forbidden, notFound } from '../lib/http-error.ts';
import { isoNow } from '../lib/wire.ts';

/** Who writes: an admin or the instructor signed in. */
type Author = Pick<Caller, 'role' | 'name' | 'email'>;

async function findClass(db: Database, id: string) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  if (!row) throw notFound('class_not_found');
  return row;
}

/** POST /api/class: a new pending class; answers its id. */
export async function addClass(
  db: Database,
  now: () => Date,
  author: Author,
  input: NewClass,
): Promise<string> {
  const isAdmin = author.role === 'admin';
  const id = crypto.randomUUID();
  const at = isoNow(now);
  await db.insert(classes).values({
    id,
    name: input.Name,
    photo: input.photo,
    // An instructor always posts under their own name and e-mail, whatever the body says.
    instructorName: isAdmin ? input.IName : (author.name ?? input.IName),
    instructorEmail: isAdmin ? input.Iemail.toLowerCase() : author.email,
    priceCents: dollarsToCents(input.price),
    seats: input.sets,
    enrolled: 0,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  });
  return id;
}

/** PUT /api/class/:id: answers how many classes changed (0 when it was deleted meanwhile). */
export async function editClass(
  db: Database,
  now: () => Date,
  author: Author,
  id: string,
  input: Pick<NewClass, 'Name' | 'photo' | 'price' | 'sets'>,
): Promise<number> {
  const existing = await findClass(db, id);
  const isAdmin = author.role === 'admin';
  if (!isAdmin && existing.instructorEmail !== author.email) {
    throw forbidden('own_classes_only');
  }
  const updated = await db
    .update(classes)
    .set({
      name: input.Name,
      photo: input.photo,
      priceCents: dollarsToCents(input.price),
      seats: input.sets,
      // An instructor's change needs a new review; an admin's correction keeps the status.
      status: isAdmin ? existing.status : 'pending',
      updatedAt: isoNow(now),
    })
    .where(eq(classes.id, existing.id))
    .returning({ id: classes.id });
  return updated.length;
}

/** PATCH /api/class/:id by an admin: answers how many classes changed (1). */
export async function reviewClass(
  db: Database,
  now: () => Date,
  id: string,
  { status, feedback }: ClassReviewInput,
): Promise<number> {
  const existing = await findClass(db, id);
  // Same status again only updates the note; otherwise a class leaves pending exactly once.
  if (existing.status !== 'pending' && existing.status !== status) {
    throw conflict('class_already_reviewed', { status: existing.status });
  }
  const updated = await db
    .update(classes)
    .set({
      status,
      ...(feedback !== undefined ? { feedback: feedback || null } : {}),
      updatedAt: isoNow(now),
    })
    .where(and(eq(classes.id, existing.id), eq(classes.status, existing.status)))
    .returning({ id: classes.id });
  if (updated.length === 0) throw conflict('class_reviewed_meanwhile');
  return updated.length;
}

/** DELETE /api/class/:id by an admin, in one transaction: answers how many classes went (1). */
export async function deleteClass(db: Database, id: string): Promise<number> {
  const deletedCount = await writeTransaction(db, async (tx) => {
    // Open selections go with the class; enrollments and payments keep their own copies.
    // The tombstone for delta sync is written by a database trigger (migration 0002).
    await tx.delete(selections).where(eq(selections.classId, id));
    const deleted = await tx
      .delete(classes)
      .where(eq(classes.id, id))
      .returning({ id: classes.id });
    return deleted.length;
  });
  if (deletedCount === 0) throw notFound('class_not_found');
  return deletedCount;
}
