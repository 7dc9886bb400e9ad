// Owner's reports for tests: one factory, so a field added to the report schema is added here once.
import type { Report } from '#shared/schemas/report.ts';

/** The report of every branch for September and October 2026, with nothing in it. */
export function anEmptyReport(): Report {
  return {
    branch: null,
    from: '2026-09',
    to: '2026-10',
    months: ['2026-09', '2026-10'],
    revenue: [],
    seatsByClass: [],
    seatsByBranch: [],
    attendance: [],
    waitlist: [],
    newStudents: [],
  };
}

/** Dhaka's September 2026 in taka: three payments, one of them partly refunded. */
export function dhakaSeptemberRevenue(): Report['revenue'][number] {
  return {
    branch: 'dhaka',
    month: '2026-09',
    currency: 'bdt',
    payments: 3,
    grossCents: 1_050_000,
    refundedCents: 350_000,
    netCents: 700_000,
  };
}
