import * as React from 'react';
import { LEVELS } from '#shared/classes/levels.ts';
import { SPORTS } from '#shared/classes/sports.ts';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  AGE_FILTER_MAX,
  DAY_NAMES,
  TIMES_OF_DAY,
  type TimeOfDay,
} from '#shared/classes/catalogue-query.ts';
import { PRICE_MAX } from '#shared/validation-limits.ts';
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Label } from '#pwa/components/ui/label.tsx';
import { NativeSelect } from '#pwa/components/ui/native-select.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import type { CatalogueFilters } from '#shared/classes/catalogue-query.ts';
import type { FilterName, SetFilter } from '../hooks/use-catalogue-filters.ts';
import { DraftInput } from './draft-input.tsx';
import { TIME_NAMES } from './filter-texts.ts';

type FieldsProps = {
  filters: CatalogueFilters;
  setFilter: SetFilter;
  /**
   * Its fields' ids start with this ('catalogue-sidebar'): fixed, not useId's, since the server's
   * render and the app's first render must write the same DOM (prerender.test.tsx), and the
   * sidebar and the sheet each hold a set.
   */
  idPrefix: string;
  /**
   * The form whose submission sends these fields (the sidebar's, by its id): each field is named
   * as the URL's query names it. The sheet's set, drawn by the app, needs none.
   */
  form?: string;
};

/**
 * Sport, level, branch, age, day, time of day, price range and seats: the sidebar's and the
 * sheet's.
 */
export function CatalogueFilterFields({ filters, setFilter, idPrefix: id, form }: FieldsProps) {
  const facts = useClassFacts();
  const format = useFormat();
  const field = (name: FilterName) => (form ? { name, form } : {});
  const select =
    (name: 'sport' | 'level' | 'venue' | 'day' | 'time') =>
    (event: React.ChangeEvent<HTMLSelectElement>) =>
      setFilter(name, event.target.value || undefined);
  return (
    <div className="space-y-5">
      <Field id={`${id}-sport`} label={m.catalogue_sport()}>
        <NativeSelect
          id={`${id}-sport`}
          {...field('sport')}
          value={filters.sport ?? ''}
          onChange={select('sport')}
          icon={filters.sport && <SportIcon sport={filters.sport} />}
        >
          <option value="">{m.catalogue_any_sport()}</option>
          {SPORTS.map((sport) => (
            <option key={sport} value={sport}>
              {facts.sport(sport)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-level`} label={m.catalogue_level()}>
        <NativeSelect
          id={`${id}-level`}
          {...field('level')}
          value={filters.level ?? ''}
          onChange={select('level')}
        >
          <option value="">{m.catalogue_any_level()}</option>
          {LEVELS.map((level) => (
            <option key={level} value={level}>
              {facts.level(level)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-venue`} label={m.catalogue_venue()}>
        <NativeSelect
          id={`${id}-venue`}
          {...field('venue')}
          value={filters.venue ?? ''}
          onChange={select('venue')}
        >
          <option value="">{m.catalogue_any_venue()}</option>
          {VENUE_IDS.map((venue) => (
            <option key={venue} value={venue}>
              {facts.venue(venue)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-age`} label={m.catalogue_age()}>
        <DraftInput
          id={`${id}-age`}
          {...field('age')}
          type="number"
          inputMode="numeric"
          min={0}
          max={AGE_FILTER_MAX}
          step={1}
          placeholder={m.catalogue_any_age()}
          value={filters.age === undefined ? '' : String(filters.age)}
          onCommit={(text, options) => setFilter('age', text, options)}
        />
      </Field>
      <Field id={`${id}-day`} label={m.catalogue_day()}>
        <NativeSelect
          id={`${id}-day`}
          {...field('day')}
          value={filters.day ?? ''}
          onChange={select('day')}
        >
          <option value="">{m.catalogue_any_day()}</option>
          {DAY_NAMES.map((day, index) => (
            <option key={day} value={day}>
              {format.weekday(index)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-time`} label={m.catalogue_time()}>
        <NativeSelect
          id={`${id}-time`}
          {...field('time')}
          value={filters.time ?? ''}
          onChange={select('time')}
        >
          <option value="">{m.catalogue_any_time()}</option>
          {(Object.keys(TIMES_OF_DAY) as TimeOfDay[]).map((time) => (
            <option key={time} value={time}>
              {TIME_NAMES[time]()}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <fieldset className="space-y-2">
        <legend className="text-sm leading-none font-semibold text-slate-800">
          {m.catalogue_price()}
        </legend>
        <div className="grid grid-cols-2 gap-3 pt-2">
          {(['minPrice', 'maxPrice'] as const).map((name) => (
            <DraftInput
              key={name}
              {...field(name)}
              type="number"
              inputMode="decimal"
              min={0}
              max={PRICE_MAX}
              step="any"
              aria-label={name === 'minPrice' ? m.catalogue_min_price() : m.catalogue_max_price()}
              placeholder={name === 'minPrice' ? m.catalogue_min_short() : m.catalogue_max_short()}
              value={filters[name] === undefined ? '' : String(filters[name])}
              onCommit={(text, options) => setFilter(name, text, options)}
            />
          ))}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-center gap-3 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          {...field('seats')}
          value="available"
          className="size-5 rounded accent-emerald-700"
          checked={filters.seats === 'available'}
          onChange={(event) => setFilter('seats', event.target.checked ? 'available' : undefined)}
        />
        {m.catalogue_seats()}
      </label>
    </div>
  );
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}
