import { Receipt } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/app/paths.ts';
import { Button } from '#pwa/components/ui/button.tsx';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { formatDollars } from '#shared/money.ts';
import { usePayments } from '../api/get-payments.ts';
import { formatPaymentDate } from './format-date.ts';

/** 'Your Payments': a card per payment with transactionId, Paid Amount, DATE and Email. */
export function PaymentHistory() {
  const query = usePayments();
  return (
    <QueryStates
      query={query}
      loading={
        <SkeletonList
          label="Loading your payments"
          count={4}
          height="h-40"
          className="grid gap-4 sm:grid-cols-2"
        />
      }
      errorMessage="We could not load your payments. Check your connection and try again."
      empty={{
        icon: <Receipt />,
        title: 'No payments yet',
        description: 'When you pay for your selected classes, the receipts appear here.',
        action: (
          <Button asChild>
            <Link to={paths.dashboard.myClass}>Go to My selected Classes</Link>
          </Button>
        ),
      }}
    >
      {(data) => (
        <div className="space-y-4">
          <ul className="grid gap-4 sm:grid-cols-2">
            {data.map((payment) => (
              <li key={payment._id}>
                <article className="h-full rounded-card border border-border bg-white p-5 wrap-anywhere shadow-sm">
                  <dl className="grid gap-3 text-sm">
                    <div>
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        transactionId
                      </dt>
                      <dd className="font-mono text-sm text-slate-900">{payment.transactionId}</dd>
                    </div>
                    <div className="flex flex-wrap justify-between gap-3">
                      <div>
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          Paid Amount
                        </dt>
                        <dd className="text-xl font-extrabold text-emerald-800 tabular-nums">
                          {formatDollars(payment.price)}
                        </dd>
                      </div>
                      <div>
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          DATE
                        </dt>
                        <dd className="text-slate-900">
                          <time dateTime={payment.date}>{formatPaymentDate(payment.date)}</time>
                        </dd>
                      </div>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        Email
                      </dt>
                      <dd className="text-slate-900">{payment.email}</dd>
                    </div>
                    {payment.itemNames.length > 0 && (
                      <div>
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          Classes
                        </dt>
                        <dd className="text-slate-700">{payment.itemNames.join(', ')}</dd>
                      </div>
                    )}
                  </dl>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore query={query} noun="payments" />
        </div>
      )}
    </QueryStates>
  );
}
