// What instructors and admins may do to a class: add one (always pending, 0 enrolled), edit it
// (an instructor's own only, and back to review), review it (a pending class is approved or
// denied once), delete it (with its open selections). Who reads which classes is
// api/routes/classes/class-views.ts; every class write advances the classes change counter
// through database triggers (api/db/change-counter.ts), so the catalogue and its syncs follow.
import { and, eq } from 'drizzle-orm';
import { CURRENCY_RULES, toMinorUnits, type Currency } from '#shared/money.ts';
import type { GeneratedSession } from '#shared/classes/schedule.ts';
import { currencyOf, isVenue } from '#shared/classes/venues.ts';
import { paths } from '#shared/pages/page-table.ts';
import type { ClassEdit, ClassReviewInput, NewClass } from '#shared/schemas/class.ts';
import { sessionsOfInput } from '#shared/schemas/schedule.ts';
import { validationRefusal } from '#shared/validation-messages.ts';
import type { Database } from '../db/client.ts';
import { classes, selections } from '../db/schema.ts';
import { writeTransaction, type Tx } from '../db/write-transaction.ts';
import type { Caller } from '../lib/context.ts';
import { conflict, forbidden, invalidFields, notFound } from '../lib/http-error.ts';
import { isoNow } from '../lib/wire.ts';
import { derivedColumns, refuseClashes, replaceSessions } from './class-schedule.ts';
import { notify } from './notifications/notify.ts';
import { offerFreedSeats } from './waitlist/offers.ts';

/**
 * A price in the venue's currency, in minor units, refused above what one class may cost in that
 * currency (the schema's bound is the largest of any currency's).
 */
function priceIn(price: number, currency: Currency) {
  const { priceMax } = CURRENCY_RULES[currency];
  if (price > priceMax) {
    throw invalidFields({
      price: validationRefusal('validation_price_invalid', { max: priceMax }),
    });
  }
  return { priceCents: toMinorUnits(price, currency), currency };
}

/** Who writes: an admin or the instructor signed in. */
type Author = Pick<Caller, 'role' | 'name' | 'email'>;

async function findClass(db: Database | Tx, id: string) {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  if (!row) throw notFound('class_not_found');
  return row;
}

/** POST /api/class: a new pending class; returns its id. */
export async function addClass(
  db: Database,
  now: () => Date,
  author: Author,
  input: NewClass,
): Promise<string> {
  const isAdmin = author.role === 'admin';
  const id = crypto.randomUUID();
  const at = isoNow(now);
  const sessions = sessionsOfInput(input);
  if (sessions[0] && sessions[0].startsAt < at) {
    throw invalidFields({ schedule: validationRefusal('validation_schedule_in_past') });
  }
  const row = {
    id,
    name: input.Name,
    photo: input.photo,
    // An instructor always posts under their own name and e-mail, whatever the body says.
    instructorName: isAdmin ? input.IName : (author.name ?? input.IName),
    instructorEmail: isAdmin ? input.Iemail.toLowerCase() : author.email,
    ...priceIn(input.price, currencyOf(input.venue)),
    seats: input.sets,
    enrolled: 0,
    status: 'pending' as const,
    sport: input.sport ?? null,
    level: input.level ?? null,
    venue: input.venue ?? null,
    minAge: input.minAge ?? null,
    maxAge: input.maxAge ?? null,
    description: input.description ?? '',
    schedule: input.schedule ?? null,
    createdAt: at,
    updatedAt: at,
  };
  await writeTransaction(db, async (tx) => {
    await refuseClashes(tx, row.instructorEmail, null, sessions);
    await tx.insert(classes).values({ ...row, ...derivedColumns(row, sessions) });
    await replaceSessions(tx, id, sessions, null);
  });
  return id;
}

/**
 * PUT /api/class/:id: returns how many classes changed (0 when it was deleted meanwhile). A
 * detail left out stays as it was. A new schedule or venue replaces the sessions to come; those
 * that have begun stay as they were, so a class with students keeps its history. Seats raised on
 * an approved class go to its waitlist first (`offerHours`: WAITLIST_OFFER_HOURS).
 */
export async function editClass(
  db: Database,
  now: () => Date,
  author: Author,
  id: string,
  input: ClassEdit,
  offerHours: number,
): Promise<number> {
  const existing = await findClass(db, id);
  const isAdmin = author.role === 'admin';
  if (!isAdmin && existing.instructorEmail !== author.email) {
    throw forbidden('own_classes_only');
  }
  const at = isoNow(now);
  const venue = input.venue ?? existing.venue;
  const next = {
    name: input.Name,
    photo: input.photo,
    // The price the instructor typed is in the currency of the venue the class will have.
    ...priceIn(input.price, currencyOf(venue)),
    seats: input.sets,
    sport: input.sport ?? existing.sport,
    level: input.level ?? existing.level,
    venue,
    minAge: input.minAge === undefined ? existing.minAge : input.minAge,
    maxAge: input.maxAge === undefined ? existing.maxAge : input.maxAge,
    description: input.description ?? existing.description,
    schedule: input.schedule === undefined ? existing.schedule : input.schedule,
    instructorName: existing.instructorName,
  };
  const scheduleChanged = input.schedule !== undefined || input.venue !== undefined;
  return writeTransaction(db, async (tx) => {
    let sessions: GeneratedSession[] | null = null;
    if (scheduleChanged) {
      const planned = sessionsOfInput({
        schedule: next.schedule,
        venue: isVenue(next.venue) ? next.venue : undefined,
      }).filter((session) => session.startsAt > at);
      await refuseClashes(tx, existing.instructorEmail, id, planned);
      sessions = await replaceSessions(tx, id, planned, at);
    }
    const updated = await tx
      .update(classes)
      .set({
        ...next,
        ...(sessions ? derivedColumns(next, sessions) : derivedSearch(next)),
        // An instructor's change needs a new review; an admin's correction keeps the status.
        status: isAdmin ? existing.status : 'pending',
        updatedAt: at,
      })
      .where(eq(classes.id, existing.id))
      .returning({ id: classes.id });
    await offerFreedSeats(tx, existing.id, new Date(at), offerHours);
    return updated.length;
  });
}

/** The search text alone, when the sessions did not change (the name or sport may have). */
const derivedSearch = (row: Parameters<typeof derivedColumns>[0]) => ({
  searchText: derivedColumns(row, []).searchText,
});

/** PATCH /api/class/:id by an admin: returns how many classes changed (1). */
export async function reviewClass(
  db: Database,
  now: () => Date,
  id: string,
  { status, feedback }: ClassReviewInput,
): Promise<number> {
  return writeTransaction(db, async (tx) => {
    const existing = await findClass(tx, id);
    // Same status again only updates the note; otherwise a class leaves pending exactly once.
    if (existing.status !== 'pending' && existing.status !== status) {
      throw conflict('class_already_reviewed', { status: existing.status });
    }
    const at = now();
    const updated = await tx
      .update(classes)
      .set({
        status,
        ...(feedback !== undefined ? { feedback: feedback || null } : {}),
        updatedAt: at.toISOString(),
      })
      .where(and(eq(classes.id, existing.id), eq(classes.status, existing.status)))
      .returning({ id: classes.id });
    if (updated.length === 0) throw conflict('class_reviewed_meanwhile');
    // The instructor hears of the decision once: not of a retry or a later change of the note.
    if (existing.status === 'pending') {
      const kind = status === 'approved' ? 'class_approved' : 'class_denied';
      const params = { className: existing.name, ...(feedback ? { feedback } : {}) };
      const notice = { kind, params, path: paths.dashboard.instructorClasses } as const;
      await notify(tx, { email: existing.instructorEmail }, notice, at);
    }
    return updated.length;
  });
}

/** DELETE /api/class/:id by an admin, in one transaction: returns how many classes went (1). */
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
