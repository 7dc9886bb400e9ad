// Classes: the public catalogue, instructors' own classes, and the admin's review. What a write
// may do is api/services/classes.ts; who reads which classes is class-views.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  classDeltaSchema,
  classEditInputSchema,
  classIdParamSchema,
  classListQuerySchema,
  classPageSchema,
  classReviewInputSchema,
  classSchema,
  newClassInputSchema,
} from '#shared/schemas/class.ts';
import {
  deletedCountSchema,
  insertedIdSchema,
  modifiedCountSchema,
} from '#shared/schemas/common.ts';
import { describe, empty, header, json, refused } from '../../lib/contract/describe.ts';
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
  const catalogueResponse = createCatalogueReads(services);

  return new Hono<AppEnv>()
    .get(
      '/class',
      describe({
        summary: "The catalogue, an instructor's own classes or the admin's review",
        description:
          'Without `limit` or `since`: every class of the view. With `limit`: one page. With ' +
          '`since`: what changed since that cursor. The public catalogue is sent with an ETag.',
        tag: 'Classes',
        access: 'optional',
        responses: {
          200: json(
            z.union([z.array(classSchema), classPageSchema, classDeltaSchema]),
            'The classes, a page of them, or what changed',
            { ETag: header("The public catalogue's version") },
          ),
          304: empty('The public catalogue is unchanged since that ETag'),
          ...refused(400, 401),
        },
      }),
      auth.optional,
      validate('query', classListQuerySchema),
      async (c) => {
        const query = c.req.valid('query');
        const view = classViewFor(query, c.get('caller'));
        if (view.isPublicCatalogue) return catalogueResponse(c, query, view);
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
      },
    )
    .post(
      '/class',
      describe({
        summary: "Add a class (instructors; it waits for an admin's review)",
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          201: json(insertedIdSchema, 'Added'),
          ...refused(400, 401, 403, 409),
        },
      }),
      auth.require('instructor', 'admin'),
      validate('json', newClassInputSchema),
      async (c) => {
        const insertedId = await addClass(db, now, callerOf(c), c.req.valid('json'));
        return c.json({ insertedId }, 201);
      },
    )
    .put(
      '/class/:id',
      describe({
        summary: 'Edit a class (its instructor, or an admin)',
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          200: json(modifiedCountSchema, 'Edited'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
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
      describe({
        summary: 'Approve or deny a class, with feedback (admins)',
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          200: json(modifiedCountSchema, 'Reviewed (0 when no such class)'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      auth.require('admin'),
      validate('param', classIdParamSchema),
      validate('json', classReviewInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ modifiedCount: await reviewClass(db, now, id, c.req.valid('json')) });
      },
    )
    .delete(
      '/class/:id',
      describe({
        summary: 'Delete a class (admins)',
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          200: json(deletedCountSchema, 'Deleted (0 when no such class)'),
          ...refused(400, 401, 403, 409),
        },
      }),
      auth.require('admin'),
      validate('param', classIdParamSchema),
      async (c) => c.json({ deletedCount: await deleteClass(db, c.req.valid('param').id) }),
    );
}
