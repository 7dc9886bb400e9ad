// Waitlists over the API (decision 026): a student joins a full class's line, sees their places
// and leaves (declining an offer); a class's instructor or an admin sees its line. The rules are
// api/services/waitlist/; the wire is shared/schemas/waitlist.ts.
import { Hono } from 'hono';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  classWaitlistLineSchema,
  joinWaitlistSchema,
  waitlistEntrySchema,
} from '#shared/schemas/waitlist.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import {
  classLine,
  joinWaitlist,
  leaveWaitlist,
  waitlistOf,
} from '../../services/waitlist/line.ts';
import { z } from 'zod';
import { describe, json, refused } from '../../lib/contract/describe.ts';

export function createWaitlistRoutes(services: Services) {
  const { db, now } = services;
  const offerHours = services.env.WAITLIST_OFFER_HOURS;
  const auth = createAuth(services);

  return new Hono<AppEnv>()
    .post(
      '/waitlist',
      describe({
        summary:
          "Join a full class's waitlist, for the caller or a child of their family (the client's id makes a resend land once)",
        tag: 'Waitlist',
        access: 'signed-in',
        responses: {
          201: json(waitlistEntrySchema, 'In line'),
          200: json(waitlistEntrySchema, 'Already in line with this id'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      auth.require('student'),
      validate('json', joinWaitlistSchema),
      async (c) => {
        const caller = callerOf(c);
        const account = { email: caller.email, userId: caller.userId, name: caller.name ?? '' };
        const { entry, created } = await joinWaitlist(db, now, account, c.req.valid('json'));
        return c.json(entry, created ? 201 : 200);
      },
    )
    .get(
      '/waitlist',
      describe({
        summary: "The family's places in waitlists (the caller's and their children's), and offers",
        tag: 'Waitlist',
        access: 'signed-in',
        responses: { 200: json(z.array(waitlistEntrySchema), 'The entries'), ...refused(401, 403) },
      }),
      auth.require('student'),
      async (c) => c.json(await waitlistOf(db, callerOf(c))),
    )
    .delete(
      '/waitlist/:id',
      describe({
        summary: 'Leave a waitlist, or decline its offer',
        tag: 'Waitlist',
        access: 'signed-in',
        responses: { 200: json(waitlistEntrySchema, 'Left'), ...refused(400, 401, 403, 404, 409) },
      }),
      auth.require('student'),
      validate('param', idParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await leaveWaitlist(db, now, callerOf(c), id, offerHours));
      },
    )
    .get(
      '/class/:id/waitlist',
      describe({
        summary: "A class's waitlist (its instructor, or an admin)",
        tag: 'Waitlist',
        access: 'signed-in',
        responses: {
          200: json(z.array(classWaitlistLineSchema), 'The line'),
          ...refused(400, 401, 403, 404),
        },
      }),
      auth.require('instructor', 'admin'),
      validate('param', idParamSchema),
      async (c) => c.json(await classLine(db, callerOf(c), c.req.valid('param').id)),
    );
}
