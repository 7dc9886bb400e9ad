import { ExternalLink, Loader2 } from 'lucide-react';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Currency } from '#shared/money.ts';
import { SEAT_HOLD_MINUTES, type RedirectGatewayName } from '#shared/schemas/payment.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { ConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { PAY_FREE, PAY_OFFLINE } from '../api/use-checkout.ts';
import { useRedirectPayment } from '../api/use-redirect-payment.ts';
import { GATEWAY_NAMES } from '#shared/payments/gateway-names.ts';

const REASON_ID = 'redirect-pay-reason';

/**
 * Paying on bKash's or SSLCommerz's own page: what happens, and the button that starts the
 * payment and leaves for that page. It stays disabled from the first tap until the browser has
 * gone, so one tap is one payment; offline it says the payment needs the connection.
 */
export function RedirectPayment({
  gateway,
  total,
  currency,
  online,
  onRefused,
}: {
  gateway: RedirectGatewayName;
  total: number;
  currency: Currency;
  online: boolean;
  onRefused: () => void;
}) {
  const format = useFormat();
  const payment = useRedirectPayment({ gateway, total, currency, onRefused });
  const name = GATEWAY_NAMES[gateway]();
  const amount = format.price(total, currency);
  const reason = !online ? PAY_OFFLINE() : total <= 0 ? PAY_FREE() : null;
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-600">
        {m.payment_redirect_note({
          amount,
          gateway: name,
          minutes: format.count(SEAT_HOLD_MINUTES),
        })}
      </p>
      {payment.error && <FormAlert>{payment.error}</FormAlert>}
      <Button
        type="button"
        size="lg"
        // A long amount and a gateway's name wrap on a narrow phone rather than widen the page.
        className="h-auto min-h-12 w-full py-2 whitespace-normal"
        onClick={payment.pay}
        disabled={reason !== null || payment.starting}
        aria-describedby={reason ? REASON_ID : undefined}
      >
        {payment.starting ? (
          <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <ExternalLink aria-hidden="true" />
        )}
        {payment.starting
          ? m.payment_opening_gateway({ gateway: name })
          : m.payment_pay_with({ amount, gateway: name })}
      </Button>
      {reason &&
        (online ? (
          <p id={REASON_ID} className="text-sm text-slate-600">
            {reason}
          </p>
        ) : (
          <ConnectionNote id={REASON_ID}>{reason}</ConnectionNote>
        ))}
    </div>
  );
}
