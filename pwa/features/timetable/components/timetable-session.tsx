/**
 * One session on "My timetable": its time in the venue's zone (named), the class (a link to its
 * page), the venue and the instructor. A cancelled session is struck through and says so in
 * words, with the reason; a moved one says where it was first planned, with the reason.
 */
import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import type { TimetableMember } from '../lib/timetable-members.ts';
import { MemberInitials } from './member-initials.tsx';
import { DumbbellIcon } from 'lucide-react';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { ClassPageLink } from '#pwa/components/class-facts/class-page-link.tsx';
import { TimeRange } from '#pwa/components/class-facts/session-text.tsx';
import { SportIcon } from '#pwa/components/class-facts/sport-icon.tsx';
import { SessionChangeNote } from '#pwa/components/class-facts/session-change-note.tsx';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Thumbnail } from '#pwa/components/ui/thumbnail.tsx';
import { cn } from '#pwa/lib/styling/utils.ts';
import { isSport } from '#shared/classes/sports.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { TimetableSession as Session } from '#shared/schemas/timetable.ts';

export function TimetableSession({
  session,
  member,
}: {
  session: Session;
  /** Whose it is, marked with their colour and initials, in a family's timetable. */
  member?: TimetableMember | undefined;
}) {
  const facts = useClassFacts();
  const cancelled = session.status === 'cancelled';
  const venue = facts.venue(session.venue);
  const zoneName = facts.zone(session.venue);
  const time = facts.timeRange(session, session.venue);
  // <del> strikes the time and the class through and tells screen readers it was removed; the
  // word "Cancelled" says it to everyone else (not the colour alone).
  const Struck = cancelled ? 'del' : 'span';
  return (
    <article
      className={cn(
        'flex gap-3 rounded-card border border-border bg-white p-3 shadow-xs',
        member && ['border-l-4', member.colour.edge],
        cancelled && 'border-red-200 bg-red-50/40',
      )}
    >
      <Thumbnail
        src={session.photo}
        alt=""
        fallback={
          isSport(session.sport) ? (
            <SportIcon sport={session.sport} />
          ) : (
            <DumbbellIcon aria-hidden="true" />
          )
        }
        className={cn('hidden h-14 w-20 rounded-md sm:flex', cancelled && 'opacity-60')}
      />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Struck className={cn('text-slate-900', cancelled && 'text-slate-600 decoration-2')}>
            <span className="font-semibold tabular-nums">
              <TimeRange>{time}</TimeRange>
            </span>
            {zoneName && <span className="text-sm text-slate-600"> ({zoneName})</span>}
          </Struck>
          {cancelled && <Badge variant="danger">{m.timetable_cancelled()}</Badge>}
        </div>
        <p className="font-semibold break-words">
          <Struck className={cn(cancelled && 'text-slate-600 decoration-2')}>
            <ClassPageLink id={session.classId}>{session.className}</ClassPageLink>
          </Struck>
        </p>
        {member ? (
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-800">
            <MemberInitials member={member} />
            <span className="wrap-anywhere">{member.name}</span>
          </p>
        ) : (
          <ParticipantNote name={session.participantName} />
        )}
        <p className="text-sm text-slate-600">
          {venue && <span className="after:mx-1.5 after:content-['·']">{venue}</span>}
          <span>{m.timetable_instructor({ name: session.instructorName })}</span>
        </p>
        <SessionChangeNote session={session} venue={session.venue} className="text-sm" />
      </div>
    </article>
  );
}
