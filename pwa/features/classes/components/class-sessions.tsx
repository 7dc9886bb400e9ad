/**
 * A class's sessions on its page: the next few to come, each in the venue's time, and on demand
 * all of them (those already held and the cancelled ones marked).
 */
import * as React from 'react';
import type { ClassDetail } from '#shared/schemas/class.ts';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { useNowDependent } from '#pwa/lib/timing/render-clock.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';

/** How many sessions to come the page lists before "Show all". */
export const NEXT_SESSIONS = 5;

export function ClassSessions({
  sessions: { sessions, sessionsLeft },
  venue,
}: {
  sessions: Pick<ClassDetail, 'sessions' | 'sessionsLeft'>;
  venue: string | null | undefined;
}) {
  const facts = useClassFacts();
  const format = useFormat();
  const [showAll, setShowAll] = React.useState(false);
  // The start of the latest session begun by now ('' before the first): what "past" compares
  // with, and a value that changes only when a session starts.
  const begun = useNowDependent((now) =>
    sessions.reduce(
      (latest, { startsAt }) => (startsAt <= now && startsAt > latest ? startsAt : latest),
      '',
    ),
  );
  const upcoming = sessions.filter((session) => session.startsAt > begun);
  const shown = showAll ? sessions : upcoming.slice(0, NEXT_SESSIONS);
  if (sessions.length === 0) return <p className="text-slate-600">{m.class_page_no_sessions()}</p>;
  return (
    <div className="space-y-3">
      {sessionsLeft === 0 && !showAll && (
        <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
          {m.class_page_finished()}
        </p>
      )}
      {shown.length > 0 && (
        <>
          <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            {showAll ? m.class_page_all_sessions_heading() : m.class_page_sessions_heading()}
          </h3>
          <ol className="divide-y divide-slate-100 overflow-hidden rounded-card border border-border bg-white">
            {shown.map((session) => {
              const cancelled = session.status === 'cancelled';
              const past = session.startsAt <= begun;
              return (
                <li
                  key={session.id}
                  className={cn(
                    'flex items-center justify-between gap-3 px-4 py-3 text-sm',
                    (cancelled || past) && 'text-slate-500',
                  )}
                >
                  <span className={cn('tabular', cancelled && 'line-through')}>
                    {facts.session(session, venue)}
                  </span>
                  {cancelled ? (
                    <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800">
                      {m.class_page_session_cancelled()}
                    </span>
                  ) : past ? (
                    <span className="shrink-0 text-xs">{m.class_page_session_past()}</span>
                  ) : null}
                </li>
              );
            })}
          </ol>
        </>
      )}
      {sessions.length > shown.length || showAll ? (
        <Button variant="outline" size="sm" onClick={() => setShowAll((all) => !all)}>
          {showAll
            ? m.class_page_show_next()
            : m.class_page_show_all({ count: format.count(sessions.length) })}
        </Button>
      ) : null}
    </div>
  );
}
