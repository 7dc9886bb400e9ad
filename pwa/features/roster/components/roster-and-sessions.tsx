// A class's students and sessions, for its instructor (the page /dashboard/instructorclasses/:id)
// and for admins (a dialog from Manage Classes): one view, one query.
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Roster } from '#shared/schemas/roster.ts';
import { useRoster } from '../api/roster.ts';
import { RosterSessions } from './roster-sessions.tsx';
import { RosterStudents } from './roster-students.tsx';

type RosterAndSessionsProps = {
  classId: string;
  /** Shown above the lists once the roster is in (the page's heading names the class). */
  header?: (roster: Roster) => React.ReactNode;
  /** Shown after the students: who else waits for the class (the page composes its waitlist). */
  more?: React.ReactNode;
};

export function RosterAndSessions({ classId, header, more }: RosterAndSessionsProps) {
  const query = useRoster(classId);
  if (query.isPending) {
    return <SkeletonList label={m.roster_loading()} count={4} height="h-16" />;
  }
  // A refresh that failed keeps what was shown (the layout's note says the server is not
  // answering): only nothing to show is an error.
  if (query.data === undefined) {
    return (
      <ErrorState
        message={m.roster_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  const roster = query.data;
  // One "now" for the whole view, so a session is held or to come in both lists alike.
  const now = new Date().toISOString();
  return (
    <div className="space-y-8">
      {header?.(roster)}
      <section aria-labelledby="roster-students" className="space-y-3">
        <h2 id="roster-students" className="text-xl font-bold">
          {m.roster_students_heading()}
        </h2>
        <RosterStudents roster={roster} now={now} />
      </section>
      {more}
      <section aria-labelledby="roster-sessions" className="space-y-3">
        <h2 id="roster-sessions" className="text-xl font-bold">
          {m.roster_sessions_heading()}
        </h2>
        <RosterSessions roster={roster} now={now} />
      </section>
    </div>
  );
}
