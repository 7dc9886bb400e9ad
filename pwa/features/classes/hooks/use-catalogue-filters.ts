/**
 * The catalogue's filters live in the URL (/classes?sport=yoga&day=fri): a link shares them, back
 * and forward walk through them, and a reload keeps them. Names and order are
 * shared/classes/catalogue-query.ts's; a value that is not valid is left out, as if not given.
 *
 * Their fields are one form of those names (a GET to the page itself), so they work before the
 * app has started, or without it: the server renders the page for the query the form sends. The
 * app takes over whatever was typed or chosen in the page's HTML before it started.
 */
import * as React from 'react';
import { useSearchParams } from 'react-router';
import {
  catalogueFiltersOf,
  catalogueSearchParams,
  type CatalogueFilters,
} from '#shared/classes/catalogue-query.ts';

export type FilterName = keyof CatalogueFilters;

/** The id of the catalogue's form: the search box's, which the sort and the sidebar's fields join. */
export const CATALOGUE_FORM_ID = 'catalogue-filters';

/** The filters the form's fields hold now, as its submission would send them. */
function filtersInForm(form: HTMLFormElement): CatalogueFilters {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form))
    if (typeof value === 'string') params.append(name, value);
  return catalogueFiltersOf(params);
}

const canonical = (filters: CatalogueFilters) => catalogueSearchParams(filters).toString();

type FormField = HTMLInputElement | HTMLSelectElement;

/** Whether the reader changed a field from what the page's HTML had in it. */
function changedInPage(field: FormField): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field.type === 'checkbox') return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/**
 * The URL's filters with what the reader typed or chose in the page's HTML form before the app
 * started (a slow connection), read as the app's first render runs (hydration has not touched the
 * fields yet); null when nothing was changed, or there is no such form (a page the app renders
 * itself). Only the changed fields count: the HTML may be a copy made for other filters (the
 * service worker's offline page).
 */
function typedBeforeStart(filters: CatalogueFilters): CatalogueFilters | null {
  if (typeof document === 'undefined') return null;
  const form = document.forms.namedItem(CATALOGUE_FORM_ID);
  if (!form) return null;
  const params = catalogueSearchParams(filters);
  let changed = false;
  for (const field of form.elements) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement)) continue;
    if (!field.name || !changedInPage(field)) continue;
    changed = true;
    const unchecked =
      field instanceof HTMLInputElement && field.type === 'checkbox' && !field.checked;
    const value = unchecked ? '' : field.value;
    if (value) params.set(field.name, value);
    else params.delete(field.name);
  }
  return changed ? catalogueFiltersOf(params) : null;
}

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

  // Once: what was typed before the app started is the search the reader meant.
  const [typed] = React.useState(() => typedBeforeStart(filters));
  React.useEffect(() => {
    if (typed) replaceAll(typed, { replace: true });
  }, [typed, replaceAll]);

  /** The form submitted (Enter, its button): its fields' filters, unless they are the URL's. */
  const submitForm = React.useCallback(
    (form: HTMLFormElement) => {
      const next = filtersInForm(form);
      if (canonical(next) !== canonical(catalogueFiltersOf(new URLSearchParams(latest.current))))
        replaceAll(next);
    },
    [replaceAll],
  );

  const clearAll = React.useCallback(() => {
    const { sort } = catalogueFiltersOf(new URLSearchParams(latest.current));
    replaceAll(sort ? { sort } : {});
  }, [replaceAll]);

  return { filters, setFilter, clearAll, submitForm };
}
