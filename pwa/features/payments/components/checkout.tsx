import type { UseQueryResult } from '@tanstack/react-query';
import { Loader2, RotateCw, ShoppingBasket } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages.js';
import { currencyOrDefault, totalsByCurrency, type Currency } from '#shared/money.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { FormAlert } from '#pwa/components/ui/form-alert.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastSuccess } from '#pwa/components/ui/sonner.tsx';
import type { AuthUser } from '#pwa/lib/auth.tsx';
import { useLocalePath } from '#pwa/lib/locale.tsx';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { usePaymentMode } from '../api/get-payment-mode.ts';
import { inCurrency, PAY_HOLDING, useCheckout } from '../api/use-checkout.ts';
import { CurrencyChoice } from './currency-choice.tsx';
import { PaymentComplete, transactionCompleteText } from './payment-complete.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { SeatHold } from './seat-hold.tsx';
import { TestCardForm } from './test-card-form.tsx';

const StripeCardForm = lazy(() => import('./stripe-card-form.tsx'));

export { PAY_OFFLINE } from '../api/use-checkout.ts';

/**
 * The payment page: the selected classes and their total, a 10-minute hold on their seats, and
 * the card form. One payment is in one currency: classes of branches with other currencies are
 * paid in a payment of their own, chosen above the summary, never added to this total. The card form (Stripe's Card Element, or TEST MODE's form when no Stripe key is configured).
 * The page hands in the student's selections; `onPaid` lets it refresh what the payment changed
 * (selections, enrollments, history, seats).
 */
export function Checkout({
  user,
  selections,
  onPaid,
}: {
  user: AuthUser;
  selections: UseQueryResult<Selection[]>;
  onPaid: () => void;
}) {
  const online = useOnlineStatus();
  const localePath = useLocalePath();
  const mode = usePaymentMode();
  const billing = { name: user.displayName || 'anonymous', email: user.email || 'unknown' };
  const list = selections.data ?? [];
  const totals = totalsByCurrency(
    list.map((selection) => ({
      price: selection.price,
      currency: currencyOrDefault(selection.currency),
    })),
  );
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency =
    totals.find((total) => total.currency === chosen)?.currency ?? totals[0]?.currency ?? 'usd';
  const checkout = useCheckout({
    selections,
    currency,
    billing,
    online,
    onPaid: (done) => {
      toastSuccess(transactionCompleteText(done.transactionId));
      onPaid();
    },
  });
  const { intent, state } = checkout;

  if (checkout.done) return <PaymentComplete {...checkout.done} />;
  if (selections.isPending) {
    return <Skeleton className="h-64 w-full rounded-card" aria-label={m.selection_loading()} />;
  }
  if (selections.isError) {
    return (
      <ErrorState
        message={m.payment_selected_error()}
        onRetry={() => void selections.refetch()}
        retrying={selections.isRefetching}
      />
    );
  }
  if (list.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingBasket />}
        title={m.payment_nothing_title()}
        description={m.payment_nothing_text()}
        action={
          <Button asChild>
            <Link to={localePath(paths.classes)}>{m.dashboard_browse_classes()}</Link>
          </Button>
        }
      />
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
      <div className="grid gap-4">
        {totals.length > 1 && (
          <CurrencyChoice
            totals={totals}
            counts={totals.map((total) => inCurrency(list, total.currency).length)}
            value={currency}
            onChange={setChosen}
            disabled={state.paying}
          />
        )}
        <PaymentSummary
          selections={inCurrency(list, currency)}
          total={checkout.total}
          currency={currency}
        />
      </div>
      <section
        aria-labelledby="pay-by-card-title"
        className="grid gap-4 rounded-card border border-border bg-white p-5 shadow-sm"
      >
        <div>
          <h2 id="pay-by-card-title" className="text-lg font-bold text-slate-900">
            {m.payment_by_card()}
          </h2>
          <p className="mt-1 text-sm break-words text-slate-600">{m.payment_billed_to(billing)}</p>
        </div>
        {online && intent.isPending && (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
            <Loader2
              aria-hidden="true"
              className="size-4 animate-spin motion-reduce:animate-none"
            />
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
        {m.dashboard_try_again()}
      </Button>
    </FormAlert>
  );
}
