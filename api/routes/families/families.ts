// A student's family (decision 049): its members, guardians and invitations, for students; and the
// admins' search of families. What each may see or change is decided in api/services/families/.
// Adding a child is idempotent on the client's id, and removing one answers the same when sent
// again, so the outbox can resend.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  acceptInvitationInputSchema,
  adminFamiliesSchema,
  childChangesSchema,
  familyExportSchema,
  familyMemberSchema,
  familySchema,
  familySearchQuerySchema,
  newChildInputSchema,
  newInvitationInputSchema,
  newInvitationSchema,
  siblingDiscountInputSchema,
  siblingDiscountsSchema,
  venueParamSchema,
} from '#shared/schemas/family.ts';
import type { Services } from '../../lib/app-services.ts';
import type { AppEnv } from '../../lib/context.ts';
import { describe, header, json, refused } from '../../lib/contract/describe.ts';
import { notFound } from '../../lib/http-error.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import {
  acceptInvitation,
  addChild,
  familyExport,
  familyFor,
  findFamilies,
  inviteGuardian,
  removeChild,
  removeGuardian,
  updateMember,
  withdrawInvitation,
  type Guardian,
} from '../../services/families/families.ts';
import {
  setSiblingDiscount,
  siblingDiscountRules,
} from '../../services/payments/sibling-discounts.ts';

const doneSchema = z.object({ done: z.literal(true) });

/** The caller as a guardian: a student with an account recorded (POST /api/users made it). */
function guardianOf(c: Context<AppEnv>): Guardian {
  const caller = callerOf(c);
  if (!caller.userId) throw notFound('user_not_found');
  return { userId: caller.userId, name: caller.name ?? '', email: caller.email };
}

export function createFamilyRoutes(services: Services) {
  const { db, now } = services;
  const auth = createAuth(services);
  const students = auth.require('student');
  const admins = auth.require('admin');
  const tag = 'Families';
  const access = 'signed-in';

  return new Hono<AppEnv>()
    .get(
      '/family',
      describe({
        summary: "The caller's family: members, guardians and open invitations",
        tag,
        access,
        responses: { 200: json(familySchema, 'The family'), ...refused(401, 403, 404) },
      }),
      students,
      async (c) => c.json(await familyFor(db, guardianOf(c), now())),
    )
    .get(
      '/family/export',
      describe({
        summary: "Download the family's data and the caller's own taking part, as JSON",
        tag,
        access,
        responses: {
          200: json(familyExportSchema, 'The data', {
            'Content-Disposition': header('attachment, named by the date'),
          }),
          ...refused(401, 403, 404),
        },
      }),
      students,
      async (c) => {
        const data = await familyExport(db, guardianOf(c), now());
        return c.json(data, 200, {
          'Content-Disposition': `attachment; filename="family-data-${data.exportedAt.slice(0, 10)}.json"`,
          // Personal data: never kept by a shared cache.
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .get(
      '/families',
      describe({
        summary: 'Find families by a guardian or a child (admins)',
        tag,
        access,
        responses: {
          200: json(adminFamiliesSchema, 'The families found'),
          ...refused(400, 401, 403),
        },
      }),
      admins,
      validate('query', familySearchQuerySchema),
      async (c) => c.json(await findFamilies(db, c.req.valid('query').q)),
    )
    .post(
      '/family/members',
      describe({
        summary: "Add a child (the client's id makes a resend land once)",
        tag,
        access,
        responses: {
          201: json(familyMemberSchema, 'Added'),
          200: json(familyMemberSchema, 'Already added with this id'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      students,
      validate('json', newChildInputSchema),
      async (c) => {
        const { member, replayed } = await addChild(db, guardianOf(c), c.req.valid('json'));
        return c.json(member, replayed ? 200 : 201);
      },
    )
    .patch(
      '/family/members/:id',
      describe({
        summary: "Change a member's details",
        tag,
        access,
        responses: {
          200: json(familyMemberSchema, 'Changed'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      students,
      validate('param', idParamSchema),
      validate('json', childChangesSchema),
      async (c) =>
        c.json(await updateMember(db, guardianOf(c), c.req.valid('param').id, c.req.valid('json'))),
    )
    .delete(
      '/family/members/:id',
      describe({
        summary: 'Remove a child: their records stay, their personal details are erased',
        tag,
        access,
        responses: { 200: json(doneSchema, 'Removed'), ...refused(400, 401, 403, 404, 409) },
      }),
      students,
      validate('param', idParamSchema),
      async (c) => {
        await removeChild(db, guardianOf(c), c.req.valid('param').id);
        return c.json({ done: true as const });
      },
    )
    .post(
      '/family/invitations',
      describe({
        summary: 'Invite a second guardian: a link, shown once',
        tag,
        access,
        responses: { 201: json(newInvitationSchema, 'Made'), ...refused(400, 401, 403, 404) },
      }),
      students,
      validate('json', newInvitationInputSchema),
      async (c) =>
        c.json(await inviteGuardian(db, guardianOf(c), c.req.valid('json').email, now()), 201),
    )
    .delete(
      '/family/invitations/:id',
      describe({
        summary: 'Withdraw an invitation',
        tag,
        access,
        responses: { 200: json(doneSchema, 'Withdrawn'), ...refused(400, 401, 403, 404) },
      }),
      students,
      validate('param', idParamSchema),
      async (c) => {
        await withdrawInvitation(db, guardianOf(c), c.req.valid('param').id, now());
        return c.json({ done: true as const });
      },
    )
    .post(
      '/family/invitations/accept',
      describe({
        summary: "Become a guardian of the invitation's family",
        tag,
        access,
        responses: { 200: json(familySchema, 'Joined'), ...refused(400, 401, 403, 404, 409) },
      }),
      students,
      validate('json', acceptInvitationInputSchema),
      async (c) => {
        const guardian = guardianOf(c);
        await acceptInvitation(db, guardian, c.req.valid('json').token, now());
        return c.json(await familyFor(db, guardian, now()));
      },
    )
    .delete(
      '/family/guardians/:id',
      describe({
        summary: 'Remove a guardian from the family (your own id: leave it)',
        tag,
        access,
        responses: { 200: json(doneSchema, 'Removed'), ...refused(400, 401, 403, 404, 409) },
      }),
      students,
      validate('param', idParamSchema),
      async (c) => {
        await removeGuardian(db, guardianOf(c), c.req.valid('param').id);
        return c.json({ done: true as const });
      },
    )
    .get(
      '/sibling-discounts',
      describe({
        summary: "Each branch's sibling discount, 0 where there is none (admins)",
        tag,
        access,
        responses: { 200: json(siblingDiscountsSchema, 'The branches'), ...refused(401, 403) },
      }),
      admins,
      async (c) => c.json({ branches: await siblingDiscountRules(db) }),
    )
    .put(
      '/sibling-discounts/:venue',
      describe({
        summary: "Set a branch's sibling discount; 0 removes it (admins)",
        tag,
        access,
        responses: {
          200: json(siblingDiscountsSchema, 'Every branch, as set now'),
          ...refused(400, 401, 403),
        },
      }),
      admins,
      validate('param', venueParamSchema),
      validate('json', siblingDiscountInputSchema),
      async (c) => {
        const { venue } = c.req.valid('param');
        const { percent } = c.req.valid('json');
        await setSiblingDiscount(db, venue, percent, callerOf(c).email, now());
        return c.json({ branches: await siblingDiscountRules(db) });
      },
    );
}
