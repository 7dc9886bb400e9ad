import { Wallet } from 'lucide-react';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#pwa/components/ui/table.tsx';
import { formatDollars } from '#shared/money.ts';
import { useAllPayments } from '../api/payments.ts';
import { PaymentTotals } from './payment-totals.tsx';
import { RefundPaymentButton } from './refund-payment-button.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const formatDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
};

/** Every payment for admins, newest first a page at a time, with the totals and a Refund action per payment. */
export function AdminPayments() {
  const query = useAllPayments();
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
          <div className="hidden xl:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Date</TableHead>
                  <TableHead>Email</TableHead>
                  <TableHead>Classes</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead>transactionId</TableHead>
                  <TableHead>Refund</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.map((payment) => (
                  <TableRow key={payment._id}>
                    <TableCell className="whitespace-nowrap">{formatDate(payment.date)}</TableCell>
                    <TableCell className="max-w-48 truncate">{payment.email}</TableCell>
                    <TableCell className="max-w-64 text-sm whitespace-normal">
                      {payment.itemNames.join(', ')}
                    </TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">
                      {formatDollars(payment.price)}
                    </TableCell>
                    <TableCell className="max-w-40 truncate font-mono text-xs">
                      {payment.transactionId}
                    </TableCell>
                    <TableCell>
                      <RefundPaymentButton payment={payment} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2 xl:hidden">
            {data.map((payment) => (
              <li
                key={payment._id}
                className="rounded-card border border-border bg-white p-4 shadow-sm"
              >
                <div className="flex items-baseline justify-between gap-3">
                  <span className="text-lg font-extrabold tabular-nums">
                    {formatDollars(payment.price)}
                  </span>
                  <span className="text-sm text-slate-600">{formatDate(payment.date)}</span>
                </div>
                <p className="truncate text-sm text-slate-700">{payment.email}</p>
                <p className="text-sm text-slate-600">{payment.itemNames.join(', ')}</p>
                <p className="mt-1 truncate font-mono text-xs text-slate-500">
                  {payment.transactionId}
                </p>
                <div className="mt-3">
                  <RefundPaymentButton payment={payment} />
                </div>
              </li>
            ))}
          </ul>
          <LoadMore query={query} noun="payments" />
        </div>
      )}
    </QueryStates>
  );
}
