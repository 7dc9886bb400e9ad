/**
 * The catalogue the /classes page shows for its filters. Once this device has the approved
 * classes saved (delta sync, get-classes.ts), every filter and sort runs on that copy with
 * filterCatalogue, online and offline alike: the same function the server's answers are held to
 * (shared/classes/catalogue-filter-cases.ts). Before that (a first visit), the server's filtered
 * first page stands in: embedded in the page's HTML, or asked for when the filters change.
 */
import * as React from 'react';
import { filterCatalogue } from '#shared/classes/catalogue-filter.ts';
import type { CatalogueFilters } from '#shared/schemas/class-filters.ts';
import { useApprovedClasses, useFirstClassesPage } from '../api/get-classes.ts';

export function useCatalogue(filters: CatalogueFilters) {
  const saved = useApprovedClasses();
  const all = saved.data?.classes;
  const firstPage = useFirstClassesPage(filters, all === undefined);
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
    /** True when `classes` is the whole answer, so its length is the count to tell. */
    complete: found !== undefined,
  };
}
