// The report's filters as the page's URL carries them (?branch=&from=&to=): what is there if
// valid, else the last six months of every branch, so a shared link opens the same report.
import { isVenue } from '#shared/classes/venues.ts';
import { monthsBetween, reportQuerySchema, type ReportQuery } from '#shared/schemas/report.ts';

/** How many months the period choices go back. */
export const MONTHS_OFFERED = 24;
const DEFAULT_MONTHS = 6;

const monthOf = (at: Date) => at.toISOString().slice(0, 7);

/** The month `count` months before `month`. */
function monthsBefore(month: string, count: number): string {
  const at = new Date(`${month}-15T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - count);
  return monthOf(at);
}

/** The months a period may start or end in, newest first. */
export function monthChoices(now: Date): string[] {
  const current = monthOf(now);
  return monthsBetween(monthsBefore(current, MONTHS_OFFERED - 1), current).reverse();
}

export function reportQueryOf(params: URLSearchParams, now: Date): ReportQuery {
  const to = monthOf(now);
  const fallback = { from: monthsBefore(to, DEFAULT_MONTHS - 1), to };
  const branch = params.get('branch');
  const parsed = reportQuerySchema.safeParse({
    from: params.get('from') ?? fallback.from,
    to: params.get('to') ?? fallback.to,
    ...(isVenue(branch) ? { branch } : {}),
  });
  if (parsed.success) return parsed.data;
  return { ...fallback, ...(isVenue(branch) ? { branch } : {}) };
}
