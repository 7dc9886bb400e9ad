// An export's branch and days as SQL, and each row's moment in its branch's time. A day is the
// branch's own (decision 041): Riyadh's 1 March begins three hours after Dhaka's. A row of no
// branch (a class without a venue, a payment for classes of several) counts in the academy's own
// time zone, the one its receipt series counts years in.
import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { Temporal } from 'temporal-polyfill';
import { isVenue, VENUE_IDS, VENUES } from '#shared/classes/venues.ts';
import type { ExportQuery } from '#shared/schemas/exports.ts';
import { ACADEMY_TIME_ZONE } from '../payments/receipts.ts';

/** The time zone a row of this branch (a venue id, or none) counts its days in. */
export const timeZoneOfBranch = (venue: string | null | undefined): string =>
  isVenue(venue) ? VENUES[venue].timeZone : ACADEMY_TIME_ZONE;

/** The first instant of `day` in `timeZone`, as the ISO text the tables store. */
const startOfDay = (day: string, timeZone: string) =>
  new Date(
    Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).epochMilliseconds,
  ).toISOString();

/** From the first instant of `from` to the first instant after `to`, in `timeZone`. */
function boundsIn(timeZone: string, { from, to }: Pick<ExportQuery, 'from' | 'to'>) {
  const after = Temporal.PlainDate.from(to).add({ days: 1 }).toString();
  return { start: startOfDay(from, timeZone), end: startOfDay(after, timeZone) };
}

/**
 * The rows of the query's branch whose `at` falls on its days. For one branch: that venue and one
 * range. For all: each row's range by its venue (a CASE), inside the widest range, which an index
 * on `at` can read as one range.
 */
export function inBranchDays(query: ExportQuery, at: SQLiteColumn, venue: SQLiteColumn | SQL): SQL {
  if (query.branch !== 'all') {
    const { start, end } = boundsIn(VENUES[query.branch].timeZone, query);
    return and(sql`${venue} = ${query.branch}`, gte(at, start), lt(at, end))!;
  }
  const academy = boundsIn(ACADEMY_TIME_ZONE, query);
  const byVenue = VENUE_IDS.map((id) => ({ id, ...boundsIn(VENUES[id].timeZone, query) }));
  const all = [academy, ...byVenue];
  const widest = {
    start: all.reduce(
      (least, bounds) => (bounds.start < least ? bounds.start : least),
      academy.start,
    ),
    end: all.reduce((most, bounds) => (bounds.end > most ? bounds.end : most), academy.end),
  };
  const caseOf = (pick: 'start' | 'end') =>
    sql`case ${venue} ${sql.join(
      byVenue.map((bounds) => sql`when ${bounds.id} then ${bounds[pick]}`),
      sql` `,
    )} else ${academy[pick]} end`;
  return and(
    gte(at, widest.start),
    lt(at, widest.end),
    sql`${at} >= ${caseOf('start')}`,
    sql`${at} < ${caseOf('end')}`,
  )!;
}

const localFormats = new Map<string, Intl.DateTimeFormat>();

/** `iso` as the branch's wall clock, 'YYYY-MM-DD HH:MM:SS' (a spreadsheet reads it as a date). */
export function localTimeIn(timeZone: string, iso: string | null | undefined): string {
  if (!iso) return '';
  let format = localFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    localFormats.set(timeZone, format);
  }
  // Assembled from the parts: no locale's way of writing a date is relied on.
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(new Date(iso))) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
