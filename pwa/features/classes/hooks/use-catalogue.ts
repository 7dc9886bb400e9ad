/**
 * The catalogue the /classes page shows for its filters. Once this device has the approved
 * classes saved (delta sync, get-classes.ts), every filter and sort runs on that copy with
 * filterCatalogue, online and offline alike: the same function the server's responses are held to
 * (shared/classes/catalogue-filter-cases.ts). Before that (a first visit), the server's filtered
 * first page stands in: embedded in the page's HTML, or asked for when the filters change.
 */
import * as React from 'react';
import { filterCatalogue, prepareSearch } from '#shared/classes/catalogue-filter.ts';
import type { Class } from '#shared/schemas/class.ts';
import type { CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import { useAfterIdle, whenIdle } from '#pwa/lib/timing/idle.ts';
import { useApprovedClasses } from '../api/get-classes.ts';
import { useFirstClassesPage } from '../api/get-first-classes-page.ts';

export function useCatalogue(filters: CatalogueFilters) {
  // The sync waits for the first idle moment: the first screen is there already (the server's
  // first page, in the HTML or asked for below), and opening IndexedDB and writing the catalogue
  // beside the page's start made long tasks before the first tap could be answered.
  const saved = useApprovedClasses({ enabled: useAfterIdle() });
  const all = saved.data?.classes;
  const firstPage = useFirstClassesPage(filters, all === undefined);
  usePreparedSearch(all);
  const found = React.useMemo(
    () => (all ? filterCatalogue(all, filters, new Date().toISOString()) : undefined),
    [all, filters],
  );
  return {
    /** The saved catalogue's query (loading, error, savedAt). */
    saved,
    /** Every saved class: what the suggestions for an empty result count on. */
    all,
    /** The classes to show: all that match, or the server's first page of them. */
    classes: found ?? firstPage.data?.classes,
    /** True when `classes` is the whole response, so its length is the count to tell. */
    complete: found !== undefined,
  };
}

/**
 * Classes folded per idle slice: a few milliseconds at a phone's speed
 * (bench/lib/browser-filter.ts).
 */
const PREPARE_SLICE = 250;

/**
 * Folds the saved copy's search text while the browser is idle, so the first search does not
 * fold every saved name at once (a long task with a large catalogue). A search typed before it is
 * done
 * folds the rest itself: the result is the same either way.
 */
function usePreparedSearch(classes: readonly Class[] | undefined) {
  React.useEffect(() => {
    if (!classes || classes.length === 0) return;
    let next = 0;
    let cancel = () => {};
    const step = () => {
      prepareSearch(classes.slice(next, next + PREPARE_SLICE));
      next += PREPARE_SLICE;
      if (next < classes.length) cancel = whenIdle(step);
    };
    cancel = whenIdle(step);
    return () => cancel();
  }, [classes]);
}
