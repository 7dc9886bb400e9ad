// What each catalogue filter and sort means, over classes as the wire carries them: the PWA runs
// it on its saved copy offline; the API applies the same filters in SQL
// (api/routes/classes/catalogue-query.ts), and one table of cases
// (shared/classes/catalogue-filter-cases.ts) holds the two to the same responses.
import type { Class } from '../schemas/class.ts';
import {
  DAY_NAMES,
  TIMES_OF_DAY,
  type CatalogueFilters,
  type CatalogueSort,
} from './catalogue-query.ts';
import { currencyOrDefault, priceBoundToMinorUnits, toMinorUnits } from '../money.ts';
import { sportSearchWords } from './class-texts.ts';
import { minutesOfDay } from './schedule.ts';
import { searchTextOf, searchWordsOf } from './search-text.ts';
import { isSport, type Sport } from './sports.ts';

/** A sport's names in both languages, folded: once per sport, not once per class. */
const sportTexts = new Map<Sport, string>();
function sportTextOf(sport: Sport): string {
  let text = sportTexts.get(sport);
  if (text === undefined) {
    text = searchTextOf(sportSearchWords(sport));
    sportTexts.set(sport, text);
  }
  return text;
}

/**
 * What a class is found by (the API stores the same text as classes.search_text, from
 * searchTextOf([name, instructor, ...sportSearchWords(sport)]): folded part by part, the same).
 */
export const searchTextOfClass = (item: Class) =>
  [searchTextOf([item.Name, item.IName]), isSport(item.sport) ? sportTextOf(item.sport) : '']
    .filter(Boolean)
    .join(' ');

/**
 * Where a class stands for "soonest": 0 not begun (its first session is still to come), 1 under
 * way, 2 over or without sessions. Classes sort by this, then by their first session.
 */
export function startRankOf(item: Pick<Class, 'firstSessionAt' | 'lastSessionAt'>, now: string) {
  if (!item.firstSessionAt || !item.lastSessionAt) return 2;
  if (item.firstSessionAt >= now) return 0;
  return item.lastSessionAt >= now ? 1 : 2;
}

/**
 * The search text of each class object, folded once: the saved copy's objects stay the same while
 * the reader changes filters, so typing in the search box does not fold 10,000 names per keystroke
 * (the browser benchmark, bench/). Weak: a replaced copy's texts go with it.
 */
const searchTexts = new WeakMap<Class, string>();
function foldedSearchTextOf(item: Class): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = searchTextOfClass(item);
    searchTexts.set(item, text);
  }
  return text;
}

/**
 * Folds the search text of these classes ahead of a search (the PWA calls it in idle slices once
 * its saved copy is loaded), so the first search does not pay for folding the whole catalogue.
 */
export function prepareSearch(classes: readonly Class[]): void {
  for (const item of classes) foldedSearchTextOf(item);
}

type Matcher = (item: Class) => boolean;

function matchersOf(filters: CatalogueFilters): Matcher[] {
  const matchers: Matcher[] = [];
  const words = filters.q ? searchWordsOf(filters.q) : [];
  if (words.length > 0) {
    matchers.push((item) => {
      const text = foldedSearchTextOf(item);
      return words.every((word) => text.includes(word));
    });
  }
  if (filters.sport) matchers.push((item) => item.sport === filters.sport);
  if (filters.level) matchers.push((item) => item.level === filters.level);
  if (filters.venue) matchers.push((item) => item.venue === filters.venue);
  if (filters.age !== undefined) {
    const age = filters.age;
    matchers.push((item) => (item.minAge ?? age) <= age && (item.maxAge ?? age) >= age);
  }
  if (filters.day) {
    const day = DAY_NAMES.indexOf(filters.day);
    matchers.push((item) => item.schedule?.weekdays.includes(day) ?? false);
  }
  if (filters.time) {
    const [from, to] = TIMES_OF_DAY[filters.time];
    matchers.push((item) => {
      if (!item.schedule) return false;
      const minute = minutesOfDay(item.schedule.startTime);
      return minute >= from && minute < to;
    });
  }
  // Compared in minor units, as the API stores prices, so 0.1 + 0.2 is never a bound's problem.
  if (filters.minPrice !== undefined) {
    const min = priceBoundToMinorUnits(filters.minPrice);
    matchers.push((item) => minorPriceOf(item) >= min);
  }
  if (filters.maxPrice !== undefined) {
    const max = priceBoundToMinorUnits(filters.maxPrice);
    matchers.push((item) => minorPriceOf(item) <= max);
  }
  if (filters.seats === 'available') matchers.push((item) => item.sets > 0);
  return matchers;
}

/** A class's price in its currency's minor unit, as the API stores and sorts it. */
const minorPriceOf = (item: Class) => toMinorUnits(item.price, currencyOrDefault(item.currency));

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The order of each sort; the id breaks every tie, as the API's keyset does. */
function comparatorOf(sort: CatalogueSort, now: string): (a: Class, b: Class) => number {
  switch (sort) {
    case 'popular':
      return (a, b) => b.enrolled - a.enrolled || byText(b._id, a._id);
    case 'price':
      return (a, b) => minorPriceOf(a) - minorPriceOf(b) || byText(a._id, b._id);
    case 'price-desc':
      return (a, b) => minorPriceOf(b) - minorPriceOf(a) || byText(b._id, a._id);
    case 'soonest':
      return (a, b) =>
        startRankOf(a, now) - startRankOf(b, now) ||
        byText(a.firstSessionAt ?? '', b.firstSessionAt ?? '') ||
        byText(a._id, b._id);
    case 'newest':
      return (a, b) => byText(b.createdAt ?? '', a.createdAt ?? '') || byText(b._id, a._id);
  }
}

/** The classes that pass every filter, in the filters' order. `now`: ISO-8601, for "soonest". */
export function filterCatalogue(
  classes: readonly Class[],
  filters: CatalogueFilters,
  now: string,
): Class[] {
  const matchers = matchersOf(filters);
  const found = classes.filter((item) => matchers.every((matches) => matches(item)));
  return found.sort(comparatorOf(filters.sort ?? 'newest', now));
}
