import { CreditCard, ShoppingBasket, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ErrorState } from '#pwa/components/ui/error-state.tsx';
import { Skeleton } from '#pwa/components/ui/skeleton.tsx';
import { useOnlineStatus } from '#pwa/lib/use-online-status.ts';
import { formatDollars } from '#shared/money.ts';
import { paymentTotal, useSelectionsToPay } from '../api/payments.ts';

export const PAY_NOT_READY = 'Card payments arrive soon: paying online is not switched on yet.';
export const PAY_OFFLINE = 'Paying needs a connection. You are offline.';

/**
 * The payment page's summary: the selected classes, their total (rounded to 2 decimals) and the
 * Pay button. Until the card form is wired (payments issue) the button stays disabled and says why.
 */
export function PaymentSummary({ email }: { email: string }) {
  const online = useOnlineStatus();
  const { data, isPending, isError, refetch, isRefetching } = useSelectionsToPay(email);
  if (isPending) {
    return (
      <Skeleton className="h-64 w-full rounded-card" aria-label="Loading your selected classes" />
    );
  }
  if (isError) {
    return (
      <ErrorState
        message="We could not load your selected classes. Check your connection and try again."
        onRetry={() => void refetch()}
        retrying={isRefetching}
      />
    );
  }
  if (data.length === 0) {
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
  const total = paymentTotal(data);
  const reason = online ? PAY_NOT_READY : PAY_OFFLINE;
  return (
    <div className="overflow-hidden rounded-card border border-border bg-white shadow-sm">
      <ul className="divide-y divide-border">
        {data.map((selection) => (
          <li key={selection._id} className="flex items-center justify-between gap-4 px-5 py-3">
            <span className="min-w-0">
              <span className="block truncate font-semibold text-slate-900">{selection.Name}</span>
              <span className="block truncate text-sm text-slate-600">{selection.IName}</span>
            </span>
            <span className="tabular-nums">{formatDollars(selection.price)}</span>
          </li>
        ))}
      </ul>
      <div className="flex items-center justify-between gap-4 border-t border-border bg-slate-50 px-5 py-4">
        <span className="font-semibold text-slate-700">Total</span>
        <span
          className="text-2xl font-extrabold text-slate-900 tabular-nums"
          data-testid="payment-total"
        >
          {formatDollars(total)}
        </span>
      </div>
      <div className="grid gap-2 px-5 py-5">
        <Button
          size="lg"
          disabled
          aria-describedby="pay-reason"
          className="w-full sm:w-auto sm:justify-self-start"
        >
          <CreditCard aria-hidden="true" />
          Pay {formatDollars(total)}
        </Button>
        <p id="pay-reason" className="flex items-center gap-2 text-sm text-slate-600">
          {!online && <WifiOff aria-hidden="true" className="size-4" />}
          {reason}
        </p>
      </div>
    </div>
  );
}
