import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { FormField } from '#pwa/components/ui/form-field.tsx';
import { Input } from '#pwa/components/ui/input.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { TEST_CARDS } from '#shared/test-cards.ts';
import type { CardDetails } from '../api/confirm-card-payment.ts';
import type { PayState } from '../api/use-checkout.ts';
import { CardError, PayButton } from './pay-button.tsx';
import {
  formatCardNumber,
  formatExpiry,
  testCardFormSchema,
  toCardDetails,
  type TestCardFormValues,
} from './test-card-schema.ts';

const FORM_ID = 'test-card';
const EMPTY: TestCardFormValues = { number: '', expiry: '', cvc: '' };

const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

/** What each test card does, in the page's language (shared/test-cards.ts has the English). */
const CARD_LABELS: Record<string, () => string> = {
  '4242424242424242': m.payment_test_card_visa,
  '5555555555554444': m.payment_test_card_mastercard,
  '4000000000000002': m.payment_test_card_declined,
  '4000000000009995': m.payment_test_card_insufficient_funds,
  '4000000000000069': m.payment_test_card_expired,
  '4000000000000127': m.payment_test_card_incorrect_cvc,
};
const CVC_DIGITS = 3;

/** The built-in test provider's cards, so a tester knows what each number does. */
function TestCardList() {
  const format = useFormat();
  return (
    <details open className="rounded-lg border border-amber-300 bg-amber-50 text-sm text-amber-950">
      <summary className="cursor-pointer px-3 py-2 font-semibold">{m.payment_test_cards()}</summary>
      <ul className="grid gap-1 px-3 pb-3 text-xs sm:text-sm">
        {TEST_CARDS.map((card) => (
          <li key={card.number} className="grid grid-cols-[auto_1fr] gap-x-3">
            <span className="font-mono tabular-nums">{spaced(card.number)}</span>
            <span className="text-right">{CARD_LABELS[card.number]?.() ?? card.label}</span>
          </li>
        ))}
      </ul>
      <p className="px-3 pb-3">{m.payment_test_cards_hint({ digits: format.count(CVC_DIGITS) })}</p>
    </details>
  );
}

/**
 * TEST MODE's card form (no Stripe key configured): card number, MM / YY and CVC, checked here
 * for completeness; the test provider judges the card like Stripe's test mode would.
 */
export function TestCardForm({
  state,
  onPay,
}: {
  state: PayState;
  onPay: (card: CardDetails) => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestCardFormValues>({
    resolver: zodResolver(testCardFormSchema),
    defaultValues: EMPTY,
  });
  const onSubmit = handleSubmit((values) => onPay(toCardDetails(values)));
  const number = register('number');
  const expiry = register('expiry');

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={onSubmit}
      aria-label={m.payment_card_details()}
      className="grid gap-4"
    >
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1.5 rounded-full bg-amber-400 px-2.5 py-0.5 text-xs font-extrabold tracking-wider text-slate-900 uppercase">
          <FlaskConical aria-hidden="true" className="size-3.5" />
          {m.payment_test_mode()}
        </span>
        {m.payment_test_no_charge()}
      </p>
      <FormField
        formId={FORM_ID}
        name="number"
        label={m.payment_card_number()}
        error={errors.number?.message}
      >
        {(control) => (
          <Input
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            className="font-mono tabular-nums"
            {...control}
            {...number}
            onChange={(event) => {
              event.target.value = formatCardNumber(event.target.value);
              void number.onChange(event);
            }}
          />
        )}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField
          formId={FORM_ID}
          name="expiry"
          label={m.payment_card_expiry()}
          error={errors.expiry?.message}
        >
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              className="tabular-nums"
              {...control}
              {...expiry}
              onChange={(event) => {
                event.target.value = formatExpiry(event.target.value);
                void expiry.onChange(event);
              }}
            />
          )}
        </FormField>
        <FormField
          formId={FORM_ID}
          name="cvc"
          label={m.payment_card_cvc()}
          error={errors.cvc?.message}
        >
          {(control) => (
            <Input
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              className="tabular-nums"
              {...control}
              {...register('cvc')}
            />
          )}
        </FormField>
      </div>
      <TestCardList />
      <CardError message={state.cardError} />
      <PayButton state={state} formReady />
    </form>
  );
}
