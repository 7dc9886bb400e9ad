import type { UseQueryResult } from '@tanstack/react-query';
import { ShoppingBasket } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { priceAfterDiscount } from '#shared/payments/sibling-discount.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { currencyOrDefault, totalsByCurrency, type Currency } from '#shared/money.ts';
import type { PaymentGatewayName } from '#shared/schemas/payment.ts';
import type { Selection } from '#shared/schemas/selection.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { toastSuccess } from '#pwa/lib/feedback/toasts.ts';
import type { AuthUser } from '#pwa/lib/auth/auth.tsx';
import { useLocalePath } from '#pwa/lib/i18n/locale.tsx';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { usePaymentMode } from '../api/get-payment-mode.ts';
import { inCurrency, useCheckout } from '../api/use-checkout.ts';
import { rememberedGateway, rememberGateway } from '../lib/chosen-gateway.ts';
import { CardPayment } from './card-payment.tsx';
import { CurrencyChoice } from './currency-choice.tsx';
import { PaymentComplete, transactionCompleteText } from './payment-complete.tsx';
import { HOW_TO_PAY_ID, PaymentMethodChoice } from './payment-method-choice.tsx';
import { PaymentSummary } from './payment-summary.tsx';
import { RedirectPayment } from './redirect-payment.tsx';

export { PAY_OFFLINE } from '../api/use-checkout.ts';

/**
 * The payment page: the selected classes and their total, and how to pay them. One payment is
 * in one currency: classes of branches with other currencies are paid in a payment of their
 * own, chosen above the summary, never added to this total. Each currency has its ways to pay
 * (GET /api/config): a card on this page (with a 10-minute hold on the seats while the card is
 * typed), or bKash's or SSLCommerz's own page, where the browser goes and comes back from.
 * The page hands in the student's selections; `onPaid` lets it refresh what a card payment
 * changed (selections, enrollments, history, seats).
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
      price: priceAfterDiscount(selection),
      currency: currencyOrDefault(selection.currency),
    })),
  );
  const [chosen, setChosen] = useState<Currency | null>(null);
  const currency =
    totals.find((total) => total.currency === chosen)?.currency ?? totals[0]?.currency ?? 'usd';
  // The ways to pay this currency; without the configuration, the card form says why it failed.
  const offered: readonly PaymentGatewayName[] = mode.isError
    ? ['card']
    : (mode.data?.gateways[currency] ?? []);
  const [picked, setPicked] = useState<Partial<Record<Currency, PaymentGatewayName>>>({});
  const pickedHere = picked[currency];
  const gateway =
    pickedHere && offered.includes(pickedHere) ? pickedHere : rememberedGateway(currency, offered);
  const pick = (next: PaymentGatewayName) => {
    setPicked((before) => ({ ...before, [currency]: next }));
    rememberGateway(currency, next);
  };
  const checkout = useCheckout({
    selections,
    currency,
    billing,
    online,
    // Only a card needs its seats held while it is typed; a gateway's start holds them itself.
    holdSeats: gateway === 'card',
    onPaid: (done) => {
      toastSuccess(transactionCompleteText(done.transactionId));
      onPaid();
    },
  });
  const { state } = checkout;
  const offersChoice = !(offered.length === 1 && offered[0] === 'card') && !mode.isPending;

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
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:items-start">
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
        aria-labelledby={offersChoice ? HOW_TO_PAY_ID : 'pay-by-card-title'}
        className="grid gap-4 rounded-card border border-border bg-white p-5 shadow-sm"
      >
        <div>
          {offersChoice ? (
            <h2 id={HOW_TO_PAY_ID} className="text-lg font-bold text-slate-900">
              {m.payment_how_to_pay()}
            </h2>
          ) : (
            <h2 id="pay-by-card-title" className="text-lg font-bold text-slate-900">
              {m.payment_by_card()}
            </h2>
          )}
          <p className="mt-1 text-sm break-words text-slate-600">{m.payment_billed_to(billing)}</p>
        </div>
        {offersChoice && gateway && (
          <PaymentMethodChoice
            gateways={offered}
            value={gateway}
            onChange={pick}
            disabled={state.paying}
          />
        )}
        {offersChoice && offered.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900"
          >
            {m.payment_methods_none()}
          </p>
        ) : gateway === 'bkash' || gateway === 'sslcommerz' ? (
          <RedirectPayment
            gateway={gateway}
            total={checkout.total}
            currency={currency}
            online={online}
            onRefused={() => void selections.refetch()}
          />
        ) : (
          <CardPayment checkout={checkout} mode={mode} online={online} />
        )}
      </section>
    </div>
  );
}
