// A class's roster and one session's cancel or move, for the class's instructor and admins
// (api/services/roster.ts and session-changes.ts say what each does).
import { Hono } from 'hono';
import { classIdParamSchema } from '#shared/schemas/class.ts';
import {
  cancelSessionInputSchema,
  moveSessionInputSchema,
  sessionParamSchema,
} from '#shared/schemas/session-change.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { readRoster } from '../../services/roster.ts';
import { cancelSession, moveSession } from '../../services/session-changes.ts';

export function createRosterRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const target = (param: { id: string; sessionId: string }) => ({
    classId: param.id,
    sessionId: param.sessionId,
  });

  return new Hono<AppEnv>()
    .get(
      '/class/:id/roster',
      auth.require('instructor', 'admin'),
      validate('param', classIdParamSchema),
      async (c) => c.json(await readRoster(db, callerOf(c), c.req.valid('param').id)),
    )
    .post(
      '/class/:id/sessions/:sessionId/cancel',
      auth.require('instructor', 'admin'),
      validate('param', sessionParamSchema),
      validate('json', cancelSessionInputSchema),
      async (c) => {
        const session = await cancelSession(
          db,
          now,
          callerOf(c),
          target(c.req.valid('param')),
          c.req.valid('json'),
        );
        return c.json({ session });
      },
    )
    .post(
      '/class/:id/sessions/:sessionId/move',
      auth.require('instructor', 'admin'),
      validate('param', sessionParamSchema),
      validate('json', moveSessionInputSchema),
      async (c) => {
        const session = await moveSession(
          db,
          now,
          callerOf(c),
          target(c.req.valid('param')),
          c.req.valid('json'),
        );
        return c.json({ session });
      },
    );
}
