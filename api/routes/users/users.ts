// Users: own record on sign-up, own role (in one answer, and as the original app's three checks),
// and the admin's user management. Recording and removing an account (uid, e-mail, what goes with
// it) live in api/services/accounts.ts.
import { Hono } from 'hono';
import { z } from 'zod';
import {
  deletedCountSchema,
  idParamSchema,
  insertedIdSchema,
  modifiedCountSchema,
} from '#shared/schemas/common.ts';
import { pageQuerySchema } from '#shared/schemas/page.ts';
import {
  emailParamSchema,
  newUserInputSchema,
  roleAnswerSchema,
  userPageSchema,
  userSchema,
  type UserPage,
  type UserRole,
} from '#shared/schemas/user.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';
import { users } from '../../db/schema.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import { newestFirst, readPage } from '../../lib/keyset-pages.ts';
import { validate } from '../../lib/validate.ts';
import { toWireUser } from '../../lib/wire.ts';
import { recordAccount, removeAccount, setRole } from '../../services/accounts.ts';

/** An admin makes someone `role`. */
const roleChange = (role: string) => ({
  summary: `Make a user ${role} (admins)`,
  tag: 'Users',
  access: 'signed-in' as const,
  responses: { 200: json(modifiedCountSchema, 'Changed'), ...refused(400, 401, 403, 404) },
});

export function createUserRoutes(services: Services) {
  const { db, env } = services;
  const auth = createAuth(services);

  async function changeRole(id: string, role: NonNullable<UserRole>) {
    const modifiedCount = await setRole(db, id, role);
    if (modifiedCount === 0) throw notFound('user_not_found');
    return { modifiedCount };
  }

  return new Hono<AppEnv>()
    .post(
      '/users',
      describe({
        summary: "Record the caller's own account at sign-up",
        tag: 'Users',
        access: 'signed-in',
        responses: {
          201: json(insertedIdSchema, 'Recorded'),
          200: json(z.object({ message: z.string() }), 'Already recorded'),
          ...refused(400, 401, 403),
        },
      }),
      auth.signedIn,
      validate('json', newUserInputSchema),
      async (c) => {
        const caller = callerOf(c);
        const body = c.req.valid('json');
        if (body.email.toLowerCase() !== caller.email) throw forbidden('own_user_record_only');
        if (caller.userId) return c.json({ message: 'user already exists' }, 200);
        const recorded = await recordAccount(db, env, caller, {
          name: body.name,
          photoUrl: body.photoURL ?? null,
        });
        if (!recorded) return c.json({ message: 'user already exists' }, 200);
        return c.json(recorded, 201);
      },
    )
    .get(
      '/users',
      describe({
        summary: 'Every user, newest first, or one page of them (admins)',
        tag: 'Users',
        access: 'signed-in',
        responses: {
          200: json(z.union([z.array(userSchema), userPageSchema]), 'The users'),
          ...refused(400, 401, 403),
        },
      }),
      auth.require('admin'),
      validate('query', pageQuerySchema),
      async (c) => {
        const { limit, after } = c.req.valid('query');
        if (limit === undefined) {
          const rows = await db
            .select()
            .from(users)
            .orderBy(...newestFirst(users));
          return c.json(rows.map(toWireUser));
        }
        const { rows, next } = await readPage(users, { limit, after }, (page) =>
          db
            .select()
            .from(users)
            .where(page.where)
            .orderBy(...page.orderBy)
            .limit(page.limit),
        );
        return c.json({ users: rows.map(toWireUser), next } satisfies UserPage);
      },
    )
    .get(
      '/users/role',
      describe({
        summary: "The caller's own role, which chooses their dashboard",
        tag: 'Users',
        access: 'signed-in',
        responses: {
          200: json(z.object({ role: roleAnswerSchema }), "The caller's role"),
          ...refused(401),
        },
      }),
      auth.signedIn,
      (c) => c.json({ role: callerOf(c).role }),
    )
    .get(
      '/users/admin/:email',
      describe({
        summary: 'Whether the caller (by their own e-mail) is an admin',
        tag: 'Users',
        access: 'signed-in',
        responses: {
          200: json(z.object({ admin: z.boolean() }), 'The answer'),
          ...refused(400, 401, 403),
        },
      }),
      auth.signedIn,
      validate('param', emailParamSchema),
      (c) => {
        const caller = callerOf(c);
        if (c.req.valid('param').email.toLowerCase() !== caller.email) {
          throw forbidden('own_email_only');
        }
        return c.json({ admin: caller.role === 'admin' });
      },
    )
    .get(
      '/users/instructor/:email',
      describe({
        summary: 'Whether the caller (by their own e-mail) is an instructor',
        tag: 'Users',
        access: 'signed-in',
        responses: {
          200: json(z.object({ instructor: z.boolean() }), 'The answer'),
          ...refused(400, 401, 403),
        },
      }),
      auth.signedIn,
      validate('param', emailParamSchema),
      (c) => {
        const caller = callerOf(c);
        if (c.req.valid('param').email.toLowerCase() !== caller.email) {
          throw forbidden('own_email_only');
        }
        return c.json({ instructor: caller.role === 'instructor' });
      },
    )
    .get(
      '/users/frontdesk/:email',
      describe({
        summary: 'Whether the caller (by their own e-mail) is the front desk',
        tag: 'Users',
        access: 'signed-in',
        responses: {
          200: json(z.object({ frontdesk: z.boolean() }), 'The answer'),
          ...refused(400, 401, 403),
        },
      }),
      auth.signedIn,
      validate('param', emailParamSchema),
      (c) => {
        const caller = callerOf(c);
        if (c.req.valid('param').email.toLowerCase() !== caller.email) {
          throw forbidden('own_email_only');
        }
        return c.json({ frontdesk: caller.role === 'frontdesk' });
      },
    )
    .patch(
      '/users/admin/:id',
      describe(roleChange('an admin')),
      auth.require('admin'),
      validate('param', idParamSchema),
      async (c) => c.json(await changeRole(c.req.valid('param').id, 'admin')),
    )
    .patch(
      '/users/instructor/:id',
      describe(roleChange('an instructor')),
      auth.require('admin'),
      validate('param', idParamSchema),
      async (c) => c.json(await changeRole(c.req.valid('param').id, 'instructor')),
    )
    .patch(
      '/users/frontdesk/:id',
      describe(roleChange('the front desk')),
      auth.require('admin'),
      validate('param', idParamSchema),
      async (c) => c.json(await changeRole(c.req.valid('param').id, 'frontdesk')),
    )
    .delete(
      '/users/:id',
      describe({
        summary: 'Remove an account and what goes with it (admins; never their own)',
        tag: 'Users',
        access: 'signed-in',
        responses: { 200: json(deletedCountSchema, 'Removed'), ...refused(400, 401, 403, 404) },
      }),
      auth.require('admin'),
      validate('param', idParamSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const admin = callerOf(c);
        if (id === admin.userId) throw forbidden('cannot_delete_self');
        const deletedCount = await removeAccount(
          db,
          id,
          admin.userId,
          services.env.WAITLIST_OFFER_HOURS,
          services.now,
        );
        if (deletedCount === 0) throw notFound('user_not_found');
        return c.json({ deletedCount });
      },
    );
}
