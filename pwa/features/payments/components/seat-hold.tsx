import { Clock, RotateCw, TimerOff } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { SEAT_HOLD_MINUTES } from '#shared/schemas/payment.ts';
import { formatTimeLeft } from '#pwa/lib/timing/use-time-left.ts';

/** The 10-minute hold on the student's seats: the time left, or a way to hold them again. */
export function SeatHold({
  timeLeft,
  renewing,
  onRenew,
}: {
  timeLeft: number;
  renewing: boolean;
  onRenew: () => void;
}) {
  const format = useFormat();
  if (timeLeft > 0) {
    return (
      <p className="flex items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>
          {m.payment_seats_held_for()}{' '}
          <span role="timer" className="font-bold tabular-nums">
            {format.digits(formatTimeLeft(timeLeft))}
          </span>
        </span>
      </p>
    );
  }
  return (
    <div
      role="status"
      className="grid gap-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-3 text-sm text-amber-950 sm:flex sm:items-center sm:justify-between"
    >
      <p className="flex items-center gap-2">
        <TimerOff aria-hidden="true" className="size-4 shrink-0" />
        {m.payment_hold_ended({ minutes: format.count(SEAT_HOLD_MINUTES) })}
      </p>
      <Button size="sm" variant="outline" onClick={onRenew} disabled={renewing}>
        <RotateCw
          aria-hidden="true"
          className={renewing ? 'animate-spin motion-reduce:animate-none' : undefined}
        />
        {m.payment_hold_again()}
      </Button>
    </div>
  );
}
