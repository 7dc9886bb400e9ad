// The app reads a /classes URL without zod (catalogue-query.ts); the API validates the same query
// with zod (schemas/class-filters.ts). For any value of any filter, both readings must keep or
// drop it alike and read it as the same value, or a shared link would show one thing in the app
// and be answered another by the server.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFilterFields } from '../schemas/class-filters.ts';
import {
  CATALOGUE_FILTER_NAMES,
  CATALOGUE_SORTS,
  catalogueFiltersOf,
  catalogueSearchParams,
  DAY_NAMES,
} from './catalogue-query.ts';
import { SPORTS } from './sports.ts';

/** Values near the edges of each reading, and anything at all. */
const value = fc.oneof(
  fc.constantFrom(
    ...SPORTS,
    ...DAY_NAMES,
    ...CATALOGUE_SORTS,
    'beginner',
    'all',
    'dhaka',
    'kuala-lumpur',
    'morning',
    'evening',
    'available',
    '0',
    '10000',
    '10000.01',
    '-1',
    '1e3',
    '0x10',
    ' 5 ',
    'Infinity',
    'NaN',
    '  yoga ',
    'a\u0000b',
    '\uD800',
    'x'.repeat(100),
    'x'.repeat(101),
  ),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

/** The zod reading of one filter, '' counted as absent as the app counts it. */
function zodReading(name: (typeof CATALOGUE_FILTER_NAMES)[number], text: string) {
  if (text === '') return undefined;
  const parsed = catalogueFilterFields[name].safeParse(text);
  return parsed.success && parsed.data !== '' ? parsed.data : undefined;
}

describe('the app’s reading of a catalogue URL', () => {
  it('keeps and reads each value as the API’s validation does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CATALOGUE_FILTER_NAMES), value, (name, text) => {
        const read = catalogueFiltersOf(new URLSearchParams([[name, text]]))[name];
        expect(read).toEqual(zodReading(name, text));
      }),
      { numRuns: 2_000 },
    );
  });

  it('writes what it reads back to the same query', () => {
    const filters = catalogueFiltersOf(
      new URLSearchParams('sort=price&q=%20yoga%20&sport=yoga&bogus=1&day=funday&maxPrice=50'),
    );
    expect(filters).toEqual({ q: 'yoga', sport: 'yoga', maxPrice: 50, sort: 'price' });
    expect(catalogueSearchParams(filters).toString()).toBe(
      'q=yoga&sport=yoga&maxPrice=50&sort=price',
    );
  });
});
