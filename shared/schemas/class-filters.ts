// The catalogue's search, filters and sort: one set of names for the /classes URL and for
// GET /api/class, so a shared link, the server's answer, the server-rendered first screen and
// the filtered saved copy offline all read the same query. What each filter means is
// shared/classes/catalogue-filter.ts (the saved copy's) and api/routes/classes/catalogue-query.ts
// (the server's SQL); one table of cases holds them to the same answers.
import { z } from 'zod';
import { LEVELS } from '../classes/levels.ts';
import { SPORTS } from '../classes/sports.ts';
import { VENUE_IDS, type Venue } from '../classes/venues.ts';
import { PRICE_MAX } from '../validation.ts';
import { validationMessage } from '../validation-messages.ts';
import { textField } from './common.ts';

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

export const CATALOGUE_SORTS = ['newest', 'popular', 'price', 'price-desc', 'soonest'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const SEARCH_MAX_LENGTH = 100;

const priceBound = z.coerce
  .number({ error: validationMessage('validation_price_invalid', { max: PRICE_MAX }) })
  .min(0, validationMessage('validation_price_invalid', { max: PRICE_MAX }))
  .max(PRICE_MAX, validationMessage('validation_price_invalid', { max: PRICE_MAX }));

/** The query fields (all optional); each is a filter, and together they narrow. */
export const catalogueFilterFields = {
  q: textField('search').max(SEARCH_MAX_LENGTH).optional(),
  sport: z.enum(SPORTS, { error: validationMessage('validation_sport') }).optional(),
  level: z.enum(LEVELS, { error: validationMessage('validation_level') }).optional(),
  venue: z
    .enum(VENUE_IDS as [Venue, ...Venue[]], { error: validationMessage('validation_venue') })
    .optional(),
  day: z.enum(DAY_NAMES).optional(),
  time: z.enum(Object.keys(TIMES_OF_DAY) as [TimeOfDay, ...TimeOfDay[]]).optional(),
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  /** 'available': only classes with a seat left. */
  seats: z.enum(['available']).optional(),
  sort: z.enum(CATALOGUE_SORTS).optional(),
};

export const catalogueFiltersSchema = z.object(catalogueFilterFields);
export type CatalogueFilters = z.infer<typeof catalogueFiltersSchema>;
export const CATALOGUE_FILTER_NAMES = Object.keys(
  catalogueFilterFields,
) as (keyof CatalogueFilters)[];

/** Does the query narrow or reorder the catalogue at all? */
export const hasCatalogueFilters = (filters: CatalogueFilters) =>
  CATALOGUE_FILTER_NAMES.some((name) => filters[name] !== undefined && filters[name] !== '');

/**
 * The query string of filters, in one order, without empty ones: the /classes URL, the API path
 * and the answer cache's key are this same text for the same filters.
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

/** The filters a URL's query names; a value that is not valid is left out (a link stays usable). */
export function catalogueFiltersOf(params: URLSearchParams): CatalogueFilters {
  const filters: Record<string, unknown> = {};
  for (const name of CATALOGUE_FILTER_NAMES) {
    const value = params.get(name);
    if (value === null || value === '') continue;
    const parsed = catalogueFilterFields[name].safeParse(value);
    if (parsed.success) filters[name] = parsed.data;
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
