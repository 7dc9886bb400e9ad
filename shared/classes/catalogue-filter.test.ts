import { describe, expect, it } from 'vitest';
import { catalogueFiltersOf } from './catalogue-query.ts';
import { CASES_NOW, FILTER_CASES, fixtureClasses } from './catalogue-filter-cases.ts';
import { filterCatalogue } from './catalogue-filter.ts';

const classes = fixtureClasses();

describe('the catalogue filters on a saved copy', () => {
  it.each(FILTER_CASES)('?$query answers $expected', ({ query, expected }) => {
    const found = filterCatalogue(
      classes,
      catalogueFiltersOf(new URLSearchParams(query)),
      CASES_NOW,
    );
    expect(found.map((item) => item._id)).toEqual(expected);
  });
});
