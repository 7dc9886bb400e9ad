// The class page's part for a student in its line: their place with Leave waitlist, or the seat
// held for them with Pay now and Decline. A child's place says whose it is: a family may have
// more than one place in the line.
import { ClockIcon, ListOrderedIcon } from 'lucide-react';
import { ParticipantNote } from '#pwa/components/lists/participant-note.tsx';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';
import { LeaveButton } from './leave-button.tsx';
import { OfferAnnouncer } from './offer-announcer.tsx';
import { OfferCard, type PayForOffer } from './offer-card.tsx';
import { PlaceText } from './place-text.tsx';

export function PlacePanel({
  row,
  email,
  onPay,
}: {
  row: WaitlistRow;
  email: string;
  onPay?: PayForOffer;
}) {
  if (row.status === 'offered') {
    return (
      <>
        <OfferAnnouncer rows={[row]} />
        <OfferCard
          row={row}
          email={email}
          onPay={onPay}
          title={row.participantName ? <ParticipantNote name={row.participantName} /> : undefined}
        />
      </>
    );
  }
  const waiting = row.sync?.state === 'waiting';
  return (
    <div className="space-y-3 rounded-card border border-emerald-200 bg-emerald-50/60 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
        {waiting ? (
          <ClockIcon aria-hidden="true" className="size-4" />
        ) : (
          <ListOrderedIcon aria-hidden="true" className="size-4" />
        )}
        {waiting ? m.waitlist_waiting_sync() : m.waitlist_on_list()}
      </p>
      <ParticipantNote name={row.participantName} />
      <p className="text-lg font-bold text-slate-900">
        <PlaceText row={row} />
      </p>
      <LeaveButton row={row} email={email} kind="leave" />
    </div>
  );
}
