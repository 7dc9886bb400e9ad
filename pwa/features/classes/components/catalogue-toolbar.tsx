import { SearchIcon, SlidersHorizontalIcon } from 'lucide-react';
import * as React from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CATALOGUE_SORTS, type CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import {
  Sheet,
  SheetClose,
  SheetContent,
  SheetTitle,
  SheetTrigger,
} from '#pwa/components/ui/sheet.tsx';
import { useLocalePath, useNumbers } from '#pwa/lib/i18n/locale.tsx';
import { paths } from '#shared/pages/page-table.ts';
import { CATALOGUE_FORM_ID, type SetFilter } from '../hooks/use-catalogue-filters.ts';
import { CatalogueFilterChips } from './catalogue-filter-chips.tsx';
import { CatalogueFilterFields } from './catalogue-filter-fields.tsx';
import { DraftInput } from './draft-input.tsx';
import { activeFiltersOf, SORT_NAMES } from './filter-texts.ts';

type ToolbarProps = {
  filters: CatalogueFilters;
  setFilter: SetFilter;
  clearAll: () => void;
  /** Applies what the form's fields hold (useCatalogueFilters). */
  submitForm: (form: HTMLFormElement) => void;
  /** How many classes match, when known (the whole response, not a first page). */
  count: number | undefined;
};

/**
 * The search box, the sort and the count, with the filters in a sheet on a phone (the sidebar
 * shows them on a wide screen). The count is a polite live region: "12 classes" is read out
 * after a change, without moving the focus. The search box's form is the catalogue's: the sort
 * and the sidebar's fields belong to it by its id, so without the app it is a GET of them all.
 */
export function CatalogueToolbar({
  filters,
  setFilter,
  clearAll,
  submitForm,
  count,
}: ToolbarProps) {
  // Fixed ids, not useId's: the server's render and the app's first must write the same DOM.
  const searchId = 'catalogue-search';
  const sortId = 'catalogue-sort';
  const { count: formatCount } = useNumbers();
  const active = activeFiltersOf(filters).length;
  const localePath = useLocalePath();
  return (
    <div className="space-y-3">
      <div className="flex gap-2">
        <form
          id={CATALOGUE_FORM_ID}
          role="search"
          method="get"
          action={localePath(paths.classes)}
          className="relative flex-1"
          onSubmit={(event) => {
            event.preventDefault();
            submitForm(event.currentTarget);
          }}
        >
          <label htmlFor={searchId} className="sr-only">
            {m.catalogue_search_label()}
          </label>
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
            aria-hidden="true"
          />
          <DraftInput
            id={searchId}
            name="q"
            type="search"
            className="pl-9"
            placeholder={m.catalogue_search_label()}
            value={filters.q ?? ''}
            onCommit={(text, options) => setFilter('q', text, options)}
          />
          {/* Enter submits a form of several text fields (the search, the prices) only when it
              has a submit button: this one is for that, not for the eye. */}
          <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only" />
        </form>
        <Sheet>
          <SheetTrigger>
            <Button
              variant="outline"
              className="h-11 lg:hidden"
              aria-label={active > 0 ? m.catalogue_filters_on({ count: active }) : undefined}
            >
              <SlidersHorizontalIcon aria-hidden="true" />
              {m.catalogue_filters()}
              {active > 0 && (
                <span
                  className="rounded-full bg-emerald-700 px-1.5 text-xs leading-5 text-white tabular"
                  aria-hidden="true"
                >
                  {formatCount(active)}
                </span>
              )}
            </Button>
          </SheetTrigger>
          <SheetContent className="overflow-y-auto">
            <SheetTitle>{m.catalogue_filters_title()}</SheetTitle>
            <CatalogueFilterFields
              filters={filters}
              setFilter={setFilter}
              idPrefix="catalogue-sheet"
            />
            <div className="mt-auto flex gap-2 pt-2">
              <Button variant="outline" className="flex-1" onClick={clearAll} disabled={!active}>
                {m.catalogue_clear_all()}
              </Button>
              <SheetClose>
                <Button className="flex-1">{m.catalogue_show_results()}</Button>
              </SheetClose>
            </div>
          </SheetContent>
        </Sheet>
      </div>
      <CatalogueFilterChips filters={filters} setFilter={setFilter} className="lg:hidden" />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm font-semibold text-slate-700">
          {count !== undefined &&
            (count === 1 ? m.catalogue_results_one : m.catalogue_results_other)({
              count: formatCount(count),
            })}
        </p>
        <div className="flex items-center gap-2">
          <label
            htmlFor={sortId}
            className="text-sm font-semibold whitespace-nowrap text-slate-700"
          >
            {m.catalogue_sort()}
          </label>
          <NativeSelect
            id={sortId}
            name="sort"
            form={CATALOGUE_FORM_ID}
            className="h-10 w-auto"
            value={filters.sort ?? 'newest'}
            onChange={(event) => setFilter('sort', event.target.value)}
          >
            {CATALOGUE_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {SORT_NAMES[sort]()}
              </option>
            ))}
          </NativeSelect>
          {/* Without scripts a changed sort or filter is sent by this button (or Enter). */}
          <Button
            type="submit"
            form={CATALOGUE_FORM_ID}
            variant="outline"
            className="hidden noscript:inline-flex"
          >
            {m.catalogue_show_results()}
          </Button>
        </div>
      </div>
    </div>
  );
}

/** The wide screen's sidebar: the same fields, always there. */
export function CatalogueSidebar({
  filters,
  setFilter,
  clearAll,
}: Omit<ToolbarProps, 'count' | 'submitForm'>) {
  const active = activeFiltersOf(filters).length;
  return (
    <aside aria-label={m.catalogue_filters()} className="hidden lg:block">
      <div className="sticky top-24 space-y-5 rounded-card border border-slate-200 bg-white p-5">
        <div className="flex items-center justify-between">
          <h2 className="text-base font-bold">{m.catalogue_filters()}</h2>
          {active > 0 && (
            <Button variant="link" size="sm" className="h-auto px-0" onClick={clearAll}>
              {m.catalogue_clear_all()}
            </Button>
          )}
        </div>
        <CatalogueFilterFields
          filters={filters}
          setFilter={setFilter}
          idPrefix="catalogue-sidebar"
          form={CATALOGUE_FORM_ID}
        />
      </div>
    </aside>
  );
}
