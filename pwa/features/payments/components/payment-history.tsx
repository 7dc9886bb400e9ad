import { Receipt, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#pwa/lib/navigation/paths.ts';
import { Badge } from '#pwa/components/ui/badge.tsx';
import { Button } from '#pwa/components/ui/button.tsx';
import { LoadMore } from '#pwa/components/lists/load-more.tsx';
import { QueryStates, SkeletonList } from '#pwa/components/lists/query-states.tsx';
import { useFormat } from '#pwa/lib/i18n/use-format.ts';
import { m } from '#shared/i18n/paraglide/messages.js';
import { usePayments } from '../api/get-payments.ts';
import { usePaymentDate } from './format-date.ts';
import { GatewayMark } from './gateway-marks.tsx';
import { GATEWAY_NAMES, methodText } from '#shared/payments/gateway-names.ts';
import { ReceiptLink } from './receipt-link.tsx';

/**
 * 'Your Payments': a card per payment with transactionId, Paid Amount, DATE and Email, how it was
 * paid ("bKash ••• 1234") with the gateway's transaction id, and whether it is being checked.
 */
export function PaymentHistory() {
  const query = usePayments();
  const format = useFormat();
  const paymentDate = usePaymentDate();
  return (
    <QueryStates
      query={query}
      loading={
        <SkeletonList
          label={m.payment_history_loading()}
          count={4}
          height="h-40"
          className="grid gap-4 sm:grid-cols-2"
        />
      }
      errorMessage={m.payment_history_error()}
      empty={{
        icon: <Receipt />,
        title: m.payment_history_empty_title(),
        description: m.payment_history_empty_text(),
        action: (
          <Button asChild>
            <Link to={paths.dashboard.myClass}>{m.payment_history_go_to_selected()}</Link>
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
                  {/* Each group a direct child of the list (a <dl> holds <div> groups, no deeper):
                      the amount and the date side by side, the rest across. */}
                  <dl className="grid grid-cols-2 gap-3 text-sm">
                    <div className="col-span-2">
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {m.payment_transaction_id()}
                      </dt>
                      <dd className="font-mono text-sm text-slate-900">{payment.transactionId}</dd>
                    </div>
                    <div>
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {m.payment_paid_amount()}
                      </dt>
                      <dd className="text-xl font-extrabold text-emerald-800 tabular-nums">
                        {format.price(payment.price, payment.currency)}
                      </dd>
                    </div>
                    <div className="text-right">
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {m.payment_date_upper()}
                      </dt>
                      <dd className="text-slate-900">
                        <time dateTime={payment.date}>{paymentDate(payment.date)}</time>
                      </dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {m.auth_email()}
                      </dt>
                      <dd className="text-slate-900">{payment.email}</dd>
                    </div>
                    <div className="col-span-2">
                      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                        {m.payment_paid_with()}
                      </dt>
                      <dd className="flex flex-wrap items-center gap-2 text-slate-900">
                        <GatewayMark gateway={payment.gateway ?? 'card'} className="h-5" compact />
                        {methodText(payment.method, payment.gateway, format.digits) ??
                          GATEWAY_NAMES[payment.gateway ?? 'card']()}
                        {payment.review === 'held' && (
                          <Badge variant="warning">
                            <ShieldCheck aria-hidden="true" />
                            {m.payment_held_student_badge()}
                          </Badge>
                        )}
                      </dd>
                    </div>
                    {payment.gatewayTransactionId && (
                      <div className="col-span-2">
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          {m.payment_gateway_transaction_id({
                            gateway: GATEWAY_NAMES[payment.gateway ?? 'card'](),
                          })}
                        </dt>
                        <dd className="font-mono text-sm text-slate-900">
                          {payment.gatewayTransactionId}
                        </dd>
                      </div>
                    )}
                    {payment.itemNames.length > 0 && (
                      <div className="col-span-2">
                        <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                          {m.payment_classes()}
                        </dt>
                        <dd className="text-slate-700">{payment.itemNames.join(', ')}</dd>
                      </div>
                    )}
                  </dl>
                  <div className="mt-4">
                    <ReceiptLink paymentId={payment._id} transactionId={payment.transactionId} />
                  </div>
                </article>
              </li>
            ))}
          </ul>
          <LoadMore query={query} noun={m.dashboard_noun_payments()} />
        </div>
      )}
    </QueryStates>
  );
}
