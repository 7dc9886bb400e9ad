// GET /api/reports/summary?branch=&from=&to=: the owner's report, for admins only. The period is
// months (YYYY-MM) in each branch's time zone; a bad filter is a 400 naming the field.
import { Hono } from 'hono';
import { reportQuerySchema, reportSchema } from '#shared/schemas/report.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { validate } from '../../lib/validate.ts';
import { createAuth } from '../../middleware/auth.ts';
import { reportSummary } from '../../services/reports/summary.ts';
import { describe, json, refused } from '../../lib/contract/describe.ts';

export function createReportRoutes(services: Services) {
  const auth = createAuth(services);

  return new Hono<AppEnv>().get(
    '/reports/summary',
    describe({
      summary: "The owner's report over a range of months and branches (admins)",
      tag: 'Reports',
      access: 'signed-in',
      responses: { 200: json(reportSchema, 'The report'), ...refused(400, 401, 403) },
    }),
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
