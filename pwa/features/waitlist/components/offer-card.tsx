// A seat held for the student: until when, a live countdown, Pay now (the page says what paying
// means: pwa/app/use-pay-offer.ts) and Decline. Said prominently: it is the one thing to act on.
import { useQueryClient } from '@tanstack/react-query';
import { CreditCardIcon, TicketIcon, TimerOffIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '#pwa/components/ui/button.tsx';
import { toastError } from '#pwa/lib/feedback/toasts.ts';
import { readApiError } from '#pwa/lib/api/api-client.ts';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { waitlistKeys } from '../api/get-waitlist.ts';
import type { WaitlistRow } from '../api/waitlist-outbox.ts';
import { formatTimeLeft, useTimeLeft } from '#pwa/lib/timing/use-time-left.ts';
import { LeaveButton } from './leave-button.tsx';

/**
 * Puts the offered class where it can be paid for, for whom the place is (a child's id and name;
 * null: the student's own), then opens the payment.
 */
export type PayForOffer = (offer: {
  classId: string;
  className: string;
  participant: { id: string; name: string } | null;
}) => Promise<void>;

type OfferCardProps = {
  row: WaitlistRow;
  email: string;
  onPay?: PayForOffer;
  /** The class's name above the offer (My waitlist); the class page names it already. */
  title?: React.ReactNode;
};

export function OfferCard({ row, email, onPay, title }: OfferCardProps) {
  const format = useFormat();
  const queryClient = useQueryClient();
  const timeLeft = useTimeLeft(row.offerExpiresAt);
  const [paying, setPaying] = React.useState(false);
  const headingId = React.useId();
  const ended = timeLeft === 0;
  const until = row.offerExpiresAt ?? '';

  // Once it ends, the server has passed the seat on: the refetch takes the entry away.
  React.useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine(email) });
  }, [ended, email, queryClient]);

  async function pay() {
    if (!onPay) return;
    setPaying(true);
    try {
      const participant = row.participantId
        ? { id: row.participantId, name: row.participantName ?? '' }
        : null;
      await onPay({ classId: row.classId, className: row.className, participant });
    } catch (error) {
      toastError(m.waitlist_pay_failed(), (await readApiError(error)).message);
    } finally {
      setPaying(false);
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-card border-2 border-emerald-600 bg-emerald-50 p-4 shadow-sm"
    >
      {title}
      <p id={headingId} className="flex items-start gap-2 text-lg font-bold text-emerald-950">
        <TicketIcon aria-hidden="true" className="mt-1 size-5 shrink-0" />
        <span>
          {m.waitlist_offer_until({ date: format.date(until), time: format.time(until) })}
        </span>
      </p>
      {ended ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-amber-900">
          <TimerOffIcon aria-hidden="true" className="size-4 shrink-0" />
          {m.waitlist_offer_ended()}
        </p>
      ) : (
        <>
          <p className="text-sm text-emerald-950">
            {m.waitlist_offer_time_left()}{' '}
            <span role="timer" className="font-bold tabular-nums">
              {format.digits(formatTimeLeft(timeLeft))}
            </span>
          </p>
          <p className="text-sm text-slate-700">{m.waitlist_offer_pay_before()}</p>
          <div className="flex flex-wrap gap-2">
            {onPay && (
              <Button
                disabled={paying}
                aria-label={m.waitlist_pay_now_label({ className: row.className })}
                onClick={() => void pay()}
              >
                <CreditCardIcon aria-hidden="true" />
                {m.waitlist_pay_now()}
              </Button>
            )}
            <LeaveButton row={row} email={email} kind="decline" size="default" />
          </div>
        </>
      )}
    </section>
  );
}
