// A student's selected (not yet paid) classes. POST is idempotent on the client's UUID so the
// PWA's offline outbox can resend freely.
import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { centsToDollars } from '#shared/money.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  newSelectionInputSchema,
  selectionListQuerySchema,
  type Selection,
} from '#shared/schemas/selection.ts';
import { classes, enrollments, selections } from '../../db/schema.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv, Services } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { isoNow } from '../../lib/wire.ts';

export function createSelectionRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  // Built once: a student's list is read at every visit, and building the SQL of a join costs
  // about as much as running it here (decision 010).
  const selectionsOf = db
    .select({ selection: selections, cls: classes })
    .from(selections)
    .innerJoin(classes, eq(classes.id, selections.classId))
    .where(eq(selections.email, sql.placeholder('email')))
    .orderBy(asc(selections.createdAt), asc(selections.id))
    .prepare();

  /** The answer for a selection id already stored: the same one again, or a clear refusal. */
  async function replay(id: string, email: string, classId: string) {
    const [existing] = await db.select().from(selections).where(eq(selections.id, id)).limit(1);
    if (!existing) return null;
    if (existing.email !== email || existing.classId !== classId) {
      throw conflict('That selection id is already used for something else.');
    }
    return { insertedId: existing.id };
  }

  return new Hono<AppEnv>()
    .post(
      '/select',
      auth.require('student'),
      validate('json', newSelectionInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        if (body.email !== undefined && body.email.toLowerCase() !== caller.email) {
          throw forbidden('You can only select classes for yourself.');
        }
        const classId = body.selectedClassId;
        if (body._id) {
          const same = await replay(body._id, caller.email, classId);
          if (same) return c.json(same, 200);
        }
        const [target] = await db.select().from(classes).where(eq(classes.id, classId)).limit(1);
        if (!target) throw notFound('There is no class with that id.');
        if (target.status !== 'approved') throw conflict('This class is not open for selection.');
        const [paid] = await db
          .select({ id: enrollments.id })
          .from(enrollments)
          .where(and(eq(enrollments.email, caller.email), eq(enrollments.classId, classId)))
          .limit(1);
        if (paid) throw conflict('You have already paid for this class.');
        if (target.seats <= 0) throw conflict('This class has no seats left.');

        const id = body._id ?? crypto.randomUUID();
        // The unique (email, class) index settles races: of 50 parallel tries one row is written.
        const inserted = await db
          .insert(selections)
          .values({ id, classId, email: caller.email, createdAt: isoNow(now) })
          .onConflictDoNothing()
          .returning({ id: selections.id });
        if (inserted.length > 0) return c.json({ insertedId: id }, 201);
        const same = body._id ? await replay(body._id, caller.email, classId) : null;
        if (same) return c.json(same, 200);
        throw conflict('You have already selected this class.');
      },
    )
    .get(
      '/select',
      auth.require('student'),
      validate('query', selectionListQuerySchema),
      async (c) => {
        const caller = callerOf(c);
        const { email } = c.req.valid('query');
        if (email !== undefined && email.toLowerCase() !== caller.email) {
          throw forbidden('You can only see your own selections.');
        }
        const rows = await selectionsOf.all({ email: caller.email });
        return c.json(
          rows.map(({ selection, cls }): Selection => ({
            _id: selection.id,
            selectedClassId: cls.id,
            Name: cls.name,
            photo: cls.photo,
            IName: cls.instructorName,
            price: centsToDollars(cls.priceCents),
            sets: cls.seats,
            email: selection.email,
            createdAt: selection.createdAt,
          })),
        );
      },
    )
    .delete('/select/:id', auth.require('student'), validate('param', idParamSchema), async (c) => {
      const caller = callerOf(c);
      const { id } = c.req.valid('param');
      const [existing] = await db.select().from(selections).where(eq(selections.id, id)).limit(1);
      if (!existing) throw notFound('There is no selection with that id.');
      if (existing.email !== caller.email)
        throw forbidden('You can only remove your own selections.');
      const deleted = await db
        .delete(selections)
        .where(and(eq(selections.id, id), eq(selections.email, caller.email)))
        .returning({ id: selections.id });
      return c.json({ deletedCount: deleted.length });
    });
}
