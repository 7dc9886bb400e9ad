// The front desk's routes (decision 040): the roster and the search of students, and payments
// taken at the desk, recorded and refunded. The front desk and admins only. Mounted by the
// payment routes, whose dependencies (the providers, the clock) a desk payment shares.
import { Hono } from 'hono';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  deskPaymentInputSchema,
  deskRefundInputSchema,
  deskSearchQuerySchema,
  type DeskRoster,
} from '#shared/schemas/desk.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { callerOf, createAuth } from '../../middleware/auth.ts';
import { recordDeskPayment, refundDeskPayment } from '../../services/desk/desk-payments.ts';
import { deskRoster, searchStudents } from '../../services/desk/desk-students.ts';
import type { PaymentDeps } from '../../services/payments/provider.ts';

export function createDeskRoutes(services: Services, deps: PaymentDeps) {
  const deskStaff = createAuth(services).require('admin', 'frontdesk');
  return new Hono<AppEnv>()
    .get('/desk/roster', deskStaff, async (c) =>
      c.json({ students: await deskRoster(services.db) } satisfies DeskRoster),
    )
    .get('/desk/students', deskStaff, validate('query', deskSearchQuerySchema), async (c) =>
      c.json(await searchStudents(services.db, c.req.valid('query').q)),
    )
    .post('/desk/payments', deskStaff, validate('json', deskPaymentInputSchema), async (c) => {
      const result = await recordDeskPayment(deps, callerOf(c).userId, c.req.valid('json'));
      return c.json(result, result.replayed ? 200 : 201);
    })
    .post(
      '/desk/payments/:id/refund',
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
