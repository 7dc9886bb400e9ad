// Classes: the public catalogue, instructors' own classes, and the admin's review. What a write
// may do is api/services/classes.ts; who reads which classes is class-views.ts.
import { Hono } from 'hono';
import {
  classEditInputSchema,
  classIdParamSchema,
  classListQuerySchema,
  classReviewInputSchema,
  newClassInputSchema,
} from '#shared/schemas/class.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { addClass, deleteClass, editClass, reviewClass } from '../../services/classes.ts';
import { classDelta } from './class-delta.ts';
import { classList, classPage } from './class-pages.ts';
import { addAdminFigures, classViewFor } from './class-views.ts';
import { createCatalogueReads } from './catalogue-cache.ts';
import { catalogueFiltersIn } from './catalogue-query.ts';

export function createClassRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const catalogueAnswer = createCatalogueReads(services);

  return new Hono<AppEnv>()
    .get('/class', auth.optional, validate('query', classListQuerySchema), async (c) => {
      const query = c.req.valid('query');
      const view = classViewFor(query, c.get('caller'));
      if (view.isPublicCatalogue) return catalogueAnswer(c, query, view);
      if (query.since !== undefined) return c.json(await classDelta(db, view, query.since));
      const read = { filters: catalogueFiltersIn(query), now: now() };
      if (query.limit !== undefined) {
        const page = await classPage(db, view, read, query.limit, query.after);
        return c.json({
          ...page,
          classes: await addAdminFigures(view, db, page.classes, read.now),
        });
      }
      return c.json(await addAdminFigures(view, db, await classList(db, view, read), read.now));
    })
    .post(
      '/class',
      auth.require('instructor', 'admin'),
      validate('json', newClassInputSchema),
      async (c) => {
        const insertedId = await addClass(db, now, callerOf(c), c.req.valid('json'));
        return c.json({ insertedId }, 201);
      },
    )
    .put(
      '/class/:id',
      auth.require('instructor', 'admin'),
      validate('param', classIdParamSchema),
      validate('json', classEditInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const modifiedCount = await editClass(
          db,
          now,
          callerOf(c),
          id,
          c.req.valid('json'),
          services.env.WAITLIST_OFFER_HOURS,
        );
        return c.json({ modifiedCount });
      },
    )
    .patch(
      '/class/:id',
      auth.require('admin'),
      validate('param', classIdParamSchema),
      validate('json', classReviewInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ modifiedCount: await reviewClass(db, now, id, c.req.valid('json')) });
      },
    )
    .delete('/class/:id', auth.require('admin'), validate('param', classIdParamSchema), async (c) =>
      c.json({ deletedCount: await deleteClass(db, c.req.valid('param').id) }),
    );
}
