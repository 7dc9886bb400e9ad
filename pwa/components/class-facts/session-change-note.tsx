// What changed about one session, in the words its students and its instructor read alike: where a
// moved session was first planned, and the reason given for a move or a cancellation.
import { m } from '#shared/i18n/paraglide/messages.js';
import { cn } from '#pwa/lib/styling/utils.ts';
import type { RosterSession } from '#shared/schemas/roster.ts';
import { useClassFacts } from './use-class-facts.ts';

type ChangedSession = Pick<RosterSession, 'status' | 'movedFrom' | 'changeReason'>;

/** Nothing for a session never changed. `className` sets the size (text-sm, text-xs). */
export function SessionChangeNote({
  session,
  venue,
  className,
}: {
  session: ChangedSession;
  venue: string | null | undefined;
  className?: string;
}) {
  const facts = useClassFacts();
  const cancelled = session.status === 'cancelled';
  return (
    <>
      {/* A cancelled session's old time does not matter any more: it does not meet at all. */}
      {session.movedFrom && !cancelled && (
        <p className={cn('font-medium text-amber-900', className)}>
          {m.class_facts_moved_from({
            date: facts.sessionDate(session.movedFrom, venue),
            time: facts.time(session.movedFrom, venue),
          })}
        </p>
      )}
      {session.changeReason && (
        <p className={cn(cancelled ? 'text-red-900' : 'text-slate-700', className)}>
          {m.class_facts_change_reason({ reason: session.changeReason })}
        </p>
      )}
    </>
  );
}
