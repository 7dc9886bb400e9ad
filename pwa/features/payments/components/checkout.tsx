import { Loader2, RotateCw, ShoppingBasket } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastSuccess } from '#pwa/components/ui/sonner.tsx';
import type { AuthUser } from '#pwa/lib/auth.tsx';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { confirmTestCard, finalizePayment, usePaymentMode } from '../api/checkout.ts';
import { paymentTotal, useSelectionsToPay } from '../api/payments.ts';
import { usePay, type PaymentDone } from '../api/use-pay.ts';
import { useSeatHold, useTimeLeft } from '../api/use-seat-hold.ts';
import type { PayState } from './pay-button.tsx';
import { PaymentComplete, transactionCompleteText } from './payment-complete.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { SeatHold } from './seat-hold.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export const PAY_OFFLINE = 'You are offline. Paying needs a connection.';
export const PAY_HOLDING = 'Holding your seats…';
export const PAY_HOLD_FAILED = 'Your seats are not held: see the message above.';
export const PAY_HOLD_ENDED = 'Your seat hold has ended: hold your seats again to pay.';
export const PAY_FREE = 'These classes are free: there is nothing to pay.';

/**
 * The payment page: the selected classes and their total, a 10-minute hold on their seats, and
 * the card form (Stripe's Card Element, or TEST MODE's form when no Stripe key is configured).
 * `onPaid` lets the page refresh what the payment changed (selections, enrollments, history).
 */
export function Checkout({ user, onPaid }: { user: AuthUser; onPaid: () => void }) {
  const online = useOnlineStatus();
  const selections = useSelectionsToPay(user.email);
  const mode = usePaymentMode();
  const list = selections.data ?? [];
  const total = paymentTotal(list);
  const fresh = selections.isSuccess && !selections.isFetching;
  const { intent, renew } = useSeatHold(total, online && fresh);
  const timeLeft = useTimeLeft(intent.data?.holdExpiresAt);
  const billing = { name: user.displayName || 'anonymous', email: user.email || 'unknown' };
  const flow = usePay({
    clientSecret: intent.data?.clientSecret ?? null,
    record: (transactionId) => finalizePayment(transactionId, user.email, list, total),
    onDone: (done: PaymentDone) => {
      toastSuccess(transactionCompleteText(done.transactionId));
      onPaid();
    },
  });

  if (flow.done) return <PaymentComplete {...flow.done} />;
  if (selections.isPending) {
    return (
      <Skeleton className="h-64 w-full rounded-card" aria-label="Loading your selected classes" />
    );
  }
  if (selections.isError) {
    return (
      <ErrorState
        message="We could not load your selected classes. Check your connection and try again."
        onRetry={() => void selections.refetch()}
        retrying={selections.isRefetching}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBasket />}
        title="Nothing to pay"
        description="Select one or more classes first; you pay for all of them in one go."
        action={
          <Button asChild>
            <Link to={paths.classes}>Browse classes</Link>
          </Button>
        }
      />
    );
  }

  const blockedReason = !online
    ? PAY_OFFLINE
    : total <= 0
      ? PAY_FREE
      : intent.isError
        ? PAY_HOLD_FAILED
        : !intent.data
          ? PAY_HOLDING
          : timeLeft <= 0
            ? PAY_HOLD_ENDED
            : null;
  const state: PayState = {
    total,
    blockedReason: flow.charged
      ? 'Your card has been charged: record the payment above.'
      : blockedReason,
    offline: !online,
    paying: flow.paying,
    cardError: flow.cardError,
  };
  const tryHoldAgain = () => void selections.refetch().then(() => intent.reset());

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <PaymentSummary selections={list} total={total} />
      <section
        aria-labelledby="pay-by-card-title"
        className="grid gap-4 rounded-card border border-border bg-white p-5 shadow-sm"
      >
        <div>
          <h2 id="pay-by-card-title" className="text-lg font-bold text-slate-900">
            Pay by card
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">
            Billed to {billing.name} · {billing.email}
          </p>
        </div>
        {online && intent.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
            {PAY_HOLDING}
          </p>
        )}
        {intent.isError && <HoldError error={intent.error} onRetry={tryHoldAgain} />}
        {intent.data && !flow.charged && (
          <SeatHold timeLeft={timeLeft} renewing={intent.isPending} onRenew={renew} />
        )}
        {flow.charged && (
          <FormAlert>
            <p>Your card was charged, but the payment is not recorded yet: {flow.recordError}</p>
            <Button
              size="sm"
              onClick={() => void flow.retryRecord()}
              disabled={flow.paying || !online}
              className="justify-self-start"
            >
              <RotateCw aria-hidden="true" />
              Record my payment
            </Button>
          </FormAlert>
        )}
        {mode.isPending ? (
          <Skeleton className="h-72 w-full rounded-lg" aria-label="Loading the card form" />
        ) : mode.isError ? (
          <ErrorState
            message="We could not load the card form. Check your connection and try again."
            onRetry={() => void mode.refetch()}
            retrying={mode.isRefetching}
          />
        ) : mode.data.mode === 'stripe' && mode.data.publishableKey ? (
          <Suspense
            fallback={
              <Skeleton className="h-40 w-full rounded-lg" aria-label="Loading the card form" />
            }
          >
            <StripeCardForm
              publishableKey={mode.data.publishableKey}
              billing={billing}
              state={state}
              onPay={(confirm) => void flow.pay(confirm)}
            />
          </Suspense>
        ) : (
          <TestCardForm
            state={state}
            onPay={(card) => void flow.pay((secret) => confirmTestCard(secret, card, billing))}
          />
        )}
      </section>
    </div>
  );
}

function HoldError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <FormAlert>
      <p>{error.message}</p>
      <Button size="sm" variant="outline" onClick={onRetry} className="justify-self-start">
        <RotateCw aria-hidden="true" />
        Try again
      </Button>
    </FormAlert>
  );
}
