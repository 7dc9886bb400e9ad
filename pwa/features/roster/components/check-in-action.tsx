import { ScanLineIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useClassFacts } from '#pwa/components/class-facts/use-class-facts.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import type { Roster } from '#shared/schemas/roster.ts';
import { useRoster } from '../api/roster.ts';
import { checkInPath } from '../lib/check-in-path.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whether the class's sessions span today at all (no roster is asked for otherwise). */
function mayMeetToday(item: Class, now: number): boolean {
  if (item.status !== 'approved' || !item.firstSessionAt || !item.lastSessionAt) return false;
  return (
    Date.parse(item.firstSessionAt) - DAY_MS <= now &&
    now <= Date.parse(item.lastSessionAt) + DAY_MS
  );
}

/** Today's session in the venue's calendar: the first one not over yet, else the last one. */
function todaysSession(
  roster: Roster,
  today: string,
  dayOf: (instant: string) => string,
  now: number,
) {
  const todays = roster.sessions.filter(
    (s) => s.status === 'scheduled' && dayOf(s.startsAt) === today,
  );
  return todays.find((s) => Date.parse(s.endsAt) >= now) ?? todays.at(-1);
}

/**
 * "Check in" on My Classes for a class that meets today. Asking for the roster here also saves
 * it on the phone, so the check-in screen opens with no connection at the door.
 */
export function CheckInAction({ item }: { item: Class }) {
  const now = Date.now();
  const meets = mayMeetToday(item, now);
  const roster = useRoster(item._id, { enabled: meets });
  const facts = useClassFacts();
  if (!meets || !roster.data) return null;
  const dayOf = (instant: string) => facts.sessionDate(instant, item.venue);
  const session = todaysSession(roster.data, dayOf(new Date(now).toISOString()), dayOf, now);
  if (!session) return null;
  return (
    <Button asChild size="sm">
      <Link to={checkInPath(session.id, item._id)}>
        <ScanLineIcon aria-hidden="true" />
        {m.check_in_action()}
      </Link>
    </Button>
  );
}
