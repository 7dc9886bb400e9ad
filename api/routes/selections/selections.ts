// A student's selected (not yet paid) classes. The rules of selecting and removing live in
// api/services/selections.ts; POST is idempotent on the client's UUID so the PWA's offline
// outbox can resend freely.
import { Hono } from 'hono';
import { idParamSchema } from '#shared/schemas/common.ts';
import { newSelectionInputSchema, selectionListQuerySchema } from '#shared/schemas/selection.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { forbidden } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { prepareSelectionList, removeSelection, selectClass } from '../../services/selections.ts';

export function createSelectionRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const selectionsOf = prepareSelectionList(db);

  return new Hono<AppEnv>()
    .post(
      '/select',
      auth.require('student'),
      validate('json', newSelectionInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        if (body.email !== undefined && body.email.toLowerCase() !== caller.email) {
          throw forbidden('select_for_yourself_only');
        }
        const { insertedId, replayed } = await selectClass(db, now, caller.email, {
          id: body._id,
          classId: body.selectedClassId,
        });
        return c.json({ insertedId }, replayed ? 200 : 201);
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
          throw forbidden('own_selections_only');
        }
        return c.json(await selectionsOf(caller.email));
      },
    )
    .delete('/select/:id', auth.require('student'), validate('param', idParamSchema), async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ deletedCount: await removeSelection(db, now, callerOf(c).email, id) });
    });
}
