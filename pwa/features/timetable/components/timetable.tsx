/**
 * "My timetable": the student's sessions one week at a time, with previous/next week and Today.
 * The week shown is in the address (?week=YYYY-MM-DD, its Sunday), so a reload or a shared link
 * keeps it. Loading, error with Retry and "nothing yet" come from QueryStates; offline, the saved
 * copy answers and the layout's note says how old it is.
 */
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useLocalePath } from '#pwa/lib/locale.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Timetable as Sessions } from '#shared/schemas/timetable.ts';
import { useTimetable } from '../api/get-timetable.ts';
import {
  addWeeks,
  deviceToday,
  sessionDateOf,
  timetableWeek,
  weekRange,
  weekStartFromParam,
  weekStartOf,
} from '../lib/timetable-weeks.ts';
import { TimetableWeek } from './timetable-week.tsx';

const WEEK_PARAM = 'week';

export function Timetable({ today = deviceToday() }: { today?: string }) {
  const query = useTimetable();
  const localePath = useLocalePath();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.timetable_loading()} count={4} height="h-24" />}
      errorMessage={m.timetable_error()}
      empty={{
        icon: <CalendarDays />,
        title: m.timetable_no_classes_title(),
        description: m.timetable_no_classes_text(),
        action: (
          <Button asChild>
            <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
          </Button>
        ),
      }}
    >
      {(sessions) => <TimetableWeeks sessions={sessions} today={today} />}
    </QueryStates>
  );
}

function TimetableWeeks({ sessions, today }: { sessions: Sessions; today: string }) {
  const [params, setParams] = useSearchParams();
  const range = weekRange(sessions, today);
  const thisWeek = weekStartOf(today);
  // A week outside the range (an old link, a hand-typed date) shows the nearest one; anything
  // that is not a date, this week.
  const wanted = weekStartFromParam(params.get(WEEK_PARAM)) ?? thisWeek;
  const shown = wanted < range.first ? range.first : wanted > range.last ? range.last : wanted;
  const week = React.useMemo(() => timetableWeek(sessions, shown, today), [sessions, shown, today]);
  const goTo = (start: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (start === thisWeek) next.delete(WEEK_PARAM);
        else next.set(WEEK_PARAM, start);
        return next;
      },
      { replace: true },
    );
  const nextSession = sessions.find((session) => sessionDateOf(session) > week.end);
  return (
    <div className="space-y-5">
      <nav aria-label={m.timetable_weeks_nav()} className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={shown <= range.first}
          onClick={() => goTo(addWeeks(shown, -1))}
        >
          <ChevronLeft aria-hidden="true" />
          {m.timetable_previous()}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={shown === thisWeek}
          onClick={() => goTo(thisWeek)}
        >
          {m.timetable_go_today()}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={shown >= range.last}
          onClick={() => goTo(addWeeks(shown, 1))}
        >
          {m.timetable_next()}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
      <TimetableWeek
        week={week}
        emptyAction={
          nextSession ? (
            <Button variant="outline" onClick={() => goTo(weekStartOf(sessionDateOf(nextSession)))}>
              {m.timetable_go_next_session()}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
