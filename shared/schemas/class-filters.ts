// The API's validation of the catalogue's query (GET /api/class): the names, lists and reading of
// shared/classes/catalogue-query.ts, as zod fields, so a bad value is a 400 naming its field.
// catalogue-query.test.ts holds catalogueFiltersOf (the zod-free reading the app and the data
// pages use) to the same responses.
import { z } from 'zod';
import {
  AGE_FILTER_MAX,
  CATALOGUE_SORTS,
  DAY_NAMES,
  SEARCH_MAX_LENGTH,
  TIME_OF_DAY_NAMES,
  type CatalogueFilters,
  type TimeOfDay,
} from '../classes/catalogue-query.ts';
import { LEVELS } from '../classes/levels.ts';
import { SPORTS } from '../classes/sports.ts';
import { VENUE_IDS, type Venue } from '../classes/venues.ts';
import { PRICE_MAX } from '../validation-limits.ts';
import { validationMessage } from '../validation-messages.ts';
import { textField } from './common.ts';

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
  age: z.coerce
    .number({ error: validationMessage('validation_age_bound', { max: AGE_FILTER_MAX }) })
    .int(validationMessage('validation_age_bound', { max: AGE_FILTER_MAX }))
    .min(0, validationMessage('validation_age_bound', { max: AGE_FILTER_MAX }))
    .max(AGE_FILTER_MAX, validationMessage('validation_age_bound', { max: AGE_FILTER_MAX }))
    .optional(),
  day: z.enum(DAY_NAMES).optional(),
  time: z.enum(TIME_OF_DAY_NAMES as [TimeOfDay, ...TimeOfDay[]]).optional(),
  minPrice: priceBound.optional(),
  maxPrice: priceBound.optional(),
  /** 'available': only classes with a seat left. */
  seats: z.enum(['available']).optional(),
  sort: z.enum(CATALOGUE_SORTS).optional(),
} satisfies { [Name in keyof CatalogueFilters]-?: z.ZodType };

export const catalogueFiltersSchema = z.object(catalogueFilterFields);
