// A student's selected (not yet paid) classes. The rules of selecting and removing live in
// api/services/selections.ts; POST is idempotent on the client's UUID so the PWA's offline
// outbox can resend freely.
import { Hono } from 'hono';
import { z } from 'zod';
import { deletedCountSchema, idParamSchema, insertedIdSchema } from '#shared/schemas/common.ts';
import {
  newSelectionInputSchema,
  selectionListQuerySchema,
  selectionSchema,
} from '#shared/schemas/selection.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { forbidden } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { prepareSelectionList, removeSelection, selectClass } from '../../services/selections.ts';

export function createSelectionRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const selectionsOf = prepareSelectionList(db, now);

  return new Hono<AppEnv>()
    .post(
      '/select',
      describe({
        summary: "Select a class (the client's id makes a resend land once)",
        tag: 'Selections',
        access: 'signed-in',
        responses: {
          201: json(insertedIdSchema, 'Selected'),
          200: json(insertedIdSchema, 'Already selected with this id: the same selection'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      auth.require('student'),
      validate('json', newSelectionInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        if (body.email !== undefined && body.email.toLowerCase() !== caller.email) {
          throw forbidden('select_for_yourself_only');
        }
        const account = { email: caller.email, userId: caller.userId, name: caller.name ?? '' };
        const { insertedId, replayed } = await selectClass(db, now, account, {
          id: body._id,
          classId: body.selectedClassId,
          participantId: body.participantId ?? undefined,
        });
        return c.json({ insertedId }, replayed ? 200 : 201);
      },
    )
    .get(
      '/select',
      describe({
        summary: "The caller's selected classes, not yet paid",
        tag: 'Selections',
        access: 'signed-in',
        responses: {
          200: json(z.array(selectionSchema), 'The selections'),
          ...refused(400, 401, 403),
        },
      }),
      auth.require('student'),
      validate('query', selectionListQuerySchema),
      async (c) => {
        const caller = callerOf(c);
        const { email } = c.req.valid('query');
        if (email !== undefined && email.toLowerCase() !== caller.email) {
          throw forbidden('own_selections_only');
        }
        return c.json(await selectionsOf(caller.email));
      },
    )
    .delete(
      '/select/:id',
      describe({
        summary: "Remove one of the caller's selections (0 when it was not theirs or is gone)",
        tag: 'Selections',
        access: 'signed-in',
        responses: { 200: json(deletedCountSchema, 'Removed'), ...refused(400, 401, 403) },
      }),
      auth.require('student'),
      validate('param', idParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ deletedCount: await removeSelection(db, now, callerOf(c).email, id) });
      },
    );
}
