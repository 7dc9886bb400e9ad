/**
 * One week of "My timetable": its heading, then each day that has sessions (and today) with its
 * sessions. On a phone the days stack; from md up each day's date sits beside its sessions, so a
 * week reads as a page of a planner. A day's sessions take the whole row each: beside the
 * dashboard's menu, half a row made the time and the class's name wrap.
 */
import { CalendarX2 } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { TimetableMember } from '../lib/timetable-members.ts';
import type { TimetableWeek as Week } from '../lib/timetable-weeks.ts';
import { TimetableSession } from './timetable-session.tsx';

const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric' };
const WEEK_DATE: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };

/** "This week", "Next week", "Last week", or for any other week its dates. */
function useWeekTitle(week: Week): { title: string; dates: string } {
  const format = useFormat();
  const dates = m.timetable_week_dates({
    start: format.date(week.start, WEEK_DATE),
    end: format.date(week.end, WEEK_DATE),
  });
  const titles = {
    this: m.timetable_this_week,
    next: m.timetable_next_week,
    last: m.timetable_last_week,
  } as const;
  return { title: week.place === 'other' ? dates : titles[week.place](), dates };
}

export function TimetableWeek({
  week,
  memberOf,
  headingRef,
  emptyAction,
}: {
  week: Week;
  /** Whose a session is, where the timetable holds more than one member's. */
  memberOf: (session: Week['days'][number]['sessions'][number]) => TimetableMember | undefined;
  /** Focused after a step the reader's focus cannot stay on. */
  headingRef?: React.Ref<HTMLHeadingElement>;
  /** Under "No sessions this week": a way to the next week that has some. */
  emptyAction?: React.ReactNode;
}) {
  const format = useFormat();
  const { title, dates } = useWeekTitle(week);
  const hasSessions = week.days.some((day) => day.sessions.length > 0);
  const headingId = `week-${week.start}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      {/* Announced when the reader steps to another week. */}
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        aria-live="polite"
        className="text-xl font-bold tracking-tight outline-none"
      >
        {title}
        {week.place !== 'other' && (
          <span className="block text-sm font-medium text-slate-600 tabular-nums">{dates}</span>
        )}
      </h2>
      {!hasSessions && (
        <EmptyState
          icon={<CalendarX2 />}
          title={m.timetable_empty_week()}
          description={m.timetable_empty_week_text()}
          action={emptyAction}
          className="py-10"
        />
      )}
      {hasSessions && (
        <ol className="space-y-4">
          {week.days.map((day) => {
            const dayId = `day-${day.date}`;
            return (
              <li
                key={day.date}
                aria-labelledby={dayId}
                aria-current={day.isToday ? 'date' : undefined}
                className={cn(
                  'gap-4 rounded-card md:grid md:grid-cols-[11rem_1fr]',
                  day.isToday && 'bg-emerald-50/70 p-3 ring-2 ring-emerald-600',
                )}
              >
                <h3
                  id={dayId}
                  className="mb-2 flex flex-wrap items-center gap-2 font-semibold text-slate-800 md:mb-0 md:flex-col md:items-start md:pt-2"
                >
                  <span>{format.date(day.date, DAY_HEADING)}</span>
                  {day.isToday && (
                    <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">
                      {m.timetable_today()}
                    </span>
                  )}
                </h3>
                {day.sessions.length > 0 ? (
                  <ul className="grid gap-3">
                    {day.sessions.map((session) => (
                      // Two members in one class share its sessions: one row each.
                      <li key={`${session.id} ${session.participantId ?? ''}`}>
                        <TimetableSession session={session} member={memberOf(session)} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-600 md:pt-2">
                    {m.timetable_no_sessions_today()}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
