// A class's roster and one session's cancel or move, for the class's instructor and admins
// (api/services/roster.ts and session-changes.ts say what each does).
import { Hono } from 'hono';
import { classIdParamSchema } from '#shared/schemas/class.ts';
import {
  cancelSessionInputSchema,
  moveSessionInputSchema,
  sessionChangeResponseSchema,
  sessionParamSchema,
} from '#shared/schemas/session-change.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { readRoster } from '../../services/roster.ts';
import { cancelSession, moveSession } from '../../services/session-changes.ts';
import { rosterSchema } from '#shared/schemas/roster.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

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
      describe({
        summary:
          "A class's pass holders and its sessions with who checked in (its instructor, or an admin)",
        tag: 'Check-in',
        access: 'signed-in',
        responses: {
          200: json(
            rosterSchema,
            "The roster, a row per participant: an adult with their phone; a child with their age, the paying guardian's name and phone, and their medical notes and emergency contact (for this class's instructor and admins only)",
          ),
          ...refused(400, 401, 403, 404),
        },
      }),
      auth.require('instructor', 'admin'),
      validate('param', classIdParamSchema),
      async (c) => c.json(await readRoster(db, callerOf(c), c.req.valid('param').id, now())),
    )
    .post(
      '/class/:id/sessions/:sessionId/cancel',
      describe({
        summary: 'Cancel one session, with a reason',
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          200: json(sessionChangeResponseSchema, 'Cancelled'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
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
      describe({
        summary: 'Move one session, with a reason',
        tag: 'Classes',
        access: 'signed-in',
        responses: {
          200: json(sessionChangeResponseSchema, 'Moved'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
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
