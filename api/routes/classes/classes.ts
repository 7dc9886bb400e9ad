// Classes: the public catalogue, instructors' own classes, and the admin's review.
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { dollarsToCents } from '#shared/money.ts';
import {
  classEditInputSchema,
  classIdParamSchema,
  classListQuerySchema,
  classReviewInputSchema,
  newClassInputSchema,
} from '#shared/schemas/class.ts';
import { classes, selections } from '../../db/schema.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv, Services } from '../../lib/context.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { isoNow } from '../../lib/wire.ts';
import { classDelta } from './class-delta.ts';
import { classPage } from './class-pages.ts';
import { addHeldSeats, classViewFor } from './class-views.ts';
import { classList, createCatalogueReads } from './catalogue-cache.ts';

export function createClassRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const catalogueAnswer = createCatalogueReads(services);

  async function findClass(id: string) {
    const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
    if (!row) throw notFound('There is no class with that id.');
    return row;
  }

  return new Hono<AppEnv>()
    .get('/class', auth.optional, validate('query', classListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const view = classViewFor(query, c.get('caller'));
      if (view.isPublicCatalogue) return catalogueAnswer(c, query, view);
      if (query.since !== undefined) return c.json(await classDelta(db, view, query.since));
      if (query.limit !== undefined) {
        const page = await classPage(db, view, query.limit, query.after);
        return c.json({ ...page, classes: await addHeldSeats(view, db, page.classes, now()) });
      }
      return c.json(await addHeldSeats(view, db, await classList(db, view), now()));
    })
    .post(
      '/class',
      auth.require('instructor', 'admin'),
      validate('json', newClassInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        const isAdmin = caller.role === 'admin';
        const id = crypto.randomUUID();
        const at = isoNow(now);
        await db.insert(classes).values({
          id,
          name: body.Name,
          photo: body.photo,
          // An instructor always posts under their own name and e-mail, whatever the body says.
          instructorName: isAdmin ? body.IName : (caller.name ?? body.IName),
          instructorEmail: isAdmin ? body.Iemail.toLowerCase() : caller.email,
          priceCents: dollarsToCents(body.price),
          seats: body.sets,
          enrolled: 0,
          status: 'pending',
          createdAt: at,
          updatedAt: at,
        });
        return c.json({ insertedId: id }, 201);
      },
    )
    .put(
      '/class/:id',
      auth.require('instructor', 'admin'),
      validate('param', classIdParamSchema),
      validate('json', classEditInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const existing = await findClass(c.req.valid('param').id);
        const isAdmin = caller.role === 'admin';
        if (!isAdmin && existing.instructorEmail !== caller.email) {
          throw forbidden('You can only edit your own classes.');
        }
        const body = c.req.valid('json');
        const updated = await db
          .update(classes)
          .set({
            name: body.Name,
            photo: body.photo,
            priceCents: dollarsToCents(body.price),
            seats: body.sets,
            // An instructor's change needs a new review; an admin's correction keeps the status.
            status: isAdmin ? existing.status : 'pending',
            updatedAt: isoNow(now),
          })
          .where(eq(classes.id, existing.id))
          .returning({ id: classes.id });
        return c.json({ modifiedCount: updated.length });
      },
    )
    .patch(
      '/class/:id',
      auth.require('admin'),
      validate('param', classIdParamSchema),
      validate('json', classReviewInputSchema),
      async (c) => {
        const existing = await findClass(c.req.valid('param').id);
        const { status, feedback } = c.req.valid('json');
        // Same status again only updates the note; otherwise a class leaves pending exactly once.
        if (existing.status !== 'pending' && existing.status !== status) {
          throw conflict(
            `This class is already ${existing.status}; only a pending class can be reviewed.`,
          );
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
        if (updated.length === 0)
          throw conflict('This class was reviewed meanwhile; reload and try again.');
        return c.json({ modifiedCount: updated.length });
      },
    )
    .delete(
      '/class/:id',
      auth.require('admin'),
      validate('param', classIdParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const deletedCount = await db.transaction(async (tx) => {
          // Open selections go with the class; enrollments and payments keep their own copies.
          // The tombstone for delta sync is written by a database trigger (migration 0002).
          await tx.delete(selections).where(eq(selections.classId, id));
          const deleted = await tx
            .delete(classes)
            .where(eq(classes.id, id))
            .returning({ id: classes.id });
          return deleted.length;
        });
        if (deletedCount === 0) throw notFound('There is no class with that id.');
        return c.json({ deletedCount });
      },
    );
}
