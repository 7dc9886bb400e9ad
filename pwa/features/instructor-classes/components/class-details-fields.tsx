// The class's sport, level, ages, venue and description, shared by Add a Class and the Update
// dialog.
// They read the form through its context (both forms hold these fields under the same names).
import { useFormContext, useWatch } from 'react-hook-form';
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { inputClassName } from '#pwa/components/ui/input.tsx';
import { Textarea } from '#pwa/components/ui/textarea.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { LEVELS } from '#shared/classes/levels.ts';
import { SPORTS } from '#shared/classes/sports.ts';
import { VENUE_IDS } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { AGE_MAX, DESCRIPTION_MAX_LENGTH } from '#shared/schemas/schedule.ts';
import type { ClassDetailsFormValues } from '../lib/class-form-schema.ts';

const selectClassName = cn(inputClassName, 'appearance-auto pr-2');

export function ClassDetailsFields({ formId }: { formId: string }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ClassDetailsFormValues>();
  const [sport, venue, description] = useWatch({
    control,
    name: ['sport', 'venue', 'description'],
  });
  const facts = useClassFacts();
  const format = useFormat();
  const address = facts.address(venue);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        formId={formId}
        name="sport"
        label={m.class_form_sport()}
        error={errors.sport?.message}
      >
        {(controlProps) => (
          <div className="relative flex items-center">
            <SportIcon
              sport={sport}
              className="pointer-events-none absolute left-3 size-5 text-primary"
            />
            <select
              {...controlProps}
              {...register('sport')}
              className={cn(selectClassName, sport && 'pl-10')}
            >
              <option value="">{m.class_form_sport_choose()}</option>
              {SPORTS.map((id) => (
                <option key={id} value={id}>
                  {facts.sport(id)}
                </option>
              ))}
            </select>
          </div>
        )}
      </FormField>
      <FormField
        formId={formId}
        name="level"
        label={m.class_form_level()}
        error={errors.level?.message}
      >
        {(controlProps) => (
          <select {...controlProps} {...register('level')} className={selectClassName}>
            <option value="">{m.class_form_level_choose()}</option>
            {LEVELS.map((id) => (
              <option key={id} value={id}>
                {facts.level(id)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {(['minAge', 'maxAge'] as const).map((name) => (
        <FormField
          key={name}
          formId={formId}
          name={name}
          label={name === 'minAge' ? m.class_form_min_age() : m.class_form_max_age()}
          hint={m.class_form_age_hint()}
          error={errors[name]?.message}
        >
          {(controlProps) => (
            <input
              {...controlProps}
              {...register(name)}
              type="number"
              inputMode="numeric"
              min={0}
              max={AGE_MAX}
              step={1}
              placeholder={m.class_form_any_age()}
              className={inputClassName}
            />
          )}
        </FormField>
      ))}
      <FormField
        formId={formId}
        name="venue"
        label={m.class_form_venue()}
        error={errors.venue?.message}
        hint={
          address.length > 0
            ? m.class_form_venue_hint({
                address: address.join(', '),
                zone: facts.zone(venue) ?? '',
              })
            : undefined
        }
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <select {...controlProps} {...register('venue')} className={selectClassName}>
            <option value="">{m.class_form_venue_choose()}</option>
            {VENUE_IDS.map((id) => (
              <option key={id} value={id}>
                {facts.venue(id)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        formId={formId}
        name="description"
        label={m.class_form_description()}
        hint={m.class_form_description_hint()}
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(controlProps) => (
          <>
            <Textarea
              {...controlProps}
              {...register('description')}
              rows={5}
              maxLength={DESCRIPTION_MAX_LENGTH}
            />
            <p
              className={cn(
                'justify-self-end text-xs tabular-nums text-slate-600',
                (description?.length ?? 0) >= DESCRIPTION_MAX_LENGTH && 'text-red-700',
              )}
            >
              {m.class_form_description_count({
                count: format.count(description?.length ?? 0),
                max: format.count(DESCRIPTION_MAX_LENGTH),
              })}
            </p>
          </>
        )}
      </FormField>
    </div>
  );
}
