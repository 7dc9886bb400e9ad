import { UsersIcon } from 'lucide-react';
import * as React from 'react';
import { OfflineNote } from '#pwa/components/feedback/offline-note.tsx';
import { SessionText } from '#pwa/components/class-facts/session-text.tsx';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { errorText } from '#pwa/lib/api/api-error-text.ts';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { useLocale } from '#pwa/lib/i18n/locale.tsx';
import type { OutboxEntry } from '#pwa/lib/storage/local-db.ts';
import { dismissOutboxEntry } from '#pwa/lib/outbox/outbox.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import {
  rosterKeyOf,
  type Roster,
  type RosterSession,
  type RosterStudent,
} from '#shared/schemas/roster.ts';
import { useCheckInOutbox } from '../api/check-in-outbox.ts';
import { useRoster } from '../api/roster.ts';
import { attendanceOf, type RowState } from '../lib/door-attendance.ts';
import { readDeviceCheckIns } from '../lib/device-check-ins.ts';
import { useDoor } from '../lib/use-door.ts';
import { CodeForm } from './code-form.tsx';
import { QrScanner } from './qr-scanner.tsx';
import { rosterName } from './participant-details.tsx';
import { RosterList } from './roster-list.tsx';
import { ScanResult, type ScanAnswer } from './scan-result.tsx';

type Props = { classId: string; sessionId: string };

/** Check-in at the door for one session: camera, typed code and roster, with or without a connection. */
export function CheckInScreen({ classId, sessionId }: Props) {
  const query = useRoster(classId);
  // The saved roster is shown whatever the network does: it is what the door works from.
  if (query.data) {
    return <Door roster={query.data} sessionId={sessionId} savedAt={query.dataUpdatedAt} />;
  }
  if (query.isError) {
    return (
      <ErrorState
        message={m.check_in_error()}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  }
  return <SkeletonList label={m.check_in_loading()} count={4} height="h-16" />;
}

function Door({
  roster,
  sessionId,
  savedAt,
}: {
  roster: Roster;
  sessionId: string;
  savedAt: number;
}) {
  const { user } = useAuth();
  const userEmail = user?.email ?? '';
  const outbox = useCheckInOutbox(userEmail || null);
  const online = useOnlineStatus();
  const facts = useClassFacts();
  const format = useFormat();
  const { locale, digits } = useLocale();
  const [answer, setAnswer] = React.useState<ScanAnswer | null>(null);
  const [deviceCheckIns, setDeviceCheckIns] = React.useState(() => readDeviceCheckIns(sessionId));
  // A tick shows at once; the outbox's own list catches up a moment later and takes over.
  const [ticked, setTicked] = React.useState<Readonly<Record<string, boolean>>>({});
  const session = roster.sessions.find((s) => s.id === sessionId);
  const attendance = React.useMemo(
    () => attendanceOf(roster, sessionId, outbox.data ?? [], deviceCheckIns),
    [roster, sessionId, outbox.data, deviceCheckIns],
  );
  React.useEffect(() => setTicked({}), [roster, outbox.data]);
  const door = useDoor({
    roster,
    session: session ?? missingSession(sessionId),
    attendance,
    userEmail,
    onVerdict: React.useCallback((verdict) => {
      setAnswer({ verdict, at: Date.now() });
      if (verdict.kind === 'ok') {
        setTicked((now) => ({ ...now, [rosterKeyOf(verdict.student)]: true }));
      }
    }, []),
    onDeviceCheckIn: React.useCallback(
      () => setDeviceCheckIns(readDeviceCheckIns(sessionId)),
      [sessionId],
    ),
    onRefused: React.useCallback(
      (entry: OutboxEntry) => {
        const { lastError, lastErrorReason } = entry;
        const message = errorText(
          { ...lastErrorReason, message: lastError ?? undefined },
          { locale, digits },
        );
        setAnswer({ verdict: { kind: 'refused', message }, at: Date.now() });
      },
      [locale, digits],
    ),
    onNotKept: React.useCallback((student: RosterStudent, message: string) => {
      // The tick shown at once goes back to what the saved roster says.
      const key = rosterKeyOf(student);
      setTicked(({ [key]: _shown, ...rest }) => rest);
      toastError(message);
    }, []),
  });
  const byName = [...roster.students].sort((a, b) => rosterName(a).localeCompare(rosterName(b)));
  const enrolled = byName.filter((student) => student.status === 'enrolled');
  const listed = [...enrolled, ...byName.filter((student) => student.status === 'refunded')];
  const checkedCount = enrolled.filter((s) => attendance.checkedIn.has(rosterKeyOf(s))).length;
  // A check-in just made waits until the server has it: offline, or while the outbox holds it.
  const answered = answer?.verdict.kind === 'ok' ? rosterKeyOf(answer.verdict.student) : null;
  const answeredRow = answered ? attendance.byKey.get(answered) : undefined;
  const answerWaits =
    answeredRow?.state === 'waiting' ||
    (answered !== null && !online && answeredRow?.state !== 'in');
  const refusalOf = (row: Extract<RowState, { state: 'refused' }>) =>
    errorText({ ...row.refusal, message: row.message }, { locale, digits });

  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight break-words md:text-3xl">
          {m.check_in_heading({ className: roster.className })}
        </h1>
        {session && (
          <p className="text-slate-700">
            <SessionText session={session} venue={roster.venue} />
            {facts.zone(roster.venue) && ` (${facts.zone(roster.venue)})`}
          </p>
        )}
        <p
          className="flex items-center gap-2 text-lg font-bold tabular-nums"
          data-testid="check-in-count"
        >
          <UsersIcon aria-hidden="true" className="size-5" />
          {m.check_in_count({
            checked: format.count(checkedCount),
            total: format.count(enrolled.length),
          })}
        </p>
      </header>
      {!online && <OfflineNote savedAt={new Date(savedAt).toISOString()} />}
      {!session ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {m.check_in_session_missing()}
        </p>
      ) : (
        <>
          <ScanResult answer={answer} waiting={answerWaits} />
          <QrScanner onScan={(text) => void door.scan({ kind: 'qr', text })} />
          <CodeForm onCode={(typed) => void door.scan({ kind: 'code', typed })} />
          <section className="space-y-2">
            <h2 className="text-lg font-bold">{m.check_in_roster_heading()}</h2>
            <p className="text-sm text-slate-600">{m.check_in_offline_ready()}</p>
            <RosterList
              students={listed}
              rows={attendance.byKey}
              refusalOf={refusalOf}
              ticked={ticked}
              onToggle={(student, checked) => {
                const key = rosterKeyOf(student);
                if (!checked) setTicked((now) => ({ ...now, [key]: false }));
                void door.toggle(student, checked, attendance.byKey.get(key) ?? { state: 'out' });
              }}
              onDismiss={(row) => void dismissOutboxEntry(row.checkInId)}
            />
          </section>
        </>
      )}
    </div>
  );
}

/** A session the roster does not have (moved away, or a wrong link): nothing is open there. */
const missingSession = (id: string): RosterSession => ({
  id,
  startsAt: new Date(0).toISOString(),
  endsAt: new Date(0).toISOString(),
  status: 'cancelled',
  changeReason: null,
  movedFrom: null,
  checkedIn: [],
});
