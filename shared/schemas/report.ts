// GET /api/reports/summary (admins): the owner's report of the academy's books, per branch and
// month. Money is integers in each currency's minor unit beside its currency, never summed across
// currencies; a month is a calendar month in the branch's time zone.
import { z } from 'zod';
import { VENUE_IDS, type Venue } from '../classes/venues.ts';
import { CURRENCIES } from '../money.ts';
import { validationMessage } from '../validation-messages.ts';

/** The months a report may name: none before the academy kept books, none past this century. */
export const REPORT_FIRST_MONTH = '2000-01';
export const REPORT_LAST_MONTH = '2099-12';
/** The longest period one report covers. */
export const REPORT_MAX_MONTHS = 24;

const MONTH_MESSAGE = validationMessage('validation_report_month');
const monthField = z
  .string({ error: MONTH_MESSAGE })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, MONTH_MESSAGE)
  .refine((month) => month >= REPORT_FIRST_MONTH && month <= REPORT_LAST_MONTH, MONTH_MESSAGE);

/** 'YYYY-MM' as a count of months, for the period's length. */
const monthIndex = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

/** The months from `from` to `to`, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let index = monthIndex(from); index <= monthIndex(to); index += 1) {
    const year = Math.floor(index / 12);
    months.push(`${year}-${String((index % 12) + 1).padStart(2, '0')}`);
  }
  return months;
}

export const reportQuerySchema = z
  .object({
    /** One branch, or every branch when left out. */
    branch: z
      .enum(VENUE_IDS as [Venue, ...Venue[]], { error: validationMessage('validation_venue') })
      .optional(),
    from: monthField,
    to: monthField,
  })
  .refine(
    (query) =>
      monthIndex(query.from) <= monthIndex(query.to) &&
      monthIndex(query.to) - monthIndex(query.from) < REPORT_MAX_MONTHS,
    {
      message: validationMessage('validation_report_period', { max: REPORT_MAX_MONTHS }),
      path: ['to'],
    },
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const branch = z.enum(VENUE_IDS as [Venue, ...Venue[]]);
const count = z.number().int().nonnegative();
const month = z.string();

export const reportSchema = z.object({
  branch: branch.nullable(),
  from: month,
  to: month,
  /** Every month of the period, oldest first. */
  months: z.array(month),
  /**
   * Money in and out per branch, month and currency: `gross` paid, `refunded` in that month,
   * `net` the difference (below zero when more went back than came in). `branch` null: payments
   * for classes of more than one branch (the academy's own receipts).
   */
  revenue: z.array(
    z.object({
      branch: branch.nullable(),
      month,
      currency: z.enum(CURRENCIES),
      payments: count,
      grossCents: z.number().int(),
      refundedCents: z.number().int(),
      netCents: z.number().int(),
    }),
  ),
  /** Approved classes meeting in the period: seats taken of all seats (`capacity`). */
  seatsByClass: z.array(
    z.object({
      branch,
      classId: z.string(),
      className: z.string(),
      enrolled: count,
      capacity: count,
    }),
  ),
  seatsByBranch: z.array(z.object({ branch, enrolled: count, capacity: count })),
  /** Past sessions' check-ins of the students enrolled by then (`expected`). */
  attendance: z.array(z.object({ branch, month, checkIns: count, expected: count })),
  /** Waitlist places made in the period, and those that never became a seat. */
  waitlist: z.array(
    z.object({
      branch,
      classId: z.string(),
      className: z.string(),
      entries: count,
      withoutSeat: count,
    }),
  ),
  /** Students whose first enrollment at the branch falls in the month. */
  newStudents: z.array(z.object({ branch, month, students: count })),
});
export type Report = z.infer<typeof reportSchema>;
