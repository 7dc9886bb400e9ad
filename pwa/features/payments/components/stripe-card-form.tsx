// Stripe's Card Element (production): loaded only when the page shows it, so Stripe.js and its
// React bindings stay out of every other page's download.
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import type { CardPayment } from '../api/confirm-card-payment.ts';
import type { PayState } from '../api/use-checkout.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { CardError, PayButton } from './pay-button.tsx';

const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripeByKey.set(publishableKey, stripe);
  }
  return stripe;
};

const ELEMENT_STYLE = {
  base: {
    fontSize: '16px',
    color: '#0f172a',
    fontFamily: 'system-ui, sans-serif',
    '::placeholder': { color: '#94a3b8' },
  },
  invalid: { color: '#b91c1c' },
};

type Props = {
  publishableKey: string;
  state: PayState;
  /** The checkout confirms the intent with the element's card (use-checkout.ts). */
  onPay: (payment: CardPayment) => void;
};

function CardForm({ state, onPay }: Omit<Props, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [typingError, setTypingError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    onPay({ provider: 'stripe', stripe, card });
  };

  return (
    <form onSubmit={submit} aria-label={m.payment_card_details()} className="grid gap-4">
      <div className="grid gap-2">
        <span className="text-sm font-semibold text-slate-800">{m.payment_card()}</span>
        <div className="rounded-lg border border-input bg-white px-3 py-3 shadow-xs focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30">
          <CardElement
            options={{ style: ELEMENT_STYLE, hidePostalCode: true }}
            onReady={() => setReady(true)}
            onChange={(event) => setTypingError(event.error?.message ?? null)}
          />
        </div>
      </div>
      <CardError message={state.cardError ?? typingError} />
      <PayButton state={state} formReady={ready && Boolean(stripe)} />
    </form>
  );
}

export default function StripeCardForm({ publishableKey, ...props }: Props) {
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <CardForm {...props} />
    </Elements>
  );
}
