// A class in the dashboards' lists (My Classes, Manage Classes): its sport, level, venue,
// schedule and first–last dates, read with useClassFacts. Its name links with ClassPageLink.
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';

/** Sport · level · venue, then when it meets and from which date to which. */
export function ClassScheduleFacts({ item, className }: { item: Class; className?: string }) {
  const facts = useClassFacts();
  const what = [facts.sport(item.sport), facts.level(item.level), facts.venue(item.venue)].filter(
    Boolean,
  );
  return (
    <div className={cn('grid gap-0.5 text-xs font-normal text-slate-600', className)}>
      {what.length > 0 && (
        <p className="flex items-center gap-1">
          <SportIcon sport={item.sport} className="size-3.5" />
          {what.join(' · ')}
        </p>
      )}
      <p>{facts.schedule(item)}</p>
      {item.firstSessionAt && item.lastSessionAt && (
        <p className="tabular-nums">
          {m.class_form_dates({
            first: facts.sessionDate(item.firstSessionAt, item.venue),
            last: facts.sessionDate(item.lastSessionAt, item.venue),
          })}
        </p>
      )}
    </div>
  );
}
