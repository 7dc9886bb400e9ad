import { Wallet } from 'lucide-react';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { NeedsConnectionNote } from '#pwa/components/feedback/offline-note.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { ResponsiveList } from '#pwa/components/lists/responsive-list.tsx';
import { TableCell } from '#pwa/components/ui/table.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { cn } from '#pwa/lib/styling/utils.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import type { Payment } from '#shared/schemas/payment.ts';
import { usePayments } from '../api/get-payments.ts';
import { usePaymentDate } from './format-date.ts';
import { PaymentTotals } from './payment-totals.tsx';
import { ApprovePaymentButton } from './approve-payment-button.tsx';
import { PaidWith } from './paid-with.tsx';
import { ReceiptLink } from './receipt-link.tsx';
import { RefundPaymentButton } from './refund-payment-button.tsx';

// Read as the list renders: the headings are in the page's language.
// Seven columns beside the dashboard's menu: a narrower gutter keeps them on the screen.
const CELL = 'px-3';
const columns = () => [
  { header: m.payment_col_date(), className: CELL },
  { header: m.dashboard_col_email(), className: CELL },
  { header: m.payment_classes(), className: CELL },
  { header: m.payment_col_amount(), className: `${CELL} text-right` },
  { header: m.payment_paid_with(), className: CELL },
  { header: m.payment_transaction_id(), className: CELL },
  { header: m.payment_col_refund(), className: CELL },
];

/**
 * Every payment for admins, newest first a page at a time, with the totals, how each was paid
 * (method, gateway, the gateway's transaction id), and a Refund action per payment; a payment
 * the gateway flagged is held for review, with Approve beside its Refund.
 */
export function AdminPayments() {
  const query = usePayments();
  const format = useFormat();
  const paymentDate = usePaymentDate();
  const formatDate = (iso: string) => paymentDate(iso, { withTime: false });
  return (
    <QueryStates
      query={query}
      loading={<SkeletonList label={m.payment_admin_loading()} count={5} height="h-14" />}
      errorMessage={m.payment_admin_error()}
      empty={{
        icon: <Wallet />,
        title: m.payment_history_empty_title(),
        description: m.payment_admin_empty_text(),
      }}
    >
      {(data) => (
        <div className="space-y-4">
          <PaymentTotals />
          <NeedsConnectionNote action={m.payment_admin_actions_action()} />
          <ResponsiveList
            items={data}
            itemKey={(payment) => payment._id}
            columns={columns()}
            row={(payment) => (
              <>
                <TableCell className={cn(CELL, 'whitespace-nowrap')}>
                  {formatDate(payment.date)}
                </TableCell>
                <TableCell breakWords className={CELL}>
                  {payment.email}
                </TableCell>
                <TableCell breakWords className={cn(CELL, 'text-sm')}>
                  {payment.itemNames.join(', ')}
                </TableCell>
                <TableCell className={cn(CELL, 'text-right font-semibold tabular-nums')}>
                  {format.price(payment.price, payment.currency)}
                </TableCell>
                <TableCell breakWords className={CELL}>
                  <PaidWith payment={payment} />
                </TableCell>
                <TableCell breakWords className={cn(CELL, 'font-mono text-xs')}>
                  {payment.transactionId}
                </TableCell>
                <TableCell className={CELL}>
                  <PaymentActions payment={payment} />
                </TableCell>
              </>
            )}
            card={(payment) => (
              <>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="text-lg font-extrabold tabular-nums">
                    {format.price(payment.price, payment.currency)}
                  </span>
                  <span className="text-sm text-slate-600">{formatDate(payment.date)}</span>
                </div>
                <p className="text-sm text-slate-700">{payment.email}</p>
                <p className="text-sm text-slate-600">{payment.itemNames.join(', ')}</p>
                <div className="mt-2">
                  <PaidWith payment={payment} />
                </div>
                <p className="mt-1 font-mono text-xs text-slate-500">{payment.transactionId}</p>
                <div className="mt-3">
                  <PaymentActions payment={payment} />
                </div>
              </>
            )}
          />
          <LoadMore query={query} noun={m.dashboard_noun_payments()} />
        </div>
      )}
    </QueryStates>
  );
}

/** The receipt, Refund, and for a payment held for review Approve first. */
function PaymentActions({ payment }: { payment: Payment }) {
  return (
    <div className="flex flex-wrap gap-2">
      <ReceiptLink paymentId={payment._id} transactionId={payment.transactionId} />
      {payment.review === 'held' && <ApprovePaymentButton payment={payment} />}
      <RefundPaymentButton payment={payment} />
    </div>
  );
}
