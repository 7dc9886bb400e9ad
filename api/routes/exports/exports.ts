// The admins' CSV exports (decision 041), each streamed a page at a time:
//   GET /api/exports/payments.csv     payments and refunds
//   GET /api/exports/enrollments.csv  enrollments
//   GET /api/exports/attendance.csv   each begun session's pass holders, checked in or not
//   GET /api/exports/waitlists.csv    waitlist entries and their states
// each with ?branch=all|<venue>&from=YYYY-MM-DD&to=YYYY-MM-DD (days in each branch's time zone).
// Admins only, as the admin screens they come from.
import { Hono } from 'hono';
import {
  exportFileName,
  exportQuerySchema,
  type ExportKind,
  type ExportQuery,
} from '#shared/schemas/exports.ts';
import type { Database } from '../../db/client.ts';
import type { AppEnv } from '../../lib/context.ts';
import type { Services } from '../../lib/app-services.ts';
import { bytes, describe, header, refused } from '../../lib/contract/describe.ts';
import { csvResponse } from '../../lib/csv-response.ts';
import { validate } from '../../lib/validate.ts';
import { createAuth } from '../../middleware/auth.ts';
import { attendanceExport } from '../../services/exports/attendance-export.ts';
import { enrollmentsExport } from '../../services/exports/enrollments-export.ts';
import type { ExportFile } from '../../services/exports/export-pages.ts';
import { paymentsExport } from '../../services/exports/payments-export.ts';
import { waitlistsExport } from '../../services/exports/waitlists-export.ts';

const EXPORTS: Record<ExportKind, (db: Database, query: ExportQuery, now: Date) => ExportFile> = {
  payments: paymentsExport,
  enrollments: enrollmentsExport,
  attendance: attendanceExport,
  waitlists: waitlistsExport,
};

export function createExportRoutes(services: Services) {
  const auth = createAuth(services);
  const admin = auth.require('admin');
  const query = validate('query', exportQuerySchema);
  const app = new Hono<AppEnv>();
  for (const kind of Object.keys(EXPORTS) as ExportKind[]) {
    const summary = `The ${kind} as a CSV file, over a range of dates and branches (admins)`;
    const described = describe({
      summary,
      tag: 'Reports',
      access: 'signed-in',
      responses: {
        200: bytes('text/csv', 'The CSV file', {
          'Content-Disposition': header('attachment, named by the kind, dates and branch'),
        }),
        ...refused(400, 401, 403),
      },
    });
    app.get(`/exports/${kind}.csv`, described, admin, query, (c) => {
      const asked = c.req.valid('query');
      const file = EXPORTS[kind](services.db, asked, services.now());
      return csvResponse(c, { name: exportFileName(asked, kind), ...file });
    });
  }
  return app;
}
