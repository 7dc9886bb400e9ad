import { CreditCard, Loader2 } from 'lucide-react';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { ConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { PayState } from '../api/use-checkout.ts';

export const PAY_REASON_ID = 'pay-reason';
export const CARD_ERROR_ID = 'card-error';

/** The provider's message about the card, under the form, announced at once. */
export function CardError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <FormAlert id={CARD_ERROR_ID} className="font-medium">
      {message}
    </FormAlert>
  );
}

/**
 * The submit button of a card form: disabled while the form is not ready, while a payment runs,
 * and whenever the page gives a reason (shown under it and tied to it as its description).
 */
export function PayButton({
  state,
  formReady,
  notReadyReason = m.payment_loading_card_form_wait(),
}: {
  state: PayState;
  formReady: boolean;
  notReadyReason?: string;
}) {
  const format = useFormat();
  const reason = state.blockedReason ?? (formReady ? null : notReadyReason);
  const disabled = reason !== null || state.paying;
  return (
    <div className="grid gap-2">
      <Button
        type="submit"
        size="lg"
        disabled={disabled}
        aria-describedby={reason ? PAY_REASON_ID : undefined}
        className="w-full"
      >
        {state.paying ? (
          <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <CreditCard aria-hidden="true" />
        )}
        {state.paying
          ? m.payment_paying()
          : m.payment_pay_amount({ amount: format.price(state.total, state.currency) })}
      </Button>
      {reason &&
        (state.offline ? (
          <ConnectionNote id={PAY_REASON_ID}>{reason}</ConnectionNote>
        ) : (
          <p id={PAY_REASON_ID} className="text-sm text-slate-600">
            {reason}
          </p>
        ))}
    </div>
  );
}
