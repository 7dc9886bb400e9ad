// The dates the schedule's inputs make, before saving: in the venue's time with its zone named,
// how many and from when to when, and a warning when one meets while another of the
// instructor's own classes does (the server refuses that on save: schedule_clash).
import * as React from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { CalendarDays, TriangleAlert } from 'lucide-react';
import { SessionText } from '#pwa/components/class-facts/session-text.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { overlapsWith } from '#shared/classes/overlap.ts';
import { sessionsOf, type GeneratedSession, type Schedule } from '#shared/classes/schedule.ts';
import { isVenue, timeZoneOf, type Venue } from '#shared/classes/venues.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useMyClasses } from '../api/my-classes.ts';
import { scheduleFormSchema, type ClassDetailsFormValues } from '../lib/class-form-schema.ts';

/** The first sessions listed in full; the rest are counted. */
const LISTED = 8;

export type PlannedSchedule = { rule: Schedule; venue: Venue; sessions: GeneratedSession[] };

/** The form's schedule as it stands and its sessions (null while it is not a whole rule yet). */
export function usePlannedSchedule(): PlannedSchedule | null {
  const { control } = useFormContext<ClassDetailsFormValues>();
  const [venue, schedule] = useWatch({ control, name: ['venue', 'schedule'] });
  const key = JSON.stringify([venue, schedule]);
  return React.useMemo(() => {
    const rule = scheduleFormSchema.safeParse(schedule);
    if (!rule.success || !isVenue(venue)) return null;
    return { rule: rule.data, venue, sessions: sessionsOf(rule.data, timeZoneOf(venue)) };
    // The watched values are new objects each render: the key says when they changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

/** `editing`: the class being edited, left out of its own clash check. */
export function SchedulePreview({ editing }: { editing?: Class }) {
  const { control } = useFormContext<ClassDetailsFormValues>();
  const venue = useWatch({ control, name: 'venue' });
  const sessions = usePlannedSchedule()?.sessions ?? null;
  const facts = useClassFacts();
  const format = useFormat();
  const own = useMyClasses();
  const clash = React.useMemo(() => {
    if (!sessions || !own.data) return null;
    const others = own.data.filter((item) => item._id !== editing?._id && item.status !== 'Denied');
    return overlapsWith(sessions, others, new Date().toISOString())[0] ?? null;
  }, [sessions, own.data, editing?._id]);

  const first = sessions?.[0];
  const last = sessions?.at(-1);
  return (
    <section
      aria-labelledby="schedule-preview-title"
      aria-live="polite"
      className="grid gap-2 rounded-lg bg-slate-50 p-3 text-sm"
    >
      <h3
        id="schedule-preview-title"
        className="flex items-center gap-2 font-semibold text-slate-900"
      >
        <CalendarDays aria-hidden="true" className="size-4" />
        {m.schedule_preview_title()}
      </h3>
      {!sessions && <p className="text-slate-600">{m.schedule_preview_waiting()}</p>}
      {sessions && (!first || !last) && (
        <p className="text-slate-700">{m.schedule_preview_none()}</p>
      )}
      {first && last && (
        <>
          <p className="text-slate-800">
            {m.schedule_preview_summary({
              count: format.count(sessions.length),
              first: facts.sessionDate(first.startsAt, venue),
              last: facts.sessionDate(last.startsAt, venue),
              zone: facts.zone(venue) ?? '',
            })}
          </p>
          <ol
            className="grid gap-0.5 text-slate-700 tabular-nums sm:grid-cols-2"
            data-testid="schedule-preview-sessions"
          >
            {sessions.slice(0, LISTED).map((session) => (
              <li key={session.startsAt}>
                <SessionText session={session} venue={venue} />
              </li>
            ))}
          </ol>
          {sessions.length > LISTED && (
            <p className="text-slate-600">
              {m.schedule_preview_more({ count: format.count(sessions.length - LISTED) })}
            </p>
          )}
        </>
      )}
      {clash && (
        <p className="flex gap-2 rounded-md bg-amber-50 p-2 text-amber-900">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.schedule_preview_clash({
            className: clash.other.Name,
            session: facts.session(clash.session, clash.other.venue),
          })}
        </p>
      )}
    </section>
  );
}
