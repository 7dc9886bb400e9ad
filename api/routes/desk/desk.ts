// The front desk's routes (decision 040): the roster and the search of students (with their
// families' children, whom the desk may sell a class to), and payments taken at the desk, quoted,
// recorded and refunded. The front desk and admins only: a child's name leaves the server here
// for nobody else. Mounted by the payment routes, whose dependencies (the providers, the clock) a
// desk payment shares.
import { Hono } from 'hono';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  deskPaymentInputSchema,
  deskPaymentResultSchema,
  deskQuoteInputSchema,
  deskQuoteSchema,
  deskRosterSchema,
  deskStudentSchema,
  deskRefundInputSchema,
  deskSearchQuerySchema,
  type DeskRoster,
} from '#shared/schemas/desk.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import {
  quoteDeskPayment,
  recordDeskPayment,
  refundDeskPayment,
} from '../../services/desk/desk-payments.ts';
import { deskRoster, searchStudents } from '../../services/desk/desk-students.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';
import { z } from 'zod';
import { paymentRefundResultSchema } from '#shared/schemas/payment.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

export function createDeskRoutes(services: Services, deps: PaymentDeps) {
  const deskStaff = createAuth(services).require('admin', 'frontdesk');
  return new Hono<AppEnv>()
    .get(
      '/desk/roster',
      describe({
        summary: "Every student and their family's children, for the front desk (the desk, admins)",
        tag: 'Desk',
        access: 'signed-in',
        responses: { 200: json(deskRosterSchema, 'The students'), ...refused(401, 403) },
      }),
      deskStaff,
      async (c) =>
        c.json({ students: await deskRoster(services.db, deps.now()) } satisfies DeskRoster),
    )
    .get(
      '/desk/students',
      describe({
        summary: 'Students by name, e-mail or phone (the desk, admins)',
        tag: 'Desk',
        access: 'signed-in',
        responses: {
          200: json(z.array(deskStudentSchema), 'The students found'),
          ...refused(400, 401, 403),
        },
      }),
      deskStaff,
      validate('query', deskSearchQuerySchema),
      async (c) => c.json(await searchStudents(services.db, c.req.valid('query').q, deps.now())),
    )
    .post(
      '/desk/payments/quote',
      describe({
        summary: 'Price a desk payment before taking the money: the total and sibling discount',
        tag: 'Desk',
        access: 'signed-in',
        responses: {
          200: json(deskQuoteSchema, 'What to take'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      deskStaff,
      validate('json', deskQuoteInputSchema),
      async (c) => c.json(await quoteDeskPayment(deps, c.req.valid('json'))),
    )
    .post(
      '/desk/payments',
      describe({
        summary: 'Record a payment taken at the desk, in cash or by transfer',
        tag: 'Desk',
        access: 'signed-in',
        responses: {
          201: json(deskPaymentResultSchema, 'Recorded'),
          200: json(deskPaymentResultSchema, 'Already recorded with this id'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      deskStaff,
      validate('json', deskPaymentInputSchema),
      async (c) => {
        const result = await recordDeskPayment(deps, callerOf(c).userId, c.req.valid('json'));
        return c.json(result, result.replayed ? 200 : 201);
      },
    )
    .post(
      '/desk/payments/:id/refund',
      describe({
        summary: 'Refund classes of a desk payment',
        tag: 'Desk',
        access: 'signed-in',
        responses: {
          200: json(paymentRefundResultSchema, 'Refunded'),
          ...refused(400, 401, 403, 404, 409),
        },
      }),
      deskStaff,
      validate('param', idParamSchema),
      validate('json', deskRefundInputSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { classIds } = c.req.valid('json');
        return c.json(await refundDeskPayment(deps, id, classIds, callerOf(c).userId));
      },
    );
}
