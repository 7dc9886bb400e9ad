// Before an edit of a class's schedule is saved: what changes, from when, for how many students.
import { Users } from 'lucide-react';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import type { ScheduleChange } from '../lib/schedule-change.ts';
import type { PlannedSchedule } from './schedule-preview.tsx';

type ScheduleChangeNoteProps = {
  item: Class;
  planned: PlannedSchedule;
  change: ScheduleChange;
  /** Waiting for the instructor to confirm: said more strongly. */
  confirming: boolean;
};

export function ScheduleChangeNote({ item, planned, change, confirming }: ScheduleChangeNoteProps) {
  const facts = useClassFacts();
  const format = useFormat();
  return (
    <section
      aria-labelledby={`schedule-change-${item._id}`}
      className={cn(
        'grid gap-1 rounded-lg border p-3 text-sm',
        confirming
          ? 'border-amber-400 bg-amber-50 text-amber-950'
          : 'border-slate-200 text-slate-800',
      )}
    >
      <h3 id={`schedule-change-${item._id}`} className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="size-4" />
        {m.schedule_change_title()}
      </h3>
      {item.enrolled > 0 && (
        <p>{m.schedule_change_students({ count: format.count(item.enrolled) })}</p>
      )}
      <p>
        {m.schedule_change_from({
          date: facts.sessionDate(change.from.startsAt, planned.venue),
          now: facts.schedule({ schedule: planned.rule, venue: planned.venue }),
          before: facts.schedule(item),
        })}
      </p>
      {change.before !== change.after && (
        <p>
          {m.schedule_change_count({
            now: format.count(change.after),
            before: format.count(change.before),
          })}
        </p>
      )}
      <p>{m.schedule_change_kept()}</p>
    </section>
  );
}
