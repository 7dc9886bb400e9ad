// The catalogue's search, filters and sorts as SQL over the classes rows: GET /api/class's plain
// list and its keyset pages, in every view (public catalogue, an admin's status, `mine=true`).
// What each one means is shared/classes/catalogue-filter.ts (the saved copy's filter, offline);
// this is the same meaning over the columns the class writes keep (api/services/class-schedule.ts:
// search_text, weekday_bits, start_minute, first/last_session_at), and one table of cases
// (shared/classes/catalogue-filter-cases.ts) holds the two to the same responses
// (catalogue-filter.test.ts, api/test/outside/catalogue-filters.test.ts).
import { and, eq, gt, gte, lt, sql, type SQL } from 'drizzle-orm';
import { searchWordsOf } from '#shared/classes/search-text.ts';
import { priceBoundToMinorUnits } from '#shared/money.ts';
import {
  CATALOGUE_FILTER_NAMES,
  DAY_NAMES,
  TIMES_OF_DAY,
  catalogueSearchParams,
  type CatalogueFilters,
} from '#shared/classes/catalogue-query.ts';
import { validationRefusal } from '#shared/validation-messages.ts';
import { classes } from '../../db/schema.ts';
import { invalidFields } from '../../lib/http-error.ts';
import { newestFirstOrder, parsePageCursor, type PageOrder } from '../../lib/keyset-pages.ts';

type ClassRow = typeof classes.$inferSelect;

/** The filter fields of a query (its other fields, as status or limit, left out). */
export function catalogueFiltersIn(query: CatalogueFilters): CatalogueFilters {
  const filters: Record<string, unknown> = {};
  for (const name of CATALOGUE_FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return filters as CatalogueFilters;
}

/** A LIKE pattern finding `word` anywhere, its own % and _ taken as themselves. */
const containsPattern = (word: string) => `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The rows passing every filter (undefined: no filter). */
export function catalogueWhere(filters: CatalogueFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  // Each word anywhere in the folded text; the words are folded the same way (search-text.ts).
  for (const word of filters.q ? searchWordsOf(filters.q) : []) {
    conditions.push(sql`${classes.searchText} like ${containsPattern(word)} escape '\\'`);
  }
  if (filters.sport) conditions.push(eq(classes.sport, filters.sport));
  if (filters.level) conditions.push(eq(classes.level, filters.level));
  if (filters.venue) conditions.push(eq(classes.venue, filters.venue));
  if (filters.age !== undefined) {
    // A bound not set takes every age on its side.
    conditions.push(
      sql`(${classes.minAge} is null or ${classes.minAge} <= ${filters.age})`,
      sql`(${classes.maxAge} is null or ${classes.maxAge} >= ${filters.age})`,
    );
  }
  if (filters.day) {
    const bit = 1 << DAY_NAMES.indexOf(filters.day);
    conditions.push(sql`(${classes.weekdayBits} & ${bit}) != 0`);
  }
  if (filters.time) {
    // A class without a schedule has no start minute (null) and passes no time of day.
    const [from, to] = TIMES_OF_DAY[filters.time];
    conditions.push(gte(classes.startMinute, from), lt(classes.startMinute, to));
  }
  // A price bound looks selective to SQLite's planner, which would then take the price index and
  // sort every row in range; unless the sort is by price, `+` keeps it a plain filter so the
  // sort's own index (newest, popular, soonest) gives the rows in order, a page's worth read.
  const price =
    filters.sort === 'price' || filters.sort === 'price-desc'
      ? classes.priceCents
      : sql`+${classes.priceCents}`;
  if (filters.minPrice !== undefined) {
    conditions.push(sql`${price} >= ${priceBoundToMinorUnits(filters.minPrice)}`);
  }
  if (filters.maxPrice !== undefined) {
    conditions.push(sql`${price} <= ${priceBoundToMinorUnits(filters.maxPrice)}`);
  }
  if (filters.seats === 'available') conditions.push(gt(classes.seats, 0));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * A short, stable name of a set of filters (FNV-1a of its canonical query): a page cursor carries
 * it, so a cursor made for other filters is refused rather than read as a position in these.
 */
function filtersHash(filters: CatalogueFilters): string {
  let hash = 0x811c9dc5;
  for (const char of catalogueSearchParams(filters).toString()) {
    hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** An instant truncated to its minute, ISO-8601: "soonest" ranks at this, and its responses are cached per minute. */
const MINUTE_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/;
export const minuteOf = (now: Date) =>
  new Date(Math.floor(now.getTime() / 60_000) * 60_000).toISOString();

const id: PageOrder<ClassRow>['keys'][number] = {
  expression: classes.id,
  kind: 'text',
  of: (row) => row.id,
};

/** Where a class stands at `now` for "soonest": as startRankOf (shared/classes/catalogue-filter.ts). */
const startRank = (now: string) => sql`(case
  when ${classes.firstSessionAt} is null or ${classes.lastSessionAt} is null then 2
  when ${classes.firstSessionAt} >= ${now} then 0
  when ${classes.lastSessionAt} >= ${now} then 1
  else 2 end)`;

function startRankOf(row: ClassRow, now: string): number {
  if (row.firstSessionAt === null || row.lastSessionAt === null) return 2;
  if (row.firstSessionAt >= now) return 0;
  return row.lastSessionAt >= now ? 1 : 2;
}

/**
 * The order of the filters' sort, the id breaking every tie, as catalogue-filter.ts's comparators.
 * `now` is read only by "soonest": the minute of the walk's first page (its cursor carries it, so
 * a class starting between two pages is neither shown twice nor skipped).
 */
export function catalogueOrder(filters: CatalogueFilters, now: string): PageOrder<ClassRow> {
  const sort = filters.sort ?? 'newest';
  const narrowed = catalogueSearchParams(filters).size > 0;
  const tag = `${sort}.${filtersHash(filters)}`;
  switch (sort) {
    case 'newest':
      // Unfiltered, the plain lists' order and cursors (any page handed out before sorts works).
      return newestFirstOrder<ClassRow>(classes, narrowed ? tag : '');
    case 'popular':
      return {
        tag,
        direction: 'desc',
        keys: [{ expression: classes.enrolled, kind: 'integer', of: (row) => row.enrolled }, id],
      };
    case 'price':
    case 'price-desc':
      return {
        tag,
        direction: sort === 'price' ? 'asc' : 'desc',
        keys: [
          { expression: classes.priceCents, kind: 'integer', of: (row) => row.priceCents },
          id,
        ],
      };
    case 'soonest': {
      const first = classes.firstSessionAt;
      const last = classes.lastSessionAt;
      return {
        tag,
        pin: now,
        direction: 'asc',
        keys: [
          { expression: startRank(now), kind: 'integer', of: (row) => startRankOf(row, now) },
          // No session sorts as '' (before any), as catalogue-filter.ts reads it; SQLite puts
          // nulls first too, so the index on first_session_at holds the order.
          {
            expression: first,
            kind: 'text',
            nullable: true,
            of: (row) => row.firstSessionAt ?? '',
          },
          id,
        ],
        // Each rank apart, as its own index range on (status, first_session_at, id).
        ranks: [
          sql`${first} >= ${now} and ${last} is not null`,
          sql`${first} < ${now} and ${last} >= ${now}`,
          sql`(${first} is null or ${last} is null or (${first} < ${now} and ${last} < ${now}))`,
        ],
      };
    }
  }
}

/**
 * The moment a read ranks "soonest" at: a later page's, the minute its walk began (the cursor's
 * pin); else this minute. Other sorts do not read it.
 */
export function rankingMoment(filters: CatalogueFilters, after: string | undefined, now: Date) {
  if (filters.sort !== 'soonest') return '';
  if (after === undefined) return minuteOf(now);
  const { pin } = parsePageCursor(after);
  // Only a minute this API wrote (a cursor of another sort is refused by its tag later).
  if (pin === '' || MINUTE_PATTERN.test(pin)) return pin || minuteOf(now);
  throw invalidFields({ after: validationRefusal('validation_page_cursor_invalid') });
}
