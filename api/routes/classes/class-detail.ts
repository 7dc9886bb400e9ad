// GET /api/class/:id: one class with its sessions, for its page (/classes/:id). An approved class
// is everyone's to read; a pending or Denied one only its instructor's (by e-mail) and the
// admins'. Anyone else gets the same 404 as for an id that does not exist, so the ids of classes
// nobody approved do not leak.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { classDetailSchema, classIdParamSchema, type ClassDetail } from '#shared/schemas/class.ts';
import type { ClassSession } from '#shared/schemas/schedule.ts';
import { classes } from '../../db/schema.ts';
import type { AppEnv, Caller } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { toWireClass } from '../../lib/wire.ts';
import { createAuth } from '../../middleware/auth.ts';
import { sessionsOfClasses } from '../../services/class-schedule.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

type ClassRow = typeof classes.$inferSelect;

/** Who may read a class (its page, its calendar file): see above. */
export function mayReadClass(row: ClassRow, caller: Caller | null): boolean {
  if (row.status === 'approved') return true;
  return caller !== null && (caller.role === 'admin' || caller.email === row.instructorEmail);
}

export function createClassDetailRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);

  return new Hono<AppEnv>().get(
    '/class/:id',
    describe({
      summary: "One class with its sessions (an unapproved one: its instructor's and admins' only)",
      tag: 'Classes',
      access: 'optional',
      responses: { 200: json(classDetailSchema, 'The class'), ...refused(400, 401, 404) },
    }),
    auth.optional,
    validate('param', classIdParamSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
      const caller = c.get('caller');
      if (!row || !mayReadClass(row, caller)) throw notFound('class_not_found');
      const sessions: ClassSession[] = (await sessionsOfClasses(db, [row.id])).map(
        ({ id: sessionId, startsAt, endsAt, status }) => ({
          id: sessionId,
          startsAt,
          endsAt,
          status,
        }),
      );
      const nowIso = now().toISOString();
      const sessionsLeft = sessions.filter(
        (session) => session.status === 'scheduled' && session.startsAt > nowIso,
      ).length;
      const detail: ClassDetail = { ...toWireClass(row), sessions, sessionsLeft };
      // Asked about again each time (seats and sessions change); an unapproved class's response is
      // its instructor's or an admin's only, so no shared cache may keep it.
      c.header('Cache-Control', row.status === 'approved' ? 'no-cache' : 'private, no-store');
      c.header('Vary', 'Authorization');
      return c.json(detail);
    },
  );
}
