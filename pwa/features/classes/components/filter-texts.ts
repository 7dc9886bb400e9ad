// The words for the catalogue's filters in the reader's language: the controls' options and the
// short name of an active filter (the empty result's "remove" buttons).
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  DAY_NAMES,
  type CatalogueFilters,
  type CatalogueSort,
  type TimeOfDay,
} from '#shared/classes/catalogue-query.ts';
import type { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import type { useFormat } from '#pwa/lib/i18n/use-format.ts';

export const TIME_NAMES: Record<TimeOfDay, () => string> = {
  morning: m.catalogue_time_morning,
  afternoon: m.catalogue_time_afternoon,
  evening: m.catalogue_time_evening,
};

export const SORT_NAMES: Record<CatalogueSort, () => string> = {
  newest: m.catalogue_sort_newest,
  popular: m.catalogue_sort_popular,
  price: m.catalogue_sort_price,
  'price-desc': m.catalogue_sort_price_desc,
  soonest: m.catalogue_sort_soonest,
};

/** The filters that narrow (sort only reorders). */
export const NARROWING_FILTERS = [
  'q',
  'sport',
  'level',
  'venue',
  'age',
  'day',
  'time',
  'minPrice',
  'maxPrice',
  'seats',
] as const satisfies readonly (keyof CatalogueFilters)[];
export type NarrowingFilter = (typeof NARROWING_FILTERS)[number];

export const activeFiltersOf = (filters: CatalogueFilters): NarrowingFilter[] =>
  NARROWING_FILTERS.filter((name) => filters[name] !== undefined);

/** "Yoga", "Friday", "Evening", "Up to $30", "“swim”". */
export function filterName(
  name: NarrowingFilter,
  filters: CatalogueFilters,
  facts: ReturnType<typeof useClassFacts>,
  format: ReturnType<typeof useFormat>,
): string {
  switch (name) {
    case 'q':
      return m.catalogue_chip_search({ text: filters.q ?? '' });
    case 'sport':
      return facts.sport(filters.sport) ?? '';
    case 'level':
      return facts.level(filters.level) ?? '';
    case 'venue':
      return facts.venue(filters.venue) ?? '';
    case 'age':
      return m.catalogue_chip_age({ age: format.count(filters.age ?? 0) });
    case 'day':
      return filters.day ? format.weekday(DAY_NAMES.indexOf(filters.day)) : '';
    case 'time':
      return filters.time ? TIME_NAMES[filters.time]() : '';
    case 'minPrice':
      // A bound is compared with each class's price in its own currency: it is a plain number.
      return m.catalogue_chip_min_price({ price: format.number(filters.minPrice ?? 0) });
    case 'maxPrice':
      return m.catalogue_chip_max_price({ price: format.number(filters.maxPrice ?? 0) });
    case 'seats':
      return m.catalogue_chip_seats();
  }
}
