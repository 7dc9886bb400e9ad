/**
 * The catalogue's filters live in the URL (/classes?sport=yoga&day=fri): a link shares them, back
 * and forward walk through them, and a reload keeps them. Names and order are
 * shared/classes/catalogue-query.ts's; a value that is not valid is left out, as if not given.
 */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  catalogueFiltersOf,
  catalogueSearchParams,
  type CatalogueFilters,
} from '#shared/classes/catalogue-query.ts';

export type FilterName = keyof CatalogueFilters;

export type SetFilter = (
  name: FilterName,
  value: string | undefined,
  options?: { replace?: boolean },
) => void;

export function useCatalogueFilters() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  // Memoized on the query's text: the filtering below reruns only when a filter changes.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `params` is a new object each render
  const filters = React.useMemo(() => catalogueFiltersOf(params), [query]);

  // The query last asked for: navigations render as transitions, so a second change made before
  // the first one's render (a sort picked right after the search's pause) must build on it, not
  // on the filters this render still holds, or it would undo the first.
  const latest = React.useRef(query);
  React.useLayoutEffect(() => {
    latest.current = query;
  }, [query]);

  const replaceAll = React.useCallback(
    (next: CatalogueFilters, options: { replace?: boolean } = {}) => {
      // The canonical order: the same filters are the same URL (and the server's cache key).
      const params = catalogueSearchParams(next);
      latest.current = params.toString();
      setParams(params, { replace: options.replace });
    },
    [setParams],
  );

  /** Sets one filter from its text (as a control holds it); an invalid or empty value drops it. */
  const setFilter: SetFilter = React.useCallback(
    (name, value, options) => {
      const next = catalogueSearchParams(catalogueFiltersOf(new URLSearchParams(latest.current)));
      if (value === undefined || value.trim() === '') next.delete(name);
      else next.set(name, value);
      replaceAll(catalogueFiltersOf(next), options);
    },
    [replaceAll],
  );

  const clearAll = React.useCallback(() => {
    const { sort } = catalogueFiltersOf(new URLSearchParams(latest.current));
    replaceAll(sort ? { sort } : {});
  }, [replaceAll]);

  return { filters, setFilter, clearAll };
}
