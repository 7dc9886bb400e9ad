import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { CalendarDays, Info, Loader2, RotateCw, SearchX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { PaymentAttempt } from '#shared/schemas/payment.ts';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { EmptyState } from '#pwa/components/ui/empty-state.tsx';
import { ConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { ErrorState } from '#pwa/components/feedback/error-state.tsx';
import { NotSavedState } from '#pwa/components/feedback/not-saved-state.tsx';
import { isNotSavedHere } from '#pwa/lib/storage/not-saved.ts';
import { useOnlineStatus } from '#pwa/lib/device/use-online-status.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { isMissing, usePaymentAttempt } from '../api/get-payment-attempt.ts';
import { paymentKeys } from '../api/payment-keys.ts';
import { AttemptDetails } from './attempt-details.tsx';
import { LOOKS, stateKey, type Look } from './attempt-looks.tsx';
import { GATEWAY_NAMES } from '#shared/payments/gateway-names.ts';

/**
 * /dashboard/payment/return?reference=…: where a bKash or SSLCommerz payment ended, as the server
 * confirmed it with the gateway (the browser's return proves nothing). While it is confirming the
 * page asks again, less often as time goes (a return the gateway dropped is recovered so), and
 * after a while says the student may leave; offline it waits for the connection. The heading of
 * each state is announced. `onSettled` runs once the attempt is settled, so the page can refresh
 * what a payment changes.
 */
export function PaymentReturn({
  reference,
  onSettled,
}: {
  reference: string;
  onSettled: (attempt: PaymentAttempt) => void;
}) {
  const attempt = usePaymentAttempt(reference);
  const online = useOnlineStatus();
  const queryClient = useQueryClient();
  const { refetch } = attempt;
  // Back online: ask at once rather than at the next poll.
  useEffect(() => {
    const ask = () => void refetch();
    window.addEventListener('online', ask);
    return () => window.removeEventListener('online', ask);
  }, [refetch]);
  const settled = useRef<string | null>(null);
  const status = attempt.data?.status;
  useEffect(() => {
    if (!attempt.data || status === 'confirming' || settled.current === status) return;
    settled.current = status ?? null;
    onSettled(attempt.data);
  }, [attempt.data, status, onSettled]);

  // One live region for every state, so each change is read out once.
  return (
    <>
      <Announce text={announcement(attempt, reference, online, queryClient)} />
      <ReturnBody attempt={attempt} reference={reference} online={online} />
    </>
  );
}

type AttemptQuery = ReturnType<typeof usePaymentAttempt>;

function announcement(
  attempt: AttemptQuery,
  reference: string,
  online: boolean,
  queryClient: QueryClient,
): string {
  if (reference === '' || (attempt.isError && isMissing(attempt.error))) {
    return m.payment_return_not_found_title();
  }
  if (attempt.isPending) return online ? m.payment_return_checking() : m.payment_return_offline();
  if (attempt.isError) return m.payment_return_error();
  const responses = queryClient.getQueryState(paymentKeys.attempt(reference))?.dataUpdateCount ?? 0;
  return LOOKS[stateKey(attempt.data, responses)].title();
}

function ReturnBody({
  attempt,
  reference,
  online,
}: {
  attempt: AttemptQuery;
  reference: string;
  online: boolean;
}) {
  const queryClient = useQueryClient();
  if (reference === '' || (attempt.isError && isMissing(attempt.error))) return <NotFound />;
  if (attempt.isPending) {
    return isNotSavedHere(attempt) ? (
      <NotSavedState title={m.payment_return_checking()} description={m.payment_return_offline()} />
    ) : (
      <p className="flex items-center gap-2 text-slate-600">
        <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
        {m.payment_return_checking()}
      </p>
    );
  }
  if (attempt.isError) {
    return (
      <ErrorState
        message={m.payment_return_error()}
        onRetry={() => void attempt.refetch()}
        retrying={attempt.isRefetching}
      />
    );
  }
  // Read on each poll (the response's time changes): how long it has been confirming.
  void attempt.dataUpdatedAt;
  const responses = queryClient.getQueryState(paymentKeys.attempt(reference))?.dataUpdateCount ?? 0;
  const look = LOOKS[stateKey(attempt.data, responses)];
  return <AttemptState attempt={attempt.data} look={look} online={online} />;
}

function AttemptState({
  attempt,
  look,
  online,
}: {
  attempt: PaymentAttempt;
  look: Look;
  online: boolean;
}) {
  const gateway = GATEWAY_NAMES[attempt.gateway]();
  const title = look.title();
  const confirming = attempt.status === 'confirming';
  const payAgain = ['failed', 'cancelled', 'refunded'].includes(attempt.status);
  return (
    <article
      data-status={attempt.status}
      className={cn('grid gap-5 rounded-card border bg-white p-5 shadow-sm sm:p-6', look.tone)}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="mt-0.5 shrink-0 [&_svg]:size-7">
          {look.icon}
        </span>
        <div className="grid min-w-0 gap-2">
          <h2 className="text-xl font-extrabold tracking-tight text-slate-900">{title}</h2>
          <p className="text-slate-700">{look.text(gateway)}</p>
        </div>
      </div>
      {confirming && !online && <ConnectionNote>{m.payment_return_offline()}</ConnectionNote>}
      {attempt.refundedClasses.length > 0 && attempt.status !== 'refunded' && (
        <div className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p className="flex items-center gap-2 font-semibold">
            <Info aria-hidden="true" className="size-4 shrink-0" />
            {m.payment_return_partly_refunded_title()}
          </p>
          <p>{m.payment_return_partly_refunded_text()}</p>
          <ul className="list-disc pl-5 font-semibold">
            {attempt.refundedClasses.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      )}
      <AttemptDetails attempt={attempt} />
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {attempt.status === 'paid' && (
          <>
            <Button asChild>
              <Link to={paths.dashboard.timetable}>
                <CalendarDays aria-hidden="true" />
                {m.timetable_menu()}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to={paths.dashboard.enrolledClasses}>{m.payment_my_enrolled_classes()}</Link>
            </Button>
          </>
        )}
        {payAgain && (
          <Button asChild>
            <Link to={paths.dashboard.payment}>
              <RotateCw aria-hidden="true" />
              {m.payment_pay_again()}
            </Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.dashboard.studentPayments}>{m.payment_history()}</Link>
        </Button>
      </div>
    </article>
  );
}

/** A reference this account has no payment for, or none at all. */
function NotFound() {
  return (
    <EmptyState
      icon={<SearchX />}
      title={m.payment_return_not_found_title()}
      description={m.payment_return_not_found_text()}
      action={
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={paths.dashboard.studentPayments}>{m.payment_history()}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.dashboard.payment}>{m.payment_title()}</Link>
          </Button>
        </div>
      }
    />
  );
}

/**
 * The page's state in one live region, mounted with the page, so each change of state (checking,
 * confirming, paid …) is read out once, whatever the visible layout does.
 */
function Announce({ text }: { text: string }) {
  return (
    <p role="status" className="sr-only">
      {text}
    </p>
  );
}
