// The admins' CSV exports (decision 041): which records, which branch, which days. The same
// schema checks the PWA's form and GET /api/exports/<kind>.csv's query.
import { z } from 'zod';
import { VENUE_IDS, type Venue } from '../classes/venues.ts';
import { validationMessage } from '../validation-messages.ts';
import { calendarDate } from './schedule.ts';

export const EXPORT_KINDS = ['payments', 'enrollments', 'attendance', 'waitlists'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Every branch, or one (a venue id of shared/classes/venues.ts). */
export const EXPORT_BRANCHES = ['all', ...VENUE_IDS] as ['all', ...Venue[]];

/**
 * `from` and `to` are inclusive days in each row's branch's time zone (the academy's own, Dhaka's,
 * for a row of no branch), so a branch's day in the file is the day its desk saw.
 */
export const exportQuerySchema = z
  .object({
    branch: z.enum(EXPORT_BRANCHES, { error: validationMessage('validation_export_branch') }),
    from: calendarDate(validationMessage('validation_export_from')),
    to: calendarDate(validationMessage('validation_export_to')),
  })
  .refine((query) => query.from <= query.to, {
    path: ['to'],
    message: validationMessage('validation_export_range'),
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The file's name: the kind, the branch and the days, e.g. payments-dhaka-2026-01-01-2026-01-31.csv. */
export const exportFileName = ({ branch, from, to }: ExportQuery, kind: ExportKind) =>
  `${kind}-${branch}-${from}-${to}.csv`;

/** The PWA's export form: which records, and the query they are asked with. */
export const exportFormSchema = z.intersection(
  z.object({ kind: z.enum(EXPORT_KINDS) }),
  exportQuerySchema,
);
export type ExportForm = z.infer<typeof exportFormSchema>;
