// The catalogue's search, filters and sort as a URL's query: one set of names for the /classes
// URL and for GET /api/class, so a shared link, the server's response, the server-rendered first
// screen and the filtered saved copy offline all read the same query. No zod: the app reads a
// /classes URL before its first paint (pwa/app/page-data.ts), and zod would triple that code.
// The API validates the same names with shared/schemas/class-filters.ts (built from the lists
// here; a property test holds the two readings to one response). What each filter means is
// catalogue-filter.ts (the saved copy's) and api/routes/classes/catalogue-query.ts (the SQL).
import { hasBrokenCharacter, hasControlCharacter, PRICE_MAX } from '../validation-limits.ts';
import { LEVELS, type Level } from './levels.ts';
import { SPORTS, type Sport } from './sports.ts';
import { VENUE_IDS, type Venue } from './venues.ts';

/** Days as the URL writes them; index = Date.getDay(). */
export const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type DayName = (typeof DAY_NAMES)[number];

/** Parts of the day by the session's start in its venue's time: [from, to) minutes after midnight. */
export const TIMES_OF_DAY = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 24 * 60],
} as const;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
export const TIME_OF_DAY_NAMES = Object.keys(TIMES_OF_DAY) as TimeOfDay[];

export const CATALOGUE_SORTS = ['newest', 'popular', 'price', 'price-desc', 'soonest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const SEARCH_MAX_LENGTH = 100;

/** The filters (all optional); together they narrow. */
export interface CatalogueFilters {
  q?: string | undefined;
  sport?: Sport | undefined;
  level?: Level | undefined;
  venue?: Venue | undefined;
  /** Classes that take someone of this age (their range holds it, or they set none). */
  age?: number | undefined;
  day?: DayName | undefined;
  time?: TimeOfDay | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  /** 'available': only classes with a seat left. */
  seats?: 'available' | undefined;
  sort?: CatalogueSort | undefined;
}
type FilterName = keyof CatalogueFilters;

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (text: string): T | undefined =>
    (values as readonly string[]).includes(text) ? (text as T) : undefined;

/** A price bound as a number, as the API reads it (Number's reading, 0–PRICE_MAX). */
const priceBound = (text: string): number | undefined => {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 && value <= PRICE_MAX ? value : undefined;
};

/** The oldest age the catalogue's filter asks about (the API's reading). */
export const AGE_FILTER_MAX = 99;

/** An age as a whole number of years, as the API reads it (Number's reading, 0–AGE_FILTER_MAX). */
const ageOf = (text: string): number | undefined => {
  const value = Number(text);
  return Number.isInteger(value) && value >= 0 && value <= AGE_FILTER_MAX ? value : undefined;
};

/** How each name's value is read: undefined for a value the API would refuse. */
const READERS: { [Name in FilterName]-?: (text: string) => CatalogueFilters[Name] } = {
  q: (text) => {
    const trimmed = text.trim();
    // As the API's textField reads it: trimmed, no control or broken characters.
    return trimmed.length <= SEARCH_MAX_LENGTH &&
      !hasControlCharacter(trimmed) &&
      !hasBrokenCharacter(trimmed)
      ? trimmed
      : undefined;
  },
  sport: oneOf(SPORTS),
  level: oneOf(LEVELS),
  venue: oneOf(VENUE_IDS),
  age: ageOf,
  day: oneOf(DAY_NAMES),
  time: oneOf(TIME_OF_DAY_NAMES),
  minPrice: priceBound,
  maxPrice: priceBound,
  seats: oneOf(['available'] as const),
  sort: oneOf(CATALOGUE_SORTS),
};

/** The names, in the one order a query string writes them. */
export const CATALOGUE_FILTER_NAMES = Object.keys(READERS) as FilterName[];

/** Does the query narrow or reorder the catalogue at all? */
export const hasCatalogueFilters = (filters: CatalogueFilters) =>
  CATALOGUE_FILTER_NAMES.some((name) => filters[name] !== undefined && filters[name] !== '');

/**
 * The query string of filters, in one order, without empty ones: the /classes URL, the API path
 * and the response cache's key are this same text for the same filters.
 */
export function catalogueSearchParams(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of CATALOGUE_FILTER_NAMES) {
    const value = filters[name];
    if (value === undefined || value === '') continue;
    if (name === 'sort' && value === 'newest') continue;
    params.set(name, String(value));
  }
  return params;
}

/** The filters a URL's query names; a value the API would refuse is left out (a link stays usable). */
export function catalogueFiltersOf(params: URLSearchParams): CatalogueFilters {
  const filters: Record<string, unknown> = {};
  for (const name of CATALOGUE_FILTER_NAMES) {
    const text = params.get(name);
    if (text === null || text === '') continue;
    const value = READERS[name](text);
    if (value !== undefined && value !== '') filters[name] = value;
  }
  return filters as CatalogueFilters;
}

/**
 * The API path of a filtered catalogue's first page: what /classes?<filters> is rendered with on
 * the server (its data page) and what the PWA asks before it has the catalogue saved. One text
 * for the same filters, so the server's embedded answer fills the client's query.
 */
export function catalogueFirstPagePath(filters: CatalogueFilters, limit: number): string {
  const params = catalogueSearchParams(filters);
  params.set('limit', String(limit));
  return `/api/class?${params.toString()}`;
}
