/**
 * "My timetable": the student's sessions one week at a time, with previous/next week and Today.
 * The week shown is in the address (?week=YYYY-MM-DD, its Sunday), so a reload or a shared link
 * keeps it. A family's timetable holds every member's sessions, each member with a colour and
 * initials, and can show one member's alone (?member=me or a child's id). Loading, error with
 * Retry and "nothing yet" come from QueryStates; offline, the saved copy responds and the
 * layout's note says how old it is.
 */
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import * as React from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
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
import { memberKeyOf, membersOf, type TimetableMember } from '../lib/timetable-members.ts';
import { MemberInitials } from './member-initials.tsx';
import { TimetableWeek } from './timetable-week.tsx';

const WEEK_PARAM = 'week';
const MEMBER_PARAM = 'member';

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

function TimetableWeeks({ sessions: all, today }: { sessions: Sessions; today: string }) {
  const [params, setParams] = useSearchParams();
  const { user } = useAuth();
  const members = React.useMemo(
    () => membersOf(all, user?.displayName || user?.email || ''),
    [all, user?.displayName, user?.email],
  );
  // One member's sessions when the address names one of them; everyone's otherwise.
  const chosen = members.find((member) => member.key === params.get(MEMBER_PARAM)) ?? null;
  const sessions = React.useMemo(
    () => (chosen ? all.filter((session) => memberKeyOf(session) === chosen.key) : all),
    [all, chosen],
  );
  const range = weekRange(sessions, today);
  const thisWeek = weekStartOf(today);
  // A week outside the range (an old link, a hand-typed date) shows the nearest one; anything
  // that is not a date, this week.
  const wanted = weekStartFromParam(params.get(WEEK_PARAM)) ?? thisWeek;
  const shown = wanted < range.first ? range.first : wanted > range.last ? range.last : wanted;
  const week = React.useMemo(() => timetableWeek(sessions, shown, today), [sessions, shown, today]);
  // Marks only where there is more than one member to tell apart.
  const memberOf = React.useMemo(() => {
    const byKey = new Map(members.map((member) => [member.key, member]));
    return members.length > 1
      ? (session: Sessions[number]) => byKey.get(memberKeyOf(session))
      : () => undefined;
  }, [members]);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const focusHeading = React.useRef(false);
  // "Go to your next session" disappears with the empty week it stood in: the reader's focus
  // goes to the week it led to rather than back to the top of the page.
  React.useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [shown]);
  const choose = (member: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (member === null) next.delete(MEMBER_PARAM);
        else next.set(MEMBER_PARAM, member);
        return next;
      },
      { replace: true },
    );
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
      {members.length > 1 && (
        <MemberFilter members={members} chosen={chosen?.key ?? null} onChoose={choose} />
      )}
      <nav aria-label={m.timetable_weeks_nav()} className="flex flex-wrap items-center gap-2">
        <WeekButton blocked={shown <= range.first} onPress={() => goTo(addWeeks(shown, -1))}>
          <ChevronLeft aria-hidden="true" />
          {m.timetable_previous()}
        </WeekButton>
        <WeekButton blocked={shown === thisWeek} onPress={() => goTo(thisWeek)}>
          {m.timetable_go_today()}
        </WeekButton>
        <WeekButton blocked={shown >= range.last} onPress={() => goTo(addWeeks(shown, 1))}>
          {m.timetable_next()}
          <ChevronRight aria-hidden="true" />
        </WeekButton>
      </nav>
      <TimetableWeek
        week={week}
        memberOf={memberOf}
        headingRef={headingRef}
        emptyAction={
          nextSession ? (
            <Button
              variant="outline"
              onClick={() => {
                focusHeading.current = true;
                goTo(weekStartOf(sessionDateOf(nextSession)));
              }}
            >
              {m.timetable_go_next_session()}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}

/**
 * A week step that stays focusable when it cannot go further (aria-disabled, not disabled): a
 * keyboard reader pressing Next week again and again keeps their place in the row.
 */
function WeekButton({
  blocked,
  onPress,
  children,
}: {
  blocked: boolean;
  onPress: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-disabled={blocked || undefined}
      onClick={blocked ? undefined : onPress}
    >
      {children}
    </Button>
  );
}

/** Everyone's sessions, or one member's: a button each, the one shown pressed. */
function MemberFilter({
  members,
  chosen,
  onChoose,
}: {
  members: TimetableMember[];
  chosen: string | null;
  onChoose: (member: string | null) => void;
}) {
  return (
    <div role="group" aria-label={m.timetable_members()} className="flex flex-wrap gap-2">
      <Button
        variant={chosen === null ? 'default' : 'outline'}
        size="sm"
        aria-pressed={chosen === null}
        onClick={() => onChoose(null)}
      >
        {m.timetable_everyone()}
      </Button>
      {members.map((member) => (
        <Button
          key={member.key}
          variant={chosen === member.key ? 'default' : 'outline'}
          size="sm"
          aria-pressed={chosen === member.key}
          onClick={() => onChoose(member.key)}
        >
          <MemberInitials member={member} />
          <span className="max-w-40 truncate">{member.name}</span>
        </Button>
      ))}
    </div>
  );
}
