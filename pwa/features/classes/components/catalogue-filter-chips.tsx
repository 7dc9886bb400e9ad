// The active filters as chips, each a button that removes it: on a phone the filters sit in a
// sheet, so without these the only sign of them would be a count on its button.
import { XIcon } from 'lucide-react';
import type * as React from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import type { SetFilter } from '../hooks/use-catalogue-filters.ts';
import { activeFiltersOf, filterName } from './filter-texts.ts';

/** One filter as a chip: its short name ("Yoga", "Up to $30"), then what pressing it does. */
export function FilterChip({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  /** Shown after the name, e.g. how many classes its removal would show. */
  children?: React.ReactNode;
}) {
  return (
    <Button variant="outline" size="sm" className="h-9 rounded-full" onClick={onRemove}>
      {label} {children}{' '}
      {/* After the visible words, so the button's name starts with what it shows. */}
      <span className="sr-only">{m.catalogue_remove_filter_plain()}</span>
      <XIcon aria-hidden="true" />
    </Button>
  );
}

/**
 * The filters on, below the search box on screens where the sidebar is not shown. The search
 * itself is not one: the box shows it.
 */
export function CatalogueFilterChips({
  filters,
  setFilter,
  className,
}: {
  filters: CatalogueFilters;
  setFilter: SetFilter;
  className?: string;
}) {
  const facts = useClassFacts();
  const format = useFormat();
  const active = activeFiltersOf(filters).filter((name) => name !== 'q');
  if (active.length === 0) return null;
  return (
    <ul aria-label={m.catalogue_filters_active()} className={cn('flex flex-wrap gap-2', className)}>
      {active.map((name) => (
        <li key={name}>
          <FilterChip
            label={filterName(name, filters, facts, format)}
            onRemove={() => setFilter(name, undefined)}
          />
        </li>
      ))}
    </ul>
  );
}
