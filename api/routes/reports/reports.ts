// GET /api/reports/summary?branch=&from=&to=: the owner's report, for admins only. The period is
// months (YYYY-MM) in each branch's time zone; a bad filter is a 400 naming the field.
import { Hono } from 'hono';
import { reportQuerySchema } from '#shared/schemas/report.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { createAuth } from '../../middleware/auth.ts';
import { reportSummary } from '../../services/reports/summary.ts';

export function createReportRoutes(services: Services) {
  const auth = createAuth(services);

  return new Hono<AppEnv>().get(
    '/reports/summary',
    auth.require('admin'),
    validate('query', reportQuerySchema),
    async (c) => {
      const report = await reportSummary(services.db, c.req.valid('query'), services.now());
      // The books of the whole academy: never kept by a shared cache.
      c.header('Cache-Control', 'private, no-store');
      return c.json(report);
    },
  );
}
