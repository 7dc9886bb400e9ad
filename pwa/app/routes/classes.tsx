import { DumbbellIcon } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { FIRST_PAGE_SIZE } from '#shared/pages/page-table.ts';
import type { Class } from '#shared/schemas/class.ts';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { OfflineNote } from '#pwa/components/feedback/offline-note.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { CatalogueEmpty } from '#pwa/features/classes/components/catalogue-empty.tsx';
import {
  CatalogueSidebar,
  CatalogueToolbar,
} from '#pwa/features/classes/components/catalogue-toolbar.tsx';
import { activeFiltersOf } from '#pwa/features/classes/components/filter-texts.ts';
import { useCatalogue } from '#pwa/features/classes/hooks/use-catalogue.ts';
import { useCatalogueFilters } from '#pwa/features/classes/hooks/use-catalogue-filters.ts';
import { ClassCard } from '#pwa/features/classes/components/class-card.tsx';
import { ClassGridSkeleton } from '#pwa/features/classes/components/class-grid-skeleton.tsx';
import { useVisibleCount } from '#pwa/features/classes/components/use-visible-count.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useApiErrorMessage } from '#pwa/lib/api/use-api-error-message.ts';
import { useSavedAt } from '#pwa/lib/storage/use-saved-at.ts';
import { CardAction } from '#pwa/app/class-action.tsx';
import { PageHead } from '#pwa/components/layout/page-head.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { withElement } from '#pwa/lib/i18n/with-element.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';

/**
 * /classes: 'Choose Your Interest', the approved classes with the Select rules, searched, filtered
 * and sorted by the URL's query (the filters run on the saved copy, features/classes/hooks).
 */
export function Component() {
  const { filters, setFilter, clearAll, submitForm } = useCatalogueFilters();
  const { saved: query, all, classes: found, complete } = useCatalogue(filters);
  // useQuery hands the catalogue over in a synchronous render (useSyncExternalStore), in which the
  // cards, each with its Select button's queries, were one long task (Total Blocking Time,
  // decision 012). Deferred, that render keeps the skeleton and React
  // renders the cards right after as a transition, in slices that let the browser respond.
  const classes = useDeferredValue(found);
  const errorMessage = useApiErrorMessage(query.error);
  const savedAt = useSavedAt(query);
  const total = classes?.length ?? 0;
  const { visible, hasMore, showMore, sentinel } = useVisibleCount(total, FIRST_PAGE_SIZE);
  const format = useFormat();
  const narrowed = activeFiltersOf(filters).length > 0;
  return (
    <div className="bg-slate-50">
      <PageHead
        title={m.meta_page_title({ page: m.meta_classes_title() })}
        description={m.meta_classes_description()}
      />
      <section className="border-b border-slate-200 bg-white">
        <div className="container-page flex flex-wrap items-end justify-between gap-4 py-10 sm:py-12">
          <div>
            <p className="text-sm font-bold tracking-widest text-emerald-700 uppercase">
              {m.classes_eyebrow()}
            </p>
            <h1 className="mt-2 text-3xl sm:text-4xl">{m.classes_heading()}</h1>
            <p className="mt-3 max-w-2xl text-slate-600">{m.classes_intro()}</p>
          </div>
          {/*
            Its room is kept while loading, so the list does not move down when it arrives. Shown
            as loading only once the app has started: a visitor's page waits for their intent
            (decision 053), and until then nothing is loading it.
          */}
          {query.isPending && (
            <Skeleton className="h-8 w-36 rounded-full [:root:not([data-app-started])_&]:invisible" />
          )}
          {all && all.length > 0 && (
            <p className="rounded-full bg-emerald-50 px-4 py-1.5 text-sm font-semibold text-emerald-800">
              <OpenCount count={all.length} format={format.count} />
            </p>
          )}
        </div>
      </section>
      <div className="container-page grid items-start gap-8 py-8 sm:py-12 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <CatalogueSidebar filters={filters} setFilter={setFilter} clearAll={clearAll} />
        <div className="space-y-6">
          <CatalogueToolbar
            filters={filters}
            setFilter={setFilter}
            clearAll={clearAll}
            submitForm={submitForm}
            count={complete ? found?.length : undefined}
          />
          {savedAt && <OfflineNote savedAt={savedAt} />}
          {query.isPending && !found ? (
            <ClassGridSkeleton />
          ) : query.isError && !found ? (
            <ErrorState
              title={m.classes_load_error()}
              message={errorMessage}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : found?.length === 0 && narrowed ? (
            <CatalogueEmpty filters={filters} all={all} setFilter={setFilter} clearAll={clearAll} />
          ) : found?.length === 0 ? (
            <EmptyState
              icon={<DumbbellIcon />}
              title={m.classes_empty_title()}
              description={m.classes_empty_text()}
            />
          ) : classes ? (
            <>
              <ClassList classes={classes} visible={visible} />
              {hasMore && (
                <div ref={sentinel} className="flex justify-center">
                  <Button variant="outline" onClick={showMore}>
                    {m.classes_show_more()}
                  </Button>
                </div>
              )}
            </>
          ) : (
            <ClassGridSkeleton />
          )}
        </div>
      </div>
    </div>
  );
}

/** '12 classes open', the number in the reader's digits and styled as a figure. */
function OpenCount({ count, format }: { count: number; format: (value: number) => string }) {
  const message = count === 1 ? m.classes_open_one : m.classes_open_other;
  return withElement(
    (marker) => message({ count: marker }),
    <span className="tabular">{format(count)}</span>,
  );
}

/** Memoized: the urgent render that precedes a deferred one does not render the old cards again. */
const ClassList = memo(function ClassList({
  classes,
  visible,
}: {
  classes: readonly Class[];
  visible: number;
}) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {classes.slice(0, visible).map((item, index) => (
        <li key={item._id}>
          <ClassCard item={item} eager={index < 3} action={<CardAction item={item} />} />
        </li>
      ))}
    </ul>
  );
});
