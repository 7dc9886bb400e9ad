import { Loader2, RotateCw } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { m } from '#shared/i18n/paraglide/messages.js';
import { Button } from '#pwa/components/ui/button.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import type { usePaymentMode } from '../api/get-payment-mode.ts';
import { PAY_HOLDING, type useCheckout } from '../api/use-checkout.ts';
import { SeatHold } from './seat-hold.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

/**
 * Paying by card on this page: the seat hold the checkout made (or why it failed), the card
 * that was charged but not recorded yet, and the card form (Stripe's Card Element, or TEST
 * MODE's form when no Stripe key is configured).
 */
export function CardPayment({
  checkout,
  mode,
  online,
}: {
  checkout: ReturnType<typeof useCheckout>;
  mode: ReturnType<typeof usePaymentMode>;
  online: boolean;
}) {
  const { intent, state } = checkout;
  return (
    <>
      {online && intent.isPending && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
          {PAY_HOLDING()}
        </p>
      )}
      {intent.isError && <HoldError error={intent.error} onRetry={checkout.tryHoldAgain} />}
      {intent.data && !checkout.charged && (
        <SeatHold
          timeLeft={checkout.timeLeft}
          renewing={intent.isPending}
          onRenew={checkout.holdAgain}
        />
      )}
      {checkout.charged && (
        <FormAlert>
          <p>{m.payment_charged_not_recorded({ reason: checkout.recordError ?? '' })}</p>
          <Button
            size="sm"
            onClick={checkout.recordAgain}
            disabled={state.paying || !online}
            className="justify-self-start"
          >
            <RotateCw aria-hidden="true" />
            {m.payment_record_again()}
          </Button>
        </FormAlert>
      )}
      {mode.isPending ? (
        <Skeleton className="h-72 w-full rounded-lg" aria-label={m.payment_loading_card_form()} />
      ) : mode.isError ? (
        <ErrorState
          message={m.payment_card_form_error()}
          onRetry={() => void mode.refetch()}
          retrying={mode.isRefetching}
        />
      ) : mode.data.mode === 'stripe' && mode.data.publishableKey ? (
        <Suspense
          fallback={
            <Skeleton
              className="h-40 w-full rounded-lg"
              aria-label={m.payment_loading_card_form()}
            />
          }
        >
          <StripeCardForm
            publishableKey={mode.data.publishableKey}
            state={state}
            onPay={checkout.pay}
          />
        </Suspense>
      ) : (
        <TestCardForm state={state} onPay={(card) => checkout.pay({ provider: 'test', card })} />
      )}
    </>
  );
}

function HoldError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <FormAlert>
      <p>{error.message}</p>
      <Button size="sm" variant="outline" onClick={onRetry} className="justify-self-start">
        <RotateCw aria-hidden="true" />
        {m.dashboard_try_again()}
      </Button>
    </FormAlert>
  );
}
