// A class's action for a student in its line (or joining it): on a card, their state; on the
// class page, their place with Leave waitlist, or the seat held for them. Anyone else sees
// `otherwise` (the page composes: Select, which becomes Join waitlist when the class is full).
// In a family, the places are the family's (a child's too), and while another member could still
// join, `otherwise` stays: its Join waitlist asks for whom, as Select stays until every member has
// the class (decision 049).
import { ClockIcon, ListOrderedIcon, TicketIcon } from 'lucide-react';
import * as React from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { useAuth } from '#pwa/lib/auth/auth.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Class } from '#shared/schemas/class.ts';
import { useMyWaitlistRows } from '../api/use-waitlist-rows.ts';
import { useWaitlistCandidates } from '../api/use-waitlist-candidates.ts';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';
import { PlaceText } from './place-text.tsx';
import type { PayForOffer } from './offer-card.tsx';

// The class page's panel (an offer's countdown, the confirmations) loads for a student in line
// only: the class page and /classes paint without it.
const PlacePanel = React.lazy(() =>
  import('./place-panel.tsx').then((module) => ({ default: module.PlacePanel })),
);

type WaitlistActionProps = {
  item: Class;
  otherwise: React.ReactNode;
  /** 'page': the class page's panel (place and Leave, or the offer); 'card': a compact state. */
  variant?: 'card' | 'page';
  onPay?: PayForOffer;
};

/** Who is asking is read first: a visitor's or staff member's card runs no query of its own. */
export function WaitlistAction(props: WaitlistActionProps) {
  const { user, role } = useAuth();
  if (!user?.email || role !== 'student') return props.otherwise;
  return <StudentWaitlistAction {...props} email={user.email} />;
}

function StudentWaitlistAction({
  item,
  otherwise,
  variant = 'card',
  onPay,
  email,
}: WaitlistActionProps & { email: string }) {
  // Without the joins this tab is still sending: the class keeps its Join waitlist
  // ("Joining…") until the server answers (use-outbox.ts).
  const { rows } = useMyWaitlistRows(email);
  // A refused join is said on My waitlist; here the class is as if it had not been tried.
  const places = rows.filter(
    (entry) => entry.classId === item._id && entry.sync?.state !== 'refused',
  );
  if (places.length === 0) return otherwise;
  return (
    <FamilyPlaces
      item={item}
      places={places}
      otherwise={otherwise}
      variant={variant}
      onPay={onPay}
      email={email}
    />
  );
}

/**
 * The family's places in this class's line, and `otherwise` while a member has none and is not
 * enrolled. An account without children has one member, so its place alone is shown, as before
 * families.
 */
function FamilyPlaces({
  item,
  places,
  otherwise,
  variant = 'card',
  onPay,
  email,
}: WaitlistActionProps & { email: string; places: WaitlistRow[] }) {
  const { candidates } = useWaitlistCandidates(item._id, email);
  const someoneFree = candidates.some((candidate) => candidate.taken === null);
  if (variant === 'page') {
    return (
      <>
        <React.Suspense>
          {places.map((row) => (
            <PlacePanel key={row.id} row={row} email={email} onPay={onPay} />
          ))}
        </React.Suspense>
        {someoneFree && otherwise}
      </>
    );
  }
  // A seat held is the one thing to act on: the card leads to it, whoever's it is.
  const offered = places.find((row) => row.status === 'offered');
  if (offered) return <CardState row={offered} />;
  if (someoneFree) return otherwise;
  // Everyone has a place: the account's own is the one the card says, else the first.
  const shown = places.find((row) => (row.participantId ?? null) === null) ?? places[0];
  return shown ? <CardState row={shown} /> : otherwise;
}

function CardState({ row }: { row: WaitlistRow }) {
  if (row.status === 'offered') {
    return (
      <Button asChild className="w-full">
        <Link to={paths.dashboard.waitlist}>
          <TicketIcon aria-hidden="true" />
          {m.waitlist_see_offer()}
        </Link>
      </Button>
    );
  }
  const waiting = row.sync?.state === 'waiting';
  return (
    <div className="space-y-1.5">
      <Button variant="secondary" className="w-full text-emerald-800" disabled>
        {waiting ? <ClockIcon aria-hidden="true" /> : <ListOrderedIcon aria-hidden="true" />}
        {waiting ? m.waitlist_waiting_sync() : m.waitlist_on_list()}
      </Button>
      <p className="text-center text-xs text-slate-600">
        <PlaceText row={row} />
      </p>
      {row.participantName && (
        <p className="text-center">
          <ParticipantNote name={row.participantName} />
        </p>
      )}
    </div>
  );
}
