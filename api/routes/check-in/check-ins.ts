// Passes and check-ins at the door (decision 025): the student's passes, and the instructor's
// (or an admin's) check-ins, idempotent on the phone's nonce so the offline outbox can resend.
import { Hono } from 'hono';
import { deletedCountSchema, idParamSchema } from '#shared/schemas/common.ts';
import { checkInResponseSchema, newCheckInSchema, passSchema } from '#shared/schemas/check-in.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { recordCheckIn, removeCheckIn } from '../../services/check-in/check-ins.ts';
import { activePassesOf } from '../../services/check-in/passes.ts';
import { z } from 'zod';
import { describe, json, refused } from '../../lib/contract/describe.ts';

export function createCheckInRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .get(
      '/passes',
      describe({
        summary: "The caller's passes, one per class paid for",
        tag: 'Check-in',
        access: 'signed-in',
        responses: { 200: json(z.array(passSchema), 'The passes'), ...refused(401, 403) },
      }),
      auth.require('student'),
      async (c) => {
        const { email, userId } = callerOf(c);
        return c.json(await activePassesOf(db, { email, userId }));
      },
    )
    .post(
      '/check-ins',
      describe({
        summary:
          "Check a student or a child in at a session (the phone's nonce makes a replay land once)",
        tag: 'Check-in',
        access: 'signed-in',
        responses: {
          201: json(
            checkInResponseSchema,
            "Checked in; a child's with their age, photo (with consent), medical notes and emergency contact",
          ),
          200: json(checkInResponseSchema, 'Already checked in'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      auth.require('instructor', 'admin'),
      validate('json', newCheckInSchema),
      async (c) => {
        const { response, created } = await recordCheckIn(
          db,
          now,
          callerOf(c),
          c.req.valid('json'),
        );
        return c.json(response, created ? 201 : 200);
      },
    )
    .delete(
      '/check-ins/:id',
      describe({
        summary: 'Undo a check-in',
        tag: 'Check-in',
        access: 'signed-in',
        responses: { 200: json(deletedCountSchema, 'Undone'), ...refused(400, 401, 403, 404, 409) },
      }),
      auth.require('instructor', 'admin'),
      validate('param', idParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json({ deletedCount: await removeCheckIn(db, now, callerOf(c), id) });
      },
    );
}
