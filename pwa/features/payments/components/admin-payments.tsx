import { Wallet } from 'lucide-react';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { formatDollars } from '#shared/money.ts';
import { usePayments } from '../api/get-payments.ts';
import { PaymentTotals } from './payment-totals.tsx';
import { RefundPaymentButton } from './refund-payment-button.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

const COLUMNS = [
  { header: 'Date' },
  { header: 'Email' },
  { header: 'Classes' },
  { header: 'Amount', className: 'text-right' },
  { header: 'transactionId' },
  { header: 'Refund' },
];

/** Every payment for admins, newest first a page at a time, with the totals and a Refund action per payment. */
export function AdminPayments() {
  const query = usePayments();
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label="Loading payments" count={5} height="h-14" />}
      errorMessage="We could not load the payments. Check your connection and try again."
      empty={{
        icon: <Wallet />,
        title: 'No payments yet',
        description: 'Payments appear here as soon as students pay for their classes.',
      }}
    >
      {(data) => (
        <div className="space-y-4">
          <PaymentTotals />
          <NeedsConnectionNote action="Refunding a payment" />
          <ResponsiveList
            items={data}
            itemKey={(payment) => payment._id}
            columns={COLUMNS}
            row={(payment) => (
              <>
                <TableCell className="whitespace-nowrap">{formatDate(payment.date)}</TableCell>
                <TableCell breakWords>{payment.email}</TableCell>
                <TableCell breakWords className="text-sm">
                  {payment.itemNames.join(', ')}
                </TableCell>
                <TableCell className="text-right font-semibold tabular-nums">
                  {formatDollars(payment.price)}
                </TableCell>
                <TableCell breakWords className="font-mono text-xs">
                  {payment.transactionId}
                </TableCell>
                <TableCell>
                  <RefundPaymentButton payment={payment} />
                </TableCell>
              </>
            )}
            card={(payment) => (
              <>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="text-lg font-extrabold tabular-nums">
                    {formatDollars(payment.price)}
                  </span>
                  <span className="text-sm text-slate-600">{formatDate(payment.date)}</span>
                </div>
                <p className="text-sm text-slate-700">{payment.email}</p>
                <p className="text-sm text-slate-600">{payment.itemNames.join(', ')}</p>
                <p className="mt-1 font-mono text-xs text-slate-500">{payment.transactionId}</p>
                <div className="mt-3">
                  <RefundPaymentButton payment={payment} />
                </div>
              </>
            )}
          />
          <LoadMore query={query} noun="payments" />
        </div>
      )}
    </QueryStates>
  );
}
