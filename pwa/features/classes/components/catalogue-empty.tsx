import { SearchXIcon } from 'lucide-react';
import * as React from 'react';
import { filterCatalogue } from '#shared/classes/catalogue-filter.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import type { Class } from '#shared/schemas/class.ts';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import type { SetFilter } from '../hooks/use-catalogue-filters.ts';
import { FilterChip } from './catalogue-filter-chips.tsx';
import { activeFiltersOf, filterName, type NarrowingFilter } from './filter-texts.ts';

type Suggestion = { name: NarrowingFilter; count: number | undefined };

/**
 * What to loosen when no class matches: each active filter as a button that removes it, those
 * whose removal would show the most classes first (counted on the saved copy when there is one),
 * and "Clear all".
 */
export function CatalogueEmpty({
  filters,
  all,
  setFilter,
  clearAll,
}: {
  filters: CatalogueFilters;
  all: readonly Class[] | undefined;
  setFilter: SetFilter;
  clearAll: () => void;
}) {
  const facts = useClassFacts();
  const format = useFormat();
  const suggestions = React.useMemo((): Suggestion[] => {
    const active = activeFiltersOf(filters);
    if (!all) return active.map((name) => ({ name, count: undefined }));
    const now = new Date().toISOString();
    return active
      .map((name) => ({
        name,
        count: filterCatalogue(all, { ...filters, [name]: undefined }, now).length,
      }))
      .sort((a, b) => b.count - a.count);
  }, [all, filters]);

  return (
    <EmptyState
      icon={<SearchXIcon />}
      title={m.catalogue_empty_title()}
      description={m.catalogue_empty_text()}
      action={
        <div className="flex max-w-xl flex-wrap justify-center gap-2">
          {suggestions.map(({ name, count }) => (
            <FilterChip
              key={name}
              label={filterName(name, filters, facts, format)}
              onRemove={() => setFilter(name, undefined)}
            >
              {count !== undefined && (
                <span className="text-slate-500 tabular">
                  ·{' '}
                  {(count === 1 ? m.catalogue_results_one : m.catalogue_results_other)({
                    count: format.count(count),
                  })}
                </span>
              )}
            </FilterChip>
          ))}
          {suggestions.length > 1 && (
            <Button size="sm" className="h-9 rounded-full" onClick={clearAll}>
              {m.catalogue_clear_all()}
            </Button>
          )}
        </div>
      }
    />
  );
}
