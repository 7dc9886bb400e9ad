// A class's sessions, past and to come, in the venue's time: each held one with its attendance
// ("12 / 15"), a cancelled one struck through with its reason, a moved one with where it was
// first planned, each to come with "Cancel session" and "Move session", and the one open at the
// door (an hour before its start to its end) with "Check in".
import { CalendarX2, MoveRight, ScanLine, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { SessionText } from '#pwa/components/class-facts/session-text.tsx';
import { SessionChangeNote } from '#pwa/components/class-facts/session-change-note.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { RowDialog, useDialogState } from '#pwa/components/feedback/dialog-state.ts';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Roster, RosterSession } from '#shared/schemas/roster.ts';
import { isOpenForCheckIn } from '#shared/check-in/check-in-window.ts';
import { enrolledCount, isHeld, isToCome } from '../lib/attendance.ts';
import { checkInPath } from '../lib/check-in-path.ts';
import { SessionChangeDialog, type SessionChangeKind } from './session-change-dialogs.tsx';

const columns = () => [
  { header: m.roster_col_when() },
  { header: m.dashboard_col_status() },
  { header: m.roster_col_attendance(), className: 'text-right' },
  { header: m.roster_col_actions() },
];

type RosterSessionsProps = { roster: Roster; now: string };

export function RosterSessions({ roster, now }: RosterSessionsProps) {
  const facts = useClassFacts();
  if (roster.sessions.length === 0) {
    return <EmptyState icon={<CalendarX2 />} title={m.roster_sessions_empty()} />;
  }
  const zone = facts.zone(roster.venue);
  const cells = (session: RosterSession) => ({
    when: <SessionWhen session={session} venue={roster.venue} />,
    status: <SessionStatus session={session} now={now} />,
    attendance: <Attendance session={session} roster={roster} now={now} />,
    actions: (
      <div className="flex flex-wrap gap-2">
        {session.status === 'scheduled' && isOpenForCheckIn(session, new Date(now)) && (
          <Button size="sm" asChild>
            <Link to={checkInPath(session.id, roster.classId)}>
              <ScanLine aria-hidden="true" />
              {m.roster_check_in()}
            </Link>
          </Button>
        )}
        {isToCome(session, now) && <SessionActions session={session} roster={roster} />}
      </div>
    ),
  });
  return (
    <div className="space-y-3">
      {zone && <p className="text-sm text-slate-600">{m.roster_sessions_zone({ zone })}</p>}
      <ResponsiveList
        items={roster.sessions}
        itemKey={(session) => session.id}
        columns={columns()}
        tableFrom="md"
        row={(session) => {
          const cell = cells(session);
          return (
            <>
              <TableCell breakWords>{cell.when}</TableCell>
              <TableCell>{cell.status}</TableCell>
              <TableCell className="text-right">{cell.attendance}</TableCell>
              <TableCell>{cell.actions}</TableCell>
            </>
          );
        }}
        card={(session) => {
          const cell = cells(session);
          return (
            <>
              <div className="flex items-start justify-between gap-2">
                {cell.when}
                {cell.status}
              </div>
              {isHeld(session, now) && (
                <p className="mt-2 text-sm">
                  {m.roster_col_attendance()}: {cell.attendance}
                </p>
              )}
              {cell.actions && (
                <div className="mt-3 border-t border-border pt-3">{cell.actions}</div>
              )}
            </>
          );
        }}
      />
    </div>
  );
}

function SessionWhen({ session, venue }: { session: RosterSession; venue: string | null }) {
  const cancelled = session.status === 'cancelled';
  return (
    <div className="min-w-0">
      <p className={cn('font-semibold text-slate-900', cancelled && 'text-slate-500 line-through')}>
        <SessionText session={session} venue={venue} />
      </p>
      <SessionChangeNote session={session} venue={venue} className="text-xs" />
    </div>
  );
}

function SessionStatus({ session, now }: { session: RosterSession; now: string }) {
  if (session.status === 'cancelled') {
    return <Badge variant="danger">{m.roster_session_cancelled()}</Badge>;
  }
  return isHeld(session, now) ? (
    <Badge variant="muted">{m.roster_session_held()}</Badge>
  ) : (
    <Badge variant="success">{m.roster_session_coming()}</Badge>
  );
}

/** "12 / 15" for a held session; nothing before it begins or when cancelled. */
function Attendance({ session, roster, now }: RosterSessionsProps & { session: RosterSession }) {
  const format = useFormat();
  if (!isHeld(session, now)) return <span className="text-slate-500">—</span>;
  const values = {
    present: format.count(session.checkedIn.length),
    students: format.count(enrolledCount(roster)),
  };
  return (
    <span className="font-semibold tabular-nums">
      {/* "12 / 15" to the eye; a sentence to a screen reader (a span may not carry a label). */}
      <span aria-hidden="true">{m.roster_attendance(values)}</span>
      <span className="sr-only">{m.roster_attendance_label(values)}</span>
    </span>
  );
}

const SESSION_CHANGES: readonly SessionChangeKind[] = ['move', 'cancel'];

function SessionActions({ session, roster }: { session: RosterSession; roster: Roster }) {
  const facts = useClassFacts();
  const dialogs = { move: useDialogState('move'), cancel: useDialogState('cancel') };
  const when = facts.session(session, roster.venue);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => dialogs.move.setOpen(true)}
        aria-label={m.session_change_move_label({ when })}
      >
        <MoveRight aria-hidden="true" />
        {m.session_change_move()}
      </Button>
      <Button
        size="sm"
        variant="outline"
        className="text-red-700"
        onClick={() => dialogs.cancel.setOpen(true)}
        aria-label={m.session_change_cancel_label({ when })}
      >
        <XCircle aria-hidden="true" />
        {m.session_change_cancel()}
      </Button>
      {SESSION_CHANGES.map((kind) => (
        <RowDialog key={kind} dialog={dialogs[kind]}>
          <SessionChangeDialog
            kind={kind}
            classId={roster.classId}
            venue={roster.venue}
            session={session}
            open={dialogs[kind].open}
            onOpenChange={dialogs[kind].setOpen}
          />
        </RowDialog>
      ))}
    </>
  );
}
