// The schedule's inputs (first date, days, start time, length, how it ends) and, beside them, the
// dates they make (schedule-preview.tsx). Shared by Add a Class and the Update dialog.
import { ToggleGroup } from 'radix-ui';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { Label } from '#pwa/components/ui/label.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { SCHEDULE_LIMITS } from '#shared/classes/schedule.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { validationTextOf } from '#shared/validation-messages.ts';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import type { ClassDetailsFormValues } from '../lib/class-form-schema.ts';

/** Saturday first: the week as Bangladesh's calendar and offices count it. */
const WEEK_ORDER = [6, 0, 1, 2, 3, 4, 5] as const;

type ScheduleFieldsProps = {
  formId: string;
  /** The server's refusal of this schedule (a clash), said beside it. */
  refusal?: string | null;
  /** The dates the schedule makes, and what they change: shown under the inputs. */
  children?: React.ReactNode;
};

export function ScheduleFields({ formId, refusal, children }: ScheduleFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ClassDetailsFormValues>();
  const [venue, ends] = useWatch({ control, name: ['venue', 'schedule.ends'] });
  const facts = useClassFacts();
  const format = useFormat();
  const { locale, digits } = useLocale();
  const scheduleErrors = errors.schedule;
  const weekdaysId = `${formId}-schedule-weekdays`;
  const weekdaysError = scheduleErrors?.weekdays?.message;
  const zone = facts.zone(venue);
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold text-slate-900">{m.schedule_legend()}</legend>
      <FormField
        formId={formId}
        name="schedule-firstDate"
        label={m.schedule_first_date()}
        error={scheduleErrors?.firstDate?.message}
      >
        {(props) => <Input type="date" {...props} {...register('schedule.firstDate')} />}
      </FormField>
      <FormField
        formId={formId}
        name="schedule-startTime"
        label={m.schedule_start_time()}
        hint={zone ? m.schedule_start_time_hint({ zone }) : undefined}
        error={scheduleErrors?.startTime?.message}
      >
        {(props) => <Input type="time" step={300} {...props} {...register('schedule.startTime')} />}
      </FormField>
      <div className="grid gap-2 sm:col-span-2">
        <Label id={`${weekdaysId}-label`}>{m.schedule_weekdays()}</Label>
        <Controller
          control={control}
          name="schedule.weekdays"
          render={({ field }) => (
            <ToggleGroup.Root
              type="multiple"
              // A field's set of choices (Radix says toolbar); the arrow keys move between days.
              role="group"
              id={weekdaysId}
              aria-labelledby={`${weekdaysId}-label`}
              aria-describedby={weekdaysError ? `${weekdaysId}-message` : undefined}
              value={field.value.map(String)}
              onValueChange={(days) => field.onChange(days.map(Number).sort((a, b) => a - b))}
              onBlur={field.onBlur}
              className="flex flex-wrap gap-1.5"
            >
              {WEEK_ORDER.map((day) => (
                <ToggleGroup.Item
                  key={day}
                  value={String(day)}
                  // The short name is its name (what a voice user says); the long one on hover.
                  title={format.weekday(day, 'long')}
                  className={cn(
                    'h-10 min-w-12 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800',
                    'outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
                    'data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground',
                  )}
                >
                  {format.weekday(day, 'short')}
                </ToggleGroup.Item>
              ))}
            </ToggleGroup.Root>
          )}
        />
        {weekdaysError && (
          <p id={`${weekdaysId}-message`} role="alert" className="text-sm font-medium text-red-700">
            {validationTextOf(weekdaysError, { locale, digits })}
          </p>
        )}
      </div>
      <FormField
        formId={formId}
        name="schedule-durationMinutes"
        label={m.schedule_duration()}
        error={scheduleErrors?.durationMinutes?.message}
      >
        {(props) => (
          <Input
            type="number"
            inputMode="numeric"
            min={SCHEDULE_LIMITS.minDurationMinutes}
            max={SCHEDULE_LIMITS.maxDurationMinutes}
            step={5}
            {...props}
            {...register('schedule.durationMinutes')}
          />
        )}
      </FormField>
      <div role="radiogroup" aria-labelledby={`${formId}-ends-label`} className="grid gap-2">
        <span id={`${formId}-ends-label`} className="text-sm leading-none font-semibold">
          {m.schedule_ends()}
        </span>
        {(['count', 'date'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              {...register('schedule.ends')}
              className="size-4 accent-primary"
            />
            {value === 'count' ? m.schedule_ends_after() : m.schedule_ends_on()}
          </label>
        ))}
      </div>
      {ends === 'count' ? (
        <FormField
          formId={formId}
          name="schedule-sessionCount"
          label={m.schedule_session_count()}
          error={scheduleErrors?.sessionCount?.message}
        >
          {(props) => (
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={SCHEDULE_LIMITS.maxSessions}
              step={1}
              {...props}
              {...register('schedule.sessionCount')}
            />
          )}
        </FormField>
      ) : (
        <FormField
          formId={formId}
          name="schedule-lastDate"
          label={m.schedule_last_date()}
          error={scheduleErrors?.lastDate?.message ?? scheduleErrors?.sessionCount?.message}
        >
          {(props) => <Input type="date" {...props} {...register('schedule.lastDate')} />}
        </FormField>
      )}
      {refusal && (
        <p
          role="alert"
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 sm:col-span-2"
        >
          {refusal}
        </p>
      )}
      <div className="sm:col-span-2">{children}</div>
    </fieldset>
  );
}
