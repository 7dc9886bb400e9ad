// GET /api/timetable: the signed-in student's own sessions ("My timetable"). Whose they are comes
// from the access token alone; the address takes no input (an `email` in the query, a forwarded
// header change nothing). Sent with an ETag: the PWA asks again at every visit, and an unchanged
// timetable returns 304 with no body.
import { Hono } from 'hono';
import { timetableSchema } from '#shared/schemas/timetable.ts';
import { describe, empty, header, json, refused } from '../../lib/contract/describe.ts';
import { matchesEtag } from '../../lib/response-cache.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { sha256Hex } from '#shared/hex.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { prepareTimetable } from '../../services/timetable.ts';

export function createTimetableRoutes(services: Services) {
  const auth = createAuth(services);
  const timetableOf = prepareTimetable(services.db);

  return new Hono<AppEnv>().get(
    '/timetable',
    describe({
      summary: "The signed-in student's sessions, from a week back",
      tag: 'Timetable',
      access: 'signed-in',
      responses: {
        200: json(timetableSchema, 'The sessions', { ETag: header("The timetable's version") }),
        304: empty('Unchanged since that ETag'),
        ...refused(401, 403),
      },
    }),
    auth.require('student'),
    async (c) => {
      const { email, userId } = callerOf(c);
      const body = JSON.stringify(await timetableOf({ email, userId }, services.now()));
      const etag = `W/"${(await sha256Hex(body)).slice(0, 32)}"`;
      // Private: a shared cache must never hand one student's timetable to another.
      c.header('Cache-Control', 'private, no-cache');
      c.header('ETag', etag);
      c.header('Vary', 'Authorization');
      if (matchesEtag(c.req.header('If-None-Match'), etag)) return c.body(null, 304);
      return c.body(body, 200, { 'Content-Type': 'application/json' });
    },
  );
}
